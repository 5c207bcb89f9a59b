/**
 * Stands in for 'react-dom/client' in the embed build: a root is Preact's render into one element,
 * with the embed's runtime (components that follow their signals, the widgets' hooks) installed.
 */
import { render, type ComponentChild } from 'preact';
import './preactRuntime';

export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
