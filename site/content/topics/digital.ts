/** The Digital & Security topic pages: seven US records and six Canada twins (form builders has none). */
import type { TopicContent } from '../types';
import { compareWords, usPageOf, withCanadaTwin } from './twin';

const usPage = usPageOf('digital', 'Digital & Security');

const vpn = withCanadaTwin(
  usPage({
    path: '/digital/vpn-services',
    listKey: 'vpn_providers',
    title: 'Best VPN Services of 2025',
    description:
      'Compare the best VPN services on real speed, audited no-logs policies, streaming access, device limits and the price you pay after renewal.',
    tagline:
      'Fast, audited VPNs for public Wi-Fi, privacy and streaming, ranked on speed tests and on what you pay once the intro deal ends.',
    trustNote: 'Speeds, prices and no-logs audits rechecked weekly.',
    listTitle: 'Top VPN Services',
    compare: compareWords('Compare VPN Services', 'VPN services'),
    sections: [
      {
        kind: 'cards',
        title: 'What to Check Before You Subscribe',
        cards: [
          {
            title: 'Audited No-Logs Policy',
            body: 'A no-logs promise is only as good as its last independent audit. Look for an audit published within the past two years, plus RAM-only servers or open-source apps.',
          },
          {
            title: 'Speed and Protocols',
            body: 'Modern protocols such as WireGuard, NordLynx and Lightway keep most of your connection speed on a nearby server; OpenVPN is usually slower. Run your own speed test inside the 30-day refund window.',
          },
          {
            title: 'Renewal Price',
            body: 'The $2–5 a month headline needs a two-year prepay, and most plans renew at the standard yearly rate, often double the intro price. Note the renewal date and turn off auto-renew if you may switch.',
          },
        ],
      },
    ],
  }),
  {
    listKey: 'vpn_providers_canada',
    title: 'Best VPN Services for Canadians',
    description:
      'The best VPN services for Canadians, compared on Toronto, Montreal and Vancouver server speeds, audited no-logs policies and CA$ prices.',
    tagline:
      'VPNs with fast servers in Toronto, Montreal and Vancouver, independently audited no-logs policies and prices shown in Canadian dollars.',
    trustNote: 'Canadian server speeds and CA$ prices rechecked weekly.',
    listTitle: 'Top VPN Services for Canadians',
    compare: compareWords('Compare VPN Services', 'VPN services', 'CA$ price'),
    sections: [
      {
        kind: 'cards',
        title: 'What Canadians Should Check',
        cards: [
          {
            title: 'Audited No-Logs Policy',
            body: 'Canada shares intelligence with the other Five Eyes countries, so what a VPN keeps matters more than where it is based. Look for a recent independent audit and RAM-only servers.',
          },
          {
            title: 'Canadian Servers',
            body: 'Servers in Toronto, Montreal and Vancouver keep latency low and most of your speed intact. They also let you reach Canadian streaming catalogues and banking sites while travelling.',
          },
          {
            title: 'Price in CA$',
            body: 'Many VPNs bill in US dollars, so the price moves with the exchange rate and most cards add a 2.5% foreign-exchange fee. Check the checkout currency and the renewal price before you prepay two years.',
          },
        ],
      },
    ],
  },
);

const webHosting = withCanadaTwin(
  usPage({
    path: '/digital/web-hosting',
    listKey: 'web_hosting_providers',
    title: 'Best Web Hosting Providers',
    description:
      'Compare shared, WordPress and managed cloud web hosting on uptime, speed, backups, support and the renewal price after the intro term ends.',
    tagline:
      'Shared, WordPress and managed cloud hosting ranked on uptime, speed, support and the price you pay once the intro deal ends.',
    trustNote: 'Uptime, page speed and renewal prices rechecked monthly.',
    listTitle: 'Top Web Hosting Providers',
    compare: compareWords('Compare Web Hosting Providers', 'web hosts'),
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
  }),
  {
    listKey: 'web_hosting_providers_canada',
    title: 'Best Web Hosting in Canada',
    description:
      'Compare web hosting in Canada on uptime, Canadian data centres, CAD billing, PIPEDA-friendly data residency and the renewal price in CA$.',
    tagline:
      'Hosting with Canadian data centres, CAD billing and .ca domains, ranked on uptime, speed, support and the price after the intro term.',
    trustNote: 'Uptime, page speed and CA$ renewal prices rechecked monthly.',
    listTitle: 'Top Web Hosting in Canada',
    compare: compareWords('Compare Web Hosting Providers', 'web hosts', 'CA$ price'),
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
  },
);

