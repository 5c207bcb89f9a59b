/** Form builders: the words of the US page (the registry gives this topic no Canada twin). */
import type { TopicWords } from '../types';

const us: TopicWords = {
  listKey: 'form_builder_providers',
  title: 'Best Form Builders',
  description:
    'Compare online form and survey builders on free-plan response limits, conditional logic, payments, integrations and data compliance.',
  tagline: 'Form and survey builders ranked on conditional logic, payments, integrations and how far the free plan really goes.',
  compare: {
    title: 'Compare Form Builders',
    description: 'Select up to three form builders to compare price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'What to Compare',
      cards: [
        {
          title: 'Response Limits',
          body: 'Free plans cap forms, responses or both: Typeform’s free plan allows 10 responses a month, while Tally and Google Forms have no response cap. Count your monthly volume before you choose.',
        },
        {
          title: 'Logic and Payments',
          body: 'Conditional logic, calculations and payment fields are often paid features. Check which gateways are supported (Stripe, PayPal, Square) and whether the builder adds its own fee per transaction.',
        },
        {
          title: 'Data and Compliance',
          body: 'For health or personal data, check where responses are stored and whether your plan supports HIPAA or GDPR. Jotform offers HIPAA-compliant forms on higher tiers; Tally hosts data in the EU.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us];
