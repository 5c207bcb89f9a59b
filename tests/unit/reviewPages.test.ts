/**
 * Review pages (CONTRACT section 11): one per built-in provider at a stable, unique slug, linked from
 * its row, and every number and sentence on it true of the data. The sentences are recomputed here
 * from the rows, independently of site/reviews/verdict.ts.
 */
import { describe, expect, it } from 'vitest';
import { loadBuiltinList, loadBuiltinRows } from '../../lib/data/builtin';
import { formatScore } from '../../lib/format';
import { LISTS, isSlug, listRecord, reviewUrl, slugOf, slugsOf, type Provider, type ScoringMethod } from '../../lib/model';
import { loadContent } from '../../site/content';
import { allReviews, type ReviewContent } from '../../site/content/review';
import { headFor } from '../../site/head/head';
import { matchRoute } from '../../site/routes';
import {
  alternativesTo,
  bestFor,
  comparisonSentence,
  neighboursOf,
  notBestFor,
  rankedList,
  standings,
  strongestOn,
  tieNote,
} from '../../site/reviews/verdict';
import { tieBreakOrder } from '../../lib/format/ties';
import { BUILTIN_PROVIDERS, builtinRowsOnDisk } from '../support/counts';

describe('slugs', () => {
  it.each([
    ['Hims & Hers Weight Loss', 'hims-and-hers-weight-loss'],
    ['H&R Block', 'hr-block'],
    ['iCloud+', 'icloud-plus'],
    ["Harry's Canada", 'harrys-canada'],
    ['E*TRADE from Morgan Stanley', 'e-trade-from-morgan-stanley'],
    ['Rate (Guaranteed Rate)', 'rate-guaranteed-rate'],
    ['Équipe Santé', 'equipe-sante'],
    ['★ ★', 'provider'],
  ])('%s → %s', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
    expect(isSlug(slugOf(name))).toBe(true);
  });

  it('tells apart names that make the same slug, the same way whatever their order', () => {
    const names = ['Acme+', 'Acme Plus', 'Acme plus', 'Acme Plus 2'];
    const once = slugsOf(names);
    expect(new Set(once.values()).size).toBe(names.length);
    expect(once.get('Acme Plus')).toBe('acme-plus');
    expect(slugsOf([...names].reverse())).toEqual(once);
    for (const slug of once.values()) expect(isSlug(slug)).toBe(true);
  });

  it('are unique within every built-in list, and each row links to its page on the flagship', async () => {
    for (const list of LISTS) {
      const rows = (await loadBuiltinRows(list.key)) as Array<{ name: string; review: string | null }>;
      const slugs = slugsOf(rows.map((row) => row.name));
      expect(new Set(slugs.values()).size, list.key).toBe(rows.length);
      for (const row of rows) {
        expect(row.review, `${list.key}: ${row.name}`).toBe(reviewUrl(list, slugs.get(row.name)!));
        expect(row.review!.startsWith(`https://worthy.reviews${list.path}/`)).toBe(true);
      }
    }
  });
});

describe('review routes', () => {
  it('give every built-in provider exactly one page', async () => {
    const reviews = await allReviews();
    // The providers as the data files hold them, read apart from the loader the pages are made with.
    const providers = LISTS.flatMap((list) =>
      (builtinRowsOnDisk(list.key) as Array<{ name: string }>).map((row) => `${list.key}: ${row.name}`),
    );
    expect(reviews).toHaveLength(BUILTIN_PROVIDERS);
    expect(reviews.map((review) => `${review.key}: ${review.name}`).sort()).toEqual(providers.sort());
    expect(new Set(reviews.map((review) => review.path)).size).toBe(reviews.length);
  });

  it('match a slug under a topic path, and nothing else', () => {
    expect(matchRoute('/digital/vpn-services/nordvpn')).toMatchObject({
      kind: 'review',
      listKey: 'vpn_providers',
      slug: 'nordvpn',
      topicPath: '/digital/vpn-services',
    });
    expect(matchRoute('/digital/vpn-services/nordvpn/')?.path).toBe('/digital/vpn-services/nordvpn');
    for (const path of [
      '/digital/vpn-services/NordVPN',
      '/digital/vpn-services/nord_vpn',
      '/digital/nordvpn',
      '/about/nordvpn',
      '/digital/vpn-services/a/b',
    ]) {
      expect(matchRoute(path), path).toBeNull();
    }
  });

  it('show the not-found page for a slug the list does not have', async () => {
    expect((await loadContent(matchRoute('/digital/vpn-services/no-such-vpn'))).kind).toBe('notfound');
  });

  it('pair a provider on a US list with itself on the Canada twin, both ways', async () => {
    const reviews = await allReviews();
    const byPath = new Map(reviews.map((review) => [review.path, review]));
    const paired = reviews.filter((review) => review.twinPath);
    expect(paired.length).toBeGreaterThan(50);
    for (const review of paired) expect(byPath.get(review.twinPath!)?.twinPath, review.path).toBe(review.path);
    expect(byPath.get('/finance/tax-accounting/hr-block')?.twinPath).toBe('/finance/tax-accounting-canada/hr-block-canada');
  });
});

