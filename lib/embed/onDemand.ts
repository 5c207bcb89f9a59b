/**
 * `#on-demand` in the embed: the compare table, the one-provider prompt and the breakdown's inside, each rendering nothing
 * until the embed's second file (./extras.ts) has loaded, which the first one to render asks for,
 * then the real part. Both arrive in one request, with their styles added to every widget on the
 * page, so a partner's page that nobody compares on never downloads them.
 */
import { createElement, useEffect, useState } from '#runtime';
import type { ComponentType } from 'react';
import type { BreakdownDetails as Details } from '../widgets/ProviderCard/BreakdownDetails';
import type { CompareTable as Table } from '../widgets/ComparePanel/CompareTable';
import type { OneProviderPrompt as Prompt } from '../widgets/ComparePanel/OneProviderPrompt';
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
    useEffect(() => {
      if (!extras) void loadExtras().then(setLoaded);
    }, []);
    return extras ? createElement(pick(extras), props) : null;
  };
}

export const CompareTable = lazy<Parameters<typeof Table>[0]>((loaded) => loaded.CompareTable);
export const OneProviderPrompt = lazy<Parameters<typeof Prompt>[0]>((loaded) => loaded.OneProviderPrompt);
export const BreakdownDetails = lazy<Parameters<typeof Details>[0]>((loaded) => loaded.BreakdownDetails);
