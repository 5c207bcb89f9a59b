'use client';
/**
 * One ranked list with its compare panel: the whole of WorthyRankedList and of the embed, which
 * differ only in where their lists come from (ListSources) and in how they report (callbacks in
 * React, DOM events from the embed's element). Sharing this, the two cannot drift apart.
 */
import type { ComponentType } from 'react';
import { useEffect, useId, useRef, useState } from '#runtime';
import type { Backend } from '../../data/backends';
import type { Click } from '../../data/clicks';
import type { ListLoader, ListSource } from '../../data/loader';
import type { ListKey, Provider, ScoringMethod, TopPickRule } from '../../model';
import { InLocale } from '#widget-locale';
import { useSay, type Locale } from '../../i18n/say';
import { useLaggingSelection } from '../../state';
import { ComparePanel } from '../../widgets/ComparePanel';
import type { RankedListProps } from '../../widgets/RankedList';
import { ListBody } from '#list-body';
import { OutboundFollows, OutboundLinks } from '../../widgets/shared/outbound';
import type { ListCallbacks } from './events';
import { Guard, Unavailable } from './Guard';
import { withPartner } from './partnerLinks';
import { openSession, type Report } from './session';

export type Theme = 'light' | 'dark' | 'auto';

/** What a widget shows of a list before its rows arrive. */
export interface ListFacts {
  title: string;
  /** Short plural name, as in 'Compare VPN Services'. */
  label: string;
  topPick: TopPickRule;
  /** How many providers the built-in list holds: as many placeholder cards hold its place. */
  size?: number;
}

export interface ListSources {
  /** The facts of a list key; undefined for anything that is not one. */
  list(key: string): ListFacts | undefined;
  /** The page's loader for a backend (null: built-in data only). */
  loader(backend: Backend | null): ListLoader;
  /** The list's scoring method, for "How we scored it" and the compare table's score rows. */
  method(key: ListKey): Promise<ScoringMethod | null>;
  /** Counts an outbound click on the backend (CONTRACT section 10); never awaited, never throws. */
  recordClick(backend: Backend, click: Click): void;
  /** Where the disclosure's "How we score" points; without it the line has no link. */
  aboutHref?: string;
}

/** What a host says of the list it shows: the embed's attributes, WorthyRankedList's props (CONTRACT sections 5, 6). */
export interface ListOptions extends ListCallbacks {
  /** A list key, such as 'vpn_providers'. */
  category: string;
  /** The list, loaded already (on a server, say): rendered at once. Without it the list loads in the browser. */
  providers?: readonly Provider[];
  /** The list's scoring method, when the host has it already (so "How we scored it" is in the first HTML); else it is loaded. */
  method?: ScoringMethod | null;
  /** Shows at most this many providers. */
  limit?: number;
  /** Shows the compare buttons and panel (default true). */
  compare?: boolean;
  /** Light, the default, is the palette the page around gives (--worthy-* set on any ancestor). */
  theme?: Theme;
  /** A partner id: outbound links then carry utm_source=<partner>&utm_medium=embed, and clicks count for it. */
  partner?: string | null;
  /** Defaults to the list's own title, such as 'Top VPN Services'. */
  title?: string;
  /** The list's language: 'en' (the default) or 'fr-CA' (CONTRACT section 13). */
  locale?: Locale;
  /** Shows the "Find your fit" controls above the list (CONTRACT section 16; default false). */
  fit?: boolean;
  /** Presets the controls' weights, `{ privacy: 3, price: 1 }` (0 to 3 of ours); anything else is ignored with one warning. */
  weights?: Readonly<Record<string, number>>;
}

export interface ListWidgetProps extends ListOptions {
  backend?: Backend | null;
  sources: ListSources;
  /** Where the given `providers` came from, when the host loaded them through `sources` (the embed taking over a served list). */
  providersSource?: ListSource;
  /** The first load is over, with or without providers (the embed gives back the height it held). */
  onSettled?: () => void;
  /** Cards that render with the list; each past them waits for its turn (RankedList), in a placeholder until then. */
  cardsAtOnce?: number;
  /** Draws the list itself (default `#list-body`): the embed gives the part it loaded for Find your fit or a long list. */
  body?: ComponentType<RankedListProps>;
}

