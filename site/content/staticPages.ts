/** The words of the four static pages (SPEC section 1 "Static page content"). */

import { METHOD_STATS } from './methodStats';

export interface StaticSection {
  title: string;
  /** The section's anchor, when not made from its title (a French section keeps its English twin's: /fr/about#how-we-review). */
  id?: string;
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

/**
 * Who answers for personal information (PIPEDA's accountable person; Quebec's Law 25 asks a site to
 * publish that person's title and how to reach them).
 */
export const PRIVACY_OFFICER = { email: 'privacy@worthy.reviews' } as const;

const about: StaticPageContent = {
  path: '/about',
  title: 'About Worthy',
  metaTitle: 'About Worthy: How We Review, Score and Rank Providers',
  description:
    'Who we are, how our transparent scoring works, how often we refresh data, how we label sponsored placements and the editorial policy we follow.',
  lead: 'Worthy helps you discover what is worth your time, money and health. We compare health, finance, digital and lifestyle services with transparent scoring, dated data and clear labels on anything paid.',
  sections: [
    {
      title: 'Who We Are',
      paragraphs: [
        'Worthy is an independent review site. Our editors research providers across four verticals, health, finance, digital and lifestyle, for readers in the United States and Canada.',
        'We read the terms, the published prices and the fine print, and compare the results in one place, so you do not have to open twenty tabs to make one decision.',
      ],
    },
    {
      title: 'How We Review',
      paragraphs: [
        'Every list has its own published scoring method: three to six criteria that fit the topic, each with a weight and a rubric that says what earns a 5 and what earns a 1. A VPN is scored on audited privacy and the price after renewal; a savings account on its rate, fees and deposit insurance. Each topic page lists its criteria, weights and rubrics under “How We Score”.',
        'Wherever a criterion measures something a provider states, such as a price, a fee, a rate or a device limit, its score is computed from that fact by the formula published with the method, so anyone can recompute it from the facts on the review page. The other criteria are editors’ judgments against the rubric, and each of those scores carries a one-sentence reason. A provider’s rating is the weighted mean of its scores, shown to two decimals, and “How we scored it” on its card shows every score, its weight and what it rests on.',
        ...methodFigures(),
        'Lists are ranked by rating, highest first; providers with the same rating keep our editorial order. The provider at #1 is marked Top Rated because it has the highest rating.',
      ],
      list: [
        'Scores: one per criterion, 0 to 5; computed from the provider’s facts where the criterion measures one, otherwise judged against the published rubric, with a reason.',
        'Facts: the figures people compare (prices, fees, rates, limits), each linked to the page where the provider states it, with the day it was checked; “Not disclosed” where the terms we checked do not state it.',
        'Rating: the weighted mean of the scores. Nothing else moves it.',
        'Pros and cons: the specific strengths and drawbacks behind the scores.',
        'Checked date: the month an editor last reviewed the provider’s price, rate and offer against what the provider publishes.',
      ],
    },
    {
      title: 'How Often We Refresh Data',
      paragraphs: [
        'Prices, rates and offers change constantly, so our data is refreshed often: we aim to recheck each category as often as it moves. Every provider shows when it was last checked (“Checked November 2026”), so you can see how current each figure is.',
      ],
      list: [
        'Savings rates and travel deals: we aim to recheck daily.',
        'Canadian mortgage rates: twice daily.',
        'Insurance policy data and food delivery menus: weekly.',
        'Online course catalogs: monthly.',
        'Tax compliance details and subscription box selections: quarterly.',
        'Ratings and rankings: recalculated whenever a score changes.',
      ],
    },
    {
      title: 'Sponsored Placements and Affiliate Links',
      paragraphs: [
        'Worthy is free to read. When you follow a link to a provider and sign up, we may earn a commission. That is how we pay our editors, and it never decides a provider’s rank or rating.',
        'Sponsored placements are always labelled as sponsored. A provider cannot pay to appear in a ranked list, to move up one or to change its score: ranks come from ratings, and ratings come only from the published scores.',
      ],
    },
    {
      title: 'Editorial Policy',
      paragraphs: ['These rules apply to every page we publish, and to every writer and editor who works on them.'],
      list: [
        'Independence: editors alone decide scores. Our partnerships team has no say over them, and providers do not see a score before it is published.',
        'Partners: the Worthy Provider badge marks a provider whose links may earn us a commission. A list carries at most two, the badge says so on the card, and it never changes a score or a position.',
        'Offers: a “Promo” on a card is a real offer (a discount, a free period, a bonus or a rate) as the provider published it on the checked date; descriptions of a product are never shown as promos.',
        `Corrections: if we get something wrong, tell us at ${CONTACT_EMAILS.editorial}. We check every report, fix confirmed errors promptly and update the checked date.`,
        'Health content: we describe services, prices and safeguards, never outcomes; we say plainly when a medicine is compounded rather than approved, and when evidence is early or mixed.',
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
      title: 'Click Counts',
      paragraphs: [
        'When you open a provider from one of our ranked lists, here or in a list a partner shows on their site, we count that click: which list, which provider, the rank it had, which partner’s site (if any), and whether it was on Worthy or on a partner’s site. We keep only the number of such clicks per day.',
        'A click count holds nothing about you: no cookie is set or read for it, and no name, identifier, IP address, device or browser detail is stored with it. It tells us which providers readers choose and lets us credit our partners, and it cannot be traced back to anyone.',
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
      title: 'Who Is Responsible',
      paragraphs: [
        `Worthy’s Privacy Officer is the person in charge of the protection of personal information under Quebec’s Act respecting the protection of personal information in the private sector (Law 25), and is accountable for our compliance with Canada’s Personal Information Protection and Electronic Documents Act (PIPEDA). You can reach the Privacy Officer at ${PRIVACY_OFFICER.email}.`,
      ],
    },
    {
      title: 'Where Your Information Goes',
      paragraphs: [
        'The service providers that host the site, measure traffic and deliver email for us may store or process your information outside Quebec and outside Canada, including in the United States. Before we send personal information outside Quebec, we assess whether it will be adequately protected there, and each provider is bound by a written contract to protect it and to use it only for the service it gives us. Information held in another country may be accessible to that country’s courts and authorities under its laws.',
      ],
    },
    {
      title: 'Security and Incidents',
      paragraphs: [
        'We protect personal information with safeguards suited to how sensitive it is: encrypted connections, access limited to the people who need it, and service providers bound to the same standard. If a confidentiality incident creates a risk of serious harm, we notify the people affected and the Commission d’accès à l’information du Québec or the Office of the Privacy Commissioner of Canada, as the law requires, and we keep a register of incidents.',
      ],
    },
    {
      title: 'How to Complain',
      paragraphs: [
        `Write first to our Privacy Officer at ${PRIVACY_OFFICER.email}: we acknowledge every complaint and answer it within 30 days. If you are not satisfied with our answer, you can complain to the Commission d’accès à l’information du Québec (cai.gouv.qc.ca) if you live in Quebec, or to the Office of the Privacy Commissioner of Canada (priv.gc.ca) elsewhere in Canada. Residents of other places can contact their own privacy authority.`,
      ],
    },
    {
      title: 'Contact',
      paragraphs: [`Send privacy requests and questions to ${PRIVACY_OFFICER.email} with “Privacy request” in the subject line.`],
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
      title: 'Click Counts Use No Cookies',
      paragraphs: [
        'We count how often readers open each provider from our lists, per day, so we know which providers readers choose and can credit our partners. That count uses no cookie and no other browser storage, and stores nothing about you, so it does not depend on your cookie choices. Our Privacy Policy says exactly what a click count holds.',
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

/** The built-in data's figures, as the About page states them (site/content/methodStats.ts). */
function methodFigures(): string[] {
  if (!METHOD_STATS) return [];
  const { computedShare: share, partnerFirst, lists } = METHOD_STATS;
  return [
    `Computed from facts: ${share.health}% of the weight in our health lists, ${share.finance}% in finance, ${share.digital}% in digital and ${share.lifestyle}% in lifestyle. A Worthy partner, which may pay us a commission, is #1 in ${partnerFirst} of our ${lists} lists; it is there on its rating, which partnership never changes.`,
  ];
}
