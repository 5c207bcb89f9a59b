/**
 * When a bullet says again what a text says (lib/format/repeats.ts), and the features a review page
 * lists once its facts table and pros are on the page (site/pages/review/newFeatures.ts).
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../lib/i18n/say';
import { REPEAT_SHARE, repeats, sharedShare, words } from '../../lib/format/repeats';
import type { Provider, ScoringMethod } from '../../lib/model';
import { newFeatures } from '../../site/pages/review/newFeatures';

describe('words', () => {
  it('reads lowercase words without accents, small words or a plural’s final s, a figure apart from its unit', () => {
    expect([...words('Up to 10 devices at once')]).toEqual(['up', 'to', '10', 'device', 'once']);
    expect([...words('5GB free')]).toEqual([...words('5 GB free')]);
    expect([...words('2 To avec Plus')]).toEqual(['2', 'to']);
    expect([...words('Dépôts protégés par la SADC')]).toEqual(['depot', 'protege', 'sadc']);
    expect([...words('Yes, and no')]).toEqual(['yes', 'no']);
  });
});

describe('repeats', () => {
  const fact = words('Devices: Up to 10');

  it('calls a bullet made mostly of the text’s words a repeat', () => {
    expect(sharedShare('Up to 10 devices at once', fact)).toBe(0.8);
    expect(repeats('Up to 10 devices at once', fact)).toBe(true);
  });

  it('lets a bullet that names the subject and says more pass', () => {
    expect(sharedShare('Lightweight alongside other antivirus', words('Antivirus'))).toBe(0.25);
    expect(repeats('Lightweight alongside other antivirus', words('Antivirus'))).toBe(false);
  });

  it('draws the line at REPEAT_SHARE of the bullet’s words', () => {
    // 7 of 10 words shared is a repeat; 6 of 10 is not.
    const said = words('one two three four five six seven');
    expect(sharedShare('one two three four five six seven eight nine ten', said)).toBe(REPEAT_SHARE);
    expect(repeats('one two three four five six seven eight nine ten', said)).toBe(true);
    expect(repeats('one two three four five six eight nine ten eleven', said)).toBe(false);
  });

  it('reads a bullet without words as no repeat', () => {
    expect(repeats('—', words('anything'))).toBe(false);
  });
});

describe('newFeatures', () => {
  const method = {
    list: 'vpn_providers',
    criteria: [],
    facts: [
      { id: 'devices', label: 'Devices at once', type: 'text' },
      { id: 'free_plan', label: 'Free plan', type: 'boolean' },
      { id: 'router_app', label: 'Router app', type: 'boolean' },
    ],
  } as unknown as ScoringMethod;
  const provider = {
    name: 'Example VPN',
    features: [
      'Up to 10 devices at once',
      'Audited no-logs policy',
      'Free plan with 10GB a month',
      'Router app for every device at home',
    ],
    pros: ['Independently audited no-logs policy'],
    facts: {
      devices: { value: 'Up to 10', source: 'https://example.com/', checked: '2026-11-20' },
      free_plan: { value: true, source: 'https://example.com/', checked: '2026-11-20' },
      router_app: { value: null, source: 'https://example.com/', checked: '2026-11-20' },
    },
  } as unknown as Provider;

  it('leaves out what a fact row or a pro already says, and keeps what says more', () => {
    // "Free plan: Yes" does not say 10GB a month; the router app is said nowhere else.
    expect(newFeatures(provider, method, english)).toEqual([
      'Free plan with 10GB a month',
      'Router app for every device at home',
    ]);
  });

  it('keeps every feature of a list without facts or pros', () => {
    const bare = { ...provider, pros: undefined, facts: undefined } as Provider;
    expect(newFeatures(bare, null, english)).toEqual(bare.features);
  });
});
