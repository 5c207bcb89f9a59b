/**
 * `#runtime`, the React API the widgets render with: React's own in the npm package, the tests
 * and Storybook, and preact/compat's in the site (vite.config.ts aliases the package name).
 * The embed renders with Preact's core and hooks instead (./preact.ts).
 */
export {
  Component,
  createContext,
  createElement,
  Fragment,
  memo,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
