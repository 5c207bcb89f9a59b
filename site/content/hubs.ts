/** The words of the four category hubs (SPEC section 2 "Category hub pages"); the cards come from topicCards. */

export interface HubTile {
  /** A single emoji. */
  icon: string;
  title: string;
  body: string;
}

export interface HubContent {
  vertical: 'health' | 'finance' | 'digital' | 'lifestyle';
  path: string;
  /** The hero h1: the category's long name. */
  title: string;
  /** The <title> and og:title. */
  metaTitle: string;
  /** Meta description, 110-155 characters, unique across the site. */
  description: string;
  /** The small line above the h1. */
  eyebrow: string;
  /** One or two sentences under the h1. */
  tagline: string;
  /** The heading over the topic cards. */
  gridTitle: string;
  info: { title: string; intro: string; tiles: readonly [HubTile, HubTile, HubTile] };
}

export const hubs: Record<HubContent['vertical'], HubContent> = {
  health: {
    vertical: 'health',
    path: '/categories/health',
    title: 'Health & Longevity',
    metaTitle: 'Health & Longevity Reviews: GLP-1, NAD+, Telehealth | Worthy',
    description:
      'Compare GLP-1 programs, NAD+ therapy, telehealth, supplements, sleep and fitness providers on price, evidence and clinical oversight.',
    eyebrow: 'Health reviews',
    tagline:
      'Weight-loss programs, longevity therapies and virtual care, ranked on what they cost, what the evidence supports and who is accountable for your care.',
    gridTitle: 'Explore health topics',
    info: {
      title: 'Why Trust Our Health Reviews',
      intro: 'Health decisions deserve more care than a shopping list. Three rules shape every health page we publish.',
      tiles: [
        {
          icon: '🩺',
          title: 'Medical Expertise',
          body: 'Health lists are scored on clinical safeguards: a clinician’s review before any prescription, honest labelling of compounded medicines and real follow-up care.',
        },
        {
          icon: '🔬',
          title: 'Evidence-Based',
          body: 'Claims rest on peer-reviewed studies and regulator guidance. Where the evidence is early or mixed, as with NAD+, we say so plainly.',
        },
        {
          icon: '🔍',
          title: 'Transparent',
          body: 'We show full monthly costs, what is included and what is not, label sponsored placements and explain how every score is built.',
        },
      ],
    },
  },

  finance: {
    vertical: 'finance',
    path: '/categories/finance',
    title: 'Finance & Wealth',
    metaTitle: 'Finance & Wealth Reviews: Credit Cards, Savings, Investing | Worthy',
    description:
      'Credit cards, high-yield savings, brokerages, mortgages, insurance and tax software compared on rates, fees and the fine print.',
    eyebrow: 'Finance reviews',
    tagline: 'Rates, fees and rewards side by side, so the account, card or lender you choose earns its place in your budget.',
    gridTitle: 'Explore finance topics',
    info: {
      title: 'Financial Calculators & Tools',
      intro:
        'Three calculations sit behind most money decisions. Here is what each one takes in and how it works, so you can check any offer yourself.',
      tiles: [
        {
          icon: '🏠',
          title: 'Mortgage Calculator',
          body: 'Your monthly payment comes from the principal P, the monthly rate r (annual rate ÷ 12) and the number of payments n: P × r(1+r)^n ÷ ((1+r)^n − 1). $300,000 at 6% over 30 years is about $1,799 before taxes and insurance.',
        },
        {
          icon: '📊',
          title: 'ROI Calculator',
          body: 'Return on investment is (final value − amount invested) ÷ amount invested. To compare holdings of different lengths, annualize it: (final ÷ initial)^(1 ÷ years) − 1. $10,000 grown to $14,000 in 3 years is 40%, about 11.9% a year.',
        },
        {
          icon: '🎯',
          title: 'Debt Payoff Planner',
          body: 'List each balance, APR and minimum payment, plus what you can pay monthly. Each month a balance accrues APR ÷ 12 in interest; extra money goes to the highest APR first (avalanche, least interest) or the smallest balance first (snowball, quickest wins).',
        },
      ],
    },
  },

  digital: {
    vertical: 'digital',
    path: '/categories/digital',
    title: 'Digital & Security',
    metaTitle: 'Digital & Security Reviews: VPNs, Hosting, AI Tools | Worthy',
    description:
      'VPNs, web hosting, AI and SaaS tools, cybersecurity, cloud storage, developer tools and form builders, tested and ranked on value.',
    eyebrow: 'Digital reviews',
    tagline:
      'The software you trust with your data and your business, compared on speed, security, uptime and what it really costs after the first year.',
    gridTitle: 'Explore digital topics',
    info: {
      title: 'Digital Security Essentials',
      intro: 'Three habits stop most everyday data loss and account takeovers. None of them takes long to set up.',
      tiles: [
        {
          icon: '🛡️',
          title: 'Use a VPN',
          body: 'A VPN encrypts your traffic between your device and its server, which matters most on public Wi-Fi. Choose one with an independently audited no-logs policy; it protects your connection, it does not make you anonymous.',
        },
        {
          icon: '🔑',
          title: 'Strong Passwords',
          body: 'Use a long, unique passphrase for every account, kept in a password manager, and turn on two-factor authentication or passkeys wherever they are offered. A reused password is the easiest way in.',
        },
        {
          icon: '💾',
          title: 'Regular Backups',
          body: 'Follow the 3-2-1 rule: three copies of your data, on two different kinds of storage, with one kept offsite or in the cloud. Automate it, and restore a file now and then to prove the backup works.',
        },
      ],
    },
  },

  lifestyle: {
    vertical: 'lifestyle',
    path: '/categories/lifestyle',
    title: 'Lifestyle & Services',
    metaTitle: 'Lifestyle & Services Reviews: Travel, Home, Education | Worthy',
    description:
      'Travel booking sites, home services, online courses, dating apps, meal kits and subscription boxes reviewed on price, quality and terms.',
    eyebrow: 'Lifestyle reviews',
    tagline:
      'The services that fill your calendar and your doorstep, compared on what you pay, what you get and how easy they are to cancel.',
    gridTitle: 'Explore lifestyle topics',
    info: {
      title: 'Live Better, Spend Smarter',
      intro: 'Good services give you back time or money without costing you the other. This is how we judge them.',
      tiles: [
        {
          icon: '⏱️',
          title: 'Save Time',
          body: 'We favor services that remove chores: vetted home pros you can book in minutes, meal kits that cut planning and courses you can take at your own pace.',
        },
        {
          icon: '💰',
          title: 'Save Money',
          body: 'We compare the price after the introductory offer ends, flag booking and delivery fees, and note how to pause or cancel a subscription before it renews.',
        },
        {
          icon: '🌱',
          title: 'Live Better',
          body: 'We weigh quality and safety as much as price: verified reviews, clear refund terms, member safety tools on dating apps and instructors with real credentials.',
        },
      ],
    },
  },
};
