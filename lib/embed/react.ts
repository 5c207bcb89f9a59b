/**
 * Stands in for 'react' in the embed build. The widgets use only what Preact's core has
 * (elements, context, class components with error boundaries, hooks), so they render on it
 * directly; preact/compat would add about 1 KB gzipped for React behaviour they never use.
 * A widget that starts using a React-only API (memo, forwardRef, useId...) fails the embed
 * build at this file, which is the cue to alias 'react' to preact/compat again.
 */
export { Component, Fragment, createContext, createElement } from 'preact';
export { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
