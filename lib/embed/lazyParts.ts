/**
 * Stand in, in the embed build, for the compare table and the breakdown's inside (vite.config.ts
 * maps './CompareTable' and './BreakdownDetails' here): each renders nothing until the embed's
 * second file (./extras.ts) has loaded, which the first one to render asks for, then renders the
 * real widget. Both arrive in one request, with their styles added to every widget on the page.
 */
import { createElement, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { BreakdownDetails as Details } from '../widgets/ProviderCard/BreakdownDetails';
import type { CompareTable as Table } from '../widgets/ComparePanel/CompareTable';
import type * as ExtrasModule from './extras';
import { addStyles } from './styles';

type Extras = typeof ExtrasModule;

let extras: Extras | null = null;
let loading: Promise<Extras | null> | null = null;

/** Loads the second file once per page; a failure is logged and tried again by the next widget that asks. */
export function loadExtras(): Promise<Extras | null> {
  loading ??= import('./extras').then(
    (loaded) => {
      addStyles(loaded.EXTRA_CSS);
      return (extras = loaded);
    },
    (error: unknown) => {
      loading = null;
      console.error('Worthy: could not load the compare table', error);
      return null;
    },
  );
  return loading;
}

function lazy<P extends object>(pick: (loaded: Extras) => ComponentType<P>) {
  return function Lazy(props: P) {
    const [, setLoaded] = useState(extras);
    // A setter called after its component has gone does nothing (./preactRuntime.ts).
    useEffect(() => {
      if (!extras) void loadExtras().then(setLoaded);
    }, []);
    return extras ? createElement(pick(extras), props) : null;
  };
}

export const CompareTable = lazy<Parameters<typeof Table>[0]>((loaded) => loaded.CompareTable);
export const BreakdownDetails = lazy<Parameters<typeof Details>[0]>((loaded) => loaded.BreakdownDetails);