/** Every review page's content, loaded as the site loads it. */
async function everyReview(): Promise<ReviewContent[]> {
  const contents = await Promise.all((await allReviews()).map(({ path }) => loadContent(matchRoute(path))));
  return contents.map((content) => (content.kind === 'review' ? content.review : expect.unreachable(`no review content`)));
}

const scoresOn = (providers: readonly Provider[], id: string) => providers.map((p) => p.scores![id]!);

describe('every review page, recomputed from its list', async () => {
  const reviews = await everyReview();

  it('covers every provider of every list, with its list whole and in ranked order', async () => {
    expect(reviews).toHaveLength(BUILTIN_PROVIDERS);
    for (const review of reviews) {
      const { providers } = await loadBuiltinList(review.listKey);
      expect(review.providers.map((p) => p.name)).toEqual(providers.map((p) => p.name));
    }
  });

  it('says where the provider leads and trails its neighbours, criterion by criterion', () => {
    for (const review of reviews) {
      const method = review.method as ScoringMethod;
      const list = rankedList(review.providers);
      const subject = list.find((entry) => entry.provider.name === review.name)!;
      const neighbours = list.filter((entry) => Math.abs(entry.rank - subject.rank) === 1);
      expect(neighboursOf(subject, list)).toEqual(neighbours);
      const sentence = comparisonSentence(subject, neighbours, method);
      for (const neighbour of neighbours) expect(sentence).toContain(`${neighbour.provider.name} (#${neighbour.rank})`);
      for (const { id, label } of method.criteria) {
        const own = subject.provider.scores![id]!;
        const theirs = neighbours.map((n) => n.provider.scores![id]!);
        // The sentence's two halves: '… higher than both on A and B, and lower than both on C.'
        const lowerAt = sentence.search(/lower than (?:both|it) on /);
        const higherAt = sentence.search(/higher than (?:both|it) on /);
        const higher = higherAt < 0 ? '' : sentence.slice(higherAt, lowerAt < 0 ? undefined : lowerAt);
        const lower = lowerAt < 0 ? '' : sentence.slice(lowerAt);
        const name = `“${label}”`;
        expect(higher.includes(name), `${review.path} higher on ${label}`).toBe(theirs.every((t) => own > t));
        expect(lower.includes(name), `${review.path} lower on ${label}`).toBe(theirs.every((t) => own < t));
      }
    }
  });

  it('says it sits between its neighbours only where it does, on every criterion', () => {
    let between = 0;
    for (const review of reviews) {
      const method = review.method as ScoringMethod;
      const list = rankedList(review.providers);
      const subject = list.find((entry) => entry.provider.name === review.name)!;
      const neighbours = neighboursOf(subject, list);
      const sentence = comparisonSentence(subject, neighbours, method);
      const levelEverywhere = method.criteria.every(({ id }) => {
        const own = subject.provider.scores![id]!;
        const theirs = neighbours.map((n) => n.provider.scores![id]!);
        return Math.min(...theirs) <= own && own <= Math.max(...theirs);
      });
      const says = sentence.includes('between the two, or level with one of them, on every criterion');
      expect(says, review.path).toBe(neighbours.length === 2 && levelEverywhere);
      expect(sentence, review.path).not.toContain('neither higher nor lower');
      if (says) between++;
    }
    // Built-in lists have such providers, so the sentence above is checked, not only its absence.
    expect(between).toBeGreaterThan(0);
  });

  it('calls it the best only where it has the list’s top score, naming every provider tied there', () => {
    for (const review of reviews) {
      const method = review.method as ScoringMethod;
      const list = rankedList(review.providers);
      const subject = review.providers.find((p) => p.name === review.name)!;
      const best = bestFor(standings(subject, list, method)!, subject);
      const tops = method.criteria.filter(({ id }) => {
        const all = scoresOn(review.providers, id);
        return subject.scores![id] === Math.max(...all) && new Set(all).size > 1;
      });
      expect(best, review.path).toHaveLength(tops.length);
      tops.forEach(({ id, label }, i) => {
        const top = subject.scores![id]!;
        const others = review.providers.filter((p) => p !== subject && p.scores![id] === top).map((p) => p.name);
        expect(best[i]).toContain(`${subject.name} scores ${formatScore(top)} on “${label}”`);
        if (others.length) {
          expect(best[i]).toContain('tied for best with');
          for (const name of others) expect(best[i]).toContain(name);
        } else expect(best[i]).toContain('the best score in the list');
      });
    }
  });

  it('names its weakest criteria with every provider leading there, and never one where it leads', () => {
    for (const review of reviews) {
      const method = review.method as ScoringMethod;
      const list = rankedList(review.providers);
      const subject = review.providers.find((p) => p.name === review.name)!;
      const parts = standings(subject, list, method)!;
      const worst = notBestFor(parts, subject, list.length);
      const own = method.criteria.map(({ id }) => subject.scores![id]!);
      const low = Math.min(...own);
      const weakest =
        low === Math.max(...own)
          ? []
          : method.criteria
              .filter(({ id }) => subject.scores![id] === low && Math.max(...scoresOn(review.providers, id)) > low)
              .slice(0, 2);
      expect(worst, review.path).toHaveLength(weakest.length);
      weakest.forEach(({ id, label }, i) => {
        const all = scoresOn(review.providers, id);
        const top = Math.max(...all);
        const leaders = review.providers.filter((p) => p.scores![id] === top).map((p) => p.name);
        const place = 1 + all.filter((s) => s > low).length;
        const joint = all.filter((s) => s === low).length > 1 ? 'joint ' : '';
        expect(worst[i]).toContain(
          `${subject.name} scores ${formatScore(low)} on “${label}”, ${joint}#${place} of ${list.length}`,
        );
        for (const name of leaders) expect(worst[i]).toContain(name);
        expect(worst[i]).toMatch(
          new RegExp(` ${leaders.length > 1 ? 'lead' : 'leads'} with ${formatScore(top).replace('/', '\\/')}\\.$`),
        );
      });
      // "Strongest on" stands in for "Best for" only where it is the best on nothing.
      if (bestFor(parts, subject).length) expect(strongestOn(parts, subject, list.length)).toEqual([]);
    }
  });

  it('suggests as alternatives providers that score higher where it is weakest', () => {
    let suggested = 0;
    for (const review of reviews) {
      const method = review.method as ScoringMethod;
      const list = rankedList(review.providers);
      const subject = list.find((entry) => entry.provider.name === review.name)!;
      const parts = standings(subject.provider, list, method)!;
      const alternatives = alternativesTo(subject, list, parts, 3);
      expect(alternatives.length, review.path).toBeGreaterThan(0);
      for (const { other, beats } of alternatives) {
        expect(other).not.toBe(subject);
        for (const { criterion, score } of beats) {
          expect(score).toBe(other.provider.scores![criterion.id]);
          expect(score, `${review.path}: ${other.provider.name}`).toBeGreaterThan(subject.provider.scores![criterion.id]!);
        }
        suggested += beats.length ? 1 : 0;
      }
    }
    expect(suggested).toBeGreaterThan(reviews.length);
  });

  it('calls equal ratings a tie on both pages, with the rule that ordered them', () => {
    let ties = 0;
    for (const review of reviews) {
      const method = review.method as ScoringMethod;
      const list = rankedList(review.providers);
      const subject = list.find((entry) => entry.provider.name === review.name)!;
      const rating = subject.provider.rating.toFixed(2);
      const tied = list.filter((entry) => entry !== subject && entry.provider.rating.toFixed(2) === rating);
      const note = tieNote(subject, list, method);
      if (!tied.length) {
        expect(note, review.path).toBe('');
        continue;
      }
      ties++;
      for (const other of tied) expect(note).toContain(`${other.provider.name} (#${other.rank})`);
      expect(note).toContain('Equal ratings go by the higher score on the heaviest criterion');
      // The list obeys the rule it states: the first of the two scores higher on the first criterion, by weight, where they differ.
      for (const other of tied) {
        const [first, second] = other.rank < subject.rank ? [other, subject] : [subject, other];
        const deciding = tieBreakOrder(method).find(({ id }) => first.provider.scores![id] !== second.provider.scores![id]);
        if (deciding) expect(first.provider.scores![deciding.id]).toBeGreaterThan(second.provider.scores![deciding.id]!);
        else expect(first.provider.name.localeCompare(second.provider.name, 'en')).toBeLessThan(0);
      }
    }
    expect(ties).toBeGreaterThanOrEqual(2);
  });

  it('dates its structured data by the row’s check, and marks no rating of its own', () => {
    for (const review of reviews) {
      const head = headFor(matchRoute(review.path), { kind: 'review', review });
      const provider = review.providers.find((p) => p.name === review.name)!;
      const page = head.jsonLd.find((data) => (data as { '@type': string })['@type'] === 'WebPage') as Record<string, unknown>;
      expect(page.datePublished).toBe(provider.verifiedAt);
      expect(page.dateModified).toBe(provider.verifiedAt);
      expect((page.about as { name: string }).name).toBe(provider.name);
      expect((page.author as { name: string }).name).toBe('Worthy');
      const text = JSON.stringify(head.jsonLd);
      expect(text).not.toContain('AggregateRating');
      expect(text).not.toContain('"Review"');
      const crumbs = head.jsonLd.find((data) => (data as { '@type': string })['@type'] === 'BreadcrumbList') as {
        itemListElement: Array<{ name: string }>;
      };
      expect(crumbs.itemListElement.map((item) => item.name).at(-1)).toBe(provider.name);
      expect(crumbs.itemListElement).toHaveLength(4);
      // A Canada list's review has its French twin (CONTRACT section 13); a US one without a Canada twin has no other page.
      const expected = [
        ...(review.twinPath ? ['en-US'] : []),
        ...(review.twinPath || review.market === 'ca' ? ['en-CA', 'fr-CA', 'x-default'] : []),
      ];
      expect(head.alternates.map((a) => a.hreflang)).toEqual(expected);
    }
  });
});

