/**
 * THE registry of provider lists: one record per topic, naming its US list and its Canada twin.
 * Everything that lists or maps list keys derives from it: the keys and their type, the site's
 * routes, sitemap and hreflang pairs, the topic pages, the embed's titles and top-pick rule, the
 * /partners options, search, and the data files and database views (checked by tests).
 * Adding a topic starts here (README: "Add a topic").
 */
import type { Vertical } from './verticals';

export type Market = 'us' | 'ca';

/**
 * Which providers carry the 'Top Rated' mark (SPEC section 4): 'highest-rating' (GLP-1 and NAD+)
 * marks every provider whose rating equals the list's highest; 'first' marks the first-ranked one.
 */
export type TopPickRule = 'highest-rating' | 'first';

/**
 * What a list's providers are, for structured data (CONTRACT section 9): 'software' (apps, VPNs,
 * SaaS) carries our review in the markup; a 'brand' of goods (a supplement maker, a box company: no
 * one product a reader buys as such), 'financial' accounts, 'prescription' programs and other
 * 'service's are named without one (Google's review snippets cover none of them).
 */
export type Offering = 'software' | 'brand' | 'financial' | 'prescription' | 'service';

interface TopicLists {
  vertical: Vertical;
  offering: Offering;
  /** The US page's path segment; the Canada twin adds '-canada'. */
  slug: string;
  /** The topic's short name: hub card title, search results, the /partners list picker. */
  label: string;
  topPick: TopPickRule;
  us: { key: string; title: string };
  ca: { key: string; title: string } | null;
}

