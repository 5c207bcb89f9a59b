/**
 * Stands in for 'react' in the embed build. The widgets use only what Preact's core has
 * (elements, context, class components with error boundaries) and five hooks (./preactRuntime.ts), so
 * they render on it directly; preact/compat would add about 1 KB gzipped for React behaviour
 * they never use. A widget that starts using a React-only API (memo, forwardRef, another hook...)
 * fails the embed build at this file, which is the cue to add it here or go back to preact/compat.
 */
export { Component, Fragment, createContext, createElement } from 'preact';
export { useContext, useEffect, useId, useRef, useState } from './preactRuntime';

/**
 * memo() is React's skip-if-props-unchanged; here it changes nothing (preact/compat's would add
 * its bytes): an embedded list is at most a few short cards, so re-rendering them is cheap.
 */
export const memo = <T>(component: T): T => component;
