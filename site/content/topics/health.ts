/** The health topic pages, US then Canada twin, in SPEC table order. */
import type { SupplementStack } from '../../../lib/model';
import nadBrandsJson from '../data/nad-brands.json';
import supplementStacksJson from '../data/supplement-stacks.json';
import type { BrandCard, CompareWords, TopicContent, TopicSection } from '../types';
import { withCanadaTwin } from './twin';

// The JSON holds the SPEC's three labels; the content test holds it to them.
const nadBrands = nadBrandsJson as readonly BrandCard[];
const supplementStacks: readonly SupplementStack[] = supplementStacksJson;

const health = { vertical: 'health', market: 'us', badge: 'Health & Wellness' } as const;

/** SPEC section 2: the GLP-1 and NAD+ panels ask for a second clinic. */
const clinicPrompt: CompareWords['oneProviderPrompt'] = {
  title: 'Select at least two clinics to activate a side-by-side comparison',
  hint: 'Add one more provider to enable the full comparison table',
};

// GLP-1 programs

const glp1Compare: CompareWords = {
  title: 'Compare Programs',
  description: 'Select up to three programs to compare price, promo, rating and features side by side.',
  oneProviderPrompt: clinicPrompt,
};

const glp1Checklist: TopicSection = {
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
};

const glp1TimeFaq = {
  question: 'How long does it take to see results?',
  answer:
    'Doses start low and rise step by step, usually every four weeks, so reaching the full dose can take four to five months. In the main clinical trials, average weight loss was about 15% to 21% of body weight after 68 to 72 weeks, with a wide range between people. Your clinician will set expectations for your situation.',
};

const glp1SafetyFaq = {
  question: 'Are GLP-1 medications safe?',
  answer:
    'They are approved medicines with known risks. Nausea, vomiting, diarrhea and constipation are common, especially while the dose increases; pancreatitis and gallbladder problems are rarer. People with a personal or family history of medullary thyroid cancer or MEN 2, or who are pregnant, should not use them, which is why a clinician reviews your history first.',
};

const glp1StoppingFaq = {
  question: 'What happens if I stop taking a GLP-1?',
  answer:
    'Appetite usually returns, and most people regain weight. In a follow-up to one major semaglutide trial, participants regained about two-thirds of the weight they had lost within a year of stopping. Plan any change with your clinician, who may adjust the dose gradually and build habits to help maintain progress.',
};

const glp1Us: TopicContent = {
  ...health,
  path: '/health/glp1-programs',
  listKey: 'glp1_providers',
  title: 'Best GLP-1 Weight Loss Programs for 2025',
  description:
    'Compare clinician-led GLP-1 weight loss programs on price, insurance help, lab work and coaching, with honest answers on safety and results.',
  tagline: 'Clinician-led programs compared on total monthly cost, insurance support and follow-up care.',
  trustNote: 'Program prices and clinician access reviewed monthly.',
  listTitle: 'Top GLP-1 Programs',
  compare: glp1Compare,
  topPick: 'highest-rating',
  sections: [
    glp1Checklist,
    {
      kind: 'faq',
      title: 'GLP-1 Program FAQs',
      items: [
        glp1TimeFaq,
        glp1SafetyFaq,
        {
          question: 'Does insurance cover GLP-1 weight loss medication?',
          answer:
            'Sometimes. Many employer plans cover Wegovy or Zepbound only after prior authorization, and some exclude weight-loss drugs entirely. Medicare Part D does not cover drugs used only for weight loss, but may cover Wegovy to lower heart risk or Zepbound for obstructive sleep apnea. Many programs check your benefits before you pay for medication.',
        },
        glp1StoppingFaq,
      ],
    },
  ],
};

