/**
 * A provider's review page (CONTRACT section 11): the verdict, the rating's parts, pros and cons,
 * key facts, how it compares with its neighbours, whom it suits, and where to read on. Every
 * number comes from the row, its list and the list's method; every sentence from site/reviews/verdict.ts.
 */
import { checkedLabel, formatRating, formatScore, formatWeight, monthOfIsoDay, starFills } from '../../../lib/format';
import type { Provider, ScoringMethod } from '../../../lib/model';
import { OutboundFollows, OutboundLink } from '../../../lib/widgets';
import { Stars } from '../../../lib/widgets/shared/Stars';
import type { ReviewContent } from '../../content/review';
import { countClick } from '../../data/clicks';
import { VERTICAL_NAMES, hubPath } from '../../routes';
import { Breadcrumbs } from '../topic/Breadcrumbs';
import { HOW_WE_SCORE_ID, Rubric } from '../topic/HowWeScore';
import {
  bestFor,
  comparisonSentence,
  neighboursOf,
  notBestFor,
  rankLine,
  rankedList,
  standings,
  type Ranked,
  type Standing,
} from '../../reviews/verdict';
import { ComparisonTable } from './ComparisonTable';

/** How many of the list's other top providers the page suggests. */
const ALTERNATIVES = 3;

export function ReviewView({ content }: { content: { review: ReviewContent } }) {
  return <ReviewPage key={content.review.path} review={content.review} />;
}

