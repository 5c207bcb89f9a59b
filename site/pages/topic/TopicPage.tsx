/** One component for all 49 topic pages: hero, ranked list, compare panel, then the page's own sections. */
import { latestCheck, longDateOfIsoDay } from '../../../lib/format';
import { listRecord, scoredTopic, type Provider, type ScoringMethod } from '../../../lib/model';
import { ComparePanel, FitControls, FitRankedList, OutboundFollows, RankedList } from '../../../lib/widgets';
import { createReaderFit, useLaggingSelection, useValue } from '../../../lib/state';
import type { TopicContent } from '../../content/types';
import { countClick } from '../../data/clicks';
import { VERTICAL_NAMES, hubPath, pathIn } from '../../routes';
import { Breadcrumbs } from './Breadcrumbs';
import { CompareTray } from './CompareTray';
import { TrustLine } from './trustLine';
import { HOW_WE_SCORE_ID, HowWeScore } from './HowWeScore';
import { PageWrapper } from './PageWrapper';
import { TopicSectionView } from './sections';
import { CopyComparisonLink, SelectionInUrl } from './SharedComparison';
import { useTopicStore } from './useTopicStore';
import { useSay } from '../../../lib/i18n/say';
import { LanguageSwitch } from '../LanguageSwitch';
import { InTurn } from '../../shell/InTurn';
import { useState } from 'react';
import { FitInUrl } from './FitInUrl';

/** The topic page as a view of the router: content plus the prerendered rows. */
export function TopicView({
  content,
  providers,
}: {
  content: { topic: TopicContent; method: ScoringMethod | null };
  providers?: readonly Provider[];
}) {
  return <TopicPage key={content.topic.path} topic={content.topic} method={content.method} providers={providers} />;
}

export function TopicPage({
  topic,
  method,
  providers,
}: {
  topic: TopicContent;
  method: ScoringMethod | null;
  providers?: readonly Provider[];
}) {
  const store = useTopicStore(topic, providers);
  // Find your fit needs the list's method: its criteria are what a reader weighs.
  const [readerFit] = useState(() => (method ? createReaderFit(store, method) : null));
  const listProps = {
    title: topic.listTitle,
    headingLevel: 2,
    method,
    disclosureHref: method ? `#${HOW_WE_SCORE_ID}` : pathIn(topic.lang, '/about#how-we-review'),
    // Past the first, each card hydrates in a turn of its own.
    cardsAtOnce: 1,
    cardTurn: InTurn,
  } as const;
  // The card follows a compare tap at once; the panel, the share link and the tray a frame later.
  const shown = useLaggingSelection(store);
  const checked = latestCheck(useValue(store.providers));

  const say = useSay();
  // The other market's page (English pages), and the page in the other language (Canada pages).
  const twin = topic.twin && !topic.lang && say(topic.market === 'us' ? 'View the Canadian version' : 'View the US version');
  // Any outbound link to a provider of this list counts, at its rank; links to other products do not.
  const countOpen = (_url: string, name: string) =>
    countClick(topic.listKey, name, store.providers.value.findIndex((provider) => provider.name === name) + 1);

  return (
    <PageWrapper path={topic.path} listTitle={topic.listTitle} offering={listRecord(topic.listKey).offering} store={store}>
      <OutboundFollows value={countOpen}>
        <InTurn>
          <section className="ws-hero ws-hero--topic">
            <div className="ws-container">
              <div className="ws-hero__top">
                <Breadcrumbs
                  trail={[[say(VERTICAL_NAMES[topic.vertical].long), hubPath(topic.vertical)]]}
                  current={topic.title}
                />
                <LanguageSwitch lang={topic.lang} other={topic.lang ? topic.english : topic.french} />
              </div>
              <span className="wy-badge wy-badge--accent ws-hero__badge">{topic.badge}</span>
              <h1 className="ws-hero__title">{topic.title}</h1>
              <p className="ws-hero__tagline">{topic.tagline}</p>
              <div className="ws-hero__meta">
                {checked && (
                  <p className="ws-meta">
                    {`${say('Last Updated:')} `}
                    <time dateTime={checked}>{say('{0}', longDateOfIsoDay(checked))}</time>
                  </p>
                )}
                <TrustLine note={topic.trustNote} store={store} />
                {twin && (
                  <a className="ws-twin" href={topic.twin} hrefLang={topic.market === 'us' ? 'en-CA' : 'en-US'}>
                    {twin}
                  </a>
                )}
              </div>
            </div>
          </section>
        </InTurn>

        {topic.lead?.map((section) => (
          <InTurn key={section.title}>
            <TopicSectionView section={section} />
          </InTurn>
        ))}

        <div className="ws-section ws-section--list">
          <div className="ws-container">
            {readerFit && (
              <InTurn>
                <FitControls readerFit={readerFit} headingLevel={2} idPrefix="fit" />
                <FitInUrl readerFit={readerFit} />
              </InTurn>
            )}
            <InTurn>
              {readerFit ? <FitRankedList readerFit={readerFit} {...listProps} /> : <RankedList store={store} {...listProps} />}
              {/* A shared link's selection is restored once the page has hydrated (SharedComparison.tsx). */}
              <SelectionInUrl store={store} />
            </InTurn>
          </div>
        </div>

        <div className="ws-section ws-section--compare" id="compare">
          <div className="ws-container">
            <ComparePanel
              selection={shown}
              method={method}
              title={topic.compare.title}
              description={topic.compare.description}
              oneProviderPrompt={topic.compare.oneProviderPrompt}
              id="compare-panel"
            />
            <CopyComparisonLink selection={shown} />
          </div>
        </div>

        {method && (
          <InTurn>
            <HowWeScore method={method} topic={topic.scoredTopic ?? scoredTopic(listRecord(topic.listKey))} />
          </InTurn>
        )}

        {topic.sections.map((section) => (
          <InTurn key={section.title}>
            <TopicSectionView section={section} />
          </InTurn>
        ))}
        <CompareTray selection={shown} panelId="compare-panel" />
      </OutboundFollows>
    </PageWrapper>
  );
}
