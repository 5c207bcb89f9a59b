/**
 * Starts the page. The prerendered page requests this script only after its first frame
 * (scripts/prerender.mjs). The app's modules are evaluated first, then the page hydrates after the
 * browser has had a turn, in turns of its own (hydrate.tsx, shell/InTurn.tsx). The prerender
 * preloads the chunks, so nothing waits for the network between the steps.
 */
import '../lib/styles/index.css';
import './styles/index.css';

const { hydrate } = await import('./hydrate');
await new Promise((done) => setTimeout(done, 0));
await hydrate();
