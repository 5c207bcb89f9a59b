// @vitest-environment jsdom
/**
 * Hydration in turns (site/shell/InTurn.tsx), on Preact as the site's build renders it: the server's
 * elements are adopted in place, each part hydrates in a task of its own, in page order, the page
 * says it has hydrated only once every part has, and a tap on a button meanwhile is played then.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'preact-render-to-string';
import { render } from 'preact';
import { hydrateRoot } from 'preact/compat/client';
import { useLayoutEffect, useState } from 'react';
import { InTurn, hydrateInTurns, whenHydrated } from '../../site/shell/InTurn';
import { nextTask } from '../../lib/schedule';
import { rendered } from '../support/preactTurns';

// The site's build aliases React to Preact (vite.config.ts); so does this file, for all it imports.
vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

/** The parts that have hydrated (their layout effects run then), in order. */
let live: string[] = [];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => void live.push(name), [name]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="shell" />
      <InTurn>
        <section>
          <Counter name="list" />
        </section>
      </InTurn>
      <InTurn>
        <footer>
          <Counter name="footer" />
        </footer>
      </InTurn>
    </main>
  );
}

/** Taps every button and says what each shows. */
async function tapAll(root: HTMLElement): Promise<string[]> {
  for (const button of root.querySelectorAll('button')) button.click();
  await rendered();
  return [...root.querySelectorAll('button')].map((button) => button.textContent ?? '');
}

let root: HTMLElement;
afterEach(() => {
  render(null, root);
  root.remove();
});

describe('hydration in turns', () => {
  it('adopts the server elements and hydrates each part in its own task, in page order', async () => {
    root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = renderToString(<Page />);
    const server = [...root.querySelectorAll('*')];
    const told: string[] = [];
    live = [];

    const hydrated = hydrateInTurns(() => hydrateRoot(root, <Page />));
    whenHydrated(() => told.push('hydrated'));
    // The first pass: only what lies outside the parts.
    await rendered();
    expect(live).toEqual(['shell']);
    await nextTask();
    await rendered();
    expect(live).toEqual(['shell', 'list']);
    expect(told).toEqual([]);
    await nextTask();
    await rendered();
    expect(live).toEqual(['shell', 'list', 'footer']);

    await hydrated;
    expect(told).toEqual(['hydrated']);
    expect(server.every((element) => element.isConnected)).toBe(true);
    expect([...root.querySelectorAll('*')]).toEqual(server);
  });

  it('holds the taps on buttons while the page hydrates, and plays each once it has', async () => {
    root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = renderToString(<Page />) + '<a href="#later">a link</a>';
    const link = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('a')!.addEventListener('click', link);

    const hydrated = hydrateInTurns(() => hydrateRoot(root, <Page />));
    // Tapped before their parts have had their turn (the footer twice), and as they hydrate.
    expect(await tapAll(root)).toEqual(['shell 0', 'list 0', 'footer 0']);
    root.querySelectorAll('button')[2]!.click();
    await nextTask();
    expect(await tapAll(root)).toEqual(['shell 0', 'list 0', 'footer 0']);
    // A link is no button: it answers at once.
    root.querySelector('a')!.click();
    expect(link).toHaveBeenCalledTimes(1);

    await hydrated;
    for (let tap = 0; tap < 7; tap++) await nextTask();
    await rendered();
    expect([...root.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['shell 2', 'list 2', 'footer 3']);
    // Once hydrated, a tap answers at once.
    expect(await tapAll(root)).toEqual(['shell 3', 'list 3', 'footer 4']);
  });

  it('renders a part at once when the page is not hydrating (a page the router shows later)', async () => {
    root = document.body.appendChild(document.createElement('div'));
    render(<Page />, root);
    expect(await tapAll(root)).toEqual(['shell 1', 'list 1', 'footer 1']);
    const told: string[] = [];
    whenHydrated(() => told.push('hydrated'));
    expect(told).toEqual(['hydrated']);
  });
});