const TOPICS = [
  {
    vertical: 'health',
    offering: 'prescription',
    slug: 'glp1-programs',
    label: 'GLP-1 Programs',
    topPick: 'highest-rating',
    us: { key: 'glp1_providers', title: 'Top GLP-1 Programs' },
    ca: { key: 'glp1_providers_canada', title: 'Top GLP-1 Programs in Canada' },
  },
  {
    vertical: 'health',
    offering: 'prescription',
    slug: 'nad-therapy',
    label: 'NAD+ Therapy',
    topPick: 'highest-rating',
    us: { key: 'nad_providers', title: 'Top NAD+ Providers' },
    ca: { key: 'nad_providers_canada', title: 'Top NAD+ Providers in Canada' },
  },
  {
    vertical: 'health',
    offering: 'prescription',
    slug: 'telehealth-services',
    label: 'Telehealth Services',
    topPick: 'first',
    us: { key: 'telehealth_service_providers', title: 'Top Telehealth Services' },
    ca: { key: 'telehealth_providers_canada', title: 'Top Telehealth Services in Canada' },
  },
  {
    vertical: 'health',
    offering: 'brand',
    slug: 'supplements',
    label: 'Supplements',
    topPick: 'first',
    us: { key: 'supplement_providers', title: 'Top Supplement Brands' },
    ca: { key: 'supplement_providers_canada', title: 'Top Supplement Brands in Canada' },
  },
  {
    vertical: 'health',
    offering: 'service',
    slug: 'sleep-optimization',
    label: 'Sleep Optimization',
    topPick: 'first',
    us: { key: 'sleep_optimization_providers', title: 'Top Sleep Tools' },
    ca: { key: 'sleep_optimization_providers_canada', title: 'Top Sleep Tools in Canada' },
  },
  {
    vertical: 'health',
    offering: 'software',
    slug: 'fitness-programs',
    label: 'Fitness Programs',
    topPick: 'first',
    us: { key: 'fitness_program_providers', title: 'Top Fitness Programs' },
    ca: { key: 'fitness_providers_canada', title: 'Top Fitness Programs in Canada' },
  },
  {
    vertical: 'finance',
    offering: 'financial',
    slug: 'credit-cards',
    label: 'Credit Cards',
    topPick: 'first',
    us: { key: 'credit_card_providers', title: 'Top Credit Cards' },
    ca: { key: 'credit_card_providers_canada', title: 'Top Credit Cards in Canada' },
  },
  {
    vertical: 'finance',
    offering: 'financial',
    slug: 'savings-accounts',
    label: 'Savings Accounts',
    topPick: 'first',
    us: { key: 'savings_account_providers', title: 'Top High-Yield Savings Accounts' },
    ca: { key: 'savings_account_providers_canada', title: 'Top High-Yield Savings Accounts in Canada' },
  },
  {
    vertical: 'finance',
    offering: 'financial',
    slug: 'investment-platforms',
    label: 'Investment Platforms',
    topPick: 'first',
    us: { key: 'investment_platform_providers', title: 'Top Investment Platforms' },
    ca: { key: 'investment_providers_canada', title: 'Top Investment Platforms in Canada' },
  },
  {
    vertical: 'finance',
    offering: 'financial',
    slug: 'mortgages-loans',
    label: 'Mortgages & Loans',
    topPick: 'first',
    us: { key: 'mortgage_loan_providers', title: 'Top Mortgage & Loan Providers' },
    ca: { key: 'mortgage_loan_providers_canada', title: 'Top Mortgage & Loan Providers in Canada' },
  },
  {
    vertical: 'finance',
    offering: 'financial',
    slug: 'insurance',
    label: 'Insurance',
    topPick: 'first',
    us: { key: 'insurance_providers', title: 'Top Insurance Providers' },
    ca: { key: 'insurance_providers_canada', title: 'Top Insurance Providers in Canada' },
  },
  {
    vertical: 'finance',
    offering: 'software',
    slug: 'tax-accounting',
    label: 'Tax & Accounting',
    topPick: 'first',
    us: { key: 'tax_accounting_providers', title: 'Top Tax & Accounting Software' },
    ca: { key: 'tax_accounting_providers_canada', title: 'Top Tax & Accounting Software in Canada' },
  },
  {
    vertical: 'digital',
    offering: 'software',
    slug: 'vpn-services',
    label: 'VPN Services',
    topPick: 'first',
    us: { key: 'vpn_providers', title: 'Top VPN Services' },
    ca: { key: 'vpn_providers_canada', title: 'Top VPN Services for Canadians' },
  },
  {
    vertical: 'digital',
    offering: 'service',
    slug: 'web-hosting',
    label: 'Web Hosting',
    topPick: 'first',
    us: { key: 'web_hosting_providers', title: 'Top Web Hosting Providers' },
    ca: { key: 'web_hosting_providers_canada', title: 'Top Web Hosting in Canada' },
  },
  {
    vertical: 'digital',
    offering: 'software',
    slug: 'ai-saas-tools',
    label: 'AI & SaaS Tools',
    topPick: 'first',
    us: { key: 'ai_saas_providers', title: 'Top AI & SaaS Tools' },
    ca: { key: 'ai_saas_providers_canada', title: 'Top AI & SaaS Tools in Canada' },
  },
  {
    vertical: 'digital',
    offering: 'software',
    slug: 'cybersecurity',
    label: 'Cybersecurity',
    topPick: 'first',
    us: { key: 'cybersecurity_providers', title: 'Top Cybersecurity Software' },
    ca: { key: 'cybersecurity_providers_canada', title: 'Top Cybersecurity Software in Canada' },
  },
  {
    vertical: 'digital',
    offering: 'software',
    slug: 'cloud-storage',
    label: 'Cloud Storage',
    topPick: 'first',
    us: { key: 'cloud_storage_providers', title: 'Top Cloud Storage Services' },
    ca: { key: 'cloud_storage_providers_canada', title: 'Top Cloud Storage in Canada' },
  },
  {
    vertical: 'digital',
    offering: 'software',
    slug: 'developer-tools',
    label: 'Developer Tools',
    topPick: 'first',
    us: { key: 'developer_tool_providers', title: 'Top Developer Tools' },
    ca: { key: 'developer_tools_providers_canada', title: 'Top Developer Tools in Canada' },
  },
  {
    vertical: 'digital',
    offering: 'software',
    slug: 'form-builders',
    label: 'Form Builders',
    topPick: 'first',
    us: { key: 'form_builder_providers', title: 'Top Form Builders' },
    ca: null,
  },
  {
    vertical: 'lifestyle',
    offering: 'service',
    slug: 'travel-booking',
    label: 'Travel Booking',
    topPick: 'first',
    us: { key: 'travel_booking_providers', title: 'Top Travel Booking Sites' },
    ca: { key: 'travel_booking_providers_canada', title: 'Top Travel Booking Sites in Canada' },
  },
  {
    vertical: 'lifestyle',
    offering: 'service',
    slug: 'home-services',
    label: 'Home Services',
    topPick: 'first',
    us: { key: 'home_service_providers', title: 'Top Home Services Platforms' },
    ca: { key: 'home_services_providers_canada', title: 'Top Home Services in Canada' },
  },
  {
    vertical: 'lifestyle',
    offering: 'service',
    slug: 'online-education',
    label: 'Online Education',
    topPick: 'first',
    us: { key: 'online_education_providers', title: 'Top Online Learning Platforms' },
    ca: { key: 'online_education_providers_canada', title: 'Top Online Learning in Canada' },
  },
  {
    vertical: 'lifestyle',
    offering: 'software',
    slug: 'dating-relationships',
    label: 'Dating & Relationships',
    topPick: 'first',
    us: { key: 'dating_service_providers', title: 'Top Dating Sites and Apps' },
    ca: { key: 'dating_providers_canada', title: 'Top Dating Apps in Canada' },
  },
  {
    vertical: 'lifestyle',
    offering: 'service',
    slug: 'food-beverage',
    label: 'Food & Beverage',
    topPick: 'first',
    us: { key: 'food_beverage_providers', title: 'Top Meal Kits and Food Delivery' },
    ca: { key: 'food_beverage_providers_canada', title: 'Top Meal Kits and Food Delivery in Canada' },
  },
  {
    vertical: 'lifestyle',
    offering: 'brand',
    slug: 'subscription-boxes',
    label: 'Subscription Boxes',
    topPick: 'first',
    us: { key: 'subscription_box_providers', title: 'Top Subscription Boxes' },
    ca: { key: 'subscription_box_providers_canada', title: 'Top Subscription Boxes in Canada' },
  },
] as const satisfies readonly TopicLists[];

