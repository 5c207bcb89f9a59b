// @vitest-environment jsdom
/**
 * A review page hydrates section by section (site/shell/InTurn.tsx), on Preact as the site's build
 * renders it: in one pass, its facts, scores and tables were one task of 30-40 ms unthrottled, a
 * long task on a phone. The first pass adopts none of its sections; each later task, one, in page
 * order, on the server's elements.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { options, render } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { hydrateRoot } from 'preact/compat/client';
import { loadContent } from '../../site/content';
import type { ReviewContent } from '../../site/content/review';
import { ReviewView } from '../../site/pages/review/ReviewPage';
import { matchRoute } from '../../site/routes';
import { nextTask } from '../../lib/schedule';
import { rendered } from '../support/preactTurns';
import { hydrateInTurns } from '../../site/shell/InTurn';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

/** The sections Preact has diffed (hydrated), by their heading's id or class. */
let hydrated: string[] = [];
const diffed = options.diffed;
options.diffed = (vnode) => {
  if (vnode.type === 'section') {
    const props = vnode.props as { 'aria-labelledby'?: string; className?: string };
    hydrated.push(props['aria-labelledby'] ?? props.className ?? '?');
  }
  diffed?.(vnode);
};

let root: HTMLElement;
afterEach(() => {
  render(null, root);
  root.remove();
});

describe('a review page hydrating', () => {
  it.each(['/digital/vpn-services/surfshark', '/fr/finance/savings-accounts-canada/eq-bank'])(
    '%s: a section a task, in page order, on the server elements',
    async (path) => {
      const route = matchRoute(path);
      const content = (await loadContent(route, path.startsWith('/fr/') ? 'fr-CA' : undefined)) as { review: ReviewContent };
      const page = <ReviewView content={content} />;
      root = document.body.appendChild(document.createElement('div'));
      root.innerHTML = renderToString(page);
      const server = [...root.querySelectorAll('*')];
      const sections = [...root.querySelectorAll('section')].map(
        (section) => section.getAttribute('aria-labelledby') ?? section.className,
      );
      // The hero, verdict, take, facts, scores, pros and cons, whom it suits, comparison, alternatives, method.
      expect(sections.length).toBeGreaterThanOrEqual(8);

      hydrated = [];
      const done = hydrateInTurns(() => hydrateRoot(root, page));
      await rendered();
      expect(hydrated).toEqual([]);
      for (let turn = 1; turn <= sections.length; turn++) {
        await nextTask();
        await rendered();
        expect(hydrated).toEqual(sections.slice(0, turn));
      }
      await done;
      expect([...root.querySelectorAll('*')]).toEqual(server);
    },
  );
});
