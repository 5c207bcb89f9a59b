import { describe, expect, it, vi } from 'vitest';
import { toProvidersInSlices } from '../../lib/data/toProviders';
import {
  cutText,
  MAX_FEATURES,
  MAX_PROVIDERS,
  MAX_URL_LENGTH,
  TEXT_CAPS,
  toProvider,
  toProviders,
  sortRows,
} from '../../lib/data';
import { aRow } from '../support/provider';

const validate = (rows: unknown[]) => {
  const warn = vi.fn();
  return { providers: toProviders('vpn_providers', rows, warn), warn };
};

describe('toProvider maps backend columns to provider fields', () => {
  it('maps snake_case columns to the provider names', () => {
    const verdict = toProvider(
      aRow({ promo_code: 'SAVE10', promo_detail: 'Detail', user_votes: 81450, starting_price: '$5/mo', is_worthy_partner: true }),
    );
    expect(verdict.provider).toMatchObject({
      name: 'Acme VPN',
      promoCode: 'SAVE10',
      promoDetail: 'Detail',
      userVotes: 81450,
      startingPrice: '$5/mo',
      isWorthyPartner: true,
    });
  });

  it('leaves startingPrice out when it is missing or blank', () => {
    expect(toProvider(aRow({ starting_price: null })).provider).not.toHaveProperty('startingPrice');
    expect(toProvider(aRow({ starting_price: '  ' })).provider).not.toHaveProperty('startingPrice');
  });
});

