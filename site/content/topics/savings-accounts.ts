/** Savings accounts: the words of the US page and its Canada twin. General information, not advice. */
import type { CompareWords, TopicWords } from '../types';

const compare: CompareWords = {
  title: 'Compare Savings Accounts',
  description: 'Select up to three accounts to compare price, promo, rating and features side by side.',
};

const us: TopicWords = {
  listKey: 'savings_account_providers',
  title: 'Best High-Yield Savings Accounts',
  description:
    'Compare high-yield savings accounts on APY, fees, minimums and transfer speed, and check FDIC insurance before you move your emergency fund.',
  tagline: 'High-yield accounts compared on APY, fees and how quickly you can reach your money.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'How to Compare Savings Accounts',
      cards: [
        {
          title: 'APY, Not Headline',
          body: 'Compare APY, which includes compounding, and check whether the top rate needs a minimum balance or direct deposit. Online banks usually pay several times the national average.',
        },
        {
          title: 'Fees and Transfers',
          body: 'Look for no monthly fee and no minimum balance. Some banks still limit withdrawals to six a month, and transfers to another bank can take one to three business days.',
        },
        {
          title: 'FDIC or NCUA Insurance',
          body: 'FDIC insurance covers up to $250,000 per depositor, per bank, per ownership category, and the NCUA covers credit union accounts the same way. With fintech apps, confirm which partner bank holds your money.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'savings_account_providers_canada',
  title: 'Best High-Yield Savings Accounts in Canada',
  description:
    'Compare Canadian high-interest savings accounts on everyday and promo rates, fees and CDIC coverage, plus when a TFSA or FHSA keeps interest tax-free.',
  tagline: 'High-interest savings accounts in Canada compared on everyday rates, promos and fees.',
  trustNote: 'Canadian savings rates monitored daily.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'How to Compare Savings Accounts',
      cards: [
        {
          title: 'Everyday Rate, Not Promo',
          body: 'Many Canadian banks advertise a promotional rate on new deposits that lasts a few months, then drops to a lower everyday rate. Compare both, and whether the top rate needs a payroll deposit.',
        },
        {
          title: 'CDIC Coverage',
          body: 'CDIC insurance covers eligible deposits up to $100,000 per insured category at each member institution, including savings, GICs and foreign-currency deposits. TFSA, RRSP, RRIF, RESP, RDSP and FHSA deposits each count as a separate category.',
        },
        {
          title: 'Shelter the Interest',
          body: 'Interest in a regular savings account is taxed as income. Holding savings in a TFSA, or in an FHSA while saving for a first home, keeps it tax-free. Credit union deposits are insured by provincial plans instead of CDIC.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