const aiSaas = withCanadaTwin(
  usPage({
    path: '/digital/ai-saas-tools',
    listKey: 'ai_saas_providers',
    title: 'Best AI & SaaS Tools of 2025',
    description:
      'Compare the best AI assistants and SaaS tools for writing, research, meeting notes, images and code on output quality, usage limits and price.',
    tagline:
      'AI assistants, writing, meeting-note, image and coding tools ranked on output quality, usage limits, privacy controls and price per seat.',
    trustNote: 'Plans, usage limits and model versions rechecked weekly.',
    listTitle: 'Top AI & SaaS Tools',
    compare: compareWords('Compare AI & SaaS Tools', 'AI and SaaS tools'),
    sections: [
      {
        kind: 'cards',
        title: 'How to Choose an AI Tool',
        cards: [
          {
            title: 'Start Free',
            body: 'Almost every tool here has a free tier, and paid plans cluster around $10–20 a month per person. Run a week of your real tasks on the free plan before you pay.',
          },
          {
            title: 'Read the Usage Limits',
            body: 'Paid plans still cap messages, transcription minutes, generations or credits. Check the monthly limit and what happens when you hit it: a slowdown, a wait or an overage charge.',
          },
          {
            title: 'Data and Training',
            body: 'Check whether your chats and files are used to train the vendor’s models and how to opt out. Team and business plans usually exclude your data from training and add admin controls.',
          },
        ],
      },
    ],
  }),
  {
    listKey: 'ai_saas_providers_canada',
    title: 'Best AI & SaaS Tools in Canada',
    description:
      'Compare AI assistants and SaaS tools in Canada on CA$ price, usage limits, French-language support and Canadian data residency options.',
    tagline:
      'AI assistants and productivity apps for Canadians, with CA$ prices, French-language support and a close look at where your data is stored.',
    trustNote: 'CA$ plans, usage limits and data-residency options rechecked weekly.',
    listTitle: 'Top AI & SaaS Tools in Canada',
    compare: compareWords('Compare AI & SaaS Tools', 'AI and SaaS tools', 'CA$ price'),
    sections: [
      {
        kind: 'cards',
        title: 'How to Choose an AI Tool',
        cards: [
          {
            title: 'Start Free',
            body: 'Almost every tool here has a free tier, and paid plans run about CA$11–28 a month per person, plus sales tax. Run a week of your real tasks on the free plan before you pay.',
          },
          {
            title: 'Read the Usage Limits',
            body: 'Paid plans still cap messages, transcription minutes, generations or credits. Check the monthly limit and what happens when you hit it: a slowdown, a wait or an overage charge.',
          },
          {
            title: 'Data Residency',
            body: 'Most AI tools process data in the US. PIPEDA expects you to tell clients when their personal data leaves Canada, and Quebec’s Law 25 requires a privacy impact assessment first, so ask about Canadian hosting or enterprise data controls.',
          },
        ],
      },
    ],
  },
);

