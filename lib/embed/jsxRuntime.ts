/**
 * Stands in for 'react/jsx-runtime' in the embed build: JSX compiles to jsx(type, props, key),
 * and Preact's createElement already takes the key and a ref out of props and keeps the children
 * prop, so the embed needs no second vnode factory (preact/jsx-runtime is about 200 B gzipped more).
 */
import { createElement, Fragment, type ComponentType } from 'preact';

export { Fragment };

export function jsx(type: string | ComponentType, props: Record<string, unknown>, key?: string | number) {
  return createElement(type, key === undefined ? props : { ...props, key });
}

export { jsx as jsxs, jsx as jsxDEV };
