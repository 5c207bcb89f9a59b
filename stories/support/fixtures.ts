/** Real built-in lists and ready-made stores, so every story shows what visitors would see. */
import { toProviders } from '../../lib/data';
import type { Provider, ScoringMethod, TopPickRule } from '../../lib/model';
import { createListStore, type ListStore } from '../../lib/state';
import vpnRows from '../../lib/data/builtin/vpn_providers.json';
import glp1Rows from '../../lib/data/builtin/glp1_providers.json';
import cardRows from '../../lib/data/builtin/credit_card_providers.json';
import vpnMethodJson from '../../lib/data/methods/vpn_providers.json';
import cardMethodJson from '../../lib/data/methods/credit_card_providers.json';
import glp1MethodJson from '../../lib/data/methods/glp1_providers.json';

/** The published scoring methods of those lists (CONTRACT section 9), with their facts (section 15). */
export const vpnMethod = vpnMethodJson as ScoringMethod;
export const cardMethod = cardMethodJson as ScoringMethod;
const glp1Method = glp1MethodJson as ScoringMethod;

// Read against their methods, as the widgets read them, so cards show their headline facts.
export const vpnProviders = toProviders('vpn_providers', vpnRows, undefined, vpnMethod);
export const glp1Providers = toProviders('glp1_providers', glp1Rows, undefined, glp1Method);
export const creditCards = toProviders('credit_card_providers', cardRows, undefined, cardMethod);

export const sample: Provider = vpnProviders[0]!;

/** A backend row with none of the optional scoring columns: a valid row, shown without a breakdown. */
export const unscored: Provider = (({ scores: _s, pros: _p, cons: _c, verifiedAt: _v, ...rest }) => rest)(sample);

/**
 * A provider that states none of its facts: each reads "Not disclosed", never a guess. Its price
 * and features say no more than its facts do, as a real row of such a provider would.
 */
export const undisclosed: Provider = {
  ...sample,
  name: 'Quietline VPN',
  startingPrice: undefined,
  features: ['Apps for Windows, macOS, iOS and Android', 'Kill switch on every app'],
  facts: Object.fromEntries(Object.entries(sample.facts ?? {}).map(([id, fact]) => [id, { ...fact, value: null }])),
};

export const longProvider: Provider = {
  ...sample,
  name: 'The Extraordinarily Long-Named International Privacy Network Cooperative',
  features: [
    'Double-hop routing through two independent jurisdictions with RAM-only servers audited annually',
    'Dedicated static IP addresses in 48 countries, available as an add-on on every plan',
    'Split tunnelling per app and per website on Windows, macOS, Android and Linux',
    'Obfuscated servers',
  ],
  startingPrice: 'CA$12.49/mo billed every 24 months after the introductory period',
};

interface StoreOptions {
  providers?: readonly Provider[];
  topPick?: TopPickRule;
  selected?: readonly string[];
  loading?: boolean;
}

/** A store already loaded (or loading forever), with the named providers already chosen. */
export function storyStore({
  providers = vpnProviders,
  topPick = 'first',
  selected = [],
  loading = false,
}: StoreOptions = {}): ListStore {
  const store = createListStore({
    load: () => (loading ? new Promise(() => {}) : Promise.resolve(providers)),
    topPick,
    initial: loading ? undefined : providers,
  });
  store.set(providers.filter((p) => selected.includes(p.name)));
  if (loading) void store.refresh();
  return store;
}

export const names = (list: readonly Provider[], count: number) => list.slice(0, count).map((p) => p.name);
