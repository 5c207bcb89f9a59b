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
  bestFor,
  comparisonSentence,
  inSentence,
  neighboursOf,
  notBestFor,
  rankedList,
  standings,
} from '../../site/reviews/verdict';
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
        const name = inSentence(label);
        expect(higher.includes(name), `${review.path} higher on ${label}`).toBe(theirs.every((t) => own > t));
        expect(lower.includes(name), `${review.path} lower on ${label}`).toBe(theirs.every((t) => own < t));
      }
    }
  });

  it('says whom it suits from its highest and lowest scores, with their places in the list', () => {
    for (const review of reviews) {
      const method = review.method as ScoringMethod;
      const list = rankedList(review.providers);
      const subject = review.providers.find((p) => p.name === review.name)!;
      const parts = standings(subject, list, method)!;
      const own = method.criteria.map(({ id }) => subject.scores![id]!);
      const high = Math.max(...own);
      const low = Math.min(...own);
      const best = bestFor(parts, list.length);
      const worst = notBestFor(parts, list.length);
      if (high === low) {
        expect(best).toEqual([]);
        continue;
      }
      const strongest = method.criteria.filter(({ id }) => subject.scores![id] === high).slice(0, 2);
      const weakest = method.criteria.filter(({ id }) => subject.scores![id] === low).slice(0, 2);
      expect(best).toHaveLength(strongest.length);
      expect(worst).toHaveLength(weakest.length);
      strongest.forEach(({ id, label }, i) => {
        const place = 1 + scoresOn(review.providers, id).filter((s) => s > high).length;
        expect(best[i]).toContain(inSentence(label));
        expect(best[i]).toContain(`it scores ${formatScore(high)} there`);
        expect(best[i]).toMatch(new RegExp(`#${place} of ${list.length} on that criterion`));
      });
      weakest.forEach(({ id, label }, i) => {
        const all = scoresOn(review.providers, id);
        const place = 1 + all.filter((s) => s > low).length;
        expect(worst[i]).toContain(inSentence(label));
        expect(worst[i]).toMatch(new RegExp(`#${place} of ${list.length}`));
        const top = Math.max(...all);
        const leader = review.providers.find((p) => p.scores![id] === top)!;
        if (top > low) expect(worst[i]).toContain(`${leader.name} leads with ${formatScore(top)}`);
      });
    }
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
  it('types each provider as what it is, with a dated review only on software and goods', async () => {
    const { rankedItemList } = await import('../../site/head/structuredData');
    for (const list of LISTS) {
      const { providers } = await loadBuiltinList(list.key);
      const data = rankedItemList(list.title, list.path, providers, list.offering);
      const items = data.itemListElement.map((element) => element.item as Record<string, unknown>);
      const type =
        { software: 'SoftwareApplication', goods: 'Product', financial: 'FinancialProduct' }[list.offering as string] ??
        'Service';
      items.forEach((item, i) => {
        expect(item['@type'], list.key).toBe(type);
        const review = item.review as { datePublished: string } | undefined;
        if (list.offering === 'software' || list.offering === 'goods')
          expect(review?.datePublished).toBe(providers[i]!.verifiedAt);
        else expect(review, `${list.key}: no review markup`).toBeUndefined();
      });
      expect(JSON.stringify(data)).not.toContain('AggregateRating');
    }
    expect(listRecord('vpn_providers').offering).toBe('software');
    expect(listRecord('glp1_providers').offering).toBe('prescription');
    expect(listRecord('credit_card_providers_canada').offering).toBe('financial');
  });
});
