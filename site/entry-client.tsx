/**
 * Starts the page in three tasks. The prerendered page requests this script only after its first
 * frame (scripts/prerender.mjs); evaluating all of React DOM and the app at once was one task of
 * about 100 ms on a mid-range phone, long enough to block a tap. So React DOM is evaluated first,
 * then the app, each after the browser has had a turn, then the page hydrates (hydrate.tsx).
 * The prerender preloads both chunks, so nothing waits for the network between the steps.
 */
import '../lib/styles/index.css';
import './styles/index.css';

/** Gives the browser a turn (input, rendering) before the next step. */
const nextTask = () => new Promise((done) => setTimeout(done, 0));

await import('react-dom/client');
await nextTask();
const { hydrate } = await import('./hydrate');
await nextTask();
await hydrate();