export const COMPARE_DESCRIPTION = 'Select up to three providers to compare price, promo, rating and features.';
const DEFAULT_PLACEHOLDERS = 3;

/** Which list a widget shows: a new identity is a new list, loaded afresh (and, in the embed, its height held). */
export const listIdentity = (category: string, backend: Backend | null | undefined): string =>
  `${category}\n${backend?.url ?? ''}\n${backend?.anonKey ?? ''}`;

export function ListWidget(props: ListWidgetProps) {
  const { category, sources, theme, backend } = props;
  const facts = sources.list(category);
  return (
    <InLocale locale={props.locale}>
      <div className={theme === 'dark' || theme === 'auto' ? `wy-widget wy-theme-${theme}` : 'wy-widget'}>
        <Guard>
          {facts ? (
            <LiveList key={listIdentity(category, backend)} {...props} facts={facts} />
          ) : (
            <UnknownList category={category} />
          )}
        </Guard>
      </div>
    </InLocale>
  );
}

function UnknownList({ category }: { category: string }) {
  useEffect(() => {
    console.error(category ? `Worthy: "${category}" is not a Worthy list key` : 'Worthy: a ranked list needs a category');
  }, [category]);
  return <Unavailable />;
}

function LiveList(props: ListWidgetProps & { facts: ListFacts }) {
  const { category, facts, providers, providersSource, limit, compare = true, partner, title, backend = null, sources } = props;
  const key = category as ListKey;
  const id = useId();
  const [session] = useState(() =>
    openSession({ key, topPick: facts.topPick, loader: sources.loader(backend), providers, providersSource, backend }),
  );
  const [loadedMethod, setLoadedMethod] = useState<ScoringMethod | null>(null);
  const method = props.method !== undefined ? props.method : loadedMethod;

  // The host's latest callbacks, read when something happens, so new functions each render change nothing.
  const host = useRef(props);
  useEffect(() => {
    host.current = props;
  });
  const report: Report = (name, detail) => {
    try {
      (host.current[name] as ((value: typeof detail) => void) | undefined)?.(detail);
    } catch (error) {
      console.error(`Worthy: the host's ${name} handler failed`, error);
    }
  };

  useEffect(
    () => session.follow(report, limit, () => host.current.onSettled?.()),
    // The report reads the host's callbacks through a ref, so new callbacks restart nothing.
    [session, limit],
  );

  useEffect(() => session.update(providers), [session, providers]);

  const wantsMethod = props.method === undefined;
  useEffect(() => {
    if (!wantsMethod) return;
    let current = true;
    void sources.method(key).then((loaded) => current && setLoadedMethod(loaded));
    return () => {
      current = false;
    };
  }, [wantsMethod, sources, key]);

  const rewrite = (url: string) => (partner ? withPartner(url, partner) : url);
  const follow = (url: string, provider: string) => {
    const rank = session.rankOf(provider);
    // Counted on a partner's page (the embed, or this component in a partner's app) when a backend is set.
    if (backend && rank)
      sources.recordClick(backend, { list_key: key, provider, rank, partner: partner || null, surface: 'embed' });
    report('onOutbound', { category, provider, rank, url, partner: partner || null });
  };
  const size = facts.size ?? DEFAULT_PLACEHOLDERS;
  const say = useSay();
  // The panel shows a compare tap after the next paint, the tapped card at once.
  const shown = useLaggingSelection(session.store);
  const Body = props.body ?? ListBody;

  return (
    <OutboundLinks value={rewrite}>
      <OutboundFollows value={follow}>
        <Body
          store={session.store}
          title={title || facts.title}
          compare={compare}
          limit={limit}
          placeholderCount={limit ? Math.min(limit, size) : size}
          disclosureHref={sources.aboutHref}
          disclosureOffsite
          method={method}
          idPrefix={id}
          cardsAtOnce={props.cardsAtOnce}
        />
        {compare && (
          <ComparePanel
            selection={shown}
            title={say('Compare {0}', facts.label)}
            description={say(COMPARE_DESCRIPTION)}
            id={`${id}compare`}
            method={method}
          />
        )}
      </OutboundFollows>
    </OutboundLinks>
  );
}
