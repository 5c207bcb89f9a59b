/** GLP-1 programs: the words of the US page and its Canada twin. */
import type { CompareWords, FaqItem, TopicWords } from '../types';
import { clinicPrompt } from '../clinicPrompt';
import { BUILD_YEAR } from '../../config';

const compare: CompareWords = {
  title: 'Compare Programs',
  description: 'Select up to three programs to compare price, promo, rating and features side by side.',
  oneProviderPrompt: clinicPrompt,
};

const resultsFaq: FaqItem = {
  question: 'How long does it take to see results?',
  answer:
    'Doses start low and rise step by step, usually every four weeks, so reaching the full dose can take four to five months. In the main clinical trials, average weight loss was about 15% to 21% of body weight after 68 to 72 weeks, with a wide range between people. Your clinician will set expectations for your situation.',
};

const safetyFaq: FaqItem = {
  question: 'Are GLP-1 medications safe?',
  answer:
    'They are approved medicines with known risks. Nausea, vomiting, diarrhea and constipation are common, especially while the dose increases; pancreatitis and gallbladder problems are rarer. People with a personal or family history of medullary thyroid cancer or MEN 2, or who are pregnant, should not use them, which is why a clinician reviews your history first.',
};

const stoppingFaq: FaqItem = {
  question: 'What happens if I stop taking a GLP-1?',
  answer:
    'Appetite usually returns, and most people regain weight. In a follow-up to one major semaglutide trial, participants regained about two-thirds of the weight they had lost within a year of stopping. Plan any change with your clinician, who may adjust the dose gradually and build habits to help maintain progress.',
};

const us: TopicWords = {
  listKey: 'glp1_providers',
  title: `Best GLP-1 Weight Loss Programs for ${BUILD_YEAR}`,
  description:
    'Compare clinician-led GLP-1 weight loss programs on price, insurance help, lab work and coaching, with honest answers on safety and results.',
  tagline: 'Clinician-led programs compared on total monthly cost, insurance support and follow-up care.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Before You Enroll',
      cards: [
        {
          title: 'Real Clinical Review',
          body: 'A licensed clinician should review your history, current medicines and lab results before prescribing. Avoid any program that promises a prescription before that review.',
        },
        {
          title: 'Total Monthly Cost',
          body: 'Add the membership fee (often $50 to $150 a month) to the medication price. Branded GLP-1s list above $1,000 a month without coverage, though manufacturer self-pay programs cost less.',
        },
        {
          title: 'Branded or Compounded',
          body: 'Wegovy and Zepbound are FDA-approved for weight management. Compounded versions are not FDA-approved, and the FDA has limited copies since the drug shortages ended.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'GLP-1 Program FAQs',
      items: [
        resultsFaq,
        safetyFaq,
        {
          question: 'Does insurance cover GLP-1 weight loss medication?',
          answer:
            'Sometimes. Many employer plans cover Wegovy or Zepbound only after prior authorization, and some exclude weight-loss drugs entirely. Medicare Part D does not cover drugs used only for weight loss, but may cover Wegovy to lower heart risk or Zepbound for obstructive sleep apnea. Many programs check your benefits before you pay for medication.',
        },
        stoppingFaq,
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'glp1_providers_canada',
  title: 'Best GLP-1 Weight Loss Programs in Canada',
  description:
    'Compare virtual GLP-1 weight loss programs in Canada on prescriber access, pharmacy delivery, coverage help and coaching, with safety facts.',
  tagline: 'Canadian-licensed prescribers, pharmacy delivery and coaching compared province by province.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Before You Enroll',
      cards: [
        {
          title: 'Licensed in Your Province',
          body: 'The prescriber must be licensed where you live, and several programs serve only some provinces. They will usually ask for recent lab work before prescribing or renewing.',
        },
        {
          title: 'Total Monthly Cost',
          body: 'Add any program fee to the pharmacy price. Without coverage, Wegovy has typically cost several hundred Canadian dollars a month, depending on the dose.',
        },
        {
          title: 'Health Canada-Authorized Drugs',
          body: 'Wegovy and Saxenda are authorized for chronic weight management, and Ozempic and Mounjaro for type 2 diabetes. Your prescriber decides which, if any, fits you.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'GLP-1 Program FAQs',
      items: [
        resultsFaq,
        safetyFaq,
        {
          question: 'Is GLP-1 weight loss medication covered in Canada?',
          answer:
            'Provincial drug plans generally do not cover GLP-1s for weight management alone, though some cover them for type 2 diabetes under set criteria. Private and workplace plans vary, and many require prior authorization. Ask your insurer before the first fill, or ask the program to check for you.',
        },
        stoppingFaq,
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
