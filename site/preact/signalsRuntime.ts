/**
 * Stands in for '@preact/signals-react/runtime' in the site's build, which renders with Preact:
 * @preact/signals makes every component follow the signals it reads, so React's opt-in is not needed.
 */
import '@preact/signals';

export function useSignals(): void {}
