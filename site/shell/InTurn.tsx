/**
 * Hydration in turns. Preact hydrates a page in one task; on a low-tier phone a topic page or the
 * home page took 120-200 ms, which a reader's tap would wait behind. A part wrapped in <InTurn>
 * keeps its server HTML on the first pass and hydrates in its turn (lib/schedule): the next task
 * after the part before it, so no task runs long. It works by suspending: a component that suspends while hydrating
 * leaves its DOM as the server rendered it, and hydrates it when its promise settles.
 *
 * Rules for a part: exactly one root element (a suspended part keeps one DOM node in place). And
 * what changes the server's content once the page runs (the reader's day, a shared selection, fresh
 * rows) waits for whenHydrated(): hydration adopts the server's attributes as they are, so a part
 * hydrating after such a change would show its new text with its old attributes.
 * Anything rendered after the page's first hydration renders at once.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { nextTask, Turns } from '../../lib/schedule';

/** The page's hydration turns, each in the next task after the one before; null when the page is not hydrating. */
let turns: Turns | null = null;
/** What waits for the page to have hydrated in full (whenHydrated). */
const waiting: (() => void)[] = [];

/** Runs `start` (the page's hydrateRoot) with hydration in turns, and resolves once every part has hydrated. */
export async function hydrateInTurns(start: () => void): Promise<void> {
  turns = new Turns(nextTask);
  const replayTaps = holdTaps();
  start();
  await turns.done();
  turns = null;
  for (const done of waiting.splice(0)) done();
  void replayTaps();
}

/**
 * Holds the taps on buttons while the page hydrates, and plays them again once it has: a part that
 * has not had its turn has no handlers yet, and Preact, unlike React, does not replay what it
 * missed. Links need nothing: they are plain links, and the router listens at the document. A tap
 * on a part already live waits those few tasks too, simpler than telling the parts apart.
 */
function holdTaps(): () => Promise<void> {
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  };
  document.addEventListener('click', hold, true);
  // Each in a task of its own, as taps come: the page renders what one did before the next.
  return async () => {
    document.removeEventListener('click', hold, true);
    for (const button of held) {
      await nextTask();
      if (button.isConnected) button.click();
    }
  };
}

/** Calls `done` once the page has hydrated in full (at once when it is not hydrating). */
export function whenHydrated(done: () => void): void {
  if (turns) waiting.push(done);
  else done();
}

/** One part's turn: given out on its first render while the page hydrates, done once taken. */
interface TurnState {
  promise: Promise<void> | null;
  done: boolean;
}

function Turn({ turn, children }: { turn: TurnState; children: ReactNode }) {
  if (!turn.done && turns) {
    // The first render while the page hydrates waits for its turn, once.
    turn.promise ??= turns.take().then(() => {
      turn.done = true;
    });
    throw turn.promise;
  }
  return children;
}

/**
 * Hydrates `children` (one root element) in its turn; see above. A topic page's ranked list also
 * gives it as its `cardTurn`, so each card past the first hydrates in a turn of its own (a French
 * list's eight took over 100 ms in one task on a low-tier phone).
 */
export function InTurn({ children }: { children: ReactNode }) {
  // Kept here, not in Turn: a component that suspends on its first render keeps no state of its own.
  const [turn] = useState<TurnState>(() => ({ promise: null, done: false }));
  return (
    <Suspense>
      <Turn turn={turn}>{children}</Turn>
    </Suspense>
  );
}
