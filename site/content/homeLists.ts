/**
 * The home page's four fixed provider sections (SPEC section 2), taken from the built-in lists and
 * passed through the same validator as backend rows. The daily rotation shows the first three after
 * shifting by day-of-year modulo the length. Each section holds eight: any length changes the three
 * from one day to the next within a year, but seven divides 364, so with seven December 31st and
 * January 1st would show the same three, and each weekday would show the same three all year.
 * Eight divides neither 364 nor 365, so the three change across every year's end too.
 */
import { sortRows, toProviders } from '../../lib/data';
import type { ListKey } from '../../lib/model';
import { homePicks, type HomePick } from './homePick';
import creditCardRows from '../../lib/data/builtin/credit_card_providers.json';
import glp1Rows from '../../lib/data/builtin/glp1_providers.json';
import nadRows from '../../lib/data/builtin/nad_providers.json';
import travelRows from '../../lib/data/builtin/travel_booking_providers.json';
import vpnRows from '../../lib/data/builtin/vpn_providers.json';
import type { Vertical } from '../../lib/model';
import { BUILD_YEAR } from '../config';

export interface HomeSection {
  /** Anchor id, so the page can link to a section. */
  id: string;
  title: string;
  vertical: Vertical;
  /** The topic page behind 'See all'. */
  href: string;
  providers: readonly HomePick[];
}

export type { HomePick };

/** The named providers of one list, validated, in the order given; a name missing from the list is a bug. */
function pick(key: ListKey, rows: readonly unknown[], names: readonly string[]): HomePick[] {
  const byName = new Map(homePicks(key, toProviders(key, sortRows(rows))).map((p) => [p.name, p]));
  return names.map((name) => {
    const provider = byName.get(name);
    if (!provider) throw new Error(`Worthy: home list wants "${name}", which ${key} does not hold`);
    return provider;
  });
}

const glp1 = (...names: string[]) => pick('glp1_providers', glp1Rows, names);
const nad = (...names: string[]) => pick('nad_providers', nadRows, names);

export const homeSections: readonly HomeSection[] = [
  {
    id: 'health-picks',
    title: 'Top GLP-1 & NAD+ Providers',
    vertical: 'health',
    href: '/health/glp1-programs',
    // Alternating GLP-1 programs and NAD+ providers, so any three in a row show both kinds.
    providers: [
      ...glp1('Ro Body Program'),
      ...nad('Restore Hyper Wellness'),
      ...glp1('WeightWatchers Clinic'),
      ...nad('Tru Niagen'),
      ...glp1('Noom GLP-1 Program'),
      ...nad('Drip Hydration'),
      ...glp1('Found'),
      ...nad('Elysium Health'),
    ],
  },
  {
    id: 'finance-picks',
    title: `Best Credit Cards of ${BUILD_YEAR}`,
    vertical: 'finance',
    href: '/finance/credit-cards',
    providers: pick('credit_card_providers', creditCardRows, [
      'Chase Sapphire Preferred',
      'Capital One Venture Rewards',
      'Wells Fargo Active Cash',
      'American Express Gold Card',
      'Chase Freedom Unlimited',
      'Citi Double Cash',
      'Blue Cash Preferred from American Express',
      'Discover it Cash Back',
    ]),
  },
  {
    id: 'digital-picks',
    title: 'Top VPN Services',
    vertical: 'digital',
    href: '/digital/vpn-services',
    providers: pick('vpn_providers', vpnRows, [
      'NordVPN',
      'Surfshark',
      'ExpressVPN',
      'Proton VPN',
      'Private Internet Access',
      'CyberGhost',
      'IPVanish',
      'Windscribe',
    ]),
  },
  {
    id: 'lifestyle-picks',
    title: 'Best Travel Booking Sites',
    vertical: 'lifestyle',
    href: '/lifestyle/travel-booking',
    providers: pick('travel_booking_providers', travelRows, [
      'Expedia',
      'Booking.com',
      'Kayak',
      'Priceline',
      'Hotels.com',
      'Hopper',
      'Trip.com',
      'Airbnb',
    ]),
  },
];