const glp1Pages = withCanadaTwin(glp1Us, {
  listKey: 'glp1_providers_canada',
  title: 'Best GLP-1 Weight Loss Programs in Canada',
  description:
    'Compare virtual GLP-1 weight loss programs in Canada on prescriber access, pharmacy delivery, coverage help and coaching, with safety facts.',
  tagline: 'Canadian-licensed prescribers, pharmacy delivery and coaching compared province by province.',
  trustNote: 'Program availability and pharmacy prices reviewed monthly.',
  listTitle: 'Top GLP-1 Programs in Canada',
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
        glp1TimeFaq,
        glp1SafetyFaq,
        {
          question: 'Is GLP-1 weight loss medication covered in Canada?',
          answer:
            'Provincial drug plans generally do not cover GLP-1s for weight management alone, though some cover them for type 2 diabetes under set criteria. Private and workplace plans vary, and many require prior authorization. Ask your insurer before the first fill, or ask the program to check for you.',
        },
        glp1StoppingFaq,
      ],
    },
  ],
});

// NAD+ therapy

const nadCompare: CompareWords = {
  title: 'Compare NAD+ Providers',
  description: 'Select up to three providers to compare price, promo, rating and delivery format side by side.',
  oneProviderPrompt: clinicPrompt,
};

const nadIntro: TopicSection = {
  kind: 'prose',
  title: 'What NAD+ Is and What It May Do',
  paragraphs: [
    'NAD+ (nicotinamide adenine dinucleotide) is a coenzyme found in every cell. It helps turn food into energy and is used by enzymes involved in DNA repair and cell maintenance, such as sirtuins and PARPs.',
    'NAD+ levels fall with age in several tissues, which is why it draws interest for healthy aging, energy and recovery. Human studies show that precursors such as nicotinamide riboside (NR) and nicotinamide mononucleotide (NMN) raise blood NAD+ levels. Evidence that this improves energy, cognition or aging itself in people is still early and mixed.',
    'NAD+ infusions and injections are not approved to treat aging or any disease. IV drips can cause flushing, nausea or chest tightness if run quickly, so a clinician should screen you first. Talk with your doctor before starting, especially if you are pregnant, have a chronic condition or take other medicines.',
  ],
};

const nadFormsFaq = {
  question: 'What is the difference between IV, injections and supplements?',
  answer:
    'IV drips deliver NAD+ directly into a vein over one to four hours in a clinic or at home with a nurse. Injections are shorter and can be done at home after a telehealth consult. Oral NR and NMN supplements are the least expensive and best-studied route for raising blood NAD+ levels.',
};

const nadSafetyFaq = {
  question: 'Is NAD+ therapy safe?',
  answer:
    'Oral NR has been well tolerated in published human trials at studied doses. IV and injected NAD+ have less research; side effects include flushing, nausea, headache and cramping, and they are not recommended during pregnancy. A clinician should review your history and medicines before any treatment.',
};

const nadResultsFaq = {
  question: 'Will NAD+ therapy make me feel different?',
  answer:
    'Some people report more energy, but controlled human trials have not consistently shown benefits on energy, cognition or aging markers. Raising NAD+ levels in blood is not the same as proving a health outcome. Treat it as an experiment to discuss with your doctor, not a cure.',
};

const nadUs: TopicContent = {
  ...health,
  path: '/health/nad-therapy',
  listKey: 'nad_providers',
  title: 'Best NAD+ Therapy Providers for 2025',
  description:
    'Compare NAD+ IV clinics, at-home injections and NR or NMN supplements on price and screening, with what the evidence does and does not show.',
  tagline: 'IV clinics, at-home injections and oral precursors compared on price, screening and evidence.',
  trustNote: 'Session prices and clinic screening policies reviewed monthly.',
  listTitle: 'Top NAD+ Providers',
  compare: nadCompare,
  topPick: 'highest-rating',
  lead: [nadIntro],
  sections: [
    {
      kind: 'brands',
      title: 'NAD+ Supplement Brands',
      intro: 'Oral NR and NMN cost far less than clinic sessions. Monthly prices are typical list prices for a standard daily serving.',
      brands: nadBrands,
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
        nadFormsFaq,
        {
          question: 'How much does NAD+ therapy cost?',
          answer:
            'IV sessions commonly run $250 to $1,000 or more depending on dose and city, and memberships or packages lower the per-session price. At-home injection programs are usually priced monthly. Oral NR and NMN supplements typically cost $35 to $70 a month.',
        },
        nadSafetyFaq,
        nadResultsFaq,
      ],
    },
  ],
};

