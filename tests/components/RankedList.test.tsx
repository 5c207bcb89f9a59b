// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createListStore } from '../../lib/state';
import { EMPTY_TEXT, LOADING_TEXT, RankedList } from '../../lib/widgets';
import { aProvider } from '../support/provider';

const providers = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((name, i) =>
  aProvider({ name, rating: [4.2, 4.8, 4.8, 4.1, 4.5][i] }),
);
const loaded = (topPick: 'first' | 'highest-rating' = 'first') =>
  createListStore({ load: async () => providers, initial: providers, topPick });

describe('RankedList', () => {
  it('is an ordered list with one item per provider, each named in a heading', () => {
    render(<RankedList store={loaded()} title="Top VPN Services" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Top VPN Services' })).toBeTruthy();
    const list = document.querySelector('ol')!;
    expect(list).toBeTruthy();
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(items).toHaveLength(5);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(providers.map((p) => p.name));
    expect(screen.getByText('#1')).toBeTruthy();
    expect(screen.getByText('#5')).toBeTruthy();
  });

  it('shows "Loading providers..." while loading, then the list', async () => {
    let resolve!: (v: typeof providers) => void;
    const store = createListStore({ load: () => new Promise((r) => (resolve = r)) });
    void store.refresh();
    render(<RankedList store={store} title="Top" />);
    expect(screen.getByText(LOADING_TEXT)).toBeTruthy();
    expect(LOADING_TEXT).toBe('Loading providers...');
    expect(screen.queryByRole('list')).toBeNull();
    resolve(providers);
    expect(await screen.findByRole('heading', { name: 'Alpha' })).toBeTruthy();
    expect(screen.queryByText(LOADING_TEXT)).toBeNull();
  });

  it('shows "No providers available right now." when the list is empty', async () => {
    const store = createListStore({ load: async () => [] });
    await store.refresh();
    render(<RankedList store={store} title="Top" />);
    expect(screen.getByText('No providers available right now.')).toBeTruthy();
    expect(EMPTY_TEXT).toBe('No providers available right now.');
  });

  it('marks the first-ranked provider Top Rated on "first" pages', () => {
    render(<RankedList store={loaded('first')} title="Top" />);
    const marks = screen.getAllByText('Top Rated');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.closest('article')?.textContent).toContain('Alpha');
  });

  it('marks every provider with the highest rating on "highest-rating" pages', () => {
    render(<RankedList store={loaded('highest-rating')} title="Top" />);
    const marked = screen.getAllByText('Top Rated').map((m) => m.closest('article')?.querySelector('h3')?.textContent);
    expect(marked).toEqual(['Bravo', 'Charlie']);
  });

  it('adds up to three providers to compare, then disables the rest as "Compare Limit Reached"', async () => {
    const store = loaded();
    render(<RankedList store={store} title="Top" />);
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      await userEvent.click(screen.getByRole('button', { name: `Add to Compare ${name}` }));
    }
    expect(store.selectedProviders.value.map((p) => p.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(screen.getAllByRole('button', { name: /Remove from Compare/ })).toHaveLength(3);
    const limited = screen.getAllByRole('button', { name: /Compare Limit Reached/ });
    expect(limited).toHaveLength(2);
    limited.forEach((b) => expect(b).toHaveProperty('disabled', true));

    await userEvent.click(screen.getByRole('button', { name: 'Remove from Compare Bravo' }));
    expect(screen.getAllByRole('button', { name: /Add to Compare/ })).toHaveLength(3);
  });

  it('shows at most `limit` providers', () => {
    render(<RankedList store={loaded()} title="Top" limit={2} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('hides the compare buttons when compare is off', () => {
    render(<RankedList store={loaded()} title="Top" compare={false} />);
    expect(screen.queryByRole('button', { name: /Compare/ })).toBeNull();
  });

  it('links its affiliate disclosure to the page the host passes', () => {
    render(<RankedList store={loaded()} title="Top" disclosureHref="/our-method" />);
    expect(screen.getByRole('link', { name: 'How we score' }).getAttribute('href')).toBe('/our-method');
  });

  it('shows the disclosure without a link when the host passes none, and hides it on false', () => {
    const { unmount } = render(<RankedList store={loaded()} title="Top" />);
    expect(screen.getByText(/We may earn a commission when you visit a provider/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'How we score' })).toBeNull();
    unmount();
    render(<RankedList store={loaded()} title="Top" disclosureHref={false} />);
    expect(screen.queryByText(/We may earn a commission/)).toBeNull();
  });
});

describe('RankedList, cards past cardsAtOnce', () => {
  afterEach(() => vi.useRealTimers());

  it('follow one a frame, each in a placeholder until its turn, in list order', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    render(<RankedList store={loaded()} title="Top" cardsAtOnce={1} />);
    const shown = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    const placeholders = () => document.querySelectorAll('.wy-card--placeholder').length;
    expect(shown()).toEqual(['Alpha']);
    expect(placeholders()).toBe(4);

    // A task alone does not bring a card: each waits for a frame after the one before it.
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(shown()).toEqual(['Alpha']);
    const counts: number[] = [];
    for (let frame = 0; frame < 12 && shown().length < 5; frame++) {
      await act(async () => {
        vi.advanceTimersToNextFrame();
        await vi.advanceTimersByTimeAsync(0);
      });
      counts.push(shown().length);
      expect(placeholders()).toBe(5 - shown().length);
    }
    expect(shown()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    // Never two new cards in one frame.
    counts.forEach((count, frame) => expect(count - (counts[frame - 1] ?? 1)).toBeLessThanOrEqual(1));
  });

  it('stop waiting when the list goes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const errors = vi.spyOn(console, 'error');
    const { unmount } = render(<RankedList store={loaded()} title="Top" cardsAtOnce={0} />);
    unmount();
    await act(async () => {
      for (let frame = 0; frame < 6; frame++) {
        vi.advanceTimersToNextFrame();
        await vi.advanceTimersByTimeAsync(0);
      }
    });
    expect(errors).not.toHaveBeenCalled();
  });
});
