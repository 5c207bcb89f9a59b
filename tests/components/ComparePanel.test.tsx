// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCompareSelection } from '../../lib/state';
import { ComparePanel } from '../../lib/widgets';
import { aProvider } from '../support/provider';

const PROMPT = {
  title: 'Select at least two clinics to activate a side-by-side comparison',
  hint: 'Add one more provider to enable the full comparison table',
};
const alpha = aProvider({ name: 'Alpha', rating: 4.91, promoCode: 'ALPHA10', startingPrice: '$9/mo' });
const bravo = aProvider({ name: 'Bravo', promoCode: null, promo: '', promoDetail: '', startingPrice: undefined, features: [] });
const charlie = aProvider({ name: 'Charlie', promoCode: null, promo: 'Free month' });

const panel = (chosen: ReturnType<typeof aProvider>[], prompt?: typeof PROMPT) => {
  const selection = createCompareSelection(chosen);
  render(
    <ComparePanel
      selection={selection}
      title="Compare Programs"
      description="Select up to three programs."
      oneProviderPrompt={prompt}
    />,
  );
  return selection;
};

describe('ComparePanel', () => {
  it('shows its title and description', () => {
    panel([]);
    expect(screen.getByRole('heading', { name: 'Compare Programs' })).toBeTruthy();
    expect(screen.getByText('Select up to three programs.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('compares in a real table with the five rows of the spec', () => {
    panel([alpha, bravo, charlie]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Starting Price / Offer', 'Promo', 'Rating', 'Key Features', 'Visit']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.querySelector('.wy-compare__name')?.textContent),
    ).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('fills cells by the display rules: price or dash, code then promo then detail then dash, rating "/ 5"', () => {
    panel([alpha, bravo, charlie]);
    const cells = (label: string) =>
      within(screen.getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Starting Price / Offer')).toEqual(['$9/mo', '—', '$3.99/mo']);
    expect(cells('Promo')).toEqual(['ALPHA10', '—', 'Free month']);
    expect(cells('Rating')[0]).toBe('4.91 / 5');
    expect(cells('Key Features')[1]).toBe('—');
  });

  it('links Visit Provider to the provider in a new tab, sponsored, without opener or referrer', () => {
    panel([alpha, bravo]);
    const links = screen.getAllByRole('link', { name: /Visit Provider/ });
    expect(links).toHaveLength(2);
    expect(links[0]!.getAttribute('href')).toBe('https://acme.example/');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('sponsored noopener noreferrer');
  });

  it('removes one column with Remove and empties with Clear comparison', async () => {
    const selection = panel([alpha, bravo, charlie]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bravo' }));
    expect(selection.selectedProviders.value.map((p) => p.name)).toEqual(['Alpha', 'Charlie']);
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Clear comparison' }));
    expect(selection.selectedProviders.value).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('prompts for a second provider when one is chosen and a prompt is configured', () => {
    panel([alpha], PROMPT);
    expect(screen.getByText(PROMPT.title)).toBeTruthy();
    expect(screen.getByText(PROMPT.hint)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a one-column table for one provider without a prompt, and the table again at two with one', () => {
    panel([alpha]);
    expect(screen.getByRole('table')).toBeTruthy();
    render(
      <ComparePanel selection={createCompareSelection([alpha, bravo])} title="T" description="D" oneProviderPrompt={PROMPT} />,
    );
    expect(screen.queryByText(PROMPT.title)).toBeNull();
  });

  it('counts the selection out of three', () => {
    panel([alpha, bravo]);
    expect(screen.getByText('2 of 3 selected')).toBeTruthy();
  });
});