type Topic = (typeof TOPICS)[number];
export type UsListKey = Topic['us']['key'];
export type CanadaListKey = NonNullable<Topic['ca']>['key'];
export type ListKey = UsListKey | CanadaListKey;

/** Everything about one list key; a Canada list and its US twin point at each other. */
export interface ListRecord {
  key: ListKey;
  market: Market;
  vertical: Vertical;
  /** The topic page of this list, such as '/digital/vpn-services-canada'. */
  path: string;
  /** The topic's slug, shared by both markets, such as 'vpn-services': its content file is named after it. */
  topicSlug: string;
  /** The other market's list and page, when the topic has both. */
  twin: { key: ListKey; path: string } | null;
  topPick: TopPickRule;
  /** The ranked list's heading, such as 'Top VPN Services for Canadians'. */
  title: string;
  /** The topic's short name, such as 'VPN Services' (the same for both markets). */
  label: string;
  offering: Offering;
}

function recordsOf(topic: TopicLists): ListRecord[] {
  const usPath = `/${topic.vertical}/${topic.slug}`;
  const caPath = `${usPath}-canada`;
  const shared = {
    vertical: topic.vertical,
    topicSlug: topic.slug,
    topPick: topic.topPick,
    label: topic.label,
    offering: topic.offering,
  };
  const us = topic.us.key as ListKey;
  if (!topic.ca) return [{ ...shared, key: us, market: 'us', path: usPath, twin: null, title: topic.us.title }];
  const ca = topic.ca.key as ListKey;
  return [
    { ...shared, key: us, market: 'us', path: usPath, twin: { key: ca, path: caPath }, title: topic.us.title },
    { ...shared, key: ca, market: 'ca', path: caPath, twin: { key: us, path: usPath }, title: topic.ca.title },
  ];
}

/** Every list, each US list followed by its Canada twin, in the order of the site's hubs. */
export const LISTS: readonly ListRecord[] = TOPICS.flatMap(recordsOf);

const byKey = new Map<string, ListRecord>(LISTS.map((list) => [list.key, list]));

export const LIST_KEYS: readonly ListKey[] = LISTS.map((list) => list.key);
export const US_LIST_KEYS: readonly UsListKey[] = TOPICS.map((topic) => topic.us.key);
export const CANADA_LIST_KEYS: readonly CanadaListKey[] = TOPICS.flatMap((topic) => (topic.ca ? [topic.ca.key] : []));

export function isListKey(value: unknown): value is ListKey {
  return typeof value === 'string' && byKey.has(value);
}

export function isCanadaListKey(key: ListKey): key is CanadaListKey {
  return byKey.get(key)?.market === 'ca';
}

/** The record of a list key (every ListKey has one). */
export function listRecord(key: ListKey): ListRecord {
  return byKey.get(key)!;
}

/** What a list's method scores, in a heading or a sentence: 'VPN Services', 'VPN Services in Canada'. */
export const scoredTopic = (list: ListRecord): string => (list.market === 'ca' ? `${list.label} in Canada` : list.label);

/** The list's name in a picker or a search result: 'VPN Services', 'VPN Services (Canada)'. */
export const listLabel = (list: ListRecord): string => (list.market === 'ca' ? `${list.label} (Canada)` : list.label);
