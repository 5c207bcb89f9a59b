// @vitest-environment node
/**
 * The registry's French words (lib/i18n/fr-CA/lists.ts): every Canada list named and titled in
 * French, in sentence case, each title its own, and the verticals named.
 */
import { describe, expect, it } from 'vitest';
import { FR_LISTS, FR_VERTICAL_NAMES, frScoredTopic } from '../../lib/i18n/fr-CA/lists';
import { CANADA_LIST_KEYS, VERTICALS } from '../../lib/model';

describe('French list names', () => {
  it('name and title every Canada list, and nothing else', () => {
    expect(Object.keys(FR_LISTS).sort()).toEqual([...CANADA_LIST_KEYS].sort());
  });

  it.each(CANADA_LIST_KEYS)('%s: a French title in sentence case, its own', (key) => {
    const { label, title } = FR_LISTS[key];
    expect(title).toMatch(/^Meilleur(e)?s /);
    expect(title).toMatch(/ (au Canada|pour les Canadiens)$/);
    // Sentence case: after the first word, capitals only in names and acronyms (GLP-1, NAD+, VPN, IA, SaaS, Web).
    expect(
      title
        .split(' ')
        .slice(1)
        .filter((word) => /^[A-ZÉ][a-zé]/.test(word) && !['Canada', 'Canadiens', 'Web', 'SaaS'].includes(word)),
    ).toEqual([]);
    expect(label).not.toMatch(/&| and /);
    expect(Object.values(FR_LISTS).filter((other) => other.title === title)).toHaveLength(1);
    expect(frScoredTopic(key)).toBe(`${label} au Canada`);
  });

  it('name the four verticals', () => {
    expect(Object.keys(FR_VERTICAL_NAMES)).toEqual([...VERTICALS]);
    expect(FR_VERTICAL_NAMES.health.short).toBe('Santé');
  });
});
