import { describe, expect, it, vi } from 'vitest';
import { toProvider, toProviders, sortRows } from '../../lib/data';
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
