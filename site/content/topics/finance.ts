/** The finance topic pages, US then Canada twin, in SPEC table order. General information, not advice. */
import type { CompareWords, InfoCard, TopicContent, TopicSection } from '../types';
import { withCanadaTwin } from './twin';

const finance = { vertical: 'finance', market: 'us', badge: 'Finance & Wealth', topPick: 'first' } as const;

const compareWords = (title: string, things: string): CompareWords => ({
  title,
  description: `Select up to three ${things} to compare price, promo, rating and features side by side.`,
});

// Credit cards

const creditCardsUs: TopicContent = {
  ...finance,
  path: '/finance/credit-cards',
  listKey: 'credit_card_providers',
  title: 'Best Credit Cards of 2025',
  description:
    'Compare the best travel, cash-back and no-annual-fee credit cards on rewards, fees and welcome offers, with the protections every cardholder has.',
  tagline: 'Travel, cash-back and no-fee cards compared on rewards you will actually use and the fees they cost.',
  trustNote: 'Card offers, rates and fees checked weekly.',
  listTitle: 'Top Credit Cards',
  compare: compareWords('Compare Credit Cards', 'cards'),
  sections: [
    {
      kind: 'cards',
      title: 'Before You Apply',
      cards: [
        {
          title: 'Interest Before Rewards',
          body: 'Average card APRs run above 20%, so carrying a balance costs more than any card earns back. Rewards pay off only if you clear the balance each month.',
        },
        {
          title: 'Annual Fee Math',
          body: 'A $95 or higher annual fee is worth it only if the extra rewards and credits you actually use exceed it. Many strong cash-back cards charge no annual fee.',
        },
        {
          title: 'Credit Score Fit',
          body: 'Most rewards cards expect good credit, roughly a FICO score of 670 or higher. Each application adds a hard inquiry, so apply only where you are likely to qualify.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Your Protections',
      paragraphs: [
        'Federal law caps your liability for unauthorized credit card charges at $50, and the major card networks offer $0 liability when you report fraud promptly. Under the Fair Credit Billing Act, you can dispute a billing error in writing within 60 days of the statement that shows it.',
        'If an issuer does not resolve a problem, you can file a complaint with the Consumer Financial Protection Bureau (CFPB).',
      ],
    },
  ],
};

const creditCardPages = withCanadaTwin(creditCardsUs, {
  listKey: 'credit_card_providers_canada',
  title: 'Best Credit Cards in Canada',
  description:
    'Compare Canadian travel, cash-back and no-fee credit cards on rewards, annual fees, income requirements and foreign currency fees.',
  tagline: 'Canadian travel, cash-back and no-fee cards compared on rewards, fees and income requirements.',
  trustNote: 'Canadian card offers, rates and fees checked weekly.',
  listTitle: 'Top Credit Cards in Canada',
  sections: [
    {
      kind: 'cards',
      title: 'Before You Apply',
      cards: [
        {
          title: 'Interest Before Rewards',
          body: 'Most Canadian cards charge about 20% to 21% on purchases and more on cash advances, so carrying a balance erases any rewards. Pay in full and new purchases cost no interest.',
        },
        {
          title: 'Income Requirements',
          body: 'Visa Infinite cards usually require CA$60,000 personal or CA$100,000 household income, and World Elite Mastercards CA$80,000 or CA$150,000. Premium cards often charge CA$120 to CA$160 a year.',
        },
        {
          title: 'Foreign Currency Fees',
          body: 'Most Canadian cards add about 2.5% to purchases in other currencies. For frequent travel, a card without that fee can save more than a higher earn rate.',
        },
      ],
    },
    {
      kind: 'prose',
      title: 'Your Protections',
      paragraphs: [
        'The Financial Consumer Agency of Canada (FCAC) supervises federally regulated card issuers. Issuers must give an interest-free grace period of at least 21 days on new purchases when you pay your balance in full, and must disclose rate and fee changes in advance.',
        'Visa and Mastercard zero-liability policies cover unauthorized charges you report promptly. If your bank does not resolve a complaint, you can take it to the Ombudsman for Banking Services and Investments (OBSI) at no cost.',
      ],
    },
  ],
});

// Savings accounts

const compareApy: InfoCard = {
  title: 'APY, Not Headline',
  body: 'Compare APY, which includes compounding, and check whether the top rate needs a minimum balance or direct deposit. Online banks usually pay several times the national average.',
};

const savingsUs: TopicContent = {
  ...finance,
  path: '/finance/savings-accounts',
  listKey: 'savings_account_providers',
  title: 'Best High-Yield Savings Accounts',
  description:
    'Compare high-yield savings accounts on APY, fees, minimums and transfer speed, and check FDIC insurance before you move your emergency fund.',
  tagline: 'High-yield accounts compared on APY, fees and how quickly you can reach your money.',
  trustNote: 'Savings APYs checked every business day.',
  listTitle: 'Top High-Yield Savings Accounts',
  compare: compareWords('Compare Savings Accounts', 'accounts'),
  sections: [
    {
      kind: 'cards',
      title: 'How to Compare Savings Accounts',
      cards: [
        compareApy,
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

const savingsPages = withCanadaTwin(savingsUs, {
  listKey: 'savings_account_providers_canada',
  title: 'Best High-Yield Savings Accounts in Canada',
  description:
    'Compare Canadian high-interest savings accounts on everyday and promo rates, fees and CDIC coverage, plus when a TFSA or FHSA keeps interest tax-free.',
  tagline: 'High-interest savings accounts in Canada compared on everyday rates, promos and fees.',
  trustNote: 'Canadian savings rates monitored daily.',
  listTitle: 'Top High-Yield Savings Accounts in Canada',
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
});

// Investment platforms

const adviceNote = 'General information, not personal advice. For a plan that fits your situation, consider a fee-only adviser.';

const investmentUs: TopicContent = {
  ...finance,
  path: '/finance/investment-platforms',
  listKey: 'investment_platform_providers',
  title: 'Best Investment Platforms',
  description:
    'Compare online brokers and robo-advisors on fees, account types, tools and SIPC protection, from $0 stock trades to fully managed portfolios.',
  tagline: 'Brokerages and robo-advisors compared on total cost, account types and tools.',
  trustNote: 'Platform fees and account types reviewed monthly.',
  listTitle: 'Top Investment Platforms',
  compare: compareWords('Compare Investment Platforms', 'platforms'),
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

const investmentPages = withCanadaTwin(investmentUs, {
  listKey: 'investment_providers_canada',
  title: 'Best Investment Platforms in Canada',
  description:
    'Compare Canadian online brokers and robo-advisors on fees, currency conversion, TFSA, RRSP and FHSA accounts, and CIPF protection.',
  tagline: 'Canadian brokerages and robo-advisors compared on fees, registered accounts and tools.',
  trustNote: 'Canadian platform fees and account types reviewed monthly.',
  listTitle: 'Top Investment Platforms in Canada',
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
});

// Mortgages and loans

const mortgagesUs: TopicContent = {
  ...finance,
  path: '/finance/mortgages-loans',
  listKey: 'mortgage_loan_providers',
  title: 'Mortgages and Loan Providers',
  description:
    'Compare mortgage lenders and personal loan providers on rates, fees, down payment options and closing speed, with the rules that protect borrowers.',
  tagline: 'Mortgage lenders and personal loan providers compared on rates, fees and how fast they close.',
  trustNote: 'Lender rates and fees checked every business day.',
  listTitle: 'Top Mortgage & Loan Providers',
  compare: compareWords('Compare Lenders', 'lenders'),
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

const mortgagePages = withCanadaTwin(mortgagesUs, {
  listKey: 'mortgage_loan_providers_canada',
  title: 'Mortgages and Loan Providers in Canada',
  description:
    'Compare Canadian mortgage lenders and brokers on rates, prepayment terms and penalties, with plain facts on CMHC insurance and the stress test.',
  tagline: 'Banks, brokers and online lenders compared on rates, prepayment privileges and penalties.',
  trustNote: 'Canadian mortgage rates monitored twice daily.',
  listTitle: 'Top Mortgage & Loan Providers in Canada',
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
});

// Insurance

const insuranceCards = (coverage: string, deductibles: string, claims: string): TopicSection => ({
  kind: 'cards',
  title: 'Insurance Checklist',
  cards: [
    { title: 'Coverage Limits', body: coverage },
    { title: 'Deductibles', body: deductibles },
    { title: 'Claims Support', body: claims },
  ],
});

const insuranceUs: TopicContent = {
  ...finance,
  path: '/finance/insurance',
  listKey: 'insurance_providers',
  title: 'Best Insurance Providers',
  description:
    'Compare auto, home, renters and life insurers on coverage options, discounts, deductibles and claims support, with how to check complaint records.',
  tagline: 'Auto, home, renters and life insurers compared on coverage, price and claims service.',
  trustNote: 'Policy data refreshed weekly.',
  listTitle: 'Top Insurance Providers',
  compare: compareWords('Compare Insurers', 'insurers'),
  sections: [
    insuranceCards(
      'State minimum auto liability limits are often far below the cost of a serious accident. Choose limits that protect your savings and home, and consider an umbrella policy if you have significant assets.',
      'Raising a deductible from $500 to $1,000 usually lowers your premium. Pick an amount you could pay from savings tomorrow.',
      'Check an insurer’s complaint record with the NAIC and its financial strength rating from AM Best. Your state insurance department regulates insurers and takes complaints.',
    ),
  ],
};

const insurancePages = withCanadaTwin(insuranceUs, {
  listKey: 'insurance_providers_canada',
  title: 'Insurance Providers in Canada',
  description:
    'Compare car, home, tenant and life insurers in Canada on coverage, discounts, deductibles and claims support, plus where to take a dispute.',
  tagline: 'Car, home, tenant and life insurers in Canada compared on coverage, price and claims service.',
  trustNote: 'Policy data refreshed weekly.',
  listTitle: 'Top Insurance Providers in Canada',
  sections: [
    insuranceCards(
      'Most provinces require at least $200,000 of third-party liability on car insurance, but $1 million or $2 million is common and often costs little more. BC, Saskatchewan and Manitoba sell basic car insurance through public insurers.',
      'Raising a deductible from $500 to $1,000 usually lowers your premium. Pick an amount you could pay from savings tomorrow.',
      'If a dispute with a home or car insurer is not resolved internally, the General Insurance OmbudService (GIO) reviews it for free; OLHI handles life and health insurance. PACICC and Assuris protect policyholders if an insurer fails.',
    ),
  ],
});

// Tax and accounting

const taxCards = (automation: string, collaboration: string, compliance: string, intro: string): TopicSection => ({
  kind: 'cards',
  title: 'What to Look For',
  intro,
  cards: [
    { title: 'Automation', body: automation },
    { title: 'Collaboration', body: collaboration },
    { title: 'Compliance', body: compliance },
  ],
});

const taxUs: TopicContent = {
  ...finance,
  path: '/finance/tax-accounting',
  listKey: 'tax_accounting_providers',
  title: 'Best Tax & Accounting Software',
  description:
    'Compare tax filing software and small-business accounting tools on price, automation, expert help and compliance, from free federal filing up.',
  tagline: 'Tax filing software and bookkeeping tools compared on price, automation and expert help.',
  trustNote: 'Tax compliance details reviewed quarterly.',
  listTitle: 'Top Tax & Accounting Software',
  compare: compareWords('Compare Tax & Accounting Software', 'tools'),
  sections: [
    taxCards(
      'Good tax software imports W-2s, 1099s and last year’s return; accounting tools pull bank feeds and match receipts. Less retyping means fewer errors.',
      'Check whether a tax expert can review or file your return, and whether your accountant can log into your books. Some plans limit users or charge per seat.',
      'Confirm the software e-files federal and state returns, tracks sales tax and prepares 1099-NEC forms for contractors. Keep records for at least three years, the IRS’s usual window to audit.',
      'If your income is under the yearly limit, IRS Free File offers guided tax software at no cost.',
    ),
  ],
};

const taxPages = withCanadaTwin(taxUs, {
  listKey: 'tax_accounting_providers_canada',
  title: 'Tax & Accounting Software in Canada',
  description:
    'Compare NETFILE-certified tax software and small-business accounting tools in Canada on price, Auto-fill my return, GST/HST support and expert help.',
  tagline: 'NETFILE-certified tax software and bookkeeping tools compared on price, automation and help.',
  trustNote: 'Tax compliance details reviewed quarterly.',
  listTitle: 'Top Tax & Accounting Software in Canada',
  sections: [
    taxCards(
      'NETFILE-certified software can import your slips with the CRA’s Auto-fill my return and file directly. Accounting tools pull bank feeds and track receipts.',
      'Look for family returns that optimize credits between spouses, optional expert review, and accountant access to your books.',
      'Businesses must register for GST/HST once taxable sales pass $30,000 over four consecutive quarters. Keep records for six years, and file by April 30, or June 15 if self-employed, with any balance due April 30.',
      'Quebec residents also file a provincial return with Revenu Québec, so check that the software supports it.',
    ),
  ],
});

export const financeTopics: readonly TopicContent[] = [
  ...creditCardPages,
  ...savingsPages,
  ...investmentPages,
  ...mortgagePages,
  ...insurancePages,
  ...taxPages,
];
