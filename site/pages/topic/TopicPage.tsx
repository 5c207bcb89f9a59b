/** One component for all 49 topic pages: hero, ranked list, compare panel, then the page's own sections. */
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useRef } from 'react';
import { formatLongDate } from '../../../lib/format';
import type { Provider } from '../../../lib/model';
import { ComparePanel, RankedList } from '../../../lib/widgets';
import type { TopicContent } from '../../content/types';
import { useToday } from '../../data/today';
import { VERTICAL_NAMES, hubPath } from '../../routes';
import { useRouter } from '../../router/RouterContext';
import { showToast } from '../../shell/toasts';
import { CompareTray } from './CompareTray';
import { PageWrapper } from './PageWrapper';
import { TopicSectionView } from './sections';
import { restoreSelection, searchWithSelection } from './shareLink';
import { useTopicStore } from './useTopicStore';

/** The topic page as a view of the router: content plus the prerendered rows. */
export function TopicView({ content, providers }: { content: { topic: TopicContent }; providers?: readonly Provider[] }) {
  return <TopicPage key={content.topic.path} topic={content.topic} providers={providers} />;
}

export function TopicPage({ topic, providers }: { topic: TopicContent; providers?: readonly Provider[] }) {
  useSignals();
  const store = useTopicStore(topic, providers);
  const { location, navigate } = useRouter();
  const today = useToday();
  const restored = useRef(false);
  const selected = store.selectedProviders.value;
  const loaded = store.providers.value;

  // A shared link's selection is restored once the rows are known; after that the URL follows the selection.
  useEffect(() => {
    if (!loaded.length) return;
    if (!restored.current) {
      restored.current = true;
      store.set(restoreSelection(location.search, loaded));
      return;
    }
    const search = searchWithSelection(location.search, selected);
    if (search !== location.search) navigate(`${location.path}${search}${location.hash}`, { replace: true });
  }, [selected, loaded]); // eslint-disable-line react-hooks/exhaustive-deps

  const copyLink = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      showToast('Comparison link copied. Anyone who opens it sees the same providers side by side.');
    } catch {
      showToast(`Copy this link to share the comparison: ${url}`);
    }
  };

  const twin = topic.twin && (topic.market === 'us' ? 'View the Canadian version' : 'View the US version');

  return (
    <PageWrapper path={topic.path} listTitle={topic.listTitle} store={store}>
      <section className="ws-hero ws-hero--topic">
        <div className="ws-container">
          <nav aria-label="Breadcrumb" className="ws-breadcrumbs">
            <ol>
              <li><a href="/">Home</a></li>
              <li><a href={hubPath(topic.vertical)}>{VERTICAL_NAMES[topic.vertical].long}</a></li>
              <li aria-current="page">{topic.title}</li>
            </ol>
          </nav>
          <span className="wy-badge wy-badge--accent ws-hero__badge">{topic.badge}</span>
          <h1 className="ws-hero__title">{topic.title}</h1>
          <p className="ws-hero__tagline">{topic.tagline}</p>
          <div className="ws-hero__meta">
            <p className="ws-meta">
              Last Updated: <time dateTime={today.toISOString().slice(0, 10)}>{formatLongDate(today)}</time>
            </p>
            <p className="ws-trust">{topic.trustNote}</p>
            {twin && (
              <a className="ws-twin" href={topic.twin} hrefLang={topic.market === 'us' ? 'en-CA' : 'en-US'}>
                {twin}
              </a>
            )}
          </div>
        </div>
      </section>

      {/* Suspense boundaries let React hydrate the page in parts and yield between them, not in one long task. */}
      <Suspense>{topic.lead?.map((section) => <TopicSectionView key={section.title} section={section} />)}</Suspense>

      <div className="ws-section ws-section--list">
        <div className="ws-container">
          <Suspense>
            <RankedList store={store} title={topic.listTitle} headingLevel={2} />
          </Suspense>
        </div>
      </div>

      <div className="ws-section ws-section--compare" id="compare">
        <div className="ws-container">
          <ComparePanel
            selection={store}
            title={topic.compare.title}
            description={topic.compare.description}
            oneProviderPrompt={topic.compare.oneProviderPrompt}
            id="compare-panel"
          />
          {selected.length >= 2 && (
            <p className="ws-share">
              <button type="button" className="wy-button wy-button--ghost wy-button--small" onClick={copyLink}>
                Copy link to this comparison
              </button>
            </p>
          )}
        </div>
      </div>

      <Suspense>
        {topic.sections.map((section) => (
          <TopicSectionView key={section.title} section={section} />
        ))}
      </Suspense>
      <CompareTray selection={store} panelId="compare-panel" />
    </PageWrapper>
  );
}
