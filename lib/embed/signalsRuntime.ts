/**
 * Stands in for '@preact/signals-react/runtime' in the embed build: under Preact, @preact/signals
 * tracks signal reads in render by itself, so components need no explicit subscription.
 */
export function useSignals(): void {}
