/** Cloud storage: the words of the US page and its Canada twin. */
import type { InfoCard, TopicWords } from '../types';

const rule321: InfoCard = {
  title: 'Follow the 3-2-1 Rule',
  body: 'Keep three copies of your data on two different media, with one copy off-site. Your computer, an external drive and a cloud account cover all three.',
};

const us: TopicWords = {
  listKey: 'cloud_storage_providers',
  title: 'Best Cloud Storage Services',
  description:
    'Compare cloud storage and online backup on price per terabyte, end-to-end encryption, version history, sharing and family plans.',
  tagline:
    'Cloud storage and backup ranked on price per terabyte, encryption, file recovery and how easily you can share and restore.',
  compare: {
    title: 'Compare Cloud Storage',
    description: 'Select up to three cloud storage services to compare price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'How to Protect Your Files',
      cards: [
        rule321,
        {
          title: 'Sync Is Not Backup',
          body: 'Sync services copy deletions and ransomware-encrypted files to every device. Check how long version history lasts (30 days on many plans, 180 on some) or add a dedicated backup service.',
        },
        {
          title: 'Price per Terabyte',
          body: 'A 2TB plan runs about $8–10 a month, or roughly $100 a year billed annually. Zero-knowledge encryption keeps files private, but a forgotten password can mean lost files.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'cloud_storage_providers_canada',
  title: 'Best Cloud Storage in Canada',
  description:
    'Compare cloud storage in Canada on data stored in Canada, PIPEDA and Quebec Law 25 fit, encryption and CA$ price per terabyte.',
  tagline:
    'Cloud storage and backup for Canadians, ranked on Canadian data residency, encryption, CA$ price per terabyte and file recovery.',
  compare: {
    title: 'Compare Cloud Storage',
    description: 'Select up to three cloud storage services to compare CA$ price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'How to Protect Your Files',
      cards: [
        rule321,
        {
          title: 'Data Residency',
          body: 'Sync.com stores files in Canada; most large providers use US data centres. Businesses under PIPEDA or Quebec’s Law 25 should know where client files live and disclose any cross-border transfer.',
        },
        {
          title: 'Price per Terabyte',
          body: 'A 2TB plan runs about CA$11–14 a month, and annual billing saves roughly 15–20%. Zero-knowledge encryption keeps files private, but a forgotten password can mean lost files.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
