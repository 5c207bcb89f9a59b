// @vitest-environment node
/**
 * What the French embed is built from: the widgets' words as a French list file carries them
 * (scripts/embed.mjs, frenchWordTable), found by a key of their English (lib/embed/wordKey.ts).
 */
import { describe, expect, it } from 'vitest';
import { frenchWordTable } from '../../scripts/embed.mjs';
import { fill } from '../../lib/i18n/fill';
import { typeset } from '../../lib/i18n/fr-CA/typography';
import { WIDGET_WORDS } from '../../lib/i18n/fr-CA/widgetWords';
import { wordKey } from '../../lib/embed/wordKey';

const table = frenchWordTable(WIDGET_WORDS, wordKey, typeset);
const keys = table.keys.split(' ');
const found = (english: string) => table.words[keys.indexOf(wordKey(english))];

describe("the French list file's words", () => {
  it('hold every text whose French differs, typeset, and leave out those written the same', () => {
    for (const [english, french] of Object.entries(WIDGET_WORDS)) {
      if (french === english) expect(found(english), english).toBeUndefined();
      else expect(found(english), english).toBe(typeset(french));
    }
    expect(table.words).toHaveLength(keys.length);
  });

  it('give every text a key of its own, four characters at most', () => {
    const all = Object.keys(WIDGET_WORDS).map(wordKey);
    expect(new Set(all).size).toBe(all.length);
    for (const key of all) expect(key).toMatch(/^[0-9a-z]{1,4}$/);
  });

  it('refuse two texts with one key', () => {
    expect(() => frenchWordTable({ Copy: 'Copier', Copied: 'Copié' }, () => 'same', typeset)).toThrow(
      /"Copied" the key of another text/,
    );
  });

  it('read right once filled: typeset with the values in place changes nothing', () => {
    for (const words of table.words) {
      const filled = fill(words, ['4,5', '39\u00a0870', 'Acme VPN']);
      expect(typeset(filled), words).toBe(filled);
    }
  });
});
