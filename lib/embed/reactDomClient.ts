/** Stands in for 'react-dom/client' in the embed build: a root is Preact's render into one element. */
import { render, type ComponentChild } from 'preact';

export function createRoot(container: Element) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