describe('topic pages’ ItemList (CONTRACT section 9)', () => {
  it('types each provider as what it is, with a dated review only on software', async () => {
    const { rankedItemList } = await import('../../site/head/structuredData');
    for (const list of LISTS) {
      const { providers } = await loadBuiltinList(list.key);
      const data = rankedItemList(list.title, list.path, providers, list.offering);
      const items = data.itemListElement.map((element) => element.item as Record<string, unknown>);
      const type =
        { software: 'SoftwareApplication', brand: 'Brand', financial: 'FinancialProduct' }[list.offering as string] ?? 'Service';
      items.forEach((item, i) => {
        expect(item['@type'], list.key).toBe(type);
        const review = item.review as { datePublished: string } | undefined;
        if (list.offering === 'software') expect(review?.datePublished).toBe(providers[i]!.verifiedAt);
        else expect(review, `${list.key}: no review markup`).toBeUndefined();
      });
      expect(JSON.stringify(data)).not.toContain('AggregateRating');
    }
    expect(listRecord('vpn_providers').offering).toBe('software');
    expect(listRecord('glp1_providers').offering).toBe('prescription');
    expect(listRecord('credit_card_providers_canada').offering).toBe('financial');
    expect(listRecord('supplement_providers').offering).toBe('brand');
  });
});
