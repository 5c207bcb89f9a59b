/**
 * Stands in for '@preact/signals-react/runtime' in the embed build. The embed runs the list
 * store on @preact/signals-core, without a renderer integration (about 1 KB gzipped less), so
 * the widgets' own subscription is a no-op and EmbedView re-renders them when the store changes.
 */
export function useSignals(): void {}
