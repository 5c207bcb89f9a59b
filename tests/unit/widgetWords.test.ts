// @vitest-environment node
/**
 * The widgets' French dictionary (lib/i18n/fr-CA/widgetWords.ts) is complete: every text a widget
 * says, written as `say('…')` or through one of the named texts below, has its French, and the
 * dictionary holds nothing no widget says. Values are written the French way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISCLOSURE, EMPTY_TEXT, LOADING_TEXT } from '../../lib/widgets/RankedList/RankedList';
import { COMPARE_DESCRIPTION } from '../../lib/connected/WorthyRankedList/ListWidget';
import { UNAVAILABLE_TEXT } from '../../lib/connected/WorthyRankedList/Guard';
import { BREAKDOWN_BUTTON } from '../../lib/widgets/ProviderCard/ScoreBreakdown';
import { PARTNER_NOTE } from '../../lib/widgets/ProviderCard/ProviderCard';
import { BEST_MARK } from '../../lib/widgets/ComparePanel/ScoreRows';
import { FIT_TEXTS } from '../../lib/widgets/FitControls';
import { BASIS_TEXTS, FACT_TEXTS, STOCK_HEADLINE, compareButton } from '../../lib/format';
import { english, fill } from '../../lib/i18n/say';
import { french, frenchValue, WIDGET_WORDS } from '../../lib/i18n/fr-CA/widgetWords';

const NBSP = '\u00a0';
const root = new URL('../../lib/', import.meta.url).pathname;

/** Every .tsx file of the widgets and the connected list. */
function sources(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'embed' || entry.name === 'i18n' ? [] : sources(path);
    return path.endsWith('.tsx') ? [readFileSync(path, 'utf8')] : [];
  });
}

/** The texts written in place: say('…'), and the table's row labels (said by label). */
function textsInPlace(): string[] {
  const code = sources().join('\n');
  const said = [...code.matchAll(/say\(\s*(['"])((?:(?!\1).)+)\1/g)].map((match) => match[2]!);
  const rows = [...code.matchAll(/\[\s*'([^']+)',\s*(?:\w+\]|\()/g)].map((match) => match[1]!);
  return [...said, ...rows];
}

/** The texts said through a name, or chosen at run time (the compare button's three states). */
const NAMED = [
  LOADING_TEXT,
  EMPTY_TEXT,
  DISCLOSURE,
  COMPARE_DESCRIPTION,
  UNAVAILABLE_TEXT,
  BREAKDOWN_BUTTON,
  PARTNER_NOTE,
  BEST_MARK,
  STOCK_HEADLINE,
  ...FACT_TEXTS,
  ...BASIS_TEXTS,
  ...FIT_TEXTS,
  ...[true, false].flatMap((selected) => [true, false].map((more) => compareButton(selected, more).label)),
  'Copied',
  'Copy',
];

describe('the widgets in French', () => {
  const said = new Set([...textsInPlace(), ...NAMED]);

  it('finds the texts the widgets say (the scan itself works)', () => {
    expect(said.size).toBeGreaterThan(40);
    for (const text of ['Rank {0}', 'Top Rated', '{0} verified reviews', 'Starting Price / Offer', 'How we score'])
      expect(said).toContain(text);
  });

  it('has French for every text a widget says', () => {
    expect([...said].filter((text) => !Object.hasOwn(WIDGET_WORDS, text))).toEqual([]);
  });

  it('holds nothing no widget says', () => {
    expect(Object.keys(WIDGET_WORDS).filter((text) => !said.has(text))).toEqual([]);
  });

  it('keeps every placeholder of the English in the French', () => {
    for (const [text, words] of Object.entries(WIDGET_WORDS)) {
      const placeholders = (value: string) => [...value.matchAll(/\{\d\}/g)].map((m) => m[0]).sort();
      expect(placeholders(words), text).toEqual(placeholders(text));
    }
  });

  it('uses the glossary’s words for the product’s own terms', () => {
    expect(WIDGET_WORDS['Top Rated']).toBe('Meilleur choix');
    expect(WIDGET_WORDS['{0} verified reviews']).toBe('{0} avis vérifiés');
    expect(WIDGET_WORDS['Read Review']).toBe("Lire l'évaluation");
    expect(WIDGET_WORDS['Worthy Provider']).toBe('Partenaire Worthy');
    expect(WIDGET_WORDS['How we score']).toBe('Notre méthode de notation');
  });

  it('writes values the French way', () => {
    expect(frenchValue('4.74')).toBe('4,74');
    expect(frenchValue('4.6')).toBe('4,6');
    expect(frenchValue('44,870')).toBe(`44${NBSP}870`);
    expect(frenchValue('1,234,567')).toBe(`1${NBSP}234${NBSP}567`);
    expect(frenchValue(3)).toBe('3');
    expect(frenchValue('November 2026')).toBe('novembre 2026');
    expect(frenchValue('August 2025')).toBe('août 2025');
    expect(frenchValue('Surfshark')).toBe('Surfshark');
    expect(frenchValue('Mayfair 2026')).toBe('Mayfair 2026');
  });

  it('says each text in French, typeset, with its values', () => {
    expect(french('{0} verified reviews', '44,870')).toBe(`44${NBSP}870 avis vérifiés`);
    expect(french('Rated {0} out of 5', '4.74')).toBe('Note de 4,74 sur 5');
    expect(french('Promo: {0}', '20 % de rabais')).toBe(`Promo${NBSP}: 20${NBSP}% de rabais`);
    expect(french('{0}%', 30)).toBe(`30${NBSP}%`);
    expect(french('Checked {0}', 'November 2026')).toBe('Vérifié en novembre 2026');
    expect(french('{0} of {1} selected', 2, 3)).toBe('2 sur 3 choisis');
    // A text with no French yet reads in English rather than not at all.
    expect(french('Not a widget text {0}', 'x')).toBe('Not a widget text x');
  });

  it('says English as written, values in place', () => {
    expect(english('{0} of {1} selected', 2, 3)).toBe('2 of 3 selected');
    expect(english('Top Rated')).toBe('Top Rated');
    expect(fill('{1}-{0}', ['a', 'b'])).toBe('b-a');
  });
});
