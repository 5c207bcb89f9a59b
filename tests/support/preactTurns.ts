/** For tests that step through hydration in turns (site/shell/InTurn.tsx) task by task. */

/** Lets Preact re-render (it does in a microtask), without letting a task pass. */
export const rendered = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
