/**
 * A reader's fit (lib/state/readerFit.ts): a change shows in the controls at once and re-ranks the
 * list after the next paint, so a tap answers before the cards are redrawn; a fit restored from a
 * link ranks the list at once; a change made before the paint gives way to the newer one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUR_FIT, type Fit } from '../../lib/fit';
import type { ScoringMethod } from '../../lib/model';
import { createListStore, createReaderFit } from '../../lib/state';
import { frames } from '../support/frames';
import { aProvider } from '../support/provider';

const method = {
  list: 'vpn_providers',
  criteria: [
    { id: 'privacy', label: 'Privacy', weight: 60, rubric: '' },
    { id: 'price', label: 'Price', weight: 40, rubric: '' },
  ],
} as unknown as ScoringMethod;
const providers = [
  aProvider({ name: 'Private', rating: 4.6, scores: { privacy: 5, price: 4 } }),
  aProvider({ name: 'Cheap', rating: 4.4, scores: { privacy: 4, price: 5 } }),
];
const names = (fit: ReturnType<typeof createReaderFit>) => fit.list.providers.value.map((p) => p.name);
const byPrice: Fit = { ...OUR_FIT, weights: { price: 3 } };
const aFit = () => createReaderFit(createListStore({ load: async () => providers, initial: providers }), method);
/** The next frame drawn, then the task after it: where work put off until after the next paint runs. */
const paint = async (browser: ReturnType<typeof frames>) => {
  browser.draw();
  await new Promise((done) => setTimeout(done, 0));
};

afterEach(() => vi.unstubAllGlobals());

describe('a reader’s fit', () => {
  it('shows a change in the controls at once and re-ranks the list after the next paint', async () => {
    const browser = frames();
    const fit = aFit();
    fit.choose(byPrice);
    expect(fit.fit.value).toBe(byPrice);
    expect(names(fit)).toEqual(['Private', 'Cheap']);
    await paint(browser);
    expect(fit.applied.value).toBe(byPrice);
    expect(names(fit)).toEqual(['Cheap', 'Private']);
  });

  it('ranks by the newest of two changes made before a paint', async () => {
    const browser = frames();
    const fit = aFit();
    fit.choose(byPrice);
    fit.choose(OUR_FIT);
    await paint(browser);
    expect(fit.applied.value).toBe(OUR_FIT);
    expect(names(fit)).toEqual(['Private', 'Cheap']);
  });

  it('restores a fit from a link at once, the list with it, and a change pending before is dropped', async () => {
    const browser = frames();
    const fit = aFit();
    fit.choose(OUR_FIT);
    fit.restore(byPrice);
    expect(fit.fit.value).toBe(byPrice);
    expect(names(fit)).toEqual(['Cheap', 'Private']);
    await paint(browser);
    expect(fit.applied.value).toBe(byPrice);
  });
});
