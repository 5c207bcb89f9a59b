/** Fitness programs: the words of the US page and its Canada twin. */
import type { CompareWords, InfoCard, TopicWords } from '../types';

const compare: CompareWords = {
  title: 'Compare Fitness Programs',
  description: 'Select up to three programs to compare price, promo, rating and features side by side.',
};

const progression: InfoCard = {
  title: 'Look for Progression',
  body: 'The best programs run in multi-week blocks that add weight, reps or time gradually. Random daily workouts make progress hard to measure.',
};

const us: TopicWords = {
  listKey: 'fitness_program_providers',
  title: 'Top Online Fitness Programs',
  description:
    'Compare online fitness apps and coached programs for strength, cycling, running and yoga on price, class variety, progression and equipment.',
  tagline: 'Training apps and coached programs compared on structure, variety and monthly price.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Picking a Program That Sticks',
      cards: [
        {
          title: 'Start From the Guidelines',
          body: 'US guidelines suggest 150 to 300 minutes of moderate activity a week, or 75 to 150 vigorous, plus strength work on two or more days. Choose a program that covers both.',
        },
        progression,
        {
          title: 'Try Before Paying',
          body: 'Most apps cost about $10 to $30 a month, and annual plans cost less per month. If you have a heart condition or an injury, or are new to exercise, ask your doctor what is safe first.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'fitness_providers_canada',
  title: 'Top Online Fitness Programs in Canada',
  description:
    'Compare online fitness apps available in Canada for strength, cycling, running and yoga on CA$ price, class variety, progression and equipment.',
  tagline: 'Training apps and coached programs available in Canada compared on structure and price.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Picking a Program That Sticks',
      cards: [
        {
          title: 'Start From the Guidelines',
          body: 'Canada’s 24-Hour Movement Guidelines suggest at least 150 minutes of moderate to vigorous activity a week plus muscle strengthening on two days. Choose a program that covers both.',
        },
        progression,
        {
          title: 'Try Before Paying',
          body: 'Most apps cost about CA$13 to CA$40 a month before tax, and annual plans cost less per month. If you have a heart condition or an injury, or are new to exercise, ask your doctor what is safe first.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
