import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../lib/embed/config';
import { withPartner } from '../../lib/embed/partnerLinks';
import { listWords } from '../../lib/embed/titles';
import { LIST_KEYS } from '../../lib/model';

describe('partner links', () => {
  const tagged = (href: string) => withPartner(href, 'blog-42');

  it('adds utm_source and utm_medium to a plain link', () => {
    expect(tagged('https://nordvpn.com/')).toBe('https://nordvpn.com/?utm_source=blog-42&utm_medium=embed');
  });

  it('keeps the link’s own query and puts the parameters before the fragment', () => {
    expect(tagged('https://acme.example/deal?coupon=SAVE10&lang=en#plans')).toBe(
      'https://acme.example/deal?coupon=SAVE10&lang=en&utm_source=blog-42&utm_medium=embed#plans',
    );
  });

  it('keeps the link’s own query byte for byte, encoding and bare flags included', () => {
    expect(tagged('https://acme.example/?q=a%20b&tag=x+y&flag')).toBe(
      'https://acme.example/?q=a%20b&tag=x+y&flag&utm_source=blog-42&utm_medium=embed',
    );
  });

  it('replaces a utm_source or utm_medium the link already has, so a click has one source', () => {
    expect(tagged('https://acme.example/?utm_source=worthy&id=7&utm_medium=site')).toBe(
      'https://acme.example/?id=7&utm_source=blog-42&utm_medium=embed',
    );
  });

  it('encodes the partner id', () => {
    expect(withPartner('https://acme.example/', 'my blog&co')).toBe(
      'https://acme.example/?utm_source=my%20blog%26co&utm_medium=embed',
    );
  });

  it('leaves links alone without a partner, or when they are not absolute http(s) URLs', () => {
    expect(withPartner('https://acme.example/?a=1', '  ')).toBe('https://acme.example/?a=1');
    expect(tagged('/about')).toBe('/about');
    expect(tagged('mailto:hi@acme.example')).toBe('mailto:hi@acme.example');
  });
});

describe('embedded list words', () => {
  it('gives each of the 49 list keys its own heading', () => {
    const titles = LIST_KEYS.map((key) => listWords(key).title);
    expect(new Set(titles).size).toBe(49);
    expect(titles.every((title) => !title.includes('Top Providers'))).toBe(true);
  });

  it('names a Canada list as such', () => {
    expect(listWords('vpn_providers').title).toBe('Top VPN Services');
    expect(listWords('vpn_providers_canada').title).toBe('Top VPN Services in Canada');
    expect(listWords('telehealth_providers_canada').title).toBe('Top Telehealth Services in Canada');
    expect(listWords('vpn_providers_canada').compareTitle).toBe('Compare VPN Services');
  });
});

describe('embed attributes', () => {
  afterEach(() => vi.restoreAllMocks());

  const element = (attributes: Record<string, string>) => {
    const el = document.createElement('worthy-ranked-list');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    return el;
  };

  it('accepts only the 49 list keys as category', () => {
    expect(readConfig(element({ category: 'vpn_providers' })).ok).toBe(true);
    expect(readConfig(element({ category: 'nope_providers' }))).toEqual({ ok: false, category: 'nope_providers' });
    expect(readConfig(element({}))).toEqual({ ok: false, category: null });
  });

  it('shows the compare buttons, light, without limit or partner, on built-in data by default', () => {
    expect(readConfig(element({ category: 'vpn_providers' }))).toEqual({
      ok: true,
      category: 'vpn_providers',
      limit: undefined,
      compare: true,
      theme: 'light',
      partner: '',
      backend: null,
    });
  });

  it('reads limit, compare, theme, partner and the partner’s own backend', () => {
    const config = readConfig(
      element({
        category: 'vpn_providers',
        limit: '3',
        compare: 'false',
        theme: 'auto',
        partner: 'blog-42',
        'supabase-url': 'https://abc.supabase.co',
        'supabase-key': 'anon',
      }),
    );
    expect(config).toMatchObject({ limit: 3, compare: false, theme: 'auto', partner: 'blog-42' });
    expect(config.ok && config.backend).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon' });
  });

  it('ignores a limit that is not a positive integer, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const limit of ['0', '-2', '2.5', 'three']) {
      const config = readConfig(element({ category: 'vpn_providers', limit }));
      expect(config.ok && config.limit, limit).toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('needs both halves of a backend', () => {
    const config = readConfig(element({ category: 'vpn_providers', 'supabase-url': 'https://abc.supabase.co' }));
    expect(config.ok && config.backend).toBeNull();
  });
});
