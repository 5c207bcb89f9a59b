/** Supplements: the words of the US page and its Canada twin. */
import type { SupplementStack } from '../../../lib/model';
import supplementStacksJson from '../data/supplement-stacks.json';
import type { CompareWords, InfoCard, TopicWords } from '../types';

const stacks: readonly SupplementStack[] = supplementStacksJson;

const compare: CompareWords = {
  title: 'Compare Supplement Brands',
  description: 'Select up to three brands to compare price, promo, rating and testing side by side.',
};

const interactions: InfoCard = {
  title: 'Ask About Interactions',
  body: 'Some supplements change how medicines work, such as vitamin K with warfarin or berberine with diabetes drugs. Check with your doctor or pharmacist first.',
};

const us: TopicWords = {
  listKey: 'supplement_providers',
  title: 'Evidence-Based Supplements Guide',
  description:
    'Third-party-tested supplement brands ranked, with goal-based stacks for longevity, metabolic health and recovery and a checklist for buying well.',
  tagline: 'Third-party-tested brands and goal-based stacks, with what the research does and does not show.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Before You Buy',
      cards: [
        {
          title: 'No Pre-Market Approval',
          body: 'The FDA does not approve supplements before they are sold; makers are responsible for safety and labels. That is why independent testing matters.',
        },
        {
          title: 'Independent Seals',
          body: 'USP Verified, NSF Certified for Sport and Informed Choice check products against their labels and for contaminants or banned substances.',
        },
        interactions,
      ],
    },
    {
      kind: 'stacks',
      title: 'Goal-Based Supplement Stacks',
      intro:
        'Common combinations by goal, not prescriptions. Start one product at a time and review any stack with your clinician.',
      stacks,
    },
    {
      kind: 'checklist',
      title: 'Shopping checklist',
      items: [
        'Third-party testing seal (USP, NSF or Informed Choice) or a published certificate of analysis',
        'Dose transparency: the amount of each ingredient per serving, with no proprietary blends',
        'A form and dose that match human research, such as creatine monohydrate at 3-5 g a day',
        'No claims to treat, cure or prevent a disease',
        'A lot number and expiration date on the label',
        'A price per daily serving you can sustain',
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'supplement_providers_canada',
  title: 'Evidence-Based Supplements Guide for Canada',
  description:
    'Health Canada-licensed supplement brands ranked for Canadians, with goal-based stacks and a shopping checklist that starts with the NPN on the label.',
  tagline: 'Licensed Canadian brands and goal-based stacks, with what the research does and does not show.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Before You Buy',
      cards: [
        {
          title: 'Look for the NPN',
          body: 'Health Canada reviews natural health products before sale and gives each licensed one an eight-digit Natural Product Number (NPN) on the label.',
        },
        {
          title: 'Independent Seals',
          body: 'An NPN confirms a license, not a batch test. USP, NSF or Informed Choice seals, or a certificate of analysis, add independent checks.',
        },
        interactions,
      ],
    },
    {
      kind: 'stacks',
      title: 'Goal-Based Supplement Stacks',
      intro:
        'Common combinations by goal, not prescriptions. Some of these brands ship from the US; check the Canadian label for an NPN, and review any stack with your clinician.',
      stacks,
    },
    {
      kind: 'checklist',
      title: 'Shopping checklist',
      items: [
        'An eight-digit Health Canada NPN on the label',
        'Third-party testing seal (USP, NSF or Informed Choice) or a published certificate of analysis',
        'Dose transparency: the amount of each ingredient per serving, with no proprietary blends',
        'A form and dose that match human research, such as creatine monohydrate at 3-5 g a day',
        'A lot number and expiration date on the label',
        'A price per daily serving in Canadian dollars you can sustain',
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
