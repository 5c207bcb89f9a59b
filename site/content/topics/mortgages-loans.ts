/** Mortgages and loans: the words of the US page and its Canada twin. General information, not advice. */
import type { CompareWords, TopicWords } from '../types';

const compare: CompareWords = {
  title: 'Compare Lenders',
  description: 'Select up to three lenders to compare price, promo, rating and features side by side.',
};

const us: TopicWords = {
  listKey: 'mortgage_loan_providers',
  title: 'Mortgages and Loan Providers',
  description:
    'Compare mortgage lenders and personal loan providers on rates, fees, down payment options and closing speed, with the rules that protect borrowers.',
  tagline: 'Mortgage lenders and personal loan providers compared on rates, fees and how fast they close.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Shopping for a Mortgage',
      cards: [
        {
          title: 'APR and Points',
          body: 'Compare APR, which includes lender fees, not just the rate. Lenders must send a Loan Estimate within three business days of your application, so compare them line by line.',
        },
        {
          title: 'Down Payment and PMI',
          body: 'Conventional loans with less than 20% down need private mortgage insurance. You can ask to cancel it at 80% loan-to-value, and it ends automatically at 78% of the original value.',
        },
        {
          title: 'Quote in One Window',
          body: 'Get quotes from at least three lenders. Credit scoring models count mortgage inquiries within a short window, typically 14 to 45 days, as one.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Personal Loans at a Glance',
      paragraphs: [
        'Personal loan APRs commonly range from about 8% to 36% depending on credit, and some lenders deduct an origination fee from the amount you receive. Compare APRs, which include that fee, and check for prepayment penalties before you sign.',
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'mortgage_loan_providers_canada',
  title: 'Mortgages and Loan Providers in Canada',
  description:
    'Compare Canadian mortgage lenders and brokers on rates, prepayment terms and penalties, with plain facts on CMHC insurance and the stress test.',
  tagline: 'Banks, brokers and online lenders compared on rates, prepayment privileges and penalties.',
  trustNote: 'Canadian mortgage rates monitored twice daily.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Shopping for a Mortgage',
      cards: [
        {
          title: 'Down Payment and CMHC',
          body: 'The minimum down payment is 5% of the first $500,000, 10% of the portion up to $1.5 million, and 20% on homes of $1.5 million or more. With less than 20% down, you need mortgage default insurance from CMHC, Sagen or Canada Guaranty, costing 2.80% to 4.00% of the loan.',
        },
        {
          title: 'The Stress Test',
          body: 'Federally regulated lenders qualify you at the higher of 5.25% or your contract rate plus two percentage points (OSFI’s B-20 stress test). Since November 2024, switching lenders at renewal without borrowing more no longer requires passing it again.',
        },
        {
          title: 'Prepayment and Penalties',
          body: 'Check how much you can prepay each year and how the penalty for breaking the term is calculated. On fixed rates it is often the greater of three months’ interest or the interest rate differential.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
