/**
 * A provider's review page (CONTRACT section 11), in English or, for a Canada list, in French
 * (section 13): the verdict, the rating's parts, pros and cons, key facts, how it compares with its
 * neighbours, whom it suits, and where to read on. Every number comes from the row, its list and
 * the list's method; every sentence from site/reviews/verdict.ts (verdictFr.ts in French), every
 * other word through `say`.
 */
import { formatRating, monthOfIsoDay, scoreBasis, starFills } from '../../../lib/format';
import { useSay } from '../../../lib/i18n/say';
import type { Provider, ScoringMethod } from '../../../lib/model';
import { OutboundFollows, OutboundLink } from '../../../lib/widgets';
import { Stars } from '../../../lib/widgets/shared/Stars';
import type { ReviewContent } from '../../content/review';
import { countClick } from '../../data/clicks';
import { usePageLang } from '../../i18n/pageLang';
import { VERTICAL_NAMES, hubPath, pathIn } from '../../routes';
import { LanguageSwitch } from '../LanguageSwitch';
import { Breadcrumbs } from '../topic/Breadcrumbs';
import { HOW_WE_SCORE_ID, Rubric } from '../topic/HowWeScore';
import { neighboursOf, rankedList, standings, type Ranked, type Standing } from '../../reviews/verdict';
import { scoreIn, verdictIn, type VerdictWords } from '../../reviews/verdictIn';
import { ComparisonTable } from './ComparisonTable';
import { FactsTable } from './FactsTable';

/** How many of the list's other top providers the page suggests. */
const ALTERNATIVES = 3;

export function ReviewView({ content }: { content: { review: ReviewContent } }) {
  return <ReviewPage key={content.review.path} review={content.review} />;
}

export function ReviewPage({ review }: { review: ReviewContent }) {
  const say = useSay();
  const lang = usePageLang();
  const words = verdictIn(lang);
  const { name, method, slugs } = review;
  const list = rankedList(review.providers);
  const subject = list.find(({ provider }) => provider.name === name)!;
  const { provider } = subject;
  const parts = method ? standings(provider, list, method) : null;
  const neighbours = neighboursOf(subject, list);
  const reviewOf = (other: Provider) => `${review.topicPath}/${slugs[other.name]}`;
  const month = monthOfIsoDay(provider.verifiedAt);
  const checked = month && say('Checked {0}', month);
  const count = list.length;
  const rating = say('{0}', formatRating(provider.rating));
  const alternatives = list.filter((entry) => entry !== subject).slice(0, ALTERNATIVES);
  const twinText = review.twinPath && say(review.market === 'us' ? 'Read the Canadian review' : 'Read the US review');
  const rankLine = words.rankLine(subject.rank, count, review.scoredTopic);

  return (
    <OutboundFollows
      value={(_url, followed) =>
        countClick(review.listKey, followed, list.findIndex((entry) => entry.provider.name === followed) + 1)
      }
    >
      <section className="ws-hero ws-hero--topic ws-review-hero">
        <div className="ws-container">
          <div className="ws-hero__top">
            <Breadcrumbs
              trail={[
                [say(VERTICAL_NAMES[review.vertical].long), hubPath(review.vertical)],
                [review.topicTitle, review.topicPath],
              ]}
              current={name}
            />
            <LanguageSwitch lang={lang} other={lang ? review.english : review.french} />
          </div>
          <h1 className="ws-hero__title">{say('{0} review', name)}</h1>
          <p className="ws-hero__tagline">
            {method
              ? say('{0}, rated {1} / 5 on {2} weighted criteria.', rankLine, rating, method.criteria.length)
              : say('{0}, rated {1} / 5.', rankLine, rating)}
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
          <Verdict subject={subject} rankLine={rankLine} rating={rating} checked={checked} />

          {method && parts && <Breakdown provider={provider} method={method} parts={parts} />}

          <ProsAndCons provider={provider} />
          <KeyFacts provider={provider} method={method} month={month} />

          {method && neighbours.length > 0 && (
            <section className="ws-review__part" aria-labelledby="compares-title">
              <h2 id="compares-title">{say('How {0} compares', name)}</h2>
              <p>{words.comparisonSentence(subject, neighbours, method)}</p>
              <ComparisonTable
                subject={subject}
                neighbours={neighbours}
                method={method}
                reviewOf={reviewOf}
                place={words.place}
              />
            </section>
          )}

          {parts && <Suits name={name} parts={parts} count={count} words={words} />}

          <section className="ws-review__part" aria-labelledby="alternatives-title">
            <h2 id="alternatives-title">{say('Alternatives to {0}', name)}</h2>
            <ul className="ws-review__alternatives">
              {alternatives.map(({ provider: other, rank }) => (
                <li key={other.name}>
                  <a href={reviewOf(other)}>{say('{0} review', other.name)}</a>
                  <span>{say('{0} of {1}, rated {2} / 5', words.place(rank), count, formatRating(other.rating))}</span>
                </li>
              ))}
            </ul>
          </section>

          <section className="ws-review__part ws-review__method" aria-labelledby="method-title">
            <h2 id="method-title">{say('How we score {0}', review.scoredTopic)}</h2>
            <p>
              {say(
                'Each provider is scored from 0 to 5 on the same criteria; its rating is their weighted mean, and the list is ranked by rating.',
              )}{' '}
              <a href={`${review.topicPath}#${HOW_WE_SCORE_ID}`}>{say('Read the method on the {0} page', review.topicTitle)}</a>.
            </p>
            <p className="ws-meta">
              {say('Reviewed by')} <a href={pathIn(lang, '/about')}>{say('Worthy editorial team')}</a>
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
  subject: { provider },
  rankLine,
  rating,
  checked,
}: {
  subject: Ranked;
  rankLine: string;
  /** The rating as the page writes it ('4.70', '4,70'). */
  rating: string;
  checked: string | null;
}) {
  const say = useSay();
  return (
    <section className="ws-review__verdict" aria-labelledby="verdict-title">
      <h2 id="verdict-title" className="wy-visually-hidden">
        {say('Our verdict')}
      </h2>
      <div className="ws-review__score">
        <span className="ws-review__rating">{rating}</span>
        <span className="ws-review__out-of">/ 5</span>
        <Stars fills={starFills(provider.rating)} label={say('Rated {0} out of 5', formatRating(provider.rating))} />
      </div>
      <ul className="ws-review__facts">
        <li className="ws-review__rank">{rankLine}</li>
        {checked && (
          <li>
            <time dateTime={provider.verifiedAt}>{checked}</time>
          </li>
        )}
      </ul>
      <div className="ws-review__action">
        <OutboundLink href={provider.url} provider={provider.name} className="wy-button wy-button--primary">
          {say('Visit {0}', provider.name)}
          <span className="wy-visually-hidden"> {say('(opens in a new tab)')}</span>
        </OutboundLink>
        <p className="ws-review__disclosure">
          {say('We may earn a commission when you visit {0}. It never decides the ranking.', provider.name)}
        </p>
      </div>
      {provider.isWorthyPartner && (
        <p className="ws-review__partner">
          <span className="wy-badge wy-badge--partner">{say('Worthy Provider')}</span>{' '}
          {say(
            'Worthy has a commercial relationship with {0}. It does not change the score: the rating is the weighted mean of the scores below.',
            provider.name,
          )}
        </p>
      )}
    </section>
  );
}

