/** Stands in for 'react-dom/client' in the embed build: a root is Preact's render into one element. */
import { render, type ComponentChild } from 'preact';
import { followSignals } from './signalsRuntime';

export function createRoot(container: Element) {
  // The embed's counterpart of React's useSignals(): components re-render when a signal they read changes.
  followSignals();
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
