/** Builders for test providers and rows: each test states only the fields it is about. */
import type { Provider, ProviderRow } from '../../lib/model';

export function aProvider(overrides: Partial<Provider> = {}): Provider {
  return {
    name: 'Acme VPN',
    logo: null,
    url: 'https://acme.example/',
    review: null,
    promo: '60% off two-year plans',
    promoCode: null,
    promoDetail: '30-day money-back guarantee',
    rating: 4.5,
    userVotes: 12_345,
    features: ['WireGuard', '100 countries', '10 devices', 'Kill switch'],
    startingPrice: '$3.99/mo',
    isWorthyPartner: false,
    ...overrides,
  };
}

export function aRow(overrides: Partial<Record<keyof ProviderRow, unknown>> = {}): Record<string, unknown> {
  return {
    name: 'Acme VPN',
    logo: null,
    url: 'https://acme.example/',
    review: null,
    promo: '60% off two-year plans',
    promo_code: null,
    promo_detail: '30-day money-back guarantee',
    rating: 4.5,
    user_votes: 12_345,
    features: ['WireGuard', '100 countries'],
    starting_price: '$3.99/mo',
    is_worthy_partner: false,
    display_order: 1,
    ...overrides,
  };
}
