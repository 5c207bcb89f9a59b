// @vitest-environment jsdom
/**
 * The widgets in Canadian French (CONTRACT section 13): locale="fr-CA" on WorthyRankedList and on
 * each widget. Every word a reader sees or hears is French (the English texts of the dictionary are
 * looked for and must not be found), the rows' words are the list's French ones, and the numbers
 * are the same data written the French way.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WorthyRankedList } from '../../lib/connected';
import { loadBuiltinList } from '../../lib/data';
import { loadBuiltinFrench, listInFrench, methodInFrench } from '../../lib/data/french';
import { FR_LISTS } from '../../lib/i18n/fr-CA/lists';
import { ENGLISH_PIECES, englishIn as englishInText } from '../support/englishPieces';
import { createListStore } from '../../lib/state';
import { CategoryGrid, ComparePanel, ProviderCard, RankedList } from '../../lib/widgets';

const NBSP = '\u00a0';
const KEY = 'vpn_providers_canada';
const english = await loadBuiltinList(KEY);
const frenchWords = await loadBuiltinFrench(KEY);
const first = english.providers[0]!;
const firstInFrench = listInFrench(english.providers, frenchWords)[0]!;

/**
 * Everything a reader sees or hears in `root`: its text, and its labels, titles and alternatives.
 * The text of each element apart from the next one's, as a browser lays them out (textContent
 * would run 'Top Rated' into the badge after it).
 */
function heard(root: Element): string {
  const attributes = [...root.querySelectorAll('[aria-label], [title], [alt]')].flatMap((node) =>
    ['aria-label', 'title', 'alt'].map((name) => node.getAttribute(name) ?? ''),
  );
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let text = '';
  let parent: Node | null = null;
  while (walker.nextNode()) {
    const node = walker.currentNode;
    text += (node.parentNode === parent ? '' : '\n') + node.nodeValue;
    parent = node.parentNode;
  }
  return [text, ...attributes].join('\n');
}

const englishIn = (root: Element) => englishInText(heard(root));

describe('the widgets in French', () => {
  it('finds English when there is some (the scan itself works)', () => {
    expect(ENGLISH_PIECES).toContain('verified reviews');
    expect(ENGLISH_PIECES).toContain('Top Rated');
    const { container } = render(<WorthyRankedList category={KEY} providers={english.providers} method={english.method} />);
    expect(englishIn(container)).toContain('Top Rated');
  });

  it('WorthyRankedList locale="fr-CA": French title, rows, figures and method; no English', async () => {
    const user = userEvent.setup();
    const { container } = render(<WorthyRankedList category={KEY} locale="fr-CA" />);
    const list = await screen.findByRole('heading', { level: 2, name: FR_LISTS[KEY].title });
    expect(list).toBeTruthy();
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getByText('Meilleur choix')).toBeTruthy();
    // The same numbers, written the French way.
    expect(within(card).getByText(first.rating.toFixed(2).replace('.', ','))).toBeTruthy();
    expect(card.textContent).toContain(`${String(first.userVotes).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)} avis vérifiés`);
    // The row's French words.
    // Typeset as French is (a narrow no-break space in 3 200): compared space for space.
    const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
    expect(spaced(card.querySelector('.wy-card__features li')?.textContent)).toBe(spaced(firstInFrench.features[0]));
    expect(firstInFrench.features[0]).not.toBe(first.features[0]);

    await user.click(within(card).getByRole('button', { name: /^Détail de la note/ }));
    expect(await within(card).findByText(/^Vérifié en [a-zé]+ \d{4}$/)).toBeTruthy();
    expect(within(card).getByText('Points forts')).toBeTruthy();

    const add = screen.getAllByRole('button', { name: /^Ajouter au comparateur/ });
    await user.click(add[0]!);
    await user.click(add[1]!);
    // The panel follows a compare tap after the next paint (lib/state/laggingSelection.ts).
    await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toBe('2 sur 3 choisis'));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Prix de départ / offre' })).toBeTruthy();
    expect(englishIn(container)).toEqual([]);
  });

  it('each widget takes locale="fr-CA" itself', () => {
    const store = createListStore({ load: async () => english.providers, initial: english.providers });
    const { container } = render(
      <>
        {/* The list's method in French: its criteria and facts are the list's words, as its rows' are. */}
        <RankedList store={store} title="Titre" locale="fr-CA" method={methodInFrench(english.method!, frenchWords)} />
        <ComparePanel selection={store} title="Comparer" description="Choisissez" locale="fr-CA" />
        <ProviderCard provider={firstInFrench} rank={1} isTopPick locale="fr-CA" onToggle={() => {}} />
        <CategoryGrid locale="fr-CA" cards={[{ href: '/fr', title: 'Santé', description: 'Soins', niches: ['Sommeil'] }]} />
      </>,
    );
    expect(screen.getAllByText('Meilleur choix').length).toBeGreaterThan(1);
    expect(screen.getByText('0 sur 3 choisis')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Santé : sujets couverts'.replace(' :', `${NBSP}:`) })).toBeTruthy();
    expect(englishIn(container)).toEqual([]);
  });

  it('without a locale, English as before', () => {
    const { container } = render(<ProviderCard provider={first} rank={1} isTopPick />);
    expect(screen.getByText('Top Rated')).toBeTruthy();
    expect(container.textContent).toContain('verified reviews');
  });

  it('the loading and empty states speak French too', async () => {
    const never = createListStore({ load: () => new Promise(() => {}) });
    void never.refresh();
    const empty = createListStore({ load: async () => [] });
    await empty.refresh();
    const { container } = render(
      <>
        <RankedList store={never} title="A" locale="fr-CA" />
        <RankedList store={empty} title="B" locale="fr-CA" />
      </>,
    );
    await waitFor(() => expect(screen.getByText('Aucun fournisseur offert pour le moment.')).toBeTruthy());
    expect(screen.getByText('Chargement des fournisseurs…')).toBeTruthy();
    expect(englishIn(container)).toEqual([]);
  });
});