describe('toProviders: each bad field has one outcome, one warning per row, the rest survive', () => {
  it.each([
    ['a missing name', { name: undefined }],
    ['a blank name', { name: '   ' }],
    ['a name that is not text', { name: 42 }],
    ['a javascript: url', { url: 'javascript:alert(1)' }],
    ['a data: url', { url: 'data:text/html,<script>alert(1)</script>' }],
    ['a relative url', { url: '/go/acme' }],
    ['a rating that is text', { rating: 'abc' }],
    ['a rating that is NaN', { rating: Number.NaN }],
    ['a missing rating', { rating: null }],
  ])('drops a row with %s and keeps its neighbours', (_, bad) => {
    const { providers, warn } = validate([aRow({ name: 'First' }), aRow({ name: 'Bad', ...bad }), aRow({ name: 'Last' })]);
    expect(providers.map((p) => p.name)).toEqual(['First', 'Last']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/vpn_providers, row 2.*dropped/);
  });

  it('clamps a rating above 5 or below 0', () => {
    const { providers, warn } = validate([aRow({ name: 'High', rating: 9 }), aRow({ name: 'Low', rating: -1 })]);
    expect(providers.map((p) => p.rating)).toEqual([5, 0]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/row 1 "High" repaired: rating 9 clamped to 5/);
  });

  it('sets negative or fractional or missing votes to 0', () => {
    const { providers, warn } = validate([
      aRow({ name: 'A', user_votes: -5 }),
      aRow({ name: 'B', user_votes: 1.5 }),
      aRow({ name: 'C', user_votes: '100' }),
    ]);
    expect(providers.map((p) => p.userVotes)).toEqual([0, 0, 0]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('sets a logo or review link that is not http(s) to null', () => {
    const { providers, warn } = validate([aRow({ logo: 'javascript:alert(1)', review: 'ftp://x.example/r' })]);
    expect(providers[0]).toMatchObject({ logo: null, review: null });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/logo is not http\(s\).*review is not http\(s\)/);
  });

  it('keeps http(s) logo and review links', () => {
    const { providers, warn } = validate([aRow({ logo: 'https://cdn.example/l.png', review: 'http://x.example/r' })]);
    expect(providers[0]).toMatchObject({ logo: 'https://cdn.example/l.png', review: 'http://x.example/r' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('sets features that are not a list to [] and removes non-text features', () => {
    const { providers, warn } = validate([
      aRow({ name: 'A', features: 'fast, cheap' }),
      aRow({ name: 'B', features: ['Fast', 3, null, '', 'Cheap'] }),
    ]);
    expect(providers.map((p) => p.features)).toEqual([[], ['Fast', 'Cheap']]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('drops the later of two rows with the same name', () => {
    const { providers, warn } = validate([aRow({ name: 'Twin', rating: 4.1 }), aRow({ name: 'Twin', rating: 4.8 })]);
    expect(providers).toHaveLength(1);
    expect(providers[0]!.rating).toBe(4.1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('drops values that are not rows', () => {
    const { providers, warn } = validate([null, 'text', [1, 2], aRow()]);
    expect(providers).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('keeps HTML in a name as plain text (the widgets escape it)', () => {
    const { providers } = validate([aRow({ name: '<img src=x onerror=alert(1)>' })]);
    expect(providers[0]!.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('gives one warning for a row with several repairs', () => {
    const { warn } = validate([aRow({ rating: 7, user_votes: -1, features: 'x', logo: 'nope' })]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not warn about good rows', () => {
    const { providers, warn } = validate([aRow({ name: 'A' }), aRow({ name: 'B' })]);
    expect(providers).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('toProviders: every text is capped, cut where a reader can still read it', () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
  /** A cut keeps the start of the text, ends in '…' and falls between two words. */
  const cutAtWord = (cut: string, original: string, max: number) => {
    expect(cut.length).toBeLessThanOrEqual(max);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(original.startsWith(kept)).toBe(true);
    expect(original.charAt(kept.length)).toBe(' ');
  };

  it('cuts long texts and too many features, with one warning for the row naming every cut', () => {
    const row = aRow({
      name: words(60),
      promo: words(200),
      promo_detail: words(400),
      promo_code: 'CODE'.repeat(30),
      starting_price: words(50),
      features: ['Fast', words(100), ...Array.from({ length: 18 }, (_, i) => `Feature ${i}`)],
    });
    const { providers, warn } = validate([row]);
    const [provider] = providers;
    cutAtWord(provider!.name, row.name as string, TEXT_CAPS.name);
    cutAtWord(provider!.promo, row.promo as string, TEXT_CAPS.promo);
    cutAtWord(provider!.promoDetail, row.promo_detail as string, TEXT_CAPS.promo_detail);
    cutAtWord(provider!.startingPrice!, row.starting_price as string, TEXT_CAPS.starting_price);
    expect(provider!.promoCode).toHaveLength(TEXT_CAPS.promo_code);
    expect(provider!.features).toHaveLength(MAX_FEATURES);
    expect(provider!.features[0]).toBe('Fast');
    cutAtWord(provider!.features[1]!, words(100), TEXT_CAPS.feature);
    expect(provider!.features[7]).toBe('Feature 5');

    expect(warn).toHaveBeenCalledTimes(1);
    const message = warn.mock.calls[0]![0] as string;
    for (const repair of [
      'name cut to 80 characters',
      'promo cut to 120 characters',
      'promo_detail cut to 240 characters',
      'promo_code cut to 40 characters',
      'starting_price cut to 60 characters',
      'features: 12 more dropped (at most 8 kept)',
      'features: 1 cut to 120 characters',
    ]) {
      expect(message).toContain(repair);
    }
  });

  it(`treats a URL over ${MAX_URL_LENGTH} characters as not http(s)`, () => {
    const long = `https://acme.example/${'a'.repeat(MAX_URL_LENGTH)}`;
    const atCap = `https://acme.example/${'a'.repeat(MAX_URL_LENGTH - 'https://acme.example/'.length)}`;
    const { providers, warn } = validate([
      aRow({ name: 'Long Link', url: long }),
      aRow({ name: 'Long Logo', logo: long, review: atCap }),
    ]);
    expect(providers.map((p) => p.name)).toEqual(['Long Logo']);
    expect(providers[0]).toMatchObject({ logo: null, review: atCap });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/row 1 "Long Link" dropped: url is over 2048 characters/);
    expect(warn.mock.calls[1]![0]).toMatch(/row 2 "Long Logo" repaired: logo is over 2048 characters, set to null/);
  });

  it('keeps MAX_PROVIDERS providers and says once that the rest were not read', () => {
    const rows = Array.from({ length: MAX_PROVIDERS + 20 }, (_, i) => aRow({ name: `P${i}` }));
    const { providers, warn } = validate(rows);
    expect(providers).toHaveLength(MAX_PROVIDERS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/vpn_providers: 20 more rows not read/);
  });

  it('checks a backend’s long answer in slices, other tasks running between them, with the same providers and warnings', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => aRow({ name: `P${i}` }));
    rows[7] = { ...rows[7], url: 'javascript:alert(1)' };
    rows[40] = { ...rows[40], name: 'P3' };
    const atOnce = validate(rows);
    const warn = vi.fn();
    let between = 0;
    let checking = true;
    const other = () => {
      if (!checking) return;
      between++;
      setTimeout(other, 0);
    };
    setTimeout(other, 0);
    // Slices of 0 ms: every row in a task of its own.
    const inSlices = await toProvidersInSlices('vpn_providers', rows, warn, null, 0);
    checking = false;
    expect(inSlices).toEqual(atOnce.providers);
    expect(warn.mock.calls).toEqual(atOnce.warn.mock.calls);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(between, 'tasks that ran while the rows were checked').toBeGreaterThanOrEqual(rows.length - 1);
  });

  it('cuts a word only when no break is near, and never inside an emoji', () => {
    expect(cutText('Short', 80)).toBe('Short');
    expect(cutText('Supercalifragilistic', 10)).toBe('Supercali…');
    expect(cutText('Save big, today only', 11)).toBe('Save big…');
    const emoji = cutText('😀'.repeat(50), 10);
    expect(emoji).toBe(`${'😀'.repeat(4)}…`);
  });
});

describe('sortRows', () => {
  it('orders by display_order ascending, then rating descending', () => {
    const rows = [
      { name: 'c', display_order: 2, rating: 4.9 },
      { name: 'b', display_order: 1, rating: 4.1 },
      { name: 'a', display_order: 1, rating: 4.7 },
      { name: 'd', display_order: null, rating: 5 },
    ];
    expect(sortRows(rows).map((r) => r.name)).toEqual(['a', 'b', 'c', 'd']);
  });
});