export function ReviewPage({ review }: { review: ReviewContent }) {
  const { name, method, slugs } = review;
  const list = rankedList(review.providers);
  const subject = list.find(({ provider }) => provider.name === name)!;
  const { provider } = subject;
  const parts = method ? standings(provider, list, method) : null;
  const neighbours = neighboursOf(subject, list);
  const reviewOf = (other: Provider) => `${review.topicPath}/${slugs[other.name]}`;
  const checked = checkedLabel(provider.verifiedAt);
  const count = list.length;
  const alternatives = list.filter((entry) => entry !== subject).slice(0, ALTERNATIVES);
  const twinText = review.twinPath && (review.market === 'us' ? 'Read the Canadian review' : 'Read the US review');

  return (
    <OutboundFollows
      value={(_url, followed) =>
        countClick(review.listKey, followed, list.findIndex((entry) => entry.provider.name === followed) + 1)
      }
    >
      <section className="ws-hero ws-hero--topic ws-review-hero">
        <div className="ws-container">
          <Breadcrumbs
            trail={[
              [VERTICAL_NAMES[review.vertical].long, hubPath(review.vertical)],
              [review.topicTitle, review.topicPath],
            ]}
            current={name}
          />
          <h1 className="ws-hero__title">{name} review</h1>
          <p className="ws-hero__tagline">
            {rankLine(subject.rank, count, review.scoredTopic)}, rated {formatRating(provider.rating)} / 5
            {method ? ` on ${method.criteria.length} weighted criteria` : ''}.
          </p>
          {twinText && (
            <a className="ws-twin" href={review.twinPath} hrefLang={review.market === 'us' ? 'en-CA' : 'en-US'}>
              {twinText}
            </a>
          )}
        </div>
      </section>

      <div className="ws-section ws-review">
        <div className="ws-container ws-review__layout">
          <Verdict subject={subject} count={count} scoredTopic={review.scoredTopic} checked={checked} />

          {method && parts && <Breakdown name={name} method={method} parts={parts} />}

          <ProsAndCons provider={provider} />
          <KeyFacts provider={provider} />

          {method && neighbours.length > 0 && (
            <section className="ws-review__part" aria-labelledby="compares-title">
              <h2 id="compares-title">How {name} compares</h2>
              <p>{comparisonSentence(subject, neighbours, method)}</p>
              <ComparisonTable subject={subject} neighbours={neighbours} method={method} reviewOf={reviewOf} />
            </section>
          )}

          {parts && <Suits name={name} parts={parts} count={count} />}

          <section className="ws-review__part" aria-labelledby="alternatives-title">
            <h2 id="alternatives-title">Alternatives to {name}</h2>
            <ul className="ws-review__alternatives">
              {alternatives.map(({ provider: other, rank }) => (
                <li key={other.name}>
                  <a href={reviewOf(other)}>{other.name} review</a>
                  <span>
                    #{rank} of {count}, rated {formatRating(other.rating)} / 5
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <section className="ws-review__part ws-review__method" aria-labelledby="method-title">
            <h2 id="method-title">How we score {review.scoredTopic}</h2>
            <p>
              Each provider is scored from 0 to 5 on the same criteria; its rating is their weighted mean, and the list is ranked
              by rating. <a href={`${review.topicPath}#${HOW_WE_SCORE_ID}`}>Read the method on the {review.topicTitle} page</a>.
            </p>
            <p className="ws-meta">
              Reviewed by <a href="/about">Worthy editorial team</a>
              {checked && (
                <>
                  {' · '}
                  <time dateTime={provider.verifiedAt}>{checked}</time>
                </>
              )}
            </p>
          </section>
        </div>
      </div>
    </OutboundFollows>
  );
}

function Verdict({
  subject: { provider, rank },
  count,
  scoredTopic,
  checked,
}: {
  subject: Ranked;
  count: number;
  scoredTopic: string;
  checked: string | null;
}) {
  return (
    <section className="ws-review__verdict" aria-labelledby="verdict-title">
      <h2 id="verdict-title" className="wy-visually-hidden">
        Our verdict
      </h2>
      <div className="ws-review__score">
        <span className="ws-review__rating">{formatRating(provider.rating)}</span>
        <span className="ws-review__out-of">/ 5</span>
        <Stars fills={starFills(provider.rating)} label={`Rated ${formatRating(provider.rating)} out of 5`} />
      </div>
      <ul className="ws-review__facts">
        <li className="ws-review__rank">{rankLine(rank, count, scoredTopic)}</li>
        {checked && (
          <li>
            <time dateTime={provider.verifiedAt}>{checked}</time>
          </li>
        )}
      </ul>
      <div className="ws-review__action">
        <OutboundLink href={provider.url} provider={provider.name} className="wy-button wy-button--primary">
          Visit {provider.name}
          <span className="wy-visually-hidden"> (opens in a new tab)</span>
        </OutboundLink>
        <p className="ws-review__disclosure">
          We may earn a commission when you visit {provider.name}. It never decides the ranking.
        </p>
      </div>
      {provider.isWorthyPartner && (
        <p className="ws-review__partner">
          <span className="wy-badge wy-badge--partner">Worthy Provider</span> Worthy has a commercial relationship with{' '}
          {provider.name}. It does not change the score: the rating is the weighted mean of the scores below.
        </p>
      )}
    </section>
  );
}

function Breakdown({ name, method, parts }: { name: string; method: ScoringMethod; parts: readonly Standing[] }) {
  return (
    <section className="ws-review__part" aria-labelledby="breakdown-title">
      <h2 id="breakdown-title">How {name} scored</h2>
      <p>{method.criteria.length} criteria, each weighted; the rating is the weighted mean of these scores.</p>
      <ol className="ws-method__criteria ws-review__criteria">
        {parts.map(({ criterion, score }) => (
          <li key={criterion.id} className="ws-method__criterion">
            <div className="ws-method__head">
              <h3>{criterion.label}</h3>
              <span className="ws-method__weight">{formatWeight(criterion.weight)}</span>
              <span className="ws-review__criterion-score">{formatScore(score)}</span>
            </div>
            <span className="ws-method__bar" aria-hidden="true">
              <span style={{ width: `${(score / 5) * 100}%` }} />
            </span>
            <Rubric text={criterion.rubric} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function ProsAndCons({ provider }: { provider: Provider }) {
  if (!provider.pros?.length && !provider.cons?.length) return null;
  return (
    <section className="ws-review__part" aria-labelledby="pros-cons-title">
      <h2 id="pros-cons-title">Pros and cons</h2>
      <div className="ws-review__notes">
        <Notes title="Pros" items={provider.pros} kind="pro" />
        <Notes title="Cons" items={provider.cons} kind="con" />
      </div>
    </section>
  );
}

function Notes({ title, items, kind }: { title: string; items: readonly string[] | undefined; kind: 'pro' | 'con' }) {
  if (!items?.length) return null;
  return (
    <div className={`ws-review__note ws-review__note--${kind}`}>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function KeyFacts({ provider }: { provider: Provider }) {
  const month = monthOfIsoDay(provider.verifiedAt);
  return (
    <section className="ws-review__part" aria-labelledby="facts-title">
      <h2 id="facts-title">Key facts</h2>
      <dl className="ws-review__keyfacts">
        <dt>Starting price</dt>
        <dd>{provider.startingPrice || 'Not published'}</dd>
        {provider.features.length > 0 && (
          <>
            <dt>Features</dt>
            <dd>
              <ul>
                {provider.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {provider.promo && (
          <>
            <dt>Current offer</dt>
            <dd>
              <p>
                <span className="wy-pill">Promo: {provider.promo}</span>
              </p>
              {provider.promoDetail && <p>{provider.promoDetail}</p>}
              {provider.promoCode && (
                <p>
                  Code: <code>{provider.promoCode}</code>
                </p>
              )}
              <p className="ws-meta">
                A time-limited offer{month ? `, checked ${month}` : ''}; it may change and is not part of the score.
              </p>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Suits({ name, parts, count }: { name: string; parts: readonly Standing[]; count: number }) {
  const best = bestFor(parts, count);
  const worst = notBestFor(parts, count);
  if (!best.length) return null;
  return (
    <section className="ws-review__part" aria-labelledby="suits-title">
      <h2 id="suits-title">Who {name} suits</h2>
      <div className="ws-review__notes">
        <div className="ws-review__note ws-review__note--pro">
          <h3>Best for</h3>
          <ul>
            {best.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="ws-review__note ws-review__note--con">
          <h3>Not the best for</h3>
          <ul>
            {worst.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
