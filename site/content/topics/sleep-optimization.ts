/** Sleep optimization: the words of the US page and its Canada twin. */
import type { CompareWords, InfoCard, TopicWords } from '../types';

const compare: CompareWords = {
  title: 'Compare Sleep Tools',
  description: 'Select up to three sleep tools to compare price, promo, rating and features side by side.',
};

const routineIntro = 'Three habits with the strongest evidence, before any device.';

const consistentSchedule: InfoCard = {
  title: 'Consistent Schedule',
  body: 'Wake at the same time every day, weekends included, and allow for at least seven hours of sleep. A steady wake time anchors your body clock.',
};

const windDownHour: InfoCard = {
  title: 'Wind-Down Hour',
  body: 'Dim the lights and put screens away in the last hour before bed. Stop caffeine at least six hours before bedtime.',
};

const trackersEstimate: InfoCard = {
  title: 'Trackers Estimate',
  body: 'Rings, bands and bed sensors estimate sleep stages from movement and heart rate. Use them for trends, not diagnosis, and check for a required membership.',
};

const cbtI: InfoCard = {
  title: 'CBT-I for Insomnia',
  body: 'Cognitive behavioral therapy for insomnia (CBT-I) is the recommended first treatment for chronic insomnia. Digital programs deliver it over several weekly sessions.',
};

const us: TopicWords = {
  listKey: 'sleep_optimization_providers',
  title: 'Best Sleep Optimization Tools',
  description:
    'Compare sleep trackers, smart beds, sleep apps and CBT-I programs on data, comfort and price, plus a simple routine blueprint to sleep better.',
  tagline: 'Trackers, smart beds and CBT-I programs compared on data quality, comfort and total cost.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Your Sleep Routine Blueprint',
      intro: routineIntro,
      cards: [
        {
          title: 'Cool, Dark Room',
          body: 'Keep the bedroom around 60-67°F, dark and quiet. Blackout curtains or an eye mask help if light gets in.',
        },
        consistentSchedule,
        windDownHour,
      ],
    },
    {
      kind: 'cards',
      title: 'Choosing a Sleep Tool',
      cards: [
        trackersEstimate,
        cbtI,
        {
          title: 'See a Doctor When',
          body: 'Loud snoring, gasping at night or daytime sleepiness that persists can signal sleep apnea. A doctor can order a sleep study; a gadget cannot rule it out.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'sleep_optimization_providers_canada',
  title: 'Best Sleep Optimization Tools in Canada',
  description:
    'Compare sleep trackers, smart beds and sleep apps sold in Canada on data, comfort and price in CA$, plus a routine blueprint for better sleep.',
  tagline: 'Trackers, smart beds and sleep apps available in Canada compared on data, comfort and cost.',
  compare,
  sections: [
    {
      kind: 'cards',
      title: 'Your Sleep Routine Blueprint',
      intro: routineIntro,
      cards: [
        {
          title: 'Cool, Dark Room',
          body: 'Keep the bedroom around 60-67°F (15-19°C), dark and quiet. Blackout curtains or an eye mask help if light gets in.',
        },
        consistentSchedule,
        windDownHour,
      ],
    },
    {
      kind: 'cards',
      title: 'Choosing a Sleep Tool',
      cards: [
        trackersEstimate,
        cbtI,
        {
          title: 'See a Doctor When',
          body: 'Loud snoring, gasping at night or persistent daytime sleepiness can signal sleep apnea. Provincial health plans generally cover in-lab sleep studies with a doctor’s referral.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
