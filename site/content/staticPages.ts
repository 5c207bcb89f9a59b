/** The words of the four static pages (SPEC section 1 "Static page content"). */

export interface StaticSection {
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface StaticPageContent {
  path: '/about' | '/privacy' | '/cookies' | '/contact';
  /** The page's h1. */
  title: string;
  metaTitle: string;
  /** Meta description, 110-155 characters, unique across the site. */
  description: string;
  lead: string;
  sections: readonly StaticSection[];
  /** Omitted: the page shows the current month and year. */
  updated?: string;
}

/** The three mailboxes; the contact page renders them as mailto links. */
export const CONTACT_EMAILS = {
  editorial: 'editorial@worthy.reviews',
  partnerships: 'partners@worthy.reviews',
  support: 'support@worthy.reviews',
} as const satisfies { editorial: string; partnerships: string; support: string };

const about: StaticPageContent = {
  path: '/about',
  title: 'About Worthy',
  metaTitle: 'About Worthy: How We Review, Score and Rank Providers',
  description:
    'Who we are, how our transparent scoring works, how often we refresh data, how we label sponsored placements and the editorial policy we follow.',
  lead: 'Worthy helps you discover what is worth your time, money and health. We compare health, finance, digital and lifestyle services with transparent scoring, fresh data and clear labels on anything paid.',
  sections: [
    {
      title: 'Who We Are',
      paragraphs: [
        'Worthy is an independent review site. Our editors and analysts research providers across four verticals, health, finance, digital and lifestyle, for readers in the United States and Canada.',
        'We read the terms, check the prices, test the support lines and compare the results in one place, so you do not have to open twenty tabs to make one decision.',
      ],
    },
    {
      title: 'How We Review',
      paragraphs: [
        'Every provider is scored on the same five criteria, each rated from 0 to 5. We weight the criteria for the category, so security counts for more on a VPN list and regulation counts for more on a savings list, and combine them into one rating out of 5.',
        'Ranked lists show that rating to two decimals with five stars. Our editors rank each list from these scores, and where two providers are level the higher rating goes first. The provider at #1 is marked Top Rated.',
      ],
      list: [
        'Price and value: the full price after any introductory offer, fees, promo terms and what is included.',
        'Features: what the service actually does, measured against the best in its category.',
        'Support: the channels and hours offered, and how quickly and accurately our own test questions were answered.',
        'User sentiment: verified customer reviews across public sources, weighted for recency and volume.',
        'Security and regulation: licensing, deposit insurance, clinical oversight, encryption, audits and privacy practices.',
      ],
    },
    {
      title: 'How Often We Refresh Data',
      paragraphs: [
        'Prices, rates and offers change constantly, so our data is refreshed on a schedule set by how fast each category moves. Every topic page shows the date it was last updated.',
      ],
      list: [
        'Savings rates and travel deals: daily.',
        'Canadian mortgage rates: twice daily.',
        'Insurance policy data and food delivery menus: weekly.',
        'Online course catalogs: monthly.',
        'Tax compliance details and subscription box selections: quarterly.',
        'Ratings and rankings: re-scored whenever the underlying data changes.',
      ],
    },
    {
      title: 'Sponsored Placements and Affiliate Links',
      paragraphs: [
        'Worthy is free to read. When you follow a link to a provider and sign up, we may earn a commission. That is how we pay our editors, and it never decides a provider’s rank or rating.',
        'Sponsored placements are always labelled as sponsored. A provider cannot pay to appear in a ranked list, to move up one or to change its score.',
        'The Worthy Provider badge marks a provider we work with directly. Partners give us verified pricing and often an exclusive promo code for our readers. The badge is a disclosure, not an award: it does not change a provider’s score or position.',
      ],
    },
    {
      title: 'Editorial Policy',
      paragraphs: [
        'These rules apply to every page we publish, and to every writer and editor who works on them.',
      ],
      list: [
        'Independence: editors alone decide scores and rankings. Our partnerships team has no say over them, and providers do not see a review before it is published.',
        `Corrections: if we get something wrong, tell us at ${CONTACT_EMAILS.editorial}. We check every report, fix confirmed errors promptly and update the page date.`,
        'Health content: a licensed clinician reviews each health page before publication and whenever clinical guidance changes.',
        'Not advice: our reviews are general information, not medical, financial, legal or tax advice. Talk to a doctor or a licensed financial professional about your own situation.',
      ],
    },
  ],
};

const privacy: StaticPageContent = {
  path: '/privacy',
  title: 'Privacy Policy',
  metaTitle: 'Privacy Policy | Worthy',
  description:
    'What Worthy collects, why we collect it, who we share it with and how to use your privacy rights. We never sell your personal data.',
  lead: 'We collect as little as we need to run Worthy and make it better. This policy explains what that is, how we use it and the choices you have.',
  sections: [
    {
      title: 'What We Collect',
      paragraphs: ['We collect three kinds of information:'],
      list: [
        'Usage information: the pages you visit, the links you click, your browser and device type, and an approximate location derived from your IP address.',
        'Information you give us voluntarily: what you send in a form or an email, such as your name, email address and message.',
        'Analytics and cookie data: identifiers stored in cookies and similar technologies, as described in our Cookie Policy.',
      ],
    },
    {
      title: 'How We Use It',
      paragraphs: ['We use this information only to:'],
      list: [
        'run the site, keep it secure and fix problems;',
        'understand which pages are useful and improve our reviews;',
        'answer your messages and requests;',
        'confirm referrals with affiliate partners, which receive a click identifier, not your name or email address;',
        'meet our legal obligations.',
      ],
    },
    {
      title: 'Sharing and Selling',
      paragraphs: [
        'We never sell your personal data.',
        'We share information only with service providers that host the site, measure traffic or deliver email for us, under contracts that limit their use of it to that service, and with authorities when the law requires it.',
      ],
    },
    {
      title: 'How Long We Keep It',
      paragraphs: [
        'We keep analytics data for up to 26 months and correspondence for as long as we need it to answer you, then delete or anonymize it. Worthy is not directed at children under 16, and we do not knowingly collect their information.',
      ],
    },
    {
      title: 'Your Rights',
      paragraphs: [
        'Depending on where you live, including under California and Canadian privacy law, you can ask to access, correct or delete your personal information, to receive a copy of it, or to object to how we use it. You can withdraw consent to performance and marketing cookies at any time.',
        'We answer every request within 30 days. We may ask you to confirm your identity first, and we will never treat you differently for using these rights.',
      ],
    },
    {
      title: 'Contact',
      paragraphs: [
        `Send privacy requests and questions to ${CONTACT_EMAILS.support} with “Privacy request” in the subject line.`,
      ],
    },
  ],
};

const cookies: StaticPageContent = {
  path: '/cookies',
  title: 'Cookie Policy',
  metaTitle: 'Cookie Policy | Worthy',
  description:
    'The essential, performance and marketing cookies Worthy uses, what each one does, and how to manage them from our cookie banner or your browser.',
  lead: 'Cookies are small files a website stores in your browser. We use them, and similar browser storage, for three purposes, and you decide which ones beyond the essentials we may use.',
  sections: [
    {
      title: 'Essential Cookies',
      paragraphs: [
        'These keep the site working and cannot be switched off. They protect pages and forms from abuse, keep secure sign-ins working and remember your cookie choice so we do not ask again on every page.',
      ],
    },
    {
      title: 'Performance Cookies',
      paragraphs: [
        'These tell us which pages are read, how visitors move between them and how fast pages load. We look at this data in aggregate to improve the site, never to identify you. They are set only if you allow them.',
      ],
    },
    {
      title: 'Marketing Cookies',
      paragraphs: [
        'These record that you reached a provider through Worthy, so the referral can be credited to us, and help us measure whether our campaigns work. They may be set by our affiliate partners, and only if you allow them.',
      ],
    },
    {
      title: 'Managing Your Cookies',
      paragraphs: [
        'You choose which performance and marketing cookies we use through the cookie banner. To change your choice later, use the Manage cookie preferences button on this page.',
        'You can also block or delete cookies in your browser settings. Blocking essential cookies may stop parts of the site from working.',
      ],
    },
  ],
};

const contact: StaticPageContent = {
  path: '/contact',
  title: 'Contact Us',
  metaTitle: 'Contact Worthy: Editorial, Partnerships and Support',
  description:
    'Reach the Worthy team for corrections, partnerships or site support. Pick the right mailbox and we reply within two business days.',
  lead: 'Write to the mailbox that fits your question and a member of our team will reply within two business days.',
  sections: [
    {
      title: 'Editorial',
      paragraphs: [
        `Write to ${CONTACT_EMAILS.editorial} to report an error or an outdated price, suggest a provider or a topic we should review, or send a press inquiry.`,
      ],
    },
    {
      title: 'Partnerships',
      paragraphs: [
        `Write to ${CONTACT_EMAILS.partnerships} about affiliate programs, sponsored placements or becoming a Worthy Provider. Partnerships never buy a score or a rank.`,
      ],
    },
    {
      title: 'Support',
      paragraphs: [
        `Write to ${CONTACT_EMAILS.support} if something on the site is not working, or to make a privacy or cookie request.`,
      ],
    },
    {
      title: 'Before You Write',
      paragraphs: [
        'We cannot give personal medical or financial advice, and we cannot access or change your account with a provider. For billing, orders or prescriptions, contact the provider directly.',
      ],
    },
  ],
};

export const staticPages: Record<StaticPageContent['path'], StaticPageContent> = {
  '/about': about,
  '/privacy': privacy,
  '/cookies': cookies,
  '/contact': contact,
};
