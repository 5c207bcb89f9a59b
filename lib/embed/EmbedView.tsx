/** What one embed renders: the ranked list and its compare panel, or a short message. */
import { effect } from '@preact/signals-react';
import { Component, useEffect, useState, type ReactNode } from 'react';
import type { ListStore } from '../state/listStore';
import { ComparePanel } from '../widgets/ComparePanel';
import { RankedList } from '../widgets/RankedList';
import { OutboundLinks, type OutboundRewrite } from '../widgets/shared/outbound';
import type { ListWords } from './titles';

export const UNAVAILABLE_TEXT = 'This list is not available.';

export function Message({ text }: { text: string }) {
  return (
    <div className="wy-embed">
      <p className="wy-embed__message" role="status">
        {text}
      </p>
    </div>
  );
}

export interface EmbedViewProps {
  store: ListStore;
  words: ListWords;
  limit: number | undefined;
  compare: boolean;
  placeholderCount: number;
  rewrite: OutboundRewrite;
  aboutHref: string;
}

export function EmbedView({ store, words, limit, compare, placeholderCount, rewrite, aboutHref }: EmbedViewProps) {
  useStoreUpdates(store);
  return (
    <Guard>
      <OutboundLinks value={rewrite}>
        <div className="wy-embed">
          <RankedList
            store={store}
            title={words.title}
            compare={compare}
            limit={limit}
            placeholderCount={placeholderCount}
            disclosureHref={aboutHref}
          />
          {compare && (
            <ComparePanel
              selection={store}
              title={words.compareTitle}
              description={words.compareDescription}
              id="wy-compare"
            />
          )}
        </div>
      </OutboundLinks>
    </Guard>
  );
}

/**
 * Renders the view again whenever the store changes (see signalsRuntime.ts). It reads every
 * signal of the store, so the widgets below always see current values. The effect's first run
 * renders once more, which also catches a change between this render and the subscription.
 */
function useStoreUpdates(store: ListStore): void {
  const [, setVersion] = useState(0);
  useEffect(
    () =>
      effect(() => {
        void [store.providers.value, store.isLoading.value, store.selectedProviders.value];
        void [store.canSelectMore.value, store.topPickNames.value];
        setVersion((version) => version + 1);
      }),
    [store],
  );
}

/** A widget bug must stay inside the widget: the partner's page keeps working around it. */
class Guard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Worthy: the list could not be shown', error);
  }

  override render() {
    return this.state.failed ? <Message text={UNAVAILABLE_TEXT} /> : this.props.children;
  }
}
