// @vitest-environment node
/**
 * A list in French (lib/data/french.ts): the built-in French words replace the English ones row
 * by row and typeset; numbers, ranks and links stay the row's own; a backend row's French words
 * are untrusted input, held to the English caps; whatever the French lacks stays English.
 */
import { describe, expect, it } from 'vitest';
import { loadBuiltinList } from '../../lib/data';
import { inFrench, listInFrench, loadBuiltinFrench, methodInFrench, readFrenchWords } from '../../lib/data/french';
import { NBSP } from '../../lib/i18n/fr-CA/typography';
import { CANADA_LIST_KEYS, US_LIST_KEYS, shownName, type Provider } from '../../lib/model';

const provider: Provider = {
  name: 'Example',
  logo: null,
  url: 'https://example.com/',
  review: null,
  promo: '20% off the first year',
  promoCode: null,
  promoDetail: 'Renews at $99/yr',
  rating: 4.5,
  userVotes: 10,
  features: ['One', 'Two'],
  startingPrice: '$8/mo',
  isWorthyPartner: false,
  pros: ['Good'],
  cons: ['Bad'],
};

describe('built-in French lists', () => {
  it.each(CANADA_LIST_KEYS)(
    '%s: every provider in French, its numbers unchanged, its links French where they can be',
    async (key) => {
      const [list, french] = await Promise.all([loadBuiltinList(key, () => {}), loadBuiltinFrench(key)]);
      expect(french?.list).toBe(key);
      const translated = listInFrench(list.providers, french);
      expect(translated).toHaveLength(list.providers.length);
      translated.forEach((fr, i) => {
        const en = list.providers[i]!;
        // Only words change: a text or list fact's value and a reason are words; figures, sources and dates stay.
        const wordsOut = ({ displayName: _name, url: _url, review: _review, ...p }: Provider) => ({
          ...p,
          promo: '',
          promoDetail: '',
          startingPrice: '',
          features: [],
          pros: [],
          cons: [],
          reasons: Object.keys(p.reasons ?? {}),
          facts: Object.fromEntries(
            Object.entries(p.facts ?? {}).map(([id, f]) => [
              id,
              { ...f, value: typeof f.value === 'string' || Array.isArray(f.value) ? 'words' : f.value },
            ]),
          ),
        });
        expect(wordsOut(fr)).toEqual(wordsOut(en));
        // Its French site where the file names one, its French review (every Canada provider has one).
        const row = french!.rows[en.name] as { url?: string; display_name?: string };
        expect(fr.url).toBe(row.url ?? en.url);
        expect(shownName(fr)).toBe(row.display_name ? fr.displayName : en.name);
        expect(fr.review).toBe(en.review!.replace('https://worthy.reviews/', 'https://worthy.reviews/fr/'));
        expect(fr.features).toHaveLength(en.features.length);
        expect(fr.features).not.toEqual(en.features);
        // Typeset: no plain space left where French wants a non-breaking one.
        for (const text of [
          fr.promo,
          fr.promoDetail,
          fr.startingPrice ?? '',
          ...fr.features,
          ...(fr.pros ?? []),
          ...(fr.cons ?? []),
        ]) {
          expect(text, text).not.toMatch(/ [:%»]|« |\d [%$]/);
        }
      });
      const method = methodInFrench(list.method!, french);
      expect(method.criteria.map((c) => [c.id, c.weight])).toEqual(list.method!.criteria.map((c) => [c.id, c.weight]));
      for (const criterion of method.criteria) expect(criterion.rubric).toMatch(new RegExp(`^5${NBSP}: .+; 1${NBSP}: .+\\.$`));
    },
  );

  it('has none for a US list', async () => {
    expect(await Promise.all(US_LIST_KEYS.map(loadBuiltinFrench))).toEqual(US_LIST_KEYS.map(() => null));
  });
});

describe('a row in French', () => {
  it('takes each French word there is, typeset, and keeps the English for the rest', () => {
    const fr = inFrench(provider, { promo: '20 % de rabais la première année', features: ['Un', 'Deux'] });
    expect(fr.promo).toBe(`20${NBSP}% de rabais la première année`);
    expect(fr.features).toEqual(['Un', 'Deux']);
    expect(fr.promoDetail).toBe('Renews at $99/yr');
    expect(fr.pros).toEqual(['Good']);
    expect(inFrench(provider, null)).toBe(provider);
  });

  it('shows its French trade name, French site and French review where it has them; its name stays its identity', () => {
    const review = 'https://worthy.reviews/finance/mortgages-loans-canada/scotiabank';
    const fr = inFrench(
      { ...provider, name: 'Scotiabank', review },
      { displayName: 'Banque Scotia', url: 'https://www.scotiabank.com/ca/fr/' },
    );
    expect(fr).toMatchObject({ name: 'Scotiabank', displayName: 'Banque Scotia', url: 'https://www.scotiabank.com/ca/fr/' });
    expect(shownName(fr)).toBe('Banque Scotia');
    expect(fr.review).toBe('https://worthy.reviews/fr/finance/mortgages-loans-canada/scotiabank');
    // A US list's review has no French twin; a review elsewhere is the backend's own.
    for (const other of ['https://worthy.reviews/finance/mortgages-loans/chase', 'https://partner.example/reviews/scotiabank']) {
      expect(inFrench({ ...provider, review: other }, null).review).toBe(other);
    }
    expect(inFrench({ ...provider, review }, null).review).toBe(
      'https://worthy.reviews/fr/finance/mortgages-loans-canada/scotiabank',
    );
    expect(shownName(provider)).toBe(provider.name);
  });

  it('never invents an offer: a French promo shows only where the row has one', () => {
    expect(inFrench({ ...provider, promo: '' }, { promo: 'Un mois gratuit' }).promo).toBe('');
  });

  it('reads a backend row’s French words as untrusted: non-text dropped, long text cut, too many items cut', () => {
    expect(readFrenchWords('words')).toBeNull();
    expect(readFrenchWords(['a'])).toBeNull();
    expect(readFrenchWords({ promo: 42, features: 'not a list' })).toBeNull();
    const words = readFrenchWords({
      promo: 'x'.repeat(500),
      features: Array.from({ length: 20 }, (_, i) => `Caractéristique ${i}`),
      pros: [null, 'Bon', 7],
    });
    expect(words?.promo?.length).toBeLessThanOrEqual(120);
    expect(words?.features).toHaveLength(8);
    expect(words?.pros).toEqual(['Bon']);
    // A French site must be an https address; a trade name is text within the name's cap.
    expect(readFrenchWords({ display_name: 'Banque X', url: 'javascript:alert(1)' })).toEqual({ displayName: 'Banque X' });
    expect(readFrenchWords({ url: 'https://x.example/fr' })).toEqual({ url: 'https://x.example/fr' });
    expect(readFrenchWords({ display_name: 'x'.repeat(200) })?.displayName?.length).toBeLessThanOrEqual(80);
  });
});
