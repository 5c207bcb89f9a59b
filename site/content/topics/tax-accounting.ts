/** Tax and accounting software: the words of the US page and its Canada twin. General information, not advice. */
import type { CompareWords, TopicWords } from '../types';

const compare: CompareWords = {
  title: 'Compare Tax & Accounting Software',
  description: 'Select up to three tools to compare price, promo, rating and features side by side.',
};

const us: TopicWords = {
  listKey: 'tax_accounting_providers',
  title: 'Best Tax & Accounting Software',
  description:
    'Compare tax filing software and small-business accounting tools on price, automation, expert help and compliance, from free federal filing up.',
  tagline: 'Tax filing software and bookkeeping tools compared on price, automation and expert help.',
  trustNote: 'Tax compliance details reviewed quarterly.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'What to Look For',
      intro: 'If your income is under the yearly limit, IRS Free File offers guided tax software at no cost.',
      cards: [
        {
          title: 'Automation',
          body: 'Good tax software imports W-2s, 1099s and last year’s return; accounting tools pull bank feeds and match receipts. Less retyping means fewer errors.',
        },
        {
          title: 'Collaboration',
          body: 'Check whether a tax expert can review or file your return, and whether your accountant can log into your books. Some plans limit users or charge per seat.',
        },
        {
          title: 'Compliance',
          body: 'Confirm the software e-files federal and state returns, tracks sales tax and prepares 1099-NEC forms for contractors. Keep records for at least three years, the IRS’s usual window to audit.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'tax_accounting_providers_canada',
  title: 'Tax & Accounting Software in Canada',
  description:
    'Compare NETFILE-certified tax software and small-business accounting tools in Canada on price, Auto-fill my return, GST/HST support and expert help.',
  tagline: 'NETFILE-certified tax software and bookkeeping tools compared on price, automation and help.',
  trustNote: 'Tax compliance details reviewed quarterly.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'What to Look For',
      intro: 'Quebec residents also file a provincial return with Revenu Québec, so check that the software supports it.',
      cards: [
        {
          title: 'Automation',
          body: 'NETFILE-certified software can import your slips with the CRA’s Auto-fill my return and file directly. Accounting tools pull bank feeds and track receipts.',
        },
        {
          title: 'Collaboration',
          body: 'Look for family returns that optimize credits between spouses, optional expert review, and accountant access to your books.',
        },
        {
          title: 'Compliance',
          body: 'Businesses must register for GST/HST once taxable sales pass $30,000 over four consecutive quarters. Keep records for six years, and file by April 30, or June 15 if self-employed, with any balance due April 30.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
