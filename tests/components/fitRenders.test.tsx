// @vitest-environment jsdom
/**
 * What a change in Find your fit draws again. On a slow phone a tap's own frame is mostly the
 * controls' render and layout: a change draws the part it touches (a weight its field and the presets,
 * never the filters or the sort, whose options are many), the re-ranking after it only the lines about
 * the list, and a preset, which changes every weight, only itself within the tap. Each part's renders are counted through the words it says, said through a counting `say`.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBuiltinList } from '../../lib/data';
import { english, SayIn, type Say } from '../../lib/i18n/say';
import type { ScoringMethod } from '../../lib/model';
import { createListStore, createReaderFit } from '../../lib/state';
import { FitControls } from '../../lib/widgets/FitControls';

const vpn = await loadBuiltinList('vpn_providers');
const method = vpn.method as ScoringMethod;

/** Words each part says once per render of it. */
const SAID_ONCE_BY = {
  presets: 'Start from a preset',
  weights: 'How much each criterion counts',
  filters: 'Filters',
  sort: 'Sort by',
  status: 'Back to our ranking',
  announcement: 'List re-ranked: {0} providers, {1} first',
} as const;
type Part = keyof typeof SAID_ONCE_BY;

function renderCounted() {
  const renders = Object.fromEntries(Object.keys(SAID_ONCE_BY).map((part) => [part, 0])) as Record<Part, number>;
  const counting: Say = (text, ...values) => {
    for (const [part, words] of Object.entries(SAID_ONCE_BY)) if (text === words) renders[part as Part] += 1;
    return english(text, ...values);
  };
  const readerFit = createReaderFit(createListStore({ load: async () => vpn.providers, initial: vpn.providers }), method);
  render(
    <SayIn value={counting}>
      <FitControls readerFit={readerFit} />
    </SayIn>,
  );
  const since = () => {
    const before = { ...renders };
    return () => Object.fromEntries(Object.keys(renders).map((p) => [p, renders[p as Part] - before[p as Part]]));
  };
  return { readerFit, since };
}

describe('Find your fit draws again only what a change touches', () => {
  it('a preset: only the presets within the tap; its weights, the status and the list together after the next paint', async () => {
    const { readerFit, since } = renderCounted();
    const drawn = since();
    const applied = readerFit.applied.value;
    const preset = screen.getAllByRole('button', { pressed: false })[0]!;
    act(() => {
      fireEvent.click(preset);
    });
    expect(preset.getAttribute('aria-pressed'), 'the preset tapped shows pressed at once').toBe('true');
    expect(readerFit.fit.value, 'its weights follow after the paint').toBe(applied);
    expect(drawn()).toEqual({ presets: 1, weights: 0, filters: 0, sort: 0, status: 0, announcement: 0 });

    const followed = since();
    await waitFor(() => expect(readerFit.applied.value).not.toBe(applied));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^List re-ranked/));
    expect(readerFit.fit.value).toBe(readerFit.applied.value);
    expect(preset.getAttribute('aria-pressed')).toBe('true');
    expect(followed()).toMatchObject({ presets: 1, weights: 1, filters: 0, sort: 0 });
  });

  it('a weight: the presets and weights at once, the re-ranking only the status and announcement', async () => {
    const { readerFit, since } = renderCounted();
    const drawn = since();
    const applied = readerFit.applied.value;
    act(() => {
      fireEvent.change(screen.getAllByRole('combobox')[0]!, { target: { value: '3' } });
    });
    expect(readerFit.applied.value, 'the list is not re-ranked within the change').toBe(applied);
    expect(drawn()).toEqual({ presets: 1, weights: 1, filters: 0, sort: 0, status: 1, announcement: 0 });

    const reranked = since();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^List re-ranked/));
    expect(reranked()).toMatchObject({ presets: 0, weights: 0, filters: 0, sort: 0 });
  });

  it('a filter or a sort: that part and the status, never the presets or the weights', async () => {
    const { since } = renderCounted();
    const drawn = since();
    act(() => {
      fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    });
    expect(drawn()).toMatchObject({ presets: 0, weights: 0, filters: 1, sort: 0, status: 1 });

    const sorted = since();
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    act(() => {
      fireEvent.change(sort, { target: { value: sort.options[1]!.value } });
    });
    expect(sorted()).toMatchObject({ presets: 0, weights: 0, filters: 0, sort: 1, status: 1 });
  });
});