const cybersecurity = withCanadaTwin(
  usPage({
    path: '/digital/cybersecurity',
    listKey: 'cybersecurity_providers',
    title: 'Best Cybersecurity Software of 2025',
    description:
      'Compare antivirus, password managers and identity theft protection on independent lab scores, real-world protection and renewal prices.',
    tagline:
      'Antivirus, password managers and identity protection ranked on independent lab results, ease of use and what you pay after year one.',
    trustNote: 'Lab test results and renewal prices rechecked monthly.',
    listTitle: 'Top Cybersecurity Software',
    compare: compareWords('Compare Cybersecurity Software', 'security products'),
    sections: [
      {
        kind: 'cards',
        title: 'Your Security Checklist',
        cards: [
          {
            title: 'Independent Lab Scores',
            body: 'Choose antivirus that scores near 100% protection with few false alarms in recent AV-TEST or AV-Comparatives rounds. Built-in Microsoft Defender is a solid free baseline to beat.',
          },
          {
            title: 'Use a Password Manager',
            body: 'A unique password for every account stops one breach from spreading. Look for passkey support and breach alerts; Bitwarden is free on unlimited devices, and paid plans cost under $40 a year.',
          },
          {
            title: 'Renewal Traps',
            body: 'First-year suites at $30–40 often renew at $90–150, with auto-renew switched on. Note the renewal price, set a reminder a month before, and ask for the intro rate again.',
          },
        ],
      },
    ],
  }),
  {
    listKey: 'cybersecurity_providers_canada',
    title: 'Best Cybersecurity Software in Canada',
    description:
      'Compare antivirus, password managers and scam protection in Canada on independent lab scores, ease of use and renewal prices in CA$.',
    tagline:
      'Antivirus, password managers and scam protection for Canadians, with CA$ prices and renewal costs shown up front.',
    trustNote: 'Lab test results and CA$ renewal prices rechecked monthly.',
    listTitle: 'Top Cybersecurity Software in Canada',
    compare: compareWords('Compare Cybersecurity Software', 'security products', 'CA$ price'),
    sections: [
      {
        kind: 'cards',
        title: 'Your Security Checklist',
        cards: [
          {
            title: 'Independent Lab Scores',
            body: 'Choose antivirus that scores near 100% protection with few false alarms in recent AV-TEST or AV-Comparatives rounds. Built-in Microsoft Defender is a solid free baseline to beat.',
          },
          {
            title: 'Use a Password Manager',
            body: 'A unique password for every account stops one breach from spreading. Bitwarden and Proton Pass are free on unlimited devices, and paid plans cost under CA$55 a year.',
          },
          {
            title: 'Renewal Traps',
            body: 'First-year suites at CA$40–60 often renew at more than twice that, with auto-renew switched on. Note the renewal price, and report scam calls or texts to the Canadian Anti-Fraud Centre.',
          },
        ],
      },
    ],
  },
);

const cloudStorage = withCanadaTwin(
  usPage({
    path: '/digital/cloud-storage',
    listKey: 'cloud_storage_providers',
    title: 'Best Cloud Storage Services',
    description:
      'Compare cloud storage and online backup on price per terabyte, end-to-end encryption, version history, sharing and family plans.',
    tagline:
      'Cloud storage and backup ranked on price per terabyte, encryption, file recovery and how easily you can share and restore.',
    trustNote: 'Plan prices and storage tiers rechecked monthly.',
    listTitle: 'Top Cloud Storage Services',
    compare: compareWords('Compare Cloud Storage', 'cloud storage services'),
    sections: [
      {
        kind: 'cards',
        title: 'How to Protect Your Files',
        cards: [
          {
            title: 'Follow the 3-2-1 Rule',
            body: 'Keep three copies of your data on two different media, with one copy off-site. Your computer, an external drive and a cloud account cover all three.',
          },
          {
            title: 'Sync Is Not Backup',
            body: 'Sync services copy deletions and ransomware-encrypted files to every device. Check how long version history lasts (30 days on many plans, 180 on some) or add a dedicated backup service.',
          },
          {
            title: 'Price per Terabyte',
            body: 'A 2TB plan runs about $8–10 a month, or roughly $100 a year billed annually. Zero-knowledge encryption keeps files private, but a forgotten password can mean lost files.',
          },
        ],
      },
    ],
  }),
  {
    listKey: 'cloud_storage_providers_canada',
    title: 'Best Cloud Storage in Canada',
    description:
      'Compare cloud storage in Canada on data stored in Canada, PIPEDA and Quebec Law 25 fit, encryption and CA$ price per terabyte.',
    tagline:
      'Cloud storage and backup for Canadians, ranked on Canadian data residency, encryption, CA$ price per terabyte and file recovery.',
    trustNote: 'CA$ plan prices and data-centre locations rechecked monthly.',
    listTitle: 'Top Cloud Storage in Canada',
    compare: compareWords('Compare Cloud Storage', 'cloud storage services', 'CA$ price'),
    sections: [
      {
        kind: 'cards',
        title: 'How to Protect Your Files',
        cards: [
          {
            title: 'Follow the 3-2-1 Rule',
            body: 'Keep three copies of your data on two different media, with one copy off-site. Your computer, an external drive and a cloud account cover all three.',
          },
          {
            title: 'Data Residency',
            body: 'Sync.com stores files in Canada; most large providers use US data centres. Businesses under PIPEDA or Quebec’s Law 25 should know where client files live and disclose any cross-border transfer.',
          },
          {
            title: 'Price per Terabyte',
            body: 'A 2TB plan runs about CA$11–14 a month, and annual billing saves roughly 15–20%. Zero-knowledge encryption keeps files private, but a forgotten password can mean lost files.',
          },
        ],
      },
    ],
  },
);

