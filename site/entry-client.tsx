/**
 * Starts the page. The prerendered page requests this script only after its first frame
 * (scripts/prerender.mjs). The app's modules are evaluated first, then, in the next task, the page
 * hydrates, a part a turn (hydrate.tsx, shell/InTurn.tsx). The prerender preloads the chunks, so
 * nothing waits for the network between the steps.
 */
import '../lib/styles/index.css';
import './styles/index.css';
import { nextTask } from '../lib/schedule';

const { hydrate } = await import('./hydrate');
await nextTask();
await hydrate();
