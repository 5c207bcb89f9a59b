/**
 * The French home (/fr) and hubs (/fr/categories/<vertical>), CONTRACT section 13: Worthy for
 * Canada, in French. Their words (./fr/, typeset here as every French text is where it is shown);
 * the home's top picks from four Canada lists and a hub's cards for its vertical's Canada topics,
 * each leading to the French page. The lists, their ranks and numbers are the English pages'.
 */
import { sortRows, toProviders } from '../../lib/data';
import { listInFrench, loadBuiltinFrench } from '../../lib/data/french';
import { FR_LISTS } from '../../lib/i18n/fr-CA/lists';
import { typeset } from '../../lib/i18n/fr-CA/typography';
import { listRecord, type CanadaListKey, type CategoryCard, type TopicCard, type Vertical } from '../../lib/model';
import glp1Rows from '../../lib/data/builtin/glp1_providers_canada.json';
import creditCardRows from '../../lib/data/builtin/credit_card_providers_canada.json';
import vpnRows from '../../lib/data/builtin/vpn_providers_canada.json';
import travelRows from '../../lib/data/builtin/travel_booking_providers_canada.json';
import { frenchPath, hubPath } from '../routes';
import { homeFr } from './fr/home';
import { homeCategoriesFr } from './fr/homeCategories';
import type { HomeContent } from './home';
import type { HomeSection } from './homeLists';
import { homePicks } from './homePick';
import type { HubContent } from './hubs';
import { typesetWords } from './typesetWords';

/** One Canada list per vertical: the sections of the French home, each rotating through its whole list. */
const PICKS: ReadonlyArray<[Vertical, CanadaListKey, readonly unknown[]]> = [
  ['health', 'glp1_providers_canada', glp1Rows],
  ['finance', 'credit_card_providers_canada', creditCardRows],
  ['digital', 'vpn_providers_canada', vpnRows],
  ['lifestyle', 'travel_booking_providers_canada', travelRows],
];

async function section([vertical, key, rows]: (typeof PICKS)[number]): Promise<HomeSection> {
  const providers = listInFrench(toProviders(key, sortRows(rows)), await loadBuiltinFrench(key));
  return {
    id: `${vertical}-picks`,
    title: typeset(FR_LISTS[key].title),
    vertical,
    href: frenchPath(listRecord(key).path),
    providers: homePicks(key, providers),
  };
}

export async function loadFrenchHome(): Promise<{
  kind: 'home';
  words: HomeContent;
  sections: HomeSection[];
  categories: CategoryCard[];
}> {
  return {
    kind: 'home',
    words: typesetWords(homeFr),
    sections: await Promise.all(PICKS.map(section)),
    categories: typesetWords(homeCategoriesFr).map((card) => ({ ...card, href: frenchPath(card.href) })),
  };
}

export async function loadFrenchHub(vertical: Vertical): Promise<{ kind: 'hub'; hub: HubContent; cards: TopicCard[] }> {
  const [{ hubsFr }, { frenchTopicCards }] = await Promise.all([import('./fr/hubs'), import('./frenchTopicCards')]);
  const cards = frenchTopicCards(vertical);
  return { kind: 'hub', hub: { ...typesetWords(hubsFr[vertical]), path: frenchPath(hubPath(vertical)) }, cards };
}
