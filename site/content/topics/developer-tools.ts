/** Developer tools: the words of the US page and its Canada twin. */
import type { InfoCard, TopicWords } from '../types';

const freeTierLimits: InfoCard = {
  title: 'Free Tier Limits',
  body: 'Read the fine print on build minutes, bandwidth, sleeping instances and commercial use. Vercel’s Hobby plan, for example, is for non-commercial projects only.',
};

const us: TopicWords = {
  listKey: 'developer_tool_providers',
  title: 'Best Developer Tools for Teams',
  description:
    'Compare developer tools for hosting, code, CI, IDEs and monitoring on free-tier limits, per-seat pricing and how usage bills grow as you scale.',
  tagline:
    'Deployment platforms, code hosting, IDEs, CI and monitoring ranked on free tiers, per-seat pricing and how bills grow with usage.',
  compare: {
    title: 'Compare Developer Tools',
    description: 'Select up to three developer tools to compare price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'Before You Commit',
      cards: [
        freeTierLimits,
        {
          title: 'Usage-Based Bills',
          body: 'Per-seat prices are predictable; bandwidth, function calls, log volume and per-host monitoring are not. Set spend caps and billing alerts before launch, not after the first invoice.',
        },
        {
          title: 'Lock-In and Exit',
          body: 'Favor tools built on open standards such as Git, containers, Postgres and OpenTelemetry. Confirm you can export your data and configuration before you build on a proprietary feature.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'developer_tools_providers_canada',
  title: 'Best Developer Tools in Canada',
  description:
    'Compare developer tools in Canada on Canadian hosting regions, free-tier limits, CA$ per-seat pricing and data residency for customer data.',
  tagline:
    'Developer platforms with Canadian regions and clear pricing in CA$, plus where your code and customer data actually run.',
  compare: {
    title: 'Compare Developer Tools',
    description: 'Select up to three developer tools to compare CA$ price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'Before You Commit',
      cards: [
        freeTierLimits,
        {
          title: 'Canadian Regions',
          body: 'For apps holding Canadians’ personal data, pick a Canadian region: DigitalOcean in Toronto, AWS in Montreal and Calgary, Google Cloud in Montreal and Toronto. It cuts latency and simplifies PIPEDA and Quebec Law 25 disclosures.',
        },
        {
          title: 'USD Billing',
          body: 'Most platforms bill in US dollars, so CA$ costs move with the exchange rate and many cards add a 2.5% foreign-exchange fee. Set spend alerts and budget with a margin.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
