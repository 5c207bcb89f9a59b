// @vitest-environment jsdom
/**
 * What a compare click re-renders. The selection is read by the list, the panel, the tray and the
 * share parts, so the rest of a topic page (hero, sections) stays as it is; the URL follows the
 * selection through history after the tap has painted, not through the router, which would
 * re-render the whole page within the tap.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement, useContext, type ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sortRows, toProviders } from '../../lib/data/toProviders';
import rows from '../../lib/data/builtin/glp1_providers.json';
import { App } from '../../site/App';
import { allTopicPages } from '../../site/content/allTopics';
import { TodayContext } from '../../site/data/today';
import type { View } from '../../site/pages/views';
import { RouterContext, type Router } from '../../site/router/RouterContext';
import { TopicPage } from '../../site/pages/topic/TopicPage';

const sectionRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../site/pages/topic/sections', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../site/pages/topic/sections')>();
  return {
    ...original,
    TopicSectionView: (props: ComponentProps<typeof original.TopicSectionView>) => {
      sectionRenders.count += 1;
      return createElement(original.TopicSectionView, props);
    },
  };
});

const topic = allTopicPages().find((t) => t.path === '/health/glp1-programs')!;
const providers = toProviders('glp1_providers', sortRows(rows as unknown[]), () => {});

beforeEach(() => {
  sectionRenders.count = 0;
});

describe('a compare click on a topic page', () => {
  it('re-renders the selection parts only, and writes the selection into the URL after the tap has painted', async () => {
    const navigate = vi.fn<Router['navigate']>();
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const router: Router = { location: { path: topic.path, search: '', hash: '' }, navigate };
    render(
      <RouterContext.Provider value={router}>
        <TodayContext.Provider value={new Date(2026, 10, 22)}>
          <main>
            <TopicPage topic={topic} method={null} providers={providers} />
          </main>
        </TodayContext.Provider>
      </RouterContext.Provider>,
    );
    const afterFirstRender = sectionRenders.count;
    expect(afterFirstRender).toBe(topic.sections.length + (topic.lead?.length ?? 0));

    const add = () => screen.getAllByRole('button', { name: /^Add to Compare/ });
    fireEvent.click(add()[0]!);
    expect(replaceState, 'not before the tap has painted').not.toHaveBeenCalled();
    await waitFor(() =>
      expect(replaceState).toHaveBeenLastCalledWith(
        null,
        '',
        `${window.location.pathname}?compare=${providers[0]!.name.replace(/ /g, '+')}`,
      ),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Copy link to this comparison' })).toBeNull();
    fireEvent.click(add()[0]!);
    // The share link, like the panel and the tray, follows one painted frame after the card.
    expect(await screen.findByRole('button', { name: 'Copy link to this comparison' })).toBeTruthy();
    expect(sectionRenders.count, 'topic sections re-rendered by a compare click').toBe(afterFirstRender);
    replaceState.mockRestore();
  });
});

describe('the App when only the query changes', () => {
  it('keeps the page element; the parts that read the location see the new query', async () => {
    let viewRenders = 0;
    let router: Router | undefined;
    const Search = () => {
      router = useContext(RouterContext);
      return <p data-testid="search">{router.location.search}</p>;
    };
    const Page: View = () => {
      viewRenders += 1;
      return (
        <>
          <h1>Page</h1>
          <Search />
        </>
      );
    };
    window.history.replaceState(null, '', '/partners');
    render(
      <App
        initial={{ location: { path: '/partners', search: '', hash: '' }, content: { kind: 'partners' }, View: Page }}
        renderedOn={new Date()}
      />,
    );
    const before = viewRenders;
    await act(async () => router!.navigate('/partners?compare=A', { replace: true }));
    expect(screen.getByTestId('search').textContent).toBe('?compare=A');
    expect(window.location.search).toBe('?compare=A');
    expect(viewRenders, 'page view re-rendered for a query change').toBe(before);
  });
});
