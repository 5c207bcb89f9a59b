/** Dating and relationships: the words of the US page and its short Canada twin. */
import type { TopicWords } from '../types';

const us: TopicWords = {
  listKey: 'dating_service_providers',
  title: 'Best Dating Sites and Apps',
  description:
    'Compare dating sites and apps on who actually uses them, photo verification and safety features, and what the paid tiers really add.',
  tagline:
    'Dating apps and services ranked on who actually uses them, safety and verification features, and what the paid tiers add.',
  compare: {
    title: 'Compare Dating Services',
    description: 'Select up to three dating services to compare price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'Date Safely, Spend Wisely',
      cards: [
        {
          title: 'Pick for Your Goal',
          body: 'eharmony, Match and Hinge lean toward long-term relationships, Facebook Dating is free inside the Facebook app, and Tinder and Bumble reach a broader crowd. Use the free tier for two weeks to see who is active near you.',
        },
        {
          title: 'Verify and Stay Safe',
          body: 'Favor apps with photo verification and in-app video calls, meet in public, and tell a friend your plans. Never send money to someone you have not met: romance scams cost Americans over $1 billion in 2023, the FTC reports.',
        },
        {
          title: 'Paid Tiers and Renewal',
          body: 'Premium tiers run from about $15 to over $60 a month, and longer plans cut the monthly price but renew automatically. Cancel in your app store account, since deleting the app does not stop billing.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'dating_providers_canada',
  title: 'Best Dating Apps in Canada',
  description:
    'Compare dating apps in Canada, from Hinge to Vancouver-founded Plenty of Fish, on who uses them, safety features and CA$ subscription prices.',
  tagline:
    'Dating apps and services popular with Canadian singles, ranked on who uses them, photo verification and other safety features, and price in CA$.',
  compare: {
    title: 'Compare Dating Services',
    description: 'Select up to three dating services to compare CA$ price, promo, rating and features side by side.',
  },
  // SPEC section 2 keeps this Canada page short: no checklist or tips.
  sections: [],
};

export const pages: readonly TopicWords[] = [us, canada];