const nadPages = withCanadaTwin(nadUs, {
  listKey: 'nad_providers_canada',
  title: 'Best NAD+ Therapy Providers in Canada',
  description:
    'Compare NAD+ IV clinics and NR or NMN supplements available in Canada on price, screening and Health Canada licensing, with honest evidence notes.',
  tagline: 'Canadian IV clinics and licensed supplements compared on price, screening and evidence.',
  trustNote: 'Clinic prices and supplement licensing reviewed monthly.',
  listTitle: 'Top NAD+ Providers in Canada',
  sections: [
    {
      kind: 'brands',
      title: 'NAD+ Supplement Brands',
      intro: 'Prices are US-dollar list prices; Canadian prices, shipping and duties vary. Products sold in Canada should carry an eight-digit Health Canada NPN.',
      brands: nadBrands,
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
        nadFormsFaq,
        {
          question: 'How much does NAD+ therapy cost in Canada?',
          answer:
            'IV sessions commonly run CA$300 to CA$1,000 or more depending on dose and clinic, paid out of pocket because provincial plans do not cover them. Some private health plans reimburse naturopathic visits, but rarely the product itself. Oral NR and NMN supplements usually cost CA$45 to CA$95 a month.',
        },
        nadSafetyFaq,
        nadResultsFaq,
      ],
    },
  ],
});

const telehealthFit = (urgent: string): TopicSection => ({
  kind: 'cards',
  title: 'When to Use Telehealth',
  cards: [
    {
      title: 'Good Fits',
      body: 'Colds, rashes, pink eye, urinary symptoms, prescription refills and therapy sessions often work well by video or chat.',
    },
    {
      title: 'Go In Person',
      body: 'Problems that need a hands-on exam, imaging or stitches, such as a possible fracture or belly pain, need an in-person visit. A good service tells you when that is the case.',
    },
    { title: 'Emergencies', body: urgent },
  ],
});

// Telehealth services

const telehealthUs: TopicContent = {
  ...health,
  path: '/health/telehealth-services',
  listKey: 'telehealth_service_providers',
  title: 'Best Telehealth Services of 2025',
  description:
    'Compare telehealth services for urgent care, primary care, therapy and prescriptions on visit prices, insurance, hours and state coverage.',
  tagline: 'Virtual urgent care, primary care and mental health compared on price, access and continuity.',
  trustNote: 'Visit prices and insurance acceptance reviewed monthly.',
  listTitle: 'Top Telehealth Services',
  compare: {
    title: 'Compare Telehealth Services',
    description: 'Select up to three telehealth services to compare visit price, promo, rating and features side by side.',
  },
  topPick: 'first',
  sections: [
    {
      kind: 'cards',
      title: 'How to Choose a Telehealth Service',
      cards: [
        {
          title: 'Licensed in Your State',
          body: 'Clinicians must be licensed in the state where you are during the visit. Check the service covers your state and, for kids, offers pediatric care.',
        },
        {
          title: 'Insurance or Cash Price',
          body: 'Many services bill major insurers, and cash-pay urgent care visits commonly cost about $30 to $100. Memberships can lower the per-visit price if you use care often.',
        },
        {
          title: 'Prescriptions and Labs',
          body: 'Clinicians prescribe only when appropriate, and many controlled substances carry extra rules online. Check whether the service can order labs near you.',
        },
        {
          title: 'Continuity and Privacy',
          body: 'Seeing the same clinician helps with ongoing conditions. Confirm visit notes can be shared with your regular doctor and that the service follows HIPAA.',
        },
      ],
    },
    telehealthFit('For chest pain, trouble breathing, signs of stroke or other emergencies, call 911 instead of booking a visit.'),
  ],
};

