// @vitest-environment node
/**
 * "Our take" (CONTRACT section 11): every built-in provider has one in English, every Canada
 * provider one in French too; each is 60–160 words, every number in it is a fact, score, rating or
 * rank its page shows, and it is written for that provider (no sentence shared with another take of
 * its list, no pro or con copied word for word). The checker itself is tested first, so a check that
 * passes everything cannot hide behind it.
 */
import { describe, expect, it } from 'vitest';
import { loadBuiltinList } from '../../lib/data/builtin';
import { listInFrench, loadBuiltinFrench } from '../../lib/data/french';
import { LISTS, type Provider } from '../../lib/model';
import { loadTake } from '../../site/content/takes';
import { numbersIn, takeProblems, wordCount, type TakeLang } from '../../site/reviews/takeCheck';
import { BUILTIN_PROVIDERS, CANADA_PROVIDERS } from '../support/counts';

const provider = {
  name: 'Acme VPN',
  rating: 4.23,
  scores: { privacy: 5, price: 3.3 },
  facts: {
    monthly_price: { value: 6.89, source: 'https://acme.example/', checked: '2026-11-22' },
    countries: { value: 105, source: 'https://acme.example/', checked: '2026-11-22' },
    plans: { value: 'Plans for 1 or 10 devices', source: 'https://acme.example/', checked: '2026-11-22' },
  },
} as unknown as Provider;
const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

describe('the take checker', () => {
  it('reads numbers as each language writes them, leaving out the scale of a score', () => {
    expect(numbersIn('CA$6.89 a month, 1,234 users, 4.2 / 5 and 3.3 out of 5', 'en')).toEqual([6.89, 1234, 4.2, 3.3]);
    expect(numbersIn('6,89 $ par mois, 1 234 abonnés, 4,2 / 5 et 3,3 sur 5, 1er sur 8', 'fr')).toEqual([
      6.89, 1234, 4.2, 3.3, 1, 8,
    ]);
  });

  it('counts words as a reader does', () => {
    expect(wordCount("L'offre d'Acme — 6,89 $ par mois.")).toBe(5);
  });

  it('passes a take whose numbers the page shows, in either language', () => {
    const en = `Acme VPN ranks #2 of 8 at 4.23, with 5.0 on privacy, CA$6.89 a month, 105 countries and plans for 10 devices. ${words(40)}`;
    const fr = `Acme VPN est 2e sur 8 avec 4,23 / 5, 5,0 pour la confidentialité, 6,89 $ par mois et 105 pays. ${words(45)}`;
    expect(takeProblems(en, provider, 2, 8, 'en')).toEqual([]);
    expect(takeProblems(fr, provider, 2, 8, 'fr')).toEqual([]);
  });

  it('fails a number the page does not show, a rounded rating, a missing take and a length out of bounds', () => {
    expect(takeProblems(`Acme VPN costs CA$5.99 a month and is rated 4.2. ${words(60)}`, provider, 2, 8, 'en')).toEqual([
      expect.stringContaining('numbers the page does not show: 5.99, 4.2'),
    ]);
    expect(takeProblems(undefined, provider, 2, 8, 'en')).toEqual(['no take']);
    expect(takeProblems(words(59), provider, 2, 8, 'en')).toEqual(['59 words (write 60–160)']);
    expect(takeProblems(words(161), provider, 2, 8, 'en')).toEqual(['161 words (write 60–160)']);
  });
});

/** Every list's providers in a language, with their takes. */
async function takesIn(lang: TakeLang) {
  const lists = LISTS.filter((list) => lang === 'en' || list.market === 'ca');
  return Promise.all(
    lists.map(async (list) => {
      const { providers: english } = await loadBuiltinList(list.key, () => {});
      const providers = lang === 'fr' ? listInFrench(english, await loadBuiltinFrench(list.key)) : english;
      const takes = await Promise.all(providers.map((p) => loadTake(lang, list.key, p.name)));
      return { key: list.key, providers, takes };
    }),
  );
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((sentence) => wordCount(sentence) >= 4);

describe.each(['en', 'fr'] as const)('the built-in takes in %s', async (lang) => {
  const lists = await takesIn(lang);

  it('cover every provider, each within its rules', () => {
    const problems = lists.flatMap(({ key, providers, takes }) =>
      providers.flatMap((p, i) =>
        takeProblems(takes[i] ?? undefined, p, i + 1, providers.length, lang).map((x) => `${key} · ${p.name}: ${x}`),
      ),
    );
    expect(problems).toEqual([]);
    expect(lists.flatMap((list) => list.takes).filter(Boolean)).toHaveLength(
      lang === 'en' ? BUILTIN_PROVIDERS : CANADA_PROVIDERS,
    );
  });

  it('are written for their provider: no sentence shared within a list, no pro or con copied', () => {
    for (const { key, providers, takes } of lists) {
      const seen = new Map<string, string>();
      providers.forEach((p, i) => {
        const take = takes[i]!;
        for (const sentence of sentences(take)) {
          expect(seen.get(sentence), `${key}: "${sentence}" in ${p.name}'s take and another's`).toBeUndefined();
          seen.set(sentence, p.name);
        }
        // A note of a few words ('Free plan') may recur naturally; a whole pro or con may not.
        for (const note of [...(p.pros ?? []), ...(p.cons ?? [])].filter((n) => wordCount(n) >= 6)) {
          expect(take, `${key} · ${p.name}`).not.toContain(note);
        }
      });
    }
  });
});
