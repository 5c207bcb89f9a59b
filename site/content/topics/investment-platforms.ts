/** Investment platforms: the words of the US page and its Canada twin. General information, not advice. */
import type { CompareWords, TopicWords } from '../types';

const compare: CompareWords = {
  title: 'Compare Investment Platforms',
  description: 'Select up to three platforms to compare price, promo, rating and features side by side.',
};

const adviceNote = 'General information, not personal advice. For a plan that fits your situation, consider a fee-only adviser.';

const us: TopicWords = {
  listKey: 'investment_platform_providers',
  title: 'Best Investment Platforms',
  description:
    'Compare online brokers and robo-advisors on fees, account types, tools and SIPC protection, from $0 stock trades to fully managed portfolios.',
  tagline: 'Brokerages and robo-advisors compared on total cost, account types and tools.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'What to Compare',
      intro: adviceNote,
      cards: [
        {
          title: 'Total Cost',
          body: 'Most brokers charge $0 for online stock and ETF trades, so fund expense ratios and advisory fees matter more. On $10,000, a 0.03% index fund costs $3 a year; a 1% fee costs $100.',
        },
        {
          title: 'Account Types',
          body: 'Check for the accounts you need: taxable brokerage, traditional and Roth IRAs, rollover IRAs, HSAs or 529 plans. Robo-advisors typically charge about 0.25% a year to manage a portfolio.',
        },
        {
          title: 'SIPC Protection',
          body: 'SIPC protects up to $500,000 per customer, including $250,000 in cash, if a member brokerage fails. It does not cover losses from market declines.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'investment_providers_canada',
  title: 'Best Investment Platforms in Canada',
  description:
    'Compare Canadian online brokers and robo-advisors on fees, currency conversion, TFSA, RRSP and FHSA accounts, and CIPF protection.',
  tagline: 'Canadian brokerages and robo-advisors compared on fees, registered accounts and tools.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'What to Compare',
      intro: adviceNote,
      cards: [
        {
          title: 'Total Cost',
          body: 'Many platforms now offer CA$0 stock and ETF trades, but converting to U.S. dollars often costs 1.5% or more each way. Robo-advisors typically charge about 0.2% to 0.5% a year plus ETF fees.',
        },
        {
          title: 'TFSA, RRSP and FHSA',
          body: 'TFSA growth and withdrawals are tax-free. RRSP contributions are deductible and taxed on withdrawal, and the FHSA combines both for a first home, up to $8,000 a year and $40,000 in total.',
        },
        {
          title: 'CIPF Protection',
          body: 'CIPF covers up to $1 million per account category, such as general or registered retirement accounts, if a member firm becomes insolvent. It does not cover losses from market declines.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
