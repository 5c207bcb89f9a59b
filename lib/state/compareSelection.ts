'use client';
/** The providers picked for side-by-side comparison on one page (SPEC section 4). */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Provider } from '../model';

export const MAX_COMPARED = 3;

export interface CompareSelection {
  readonly selectedProviders: ReadonlySignal<readonly Provider[]>;
  readonly canSelectMore: ReadonlySignal<boolean>;
  isSelected(name: string): boolean;
  /** Adds when fewer than three are chosen, removes when already chosen, ignores an add at three. */
  toggle(provider: Provider): void;
  remove(name: string): void;
  clear(): void;
  /** Replaces the selection, keeping the first three (used to restore a shared link). */
  set(providers: readonly Provider[]): void;
}

export function createCompareSelection(initial: readonly Provider[] = []): CompareSelection {
  const selected = signal<readonly Provider[]>(initial.slice(0, MAX_COMPARED));
  const isSelected = (name: string) => selected.value.some((p) => p.name === name);
  return {
    selectedProviders: selected,
    canSelectMore: computed(() => selected.value.length < MAX_COMPARED),
    isSelected,
    toggle(provider) {
      if (isSelected(provider.name)) {
        selected.value = selected.value.filter((p) => p.name !== provider.name);
      } else if (selected.value.length < MAX_COMPARED) {
        selected.value = [...selected.value, provider];
      }
    },
    remove(name) {
      selected.value = selected.value.filter((p) => p.name !== name);
    },
    clear() {
      selected.value = [];
    },
    set(providers) {
      const unique = providers.filter((p, i) => providers.findIndex((q) => q.name === p.name) === i).slice(0, MAX_COMPARED);
      // The same providers again is no change: subscribers (a whole page, often) are not re-rendered.
      const current = selected.value;
      if (unique.length === current.length && unique.every((p, i) => p === current[i])) return;
      selected.value = unique;
    },
  };
}
