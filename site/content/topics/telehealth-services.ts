/** Telehealth services: the words of the US page and its Canada twin. */
import type { CompareWords, InfoCard, TopicWords } from '../types';
import { BUILD_YEAR } from '../../config';

const compare: CompareWords = {
  title: 'Compare Telehealth Services',
  description: 'Select up to three telehealth services to compare visit price, promo, rating and features side by side.',
};

const goodFits: InfoCard = {
  title: 'Good Fits',
  body: 'Colds, rashes, pink eye, urinary symptoms, prescription refills and therapy sessions often work well by video or chat.',
};

const goInPerson: InfoCard = {
  title: 'Go In Person',
  body: 'Problems that need a hands-on exam, imaging or stitches, such as a possible fracture or belly pain, need an in-person visit. A good service tells you when that is the case.',
};

const us: TopicWords = {
  listKey: 'telehealth_service_providers',
  title: `Best Telehealth Services of ${BUILD_YEAR}`,
  description:
    'Compare telehealth services for urgent care, primary care, therapy and prescriptions on visit prices, insurance, hours and state coverage.',
  tagline: 'Virtual urgent care, primary care and mental health compared on price, access and continuity.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'How to Choose a Telehealth Service',
      cards: [
        {
          title: 'Licensed in Your State',
          body: 'Clinicians must be licensed in the state where you are during the visit. Check the service covers your state and, for kids, offers pediatric care.',
        },
        {
          title: 'Insurance or Cash Price',
          body: 'Many services bill major insurers, and cash-pay urgent care visits commonly cost about $30 to $100. Memberships can lower the per-visit price if you use care often.',
        },
        {
          title: 'Prescriptions and Labs',
          body: 'Clinicians prescribe only when appropriate, and many controlled substances carry extra rules online. Check whether the service can order labs near you.',
        },
        {
          title: 'Continuity and Privacy',
          body: 'Seeing the same clinician helps with ongoing conditions. Confirm visit notes can be shared with your regular doctor and that the service follows HIPAA.',
        },
      ],
    },
    {
      kind: 'cards',
      title: 'When to Use Telehealth',
      cards: [
        goodFits,
        goInPerson,
        {
          title: 'Emergencies',
          body: 'For chest pain, trouble breathing, signs of stroke or other emergencies, call 911 instead of booking a visit.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'telehealth_providers_canada',
  title: 'Best Telehealth Services in Canada',
  description:
    'Compare virtual care in Canada on provincial coverage, private visit fees, prescriptions and wait times, from 24/7 apps to employer plans.',
  tagline: 'Virtual doctors and nurse practitioners compared on provincial coverage, fees and wait times.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'How to Choose a Telehealth Service',
      cards: [
        {
          title: 'Provincial Coverage',
          body: 'Provincial plans cover some virtual visits with a clinician licensed in your province, under rules that differ by province. Outside those rules, private visits often cost about CA$40 to CA$100.',
        },
        {
          title: 'Workplace Benefits',
          body: 'Many employers include a virtual care service in group benefits. Check yours before paying per visit.',
        },
        {
          title: 'Prescriptions and Labs',
          body: 'Prescriptions are sent to a pharmacy you choose or delivered to your door. Lab requisitions and referrals usually work only in the prescriber’s province.',
        },
        {
          title: 'Continuity and Privacy',
          body: 'Ask whether visit notes reach your family doctor. Health records are protected by provincial health privacy laws and PIPEDA.',
        },
      ],
    },
    {
      kind: 'cards',
      title: 'When to Use Telehealth',
      cards: [
        goodFits,
        goInPerson,
        {
          title: 'Emergencies',
          body: 'For chest pain, trouble breathing, signs of stroke or other emergencies, call 911. For advice on whether to go in, most provinces run a free nurse line at 811.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