const developerTools = withCanadaTwin(
  usPage({
    path: '/digital/developer-tools',
    listKey: 'developer_tool_providers',
    title: 'Best Developer Tools for Teams',
    description:
      'Compare developer tools for hosting, code, CI, IDEs and monitoring on free-tier limits, per-seat pricing and how usage bills grow as you scale.',
    tagline:
      'Deployment platforms, code hosting, IDEs, CI and monitoring ranked on free tiers, per-seat pricing and how bills grow with usage.',
    trustNote: 'Free-tier limits and usage pricing rechecked monthly.',
    listTitle: 'Top Developer Tools',
    compare: compareWords('Compare Developer Tools', 'developer tools'),
    sections: [
      {
        kind: 'cards',
        title: 'Before You Commit',
        cards: [
          {
            title: 'Free Tier Limits',
            body: 'Read the fine print on build minutes, bandwidth, sleeping instances and commercial use. Vercel’s Hobby plan, for example, is for non-commercial projects only.',
          },
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
  }),
  {
    listKey: 'developer_tools_providers_canada',
    title: 'Best Developer Tools in Canada',
    description:
      'Compare developer tools in Canada on Canadian hosting regions, free-tier limits, CA$ per-seat pricing and data residency for customer data.',
    tagline:
      'Developer platforms with Canadian regions and clear pricing in CA$, plus where your code and customer data actually run.',
    trustNote: 'Canadian regions, free-tier limits and CA$ pricing rechecked monthly.',
    listTitle: 'Top Developer Tools in Canada',
    compare: compareWords('Compare Developer Tools', 'developer tools', 'CA$ price'),
    sections: [
      {
        kind: 'cards',
        title: 'Before You Commit',
        cards: [
          {
            title: 'Free Tier Limits',
            body: 'Read the fine print on build minutes, bandwidth, sleeping instances and commercial use. Vercel’s Hobby plan, for example, is for non-commercial projects only.',
          },
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
  },
);

const formBuilders = usPage({
  path: '/digital/form-builders',
  listKey: 'form_builder_providers',
  title: 'Best Form Builders',
  description:
    'Compare online form and survey builders on free-plan response limits, conditional logic, payments, integrations and data compliance.',
  tagline:
    'Form and survey builders ranked on conditional logic, payments, integrations and how far the free plan really goes.',
  trustNote: 'Plan limits and integrations tested monthly.',
  listTitle: 'Top Form Builders',
  compare: compareWords('Compare Form Builders', 'form builders'),
  sections: [
    {
      kind: 'cards',
      title: 'What to Compare',
      cards: [
        {
          title: 'Response Limits',
          body: 'Free plans cap forms, responses or both: Typeform’s free plan allows 10 responses a month, while Tally and Google Forms have no response cap. Count your monthly volume before you choose.',
        },
        {
          title: 'Logic and Payments',
          body: 'Conditional logic, calculations and payment fields are often paid features. Check which gateways are supported (Stripe, PayPal, Square) and whether the builder adds its own fee per transaction.',
        },
        {
          title: 'Data and Compliance',
          body: 'For health or personal data, check where responses are stored and whether your plan supports HIPAA or GDPR. Jotform offers HIPAA-compliant forms on higher tiers; Tally hosts data in the EU.',
        },
      ],
    },
  ],
});

export const digitalTopics: readonly TopicContent[] = [
  ...vpn,
  ...webHosting,
  ...aiSaas,
  ...cybersecurity,
  ...cloudStorage,
  ...developerTools,
  formBuilders,
];