const telehealthPages = withCanadaTwin(telehealthUs, {
  listKey: 'telehealth_providers_canada',
  title: 'Best Telehealth Services in Canada',
  description:
    'Compare virtual care in Canada on provincial coverage, private visit fees, prescriptions and wait times, from 24/7 apps to employer plans.',
  tagline: 'Virtual doctors and nurse practitioners compared on provincial coverage, fees and wait times.',
  trustNote: 'Visit fees and provincial coverage rules reviewed monthly.',
  listTitle: 'Top Telehealth Services in Canada',
  sections: [
    {
      kind: 'cards',
      title: 'How to Choose a Telehealth Service',
      cards: [
        {
          title: 'Provincial Coverage',
          body: 'Provincial plans cover some virtual visits with a clinician licensed in your province, under rules that differ by province. Outside those rules, private visits often cost about CA$40 to CA$100.',
        },
        {
          title: 'Workplace Benefits',
          body: 'Many employers include a virtual care service in group benefits. Check yours before paying per visit.',
        },
        {
          title: 'Prescriptions and Labs',
          body: 'Prescriptions are sent to a pharmacy you choose or delivered to your door. Lab requisitions and referrals usually work only in the prescriber’s province.',
        },
        {
          title: 'Continuity and Privacy',
          body: 'Ask whether visit notes reach your family doctor. Health records are protected by provincial health privacy laws and PIPEDA.',
        },
      ],
    },
    telehealthFit(
      'For chest pain, trouble breathing, signs of stroke or other emergencies, call 911. For advice on whether to go in, most provinces run a free nurse line at 811.',
    ),
  ],
});

// Supplements

const supplementsUs: TopicContent = {
  ...health,
  path: '/health/supplements',
  listKey: 'supplement_providers',
  title: 'Evidence-Based Supplements Guide',
  description:
    'Third-party-tested supplement brands ranked, with goal-based stacks for longevity, metabolic health and recovery and a checklist for buying well.',
  tagline: 'Third-party-tested brands and goal-based stacks, with what the research does and does not show.',
  trustNote: 'Brand testing certifications reviewed monthly.',
  listTitle: 'Top Supplement Brands',
  compare: {
    title: 'Compare Supplement Brands',
    description: 'Select up to three brands to compare price, promo, rating and testing side by side.',
  },
  topPick: 'first',
  sections: [
    {
      kind: 'cards',
      title: 'Before You Buy',
      cards: [
        {
          title: 'No Pre-Market Approval',
          body: 'The FDA does not approve supplements before they are sold; makers are responsible for safety and labels. That is why independent testing matters.',
        },
        {
          title: 'Independent Seals',
          body: 'USP Verified, NSF Certified for Sport and Informed Choice check products against their labels and for contaminants or banned substances.',
        },
        {
          title: 'Ask About Interactions',
          body: 'Some supplements change how medicines work, such as vitamin K with warfarin or berberine with diabetes drugs. Check with your doctor or pharmacist first.',
        },
      ],
    },
    {
      kind: 'stacks',
      title: 'Goal-Based Supplement Stacks',
      intro: 'Common combinations by goal, not prescriptions. Start one product at a time and review any stack with your clinician.',
      stacks: supplementStacks,
    },
    {
      kind: 'checklist',
      title: 'Shopping checklist',
      items: [
        'Third-party testing seal (USP, NSF or Informed Choice) or a published certificate of analysis',
        'Dose transparency: the amount of each ingredient per serving, with no proprietary blends',
        'A form and dose that match human research, such as creatine monohydrate at 3-5 g a day',
        'No claims to treat, cure or prevent a disease',
        'A lot number and expiration date on the label',
        'A price per daily serving you can sustain',
      ],
    },
  ],
};

