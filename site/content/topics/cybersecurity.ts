/** Cybersecurity software: the words of the US page and its Canada twin. */
import type { InfoCard, TopicWords } from '../types';
import { BUILD_YEAR } from '../../config';

const labScores: InfoCard = {
  title: 'Independent Lab Scores',
  body: 'Choose antivirus that scores near 100% protection with few false alarms in recent AV-TEST or AV-Comparatives rounds. Built-in Microsoft Defender is a solid free baseline to beat.',
};

const us: TopicWords = {
  listKey: 'cybersecurity_providers',
  title: `Best Cybersecurity Software of ${BUILD_YEAR}`,
  description:
    'Compare antivirus, password managers and identity theft protection on independent lab scores, real-world protection and renewal prices.',
  tagline:
    'Antivirus, password managers and identity protection ranked on independent lab results, ease of use and what you pay after year one.',
  compare: {
    title: 'Compare Cybersecurity Software',
    description: 'Select up to three security products to compare price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'Your Security Checklist',
      cards: [
        labScores,
        {
          title: 'Use a Password Manager',
          body: 'A unique password for every account stops one breach from spreading. Look for passkey support and breach alerts; Bitwarden is free on unlimited devices, and paid plans cost under $40 a year.',
        },
        {
          title: 'Renewal Traps',
          body: 'First-year suites at $30–40 often renew at $90–150, with auto-renew switched on. Note the renewal price, set a reminder a month before, and ask for the intro rate again.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'cybersecurity_providers_canada',
  title: 'Best Cybersecurity Software in Canada',
  description:
    'Compare antivirus, password managers and scam protection in Canada on independent lab scores, ease of use and renewal prices in CA$.',
  tagline: 'Antivirus, password managers and scam protection for Canadians, with CA$ prices and renewal costs shown up front.',
  compare: {
    title: 'Compare Cybersecurity Software',
    description: 'Select up to three security products to compare CA$ price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'Your Security Checklist',
      cards: [
        labScores,
        {
          title: 'Use a Password Manager',
          body: 'A unique password for every account stops one breach from spreading. Bitwarden and Proton Pass are free on unlimited devices, and paid plans cost under CA$55 a year.',
        },
        {
          title: 'Renewal Traps',
          body: 'First-year suites at CA$40–60 often renew at more than twice that, with auto-renew switched on. Note the renewal price, and report scam calls or texts to the Canadian Anti-Fraud Centre.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
