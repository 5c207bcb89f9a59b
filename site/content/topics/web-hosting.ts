/** Web hosting: the words of the US page and its Canada twin. */
import type { TopicWords } from '../types';

const us: TopicWords = {
  listKey: 'web_hosting_providers',
  title: 'Best Web Hosting Providers',
  description:
    'Compare shared, WordPress and managed cloud web hosting on uptime, speed, backups, support and the renewal price after the intro term ends.',
  tagline:
    'Shared, WordPress and managed cloud hosting ranked on uptime, speed, support and the price you pay once the intro deal ends.',
  compare: {
    title: 'Compare Web Hosting Providers',
    description: 'Select up to three web hosts to compare price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'What to Check Before You Buy Hosting',
      cards: [
        {
          title: 'Performance',
          body: 'Look for uptime above 99.9%, backed by a service credit, plus NVMe storage, server caching and a data centre near your visitors. Even 99.9% allows about 43 minutes of downtime a month.',
        },
        {
          title: 'Security',
          body: 'Free SSL, a web application firewall, malware scanning and daily backups you can restore yourself should come included. Check how many days of backups are kept and whether a restore costs extra.',
        },
        {
          title: 'Scalability',
          body: 'Check the limits on CPU, memory, files and sites, and whether you can move up to VPS or cloud plans without migrating. Intro prices of $2–4 a month need a three- or four-year prepay and usually renew at $8–18 a month.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'web_hosting_providers_canada',
  title: 'Best Web Hosting in Canada',
  description:
    'Compare web hosting in Canada on uptime, Canadian data centres, CAD billing, PIPEDA-friendly data residency and the renewal price in CA$.',
  tagline:
    'Hosting with Canadian data centres, CAD billing and .ca domains, ranked on uptime, speed, support and the price after the intro term.',
  compare: {
    title: 'Compare Web Hosting Providers',
    description: 'Select up to three web hosts to compare CA$ price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'What to Check Before You Buy Hosting',
      cards: [
        {
          title: 'Performance',
          body: 'Look for uptime above 99.9%, backed by a service credit, and a data centre in Toronto, Montreal or Vancouver. A server near Canadian visitors loads pages faster than one in Virginia or Europe.',
        },
        {
          title: 'Security',
          body: 'Free SSL, malware scanning and daily backups should come included. Hosting in Canada keeps customer data under Canadian law; for Quebec customers, Law 25 also requires a privacy assessment before data leaves the province.',
        },
        {
          title: 'Scalability',
          body: 'Check resource limits and the upgrade path to VPS or cloud plans. Intro prices of CA$3–7 a month need a multi-year prepay and often double at renewal; paying in CAD avoids a 2.5% foreign-exchange fee.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
