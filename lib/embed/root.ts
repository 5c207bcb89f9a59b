/**
 * Where the embed renders a widget: a root on Preact's own render, as the embed renders with
 * Preact (`#runtime`). The widgets are typed as React components; Preact renders them as they are.
 */
import { render, type ComponentChild } from 'preact';
import type { ReactElement } from 'react';

export function createRoot(container: Element) {
  return {
    render: (element: ReactElement) => render(element as unknown as ComponentChild, container),
    unmount: () => render(null, container),
  };
}
