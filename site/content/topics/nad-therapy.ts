/** NAD+ therapy: the words of the US page and its Canada twin. */
import nadBrandsJson from '../data/nad-brands.json';
import type { BrandCard, CompareWords, FaqItem, TopicSection, TopicWords } from '../types';
import { clinicPrompt } from '../clinicPrompt';
import { BUILD_YEAR } from '../../config';

// The JSON holds the SPEC's three labels; the content test holds it to them.
const brands = nadBrandsJson as readonly BrandCard[];

const compare: CompareWords = {
  title: 'Compare NAD+ Providers',
  description: 'Select up to three providers to compare price, promo, rating and delivery format side by side.',
  oneProviderPrompt: clinicPrompt,
};

/** Both pages open with it, between the hero and the ranked list. */
const intro: TopicSection = {
  kind: 'prose',
  title: 'What NAD+ Is and What It May Do',
  paragraphs: [
    'NAD+ (nicotinamide adenine dinucleotide) is a coenzyme found in every cell. It helps turn food into energy and is used by enzymes involved in DNA repair and cell maintenance, such as sirtuins and PARPs.',
    'NAD+ levels fall with age in several tissues, which is why it draws interest for healthy aging, energy and recovery. Human studies show that precursors such as nicotinamide riboside (NR) and nicotinamide mononucleotide (NMN) raise blood NAD+ levels. Evidence that this improves energy, cognition or aging itself in people is still early and mixed.',
    'NAD+ infusions and injections are not approved to treat aging or any disease. IV drips can cause flushing, nausea or chest tightness if run quickly, so a clinician should screen you first. Talk with your doctor before starting, especially if you are pregnant, have a chronic condition or take other medicines.',
  ],
};

const formsFaq: FaqItem = {
  question: 'What is the difference between IV, injections and supplements?',
  answer:
    'IV drips deliver NAD+ directly into a vein over one to four hours in a clinic or at home with a nurse. Injections are shorter and can be done at home after a telehealth consult. Oral NR and NMN supplements are the least expensive and best-studied route for raising blood NAD+ levels.',
};

const safetyFaq: FaqItem = {
  question: 'Is NAD+ therapy safe?',
  answer:
    'Oral NR has been well tolerated in published human trials at studied doses. IV and injected NAD+ have less research; side effects include flushing, nausea, headache and cramping, and they are not recommended during pregnancy. A clinician should review your history and medicines before any treatment.',
};

const resultsFaq: FaqItem = {
  question: 'Will NAD+ therapy make me feel different?',
  answer:
    'Some people report more energy, but controlled human trials have not consistently shown benefits on energy, cognition or aging markers. Raising NAD+ levels in blood is not the same as proving a health outcome. Treat it as an experiment to discuss with your doctor, not a cure.',
};

const us: TopicWords = {
  listKey: 'nad_providers',
  title: `Best NAD+ Therapy Providers for ${BUILD_YEAR}`,
  description:
    'Compare NAD+ IV clinics, at-home injections and NR or NMN supplements on price and screening, with what the evidence does and does not show.',
  tagline: 'IV clinics, at-home injections and oral precursors compared on price, screening and evidence.',
  compare,
  lead: [intro],
  sections: [
    {
      kind: 'brands',
      title: 'NAD+ Supplement Brands',
      intro:
        'Oral NR and NMN cost far less than clinic sessions. Monthly prices are typical list prices for a standard daily serving.',
      brands,
    },
    {
      kind: 'cards',
      title: 'Choosing an NAD+ Provider',
      cards: [
        {
          title: 'Medical Screening',
          body: 'Good clinics review your history and medicines before the first session and have a medical director. Skip any that book an IV without questions.',
        },
        {
          title: 'Price per Session',
          body: 'NAD+ IV drips commonly cost $250 to $1,000 or more per session, and clinics often suggest a series. At-home injection plans and oral supplements usually cost much less per month.',
        },
        {
          title: 'Dose Transparency',
          body: 'Ask for the dose in milligrams and the infusion time. A reputable provider explains both and slows the drip if you feel unwell.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'NAD+ Therapy FAQs',
      items: [
        formsFaq,
        {
          question: 'How much does NAD+ therapy cost?',
          answer:
            'IV sessions commonly run $250 to $1,000 or more depending on dose and city, and memberships or packages lower the per-session price. At-home injection programs are usually priced monthly. Oral NR and NMN supplements typically cost $35 to $70 a month.',
        },
        safetyFaq,
        resultsFaq,
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'nad_providers_canada',
  title: 'Best NAD+ Therapy Providers in Canada',
  description:
    'Compare NAD+ IV clinics and NR or NMN supplements available in Canada on price, screening and Health Canada licensing, with honest evidence notes.',
  tagline: 'Canadian IV clinics and licensed supplements compared on price, screening and evidence.',
  compare,
  lead: [intro],
  sections: [
    {
      kind: 'brands',
      title: 'NAD+ Supplement Brands',
      intro:
        'Prices are US-dollar list prices; Canadian prices, shipping and duties vary. Products sold in Canada should carry an eight-digit Health Canada NPN.',
      brands,
    },
    {
      kind: 'cards',
      title: 'Choosing an NAD+ Provider',
      cards: [
        {
          title: 'Regulated Clinicians',
          body: 'In Canada, IV therapy is given by physicians, nurses or, in some provinces, naturopathic doctors under their college rules. Ask who supervises and how they screen you.',
        },
        {
          title: 'Price per Session',
          body: 'NAD+ IV drips commonly cost CA$300 to CA$1,000 or more per session, and provincial health plans do not cover them. Oral supplements usually cost much less per month.',
        },
        {
          title: 'Licensed Products',
          body: 'Health Canada licenses supplements before sale and assigns an eight-digit NPN. Products shipped from abroad may not carry one.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'NAD+ Therapy FAQs',
      items: [
        formsFaq,
        {
          question: 'How much does NAD+ therapy cost in Canada?',
          answer:
            'IV sessions commonly run CA$300 to CA$1,000 or more depending on dose and clinic, paid out of pocket because provincial plans do not cover them. Some private health plans reimburse naturopathic visits, but rarely the product itself. Oral NR and NMN supplements usually cost CA$45 to CA$95 a month.',
        },
        safetyFaq,
        resultsFaq,
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
