import { describe, expect, it } from 'vitest';
import { createCompareSelection, createListStore, topPicks, MAX_COMPARED } from '../../lib/state';
import { aProvider } from '../support/provider';

const [a, b, c, d] = ['A', 'B', 'C', 'D'].map((name) => aProvider({ name })) as [
  ReturnType<typeof aProvider>,
  ReturnType<typeof aProvider>,
  ReturnType<typeof aProvider>,
  ReturnType<typeof aProvider>,
];
const names = (s: { selectedProviders: { value: readonly { name: string }[] } }) => s.selectedProviders.value.map((p) => p.name);

describe('compare selection', () => {
  it('caps the selection at three', () => {
    expect(MAX_COMPARED).toBe(3);
  });

  it('adds a provider when fewer than three are chosen', () => {
    const s = createCompareSelection();
    s.toggle(a);
    s.toggle(b);
    expect(names(s)).toEqual(['A', 'B']);
    expect(s.canSelectMore.value).toBe(true);
  });

  it('removes a provider that is already chosen', () => {
    const s = createCompareSelection();
    s.toggle(a);
    s.toggle(b);
    s.toggle(a);
    expect(names(s)).toEqual(['B']);
  });

  it('ignores an add when three are chosen', () => {
    const s = createCompareSelection();
    [a, b, c, d].forEach((p) => s.toggle(p));
    expect(names(s)).toEqual(['A', 'B', 'C']);
    expect(s.canSelectMore.value).toBe(false);
    expect(s.isSelected('D')).toBe(false);
  });

  it('still removes a chosen provider at three', () => {
    const s = createCompareSelection();
    [a, b, c].forEach((p) => s.toggle(p));
    s.toggle(b);
    expect(names(s)).toEqual(['A', 'C']);
    expect(s.canSelectMore.value).toBe(true);
  });

  it('removes one provider by name', () => {
    const s = createCompareSelection();
    [a, b, c].forEach((p) => s.toggle(p));
    s.remove('B');
    expect(names(s)).toEqual(['A', 'C']);
    s.remove('nobody');
    expect(names(s)).toEqual(['A', 'C']);
  });

  it('clears the selection', () => {
    const s = createCompareSelection();
    [a, b].forEach((p) => s.toggle(p));
    s.clear();
    expect(names(s)).toEqual([]);
  });

  it('restores a selection keeping the first three distinct providers', () => {
    const s = createCompareSelection();
    s.set([a, a, b, c, d]);
    expect(names(s)).toEqual(['A', 'B', 'C']);
  });

  it('notifies nobody when the same selection is set again', () => {
    const s = createCompareSelection();
    s.set([a, b]);
    const before = s.selectedProviders.value;
    let notified = 0;
    const stop = s.selectedProviders.subscribe(() => notified++);
    notified = 0; // subscribe calls once with the current value
    s.set([a, b]);
    s.set([]);
    s.set([]);
    stop();
    expect(notified).toBe(1);
    expect(before).toEqual([a, b]);
    expect(names(s)).toEqual([]);
  });
});

describe('top picks', () => {
  const list = [
    aProvider({ name: 'X', rating: 4.5 }),
    aProvider({ name: 'Y', rating: 4.9 }),
    aProvider({ name: 'Z', rating: 4.9 }),
  ];

  it('"highest-rating" marks every provider whose rating equals the maximum', () => {
    expect([...topPicks(list, 'highest-rating')]).toEqual(['Y', 'Z']);
  });

  it('"first" marks the first-ranked provider only', () => {
    expect([...topPicks(list, 'first')]).toEqual(['X']);
  });

  it('marks nobody in an empty list', () => {
    expect(topPicks([], 'first').size).toBe(0);
    expect(topPicks([], 'highest-rating').size).toBe(0);
  });
});

describe('list store', () => {
  it('is loading, then holds the loaded providers', async () => {
    let resolve!: (list: (typeof a)[]) => void;
    const store = createListStore({ load: () => new Promise((r) => (resolve = r)) });
    expect(store.isLoading.value).toBe(true);
    const done = store.refresh();
    expect(store.isLoading.value).toBe(true);
    resolve([a, b]);
    await done;
    expect(store.isLoading.value).toBe(false);
    expect(store.providers.value.map((p) => p.name)).toEqual(['A', 'B']);
  });

  it('shows initial providers at once and keeps them while refreshing', async () => {
    const store = createListStore({ load: async () => [c], initial: [a, b] });
    expect(store.isLoading.value).toBe(false);
    const done = store.refresh();
    expect(store.isLoading.value).toBe(false);
    expect(store.providers.value).toHaveLength(2);
    await done;
    expect(store.providers.value.map((p) => p.name)).toEqual(['C']);
  });

  it('applies its top-pick rule', async () => {
    const store = createListStore({
      load: async () => [aProvider({ name: 'X', rating: 4 }), aProvider({ name: 'Y', rating: 4.8 })],
      topPick: 'highest-rating',
    });
    await store.refresh();
    expect([...store.topPickNames.value]).toEqual(['Y']);
  });

  it('drops compared providers that left the list after a refresh', async () => {
    let next = [a, b, c];
    const store = createListStore({ load: async () => next });
    await store.refresh();
    store.toggle(a);
    store.toggle(c);
    next = [a, b];
    await store.refresh();
    expect(names(store)).toEqual(['A']);
  });

  it('ignores a late answer of an earlier load', async () => {
    const answers: Array<(list: (typeof a)[]) => void> = [];
    const store = createListStore({ load: () => new Promise((r) => answers.push(r)) });
    const first = store.refresh();
    const second = store.refresh();
    answers[1]!([b]);
    answers[0]!([a]);
    await Promise.all([first, second]);
    expect(store.providers.value.map((p) => p.name)).toEqual(['B']);
  });
});