const supplementPages = withCanadaTwin(supplementsUs, {
  listKey: 'supplement_providers_canada',
  title: 'Evidence-Based Supplements Guide for Canada',
  description:
    'Health Canada-licensed supplement brands ranked for Canadians, with goal-based stacks and a shopping checklist that starts with the NPN on the label.',
  tagline: 'Licensed Canadian brands and goal-based stacks, with what the research does and does not show.',
  trustNote: 'Health Canada product licenses and brand testing reviewed monthly.',
  listTitle: 'Top Supplement Brands in Canada',
  sections: [
    {
      kind: 'cards',
      title: 'Before You Buy',
      cards: [
        {
          title: 'Look for the NPN',
          body: 'Health Canada reviews natural health products before sale and gives each licensed one an eight-digit Natural Product Number (NPN) on the label.',
        },
        {
          title: 'Independent Seals',
          body: 'An NPN confirms a license, not a batch test. USP, NSF or Informed Choice seals, or a certificate of analysis, add independent checks.',
        },
        {
          title: 'Ask About Interactions',
          body: 'Some supplements change how medicines work, such as vitamin K with warfarin or berberine with diabetes drugs. Check with your doctor or pharmacist first.',
        },
      ],
    },
    {
      kind: 'stacks',
      title: 'Goal-Based Supplement Stacks',
      intro: 'Common combinations by goal, not prescriptions. Some of these brands ship from the US; check the Canadian label for an NPN, and review any stack with your clinician.',
      stacks: supplementStacks,
    },
    {
      kind: 'checklist',
      title: 'Shopping checklist',
      items: [
        'An eight-digit Health Canada NPN on the label',
        'Third-party testing seal (USP, NSF or Informed Choice) or a published certificate of analysis',
        'Dose transparency: the amount of each ingredient per serving, with no proprietary blends',
        'A form and dose that match human research, such as creatine monohydrate at 3-5 g a day',
        'A lot number and expiration date on the label',
        'A price per daily serving in Canadian dollars you can sustain',
      ],
    },
  ],
});

// Sleep optimization

const sleepTools: TopicSection = {
  kind: 'cards',
  title: 'Choosing a Sleep Tool',
  cards: [
    {
      title: 'Trackers Estimate',
      body: 'Rings, bands and bed sensors estimate sleep stages from movement and heart rate. Use them for trends, not diagnosis, and check for a required membership.',
    },
    {
      title: 'CBT-I for Insomnia',
      body: 'Cognitive behavioral therapy for insomnia (CBT-I) is the recommended first treatment for chronic insomnia. Digital programs deliver it over several weekly sessions.',
    },
    {
      title: 'See a Doctor When',
      body: 'Loud snoring, gasping at night or daytime sleepiness that persists can signal sleep apnea. A doctor can order a sleep study; a gadget cannot rule it out.',
    },
  ],
};

const sleepRoutineCards = (temperature: string): TopicSection => ({
  kind: 'cards',
  title: 'Your Sleep Routine Blueprint',
  intro: 'Three habits with the strongest evidence, before any device.',
  cards: [
    {
      title: 'Cool, Dark Room',
      body: `Keep the bedroom around ${temperature}, dark and quiet. Blackout curtains or an eye mask help if light gets in.`,
    },
    {
      title: 'Consistent Schedule',
      body: 'Wake at the same time every day, weekends included, and allow for at least seven hours of sleep. A steady wake time anchors your body clock.',
    },
    {
      title: 'Wind-Down Hour',
      body: 'Dim the lights and put screens away in the last hour before bed. Stop caffeine at least six hours before bedtime.',
    },
  ],
});

const sleepUs: TopicContent = {
  ...health,
  path: '/health/sleep-optimization',
  listKey: 'sleep_optimization_providers',
  title: 'Best Sleep Optimization Tools',
  description:
    'Compare sleep trackers, smart beds, sleep apps and CBT-I programs on data, comfort and price, plus a simple routine blueprint to sleep better.',
  tagline: 'Trackers, smart beds and CBT-I programs compared on data quality, comfort and total cost.',
  trustNote: 'Device prices and membership fees reviewed monthly.',
  listTitle: 'Top Sleep Tools',
  compare: {
    title: 'Compare Sleep Tools',
    description: 'Select up to three sleep tools to compare price, promo, rating and features side by side.',
  },
  topPick: 'first',
  sections: [sleepRoutineCards('60-67°F'), sleepTools],
};

