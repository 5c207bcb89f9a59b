/**
 * THE route table: every path of the site (CONTRACT section 4). The router, the prerender,
 * the sitemap, the nav, Surprise Me and the SEO checks all read it; adding a page is one line here.
 * It holds no page content, so it stays small in the first bundle; each page loads its words lazily.
 */
import type { ListKey } from '../lib/model';
import type { Market, Vertical } from './content/types';

export type StaticPath = '/about' | '/privacy' | '/cookies' | '/contact';

export type Route =
  | { kind: 'home'; path: '/' }
  | { kind: 'hub'; path: string; vertical: Vertical }
  | { kind: 'static'; path: StaticPath }
  | { kind: 'partners'; path: '/partners' }
  | { kind: 'topic'; path: string; vertical: Vertical; market: Market; listKey: ListKey; twin?: string };

export const VERTICALS: readonly Vertical[] = ['health', 'finance', 'digital', 'lifestyle'];

/** Short names in the top bar, long names in the mobile menu and on hubs (SPEC section 1). */
export const VERTICAL_NAMES: Record<Vertical, { short: string; long: string }> = {
  health: { short: 'Health', long: 'Health & Longevity' },
  finance: { short: 'Finance', long: 'Finance & Wealth' },
  digital: { short: 'Digital', long: 'Digital & Security' },
  lifestyle: { short: 'Lifestyle', long: 'Lifestyle & Services' },
};

export const hubPath = (vertical: Vertical): string => `/categories/${vertical}`;

/** [US path, US list key, Canada list key or null when the page has no Canada twin]. */
const TOPICS: ReadonlyArray<[Vertical, string, ListKey, ListKey | null]> = [
  ['health', '/health/glp1-programs', 'glp1_providers', 'glp1_providers_canada'],
  ['health', '/health/nad-therapy', 'nad_providers', 'nad_providers_canada'],
  ['health', '/health/telehealth-services', 'telehealth_service_providers', 'telehealth_providers_canada'],
  ['health', '/health/supplements', 'supplement_providers', 'supplement_providers_canada'],
  ['health', '/health/sleep-optimization', 'sleep_optimization_providers', 'sleep_optimization_providers_canada'],
  ['health', '/health/fitness-programs', 'fitness_program_providers', 'fitness_providers_canada'],
  ['finance', '/finance/credit-cards', 'credit_card_providers', 'credit_card_providers_canada'],
  ['finance', '/finance/savings-accounts', 'savings_account_providers', 'savings_account_providers_canada'],
  ['finance', '/finance/investment-platforms', 'investment_platform_providers', 'investment_providers_canada'],
  ['finance', '/finance/mortgages-loans', 'mortgage_loan_providers', 'mortgage_loan_providers_canada'],
  ['finance', '/finance/insurance', 'insurance_providers', 'insurance_providers_canada'],
  ['finance', '/finance/tax-accounting', 'tax_accounting_providers', 'tax_accounting_providers_canada'],
  ['digital', '/digital/vpn-services', 'vpn_providers', 'vpn_providers_canada'],
  ['digital', '/digital/web-hosting', 'web_hosting_providers', 'web_hosting_providers_canada'],
  ['digital', '/digital/ai-saas-tools', 'ai_saas_providers', 'ai_saas_providers_canada'],
  ['digital', '/digital/cybersecurity', 'cybersecurity_providers', 'cybersecurity_providers_canada'],
  ['digital', '/digital/cloud-storage', 'cloud_storage_providers', 'cloud_storage_providers_canada'],
  ['digital', '/digital/developer-tools', 'developer_tool_providers', 'developer_tools_providers_canada'],
  ['digital', '/digital/form-builders', 'form_builder_providers', null],
  ['lifestyle', '/lifestyle/travel-booking', 'travel_booking_providers', 'travel_booking_providers_canada'],
  ['lifestyle', '/lifestyle/home-services', 'home_service_providers', 'home_services_providers_canada'],
  ['lifestyle', '/lifestyle/online-education', 'online_education_providers', 'online_education_providers_canada'],
  ['lifestyle', '/lifestyle/dating-relationships', 'dating_service_providers', 'dating_providers_canada'],
  ['lifestyle', '/lifestyle/food-beverage', 'food_beverage_providers', 'food_beverage_providers_canada'],
  ['lifestyle', '/lifestyle/subscription-boxes', 'subscription_box_providers', 'subscription_box_providers_canada'],
];

const topicRoutes: Route[] = TOPICS.flatMap(([vertical, path, usKey, caKey]): Route[] => {
  if (!caKey) return [{ kind: 'topic', path, vertical, market: 'us', listKey: usKey }];
  const caPath = `${path}-canada`;
  return [
    { kind: 'topic', path, vertical, market: 'us', listKey: usKey, twin: caPath },
    { kind: 'topic', path: caPath, vertical, market: 'ca', listKey: caKey, twin: path },
  ];
});

export const ROUTES: readonly Route[] = [
  { kind: 'home', path: '/' },
  { kind: 'static', path: '/about' },
  { kind: 'static', path: '/privacy' },
  { kind: 'static', path: '/cookies' },
  { kind: 'static', path: '/contact' },
  ...VERTICALS.map((vertical): Route => ({ kind: 'hub', path: hubPath(vertical), vertical })),
  ...topicRoutes,
  { kind: 'partners', path: '/partners' },
];

export type TopicRoute = Extract<Route, { kind: 'topic' }>;

export const TOPIC_ROUTES = ROUTES.filter((r): r is TopicRoute => r.kind === 'topic');

/** Surprise Me picks among these 25 (SPEC section 2). */
export const US_TOPIC_PATHS: readonly string[] = TOPIC_ROUTES.filter((r) => r.market === 'us').map((r) => r.path);

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The route of a path; a trailing slash is tolerated, anything unknown is null (not-found). */
export function matchRoute(pathname: string): Route | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(path) ?? null;
}
