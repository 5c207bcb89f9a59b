/**
 * What one embed renders: the ranked list and its compare panel, or a short message. The widgets
 * follow the store's signals themselves, each where it reads them (see signalsRuntime.ts).
 */
import { Component, type ReactNode } from 'react';
import type { ScoringMethod } from '../model/method';
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
  /** The list's scoring method, once loaded: cards explain their ratings, the table scores each criterion. */
  method: ScoringMethod | null;
}

export function EmbedView({ store, words, limit, compare, placeholderCount, rewrite, aboutHref, method }: EmbedViewProps) {
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
            method={method}
          />
          {compare && (
            <ComparePanel
              selection={store}
              title={words.compareTitle}
              description={words.compareDescription}
              id="wy-compare"
              method={method}
            />
          )}
        </div>
      </OutboundLinks>
    </Guard>
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