const sleepPages = withCanadaTwin(sleepUs, {
  listKey: 'sleep_optimization_providers_canada',
  title: 'Best Sleep Optimization Tools in Canada',
  description:
    'Compare sleep trackers, smart beds and sleep apps sold in Canada on data, comfort and price in CA$, plus a routine blueprint for better sleep.',
  tagline: 'Trackers, smart beds and sleep apps available in Canada compared on data, comfort and cost.',
  trustNote: 'Canadian prices and membership fees reviewed monthly.',
  listTitle: 'Top Sleep Tools in Canada',
  sections: [
    sleepRoutineCards('60-67°F (15-19°C)'),
    {
      ...sleepTools,
      cards: [
        sleepTools.cards[0]!,
        sleepTools.cards[1]!,
        {
          title: 'See a Doctor When',
          body: 'Loud snoring, gasping at night or persistent daytime sleepiness can signal sleep apnea. Provincial health plans generally cover in-lab sleep studies with a doctor’s referral.',
        },
      ],
    },
  ],
});

// Fitness programs

const fitnessCards = (guideline: string, price: string): TopicSection => ({
  kind: 'cards',
  title: 'Picking a Program That Sticks',
  cards: [
    { title: 'Start From the Guidelines', body: guideline },
    {
      title: 'Look for Progression',
      body: 'The best programs run in multi-week blocks that add weight, reps or time gradually. Random daily workouts make progress hard to measure.',
    },
    {
      title: 'Try Before Paying',
      body: `${price} If you have a heart condition or an injury, or are new to exercise, ask your doctor what is safe first.`,
    },
  ],
});

const fitnessUs: TopicContent = {
  ...health,
  path: '/health/fitness-programs',
  listKey: 'fitness_program_providers',
  title: 'Top Online Fitness Programs',
  description:
    'Compare online fitness apps and coached programs for strength, cycling, running and yoga on price, class variety, progression and equipment.',
  tagline: 'Training apps and coached programs compared on structure, variety and monthly price.',
  trustNote: 'Subscription prices and class libraries reviewed monthly.',
  listTitle: 'Top Fitness Programs',
  compare: {
    title: 'Compare Fitness Programs',
    description: 'Select up to three programs to compare price, promo, rating and features side by side.',
  },
  topPick: 'first',
  sections: [
    fitnessCards(
      'US guidelines suggest 150 to 300 minutes of moderate activity a week, or 75 to 150 vigorous, plus strength work on two or more days. Choose a program that covers both.',
      'Most apps cost about $10 to $30 a month, and annual plans cost less per month.',
    ),
  ],
};

const fitnessPages = withCanadaTwin(fitnessUs, {
  listKey: 'fitness_providers_canada',
  title: 'Top Online Fitness Programs in Canada',
  description:
    'Compare online fitness apps available in Canada for strength, cycling, running and yoga on CA$ price, class variety, progression and equipment.',
  tagline: 'Training apps and coached programs available in Canada compared on structure and price.',
  trustNote: 'Canadian subscription prices and class libraries reviewed monthly.',
  listTitle: 'Top Fitness Programs in Canada',
  sections: [
    fitnessCards(
      'Canada’s 24-Hour Movement Guidelines suggest at least 150 minutes of moderate to vigorous activity a week plus muscle strengthening on two days. Choose a program that covers both.',
      'Most apps cost about CA$13 to CA$40 a month before tax, and annual plans cost less per month.',
    ),
  ],
});

export const healthTopics: readonly TopicContent[] = [
  ...glp1Pages,
  ...nadPages,
  ...telehealthPages,
  ...supplementPages,
  ...sleepPages,
  ...fitnessPages,
];
