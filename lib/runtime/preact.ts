'use client';
/**
 * `#runtime` in the embed: the same API from Preact's core and hooks as published, without
 * preact/compat's emulation of React (synthetic event names, `forwardRef`, `Children`, string
 * refs …), which the widgets do not use and a partner's page would download: 3.3 KB gzip.
 * The widgets therefore stay within what both React and Preact's core do alike; the embed's
 * browser tests run every widget on it.
 */
import { Component, createElement, type ComponentType, type FunctionComponent } from 'preact';

export { Component, createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

/** React's memo on Preact's public API: the component renders again only when a prop has changed. */
export function memo<P extends object>(render: FunctionComponent<P>): ComponentType<P> {
  return class Memo extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      const props = this.props as Record<string, unknown>;
      const changed = next as Record<string, unknown>;
      return Object.keys({ ...props, ...changed }).some((key) => !Object.is(props[key], changed[key]));
    }
    override render() {
      return createElement(render, this.props);
    }
  };
}
