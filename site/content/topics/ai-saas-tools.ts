/** AI and SaaS tools: the words of the US page and its Canada twin. */
import type { InfoCard, TopicWords } from '../types';
import { BUILD_YEAR } from '../../config';

const usageLimits: InfoCard = {
  title: 'Read the Usage Limits',
  body: 'Paid plans still cap messages, transcription minutes, generations or credits. Check the monthly limit and what happens when you hit it: a slowdown, a wait or an overage charge.',
};

const us: TopicWords = {
  listKey: 'ai_saas_providers',
  title: `Best AI & SaaS Tools of ${BUILD_YEAR}`,
  description:
    'Compare the best AI assistants and SaaS tools for writing, research, meeting notes, images and code on output quality, usage limits and price.',
  tagline:
    'AI assistants, writing, meeting-note, image and coding tools ranked on output quality, usage limits, privacy controls and price per seat.',
  compare: {
    title: 'Compare AI & SaaS Tools',
    description: 'Select up to three AI and SaaS tools to compare price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'How to Choose an AI Tool',
      cards: [
        {
          title: 'Start Free',
          body: 'Almost every tool here has a free tier, and paid plans cluster around $10–20 a month per person. Run a week of your real tasks on the free plan before you pay.',
        },
        usageLimits,
        {
          title: 'Data and Training',
          body: 'Check whether your chats and files are used to train the vendor’s models and how to opt out. Team and business plans usually exclude your data from training and add admin controls.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'ai_saas_providers_canada',
  title: 'Best AI & SaaS Tools in Canada',
  description:
    'Compare AI assistants and SaaS tools in Canada on CA$ price, usage limits, French-language support and Canadian data residency options.',
  tagline:
    'AI assistants and productivity apps for Canadians, with CA$ prices, French-language support and a close look at where your data is stored.',
  compare: {
    title: 'Compare AI & SaaS Tools',
    description: 'Select up to three AI and SaaS tools to compare CA$ price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'How to Choose an AI Tool',
      cards: [
        {
          title: 'Start Free',
          body: 'Almost every tool here has a free tier, and paid plans run about CA$11–28 a month per person, plus sales tax. Run a week of your real tasks on the free plan before you pay.',
        },
        usageLimits,
        {
          title: 'Data Residency',
          body: 'Most AI tools process data in the US. PIPEDA expects you to tell clients when their personal data leaves Canada, and Quebec’s Law 25 requires a privacy impact assessment first, so ask about Canadian hosting or enterprise data controls.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