function Breakdown({ provider, method, parts }: { provider: Provider; method: ScoringMethod; parts: readonly Standing[] }) {
  const say = useSay();
  const { name } = provider;
  return (
    <section className="ws-review__part" aria-labelledby="breakdown-title">
      <h2 id="breakdown-title">{say('How {0} scored', name)}</h2>
      <p>{say('{0} criteria, each weighted; the rating is the weighted mean of these scores.', method.criteria.length)}</p>
      <ol className="ws-method__criteria ws-review__criteria">
        {parts.map(({ criterion, score }) => (
          <li key={criterion.id} className="ws-method__criterion">
            <div className="ws-method__head">
              <h3>{criterion.label}</h3>
              <span className="ws-method__weight">{say('{0}%', criterion.weight)}</span>
              <span className="ws-review__criterion-score">{scoreIn(say, score)}</span>
            </div>
            <span className="ws-method__bar" aria-hidden="true">
              <span style={{ width: `${(score / 5) * 100}%` }} />
            </span>
            <Rubric text={criterion.rubric} />
            <p className="ws-method__basis">{scoreBasis(criterion, method, provider, say)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ProsAndCons({ provider }: { provider: Provider }) {
  const say = useSay();
  if (!provider.pros?.length && !provider.cons?.length) return null;
  return (
    <section className="ws-review__part" aria-labelledby="pros-cons-title">
      <h2 id="pros-cons-title">{say('Pros and cons')}</h2>
      <div className="ws-review__notes">
        <Notes title={say('Pros')} items={provider.pros} kind="pro" />
        <Notes title={say('Cons')} items={provider.cons} kind="con" />
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

function KeyFacts({ provider, method, month }: { provider: Provider; method: ScoringMethod | null; month: string | null }) {
  const say = useSay();
  return (
    <section className="ws-review__part" aria-labelledby="facts-title">
      <h2 id="facts-title">{say('Key facts')}</h2>
      {method && <FactsTable provider={provider} method={method} />}
      <dl className="ws-review__keyfacts">
        <dt>{say('Starting price')}</dt>
        <dd>{provider.startingPrice || say('Not published')}</dd>
        {provider.features.length > 0 && (
          <>
            <dt>{say('Features')}</dt>
            <dd>
              <ul>
                {provider.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {(provider.promo || provider.promoDetail) && (
          <>
            <dt>{say(provider.promo ? 'Current offer' : 'Terms')}</dt>
            <dd>
              {provider.promo && (
                <p>
                  <span className="wy-pill">{say('Promo: {0}', provider.promo)}</span>
                </p>
              )}
              {provider.promoDetail && <p>{provider.promoDetail}</p>}
              {provider.promoCode && (
                <p>
                  {say('Code:')} <code>{provider.promoCode}</code>
                </p>
              )}
              {provider.promo && (
                <p className="ws-meta">
                  {month
                    ? say('A time-limited offer, checked {0}; it may change and is not part of the score.', month)
                    : say('A time-limited offer; it may change and is not part of the score.')}
                </p>
              )}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Suits({ name, parts, count, words }: { name: string; parts: readonly Standing[]; count: number; words: VerdictWords }) {
  const say = useSay();
  const best = words.bestFor(parts, count);
  const worst = words.notBestFor(parts, count);
  if (!best.length) return null;
  return (
    <section className="ws-review__part" aria-labelledby="suits-title">
      <h2 id="suits-title">{say('Who {0} suits', name)}</h2>
      <div className="ws-review__notes">
        <div className="ws-review__note ws-review__note--pro">
          <h3>{say('Best for')}</h3>
          <ul>
            {best.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="ws-review__note ws-review__note--con">
          <h3>{say('Not the best for')}</h3>
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
