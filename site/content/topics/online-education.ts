/** Online education: the words of the US page and its short Canada twin. */
import type { TopicWords } from '../types';

const us: TopicWords = {
  listKey: 'online_education_providers',
  title: 'Best Online Learning Platforms',
  description:
    'Compare online course platforms, certificates and degrees on teaching quality, credentials employers value and the real cost to finish.',
  tagline:
    'Course platforms, certificates and online degrees ranked on teaching quality, credentials employers recognize and the real cost to finish.',
  trustNote: 'Course catalogs reviewed monthly.',
  compare: {
    title: 'Compare Learning Platforms',
    description: 'Select up to three learning platforms to compare price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'How to Choose a Course',
      cards: [
        {
          title: 'Credential Value',
          body: 'A certificate of completion shows you finished; university credit or an industry certificate from Google, AWS or CompTIA carries more weight with employers. Confirm credit transfer before you pay for it.',
        },
        {
          title: 'Audit Before Paying',
          body: 'Coursera and edX let you audit many courses free and pay only for graded work and the certificate. Try the first week before committing to a monthly subscription.',
        },
        {
          title: 'Cost to Finish',
          body: 'Subscriptions reward pace: at $59 a month, a six-month certificate costs about $354. Be honest about weekly hours, then compare an annual plan or a one-time course purchase.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'online_education_providers_canada',
  title: 'Best Online Learning in Canada',
  description:
    'Compare online learning in Canada, from free courses to certificates and degrees from Canadian universities, with CA$ prices and French options.',
  tagline:
    'Course platforms, certificates and online degrees for Canadians, including Canadian university partners and French-language learning, priced in CA$.',
  trustNote: 'Course catalogs reviewed monthly.',
  compare: {
    title: 'Compare Learning Platforms',
    description: 'Select up to three learning platforms to compare CA$ price, promo, rating and features side by side.',
  },
  // SPEC section 2 keeps this Canada page short: no checklist or tips.
  sections: [],
};

export const pages: readonly TopicWords[] = [us, canada];
