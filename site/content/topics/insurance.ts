/** Insurance: the words of the US page and its Canada twin. General information, not advice. */
import type { CompareWords, InfoCard, TopicWords } from '../types';

const compare: CompareWords = {
  title: 'Compare Insurers',
  description: 'Select up to three insurers to compare price, promo, rating and features side by side.',
};

const deductibles: InfoCard = {
  title: 'Deductibles',
  body: 'Raising a deductible from $500 to $1,000 usually lowers your premium. Pick an amount you could pay from savings tomorrow.',
};

const us: TopicWords = {
  listKey: 'insurance_providers',
  title: 'Best Insurance Providers',
  description:
    'Compare auto, home, renters and life insurers on coverage options, discounts, deductibles and claims support, with how to check complaint records.',
  tagline: 'Auto, home, renters and life insurers compared on coverage, price and claims service.',
  trustNote: 'Policy data refreshed weekly.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Insurance Checklist',
      cards: [
        {
          title: 'Coverage Limits',
          body: 'State minimum auto liability limits are often far below the cost of a serious accident. Choose limits that protect your savings and home, and consider an umbrella policy if you have significant assets.',
        },
        deductibles,
        {
          title: 'Claims Support',
          body: 'Check an insurer’s complaint record with the NAIC and its financial strength rating from AM Best. Your state insurance department regulates insurers and takes complaints.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'insurance_providers_canada',
  title: 'Insurance Providers in Canada',
  description:
    'Compare car, home, tenant and life insurers in Canada on coverage, discounts, deductibles and claims support, plus where to take a dispute.',
  tagline: 'Car, home, tenant and life insurers in Canada compared on coverage, price and claims service.',
  trustNote: 'Policy data refreshed weekly.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Insurance Checklist',
      cards: [
        {
          title: 'Coverage Limits',
          body: 'Most provinces require at least $200,000 of third-party liability on car insurance, but $1 million or $2 million is common and often costs little more. BC, Saskatchewan and Manitoba sell basic car insurance through public insurers.',
        },
        deductibles,
        {
          title: 'Claims Support',
          body: 'If a dispute with a home or car insurer is not resolved internally, the General Insurance OmbudService (GIO) reviews it for free; OLHI handles life and health insurance. PACICC and Assuris protect policyholders if an insurer fails.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
