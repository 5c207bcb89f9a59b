// @vitest-environment jsdom
/**
 * WorthyRankedList's Find your fit (CONTRACT section 16): `fit` shows the controls (a chunk loaded
 * only when asked for), `weights` presets them and the list follows, weights for criteria the list
 * lacks are ignored with one warning, and a list without `fit` shows none of it.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBuiltinList } from '../../lib/data';
import { CARDS_PER_PAGE } from '../../lib/widgets/RankedList';
import { longList } from '../support/longList';
import { WorthyRankedList } from '../../lib/connected';
import type { ScoringMethod } from '../../lib/model';
import { theirOrder } from '../support/fitMath';

const vpn = await loadBuiltinList('vpn_providers');
const method = vpn.method as ScoringMethod;
// Two pages and a part (the 300 a list may hold are drawn in a real browser: tests/e2e/embed-huge.spec.ts).
const long = await longList('vpn_providers', 2 * CARDS_PER_PAGE + 7);

afterEach(() => vi.restoreAllMocks());

const order = (weights: Record<string, number>) => theirOrder(vpn.providers, method, weights).map((r) => r.name);

const shownNames = () =>
  within(screen.getAllByRole('list')[0]!)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('WorthyRankedList with fit', () => {
  it('shows no controls unless asked', () => {
    render(<WorthyRankedList category="vpn_providers" providers={vpn.providers} method={method} />);
    expect(screen.queryByRole('region', { name: 'Find your fit' })).toBeNull();
  });

  it('shows the controls with fit, preset by weights, and the list re-ranked by them', async () => {
    const weights = { privacy: 3, streaming: 0 };
    render(<WorthyRankedList category="vpn_providers" providers={vpn.providers} method={method} fit weights={weights} />);
    const controls = await screen.findByRole('region', { name: 'Find your fit' });
    expect(
      within(controls).getByRole('combobox', { name: new RegExp(`^${method.criteria.find((c) => c.id === 'privacy')!.label}`) }),
    ).toHaveProperty('value', '3');
    expect(screen.getByRole('heading', { name: 'Your ranking' })).toBeTruthy();
    await waitFor(() => expect(shownNames()).toEqual(order(weights)));
  });

  it('ignores weights for criteria the list lacks, or out of 0 to 3, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <WorthyRankedList
        category="vpn_providers"
        providers={vpn.providers}
        method={method}
        fit
        weights={{ price: 3, privacy: 9, speed: 2 }}
      />,
    );
    await screen.findByRole('region', { name: 'Find your fit' });
    const worthy = warn.mock.calls.filter(([text]) => String(text).startsWith('Worthy:'));
    expect(worthy).toHaveLength(1);
    expect(String(worthy[0]![0])).toMatch(/price:3.*privacy:9/);
    await waitFor(() => expect(shownNames()).toEqual(order({ speed: 2 })));
  });

  it('keeps a weight when a filter is ticked after it, and a filter when the sort changes after it', async () => {
    const user = userEvent.setup();
    render(<WorthyRankedList category="vpn_providers" providers={vpn.providers} method={method} fit />);
    const controls = await screen.findByRole('region', { name: 'Find your fit' });
    const first = method.criteria[0]!;
    const yesNo = method.facts!.find((f) => f.type === 'boolean')!;
    await user.selectOptions(within(controls).getByRole('combobox', { name: new RegExp(`^${first.label}`) }), '3');
    await user.click(within(controls).getByRole('checkbox', { name: `Must have: ${yesNo.label}` }));
    await user.selectOptions(within(controls).getByRole('combobox', { name: 'Sort by' }), 'ours');
    const kept = vpn.providers.filter((p) => p.facts?.[yesNo.id]?.value === true);
    const expected = theirOrder(kept, method, { [first.id]: 3 }).map((r) => r.name);
    await waitFor(() => expect(shownNames()).toEqual(expected));
    expect(within(controls).getByRole('combobox', { name: new RegExp(`^${first.label}`) })).toHaveProperty('value', '3');
    expect(within(controls).getByRole('checkbox', { name: `Must have: ${yesNo.label}` })).toHaveProperty('checked', true);
  });

  it('lets a reader change a weight and go back to our ranking', async () => {
    const user = userEvent.setup();
    render(<WorthyRankedList category="vpn_providers" providers={vpn.providers} method={method} fit />);
    const controls = await screen.findByRole('region', { name: 'Find your fit' });
    const first = method.criteria[0]!;
    await user.selectOptions(within(controls).getByRole('combobox', { name: new RegExp(`^${first.label}`) }), '0');
    await waitFor(() => expect(shownNames()).toEqual(order({ [first.id]: 0 })));
    await user.click(within(controls).getByRole('button', { name: 'Back to our ranking' }));
    await waitFor(() => expect(shownNames()).toEqual(vpn.providers.map((p) => p.name)));
    expect(screen.getByRole('heading', { name: 'Top VPN Services' })).toBeTruthy();
  });
});

describe('a long list with fit', () => {
  const cardCount = () => within(screen.getAllByRole('list')[0]!).getAllByRole('heading', { level: 3 }).length;

  it(`shows its first ${CARDS_PER_PAGE} cards, a page more when asked, and re-ranks from the first page again`, async () => {
    const user = userEvent.setup();
    render(<WorthyRankedList category="vpn_providers" providers={long.providers} method={long.method} fit compare={false} />);
    const controls = await screen.findByRole('region', { name: 'Find your fit' });
    expect(long.providers.length).toBeGreaterThan(2 * CARDS_PER_PAGE);
    expect(cardCount()).toBe(CARDS_PER_PAGE);
    const all = long.providers.length;
    for (let shown = CARDS_PER_PAGE; shown < all; shown += CARDS_PER_PAGE) {
      const page = Math.min(CARDS_PER_PAGE, all - shown);
      await user.click(screen.getByRole('button', { name: `Show ${page} more (${all} in all)` }));
      expect(cardCount()).toBe(shown + page);
    }
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).toBeNull();

    const first = long.method.criteria[0]!;
    await user.selectOptions(within(controls).getByRole('combobox', { name: new RegExp(`^${first.label}`) }), '3');
    const expected = theirOrder(long.providers, long.method, { [first.id]: 3 }).map((r) => r.name);
    await waitFor(() => expect(shownNames()).toEqual(expected.slice(0, CARDS_PER_PAGE)));
  });
});
