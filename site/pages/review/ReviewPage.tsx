/**
 * A provider's review page (CONTRACT section 11), in English or, for a Canada list, in French
 * (section 13): the verdict, our take, key facts, the rating's parts, pros and cons, whom it suits,
 * how it compares with its neighbours, and the providers that beat it where it is weakest. Every
 * number comes from the row, its list and the list's method; the take is an editor's
 * (site/content/takes); every computed sentence comes from site/reviews/verdict.ts (verdictFr.ts in
 * French), every other word through `say`. Each section hydrates in its turn (shell/InTurn.tsx).
 */
import { formatRating, monthOfIsoDay, scoreBasis, starFills } from '../../../lib/format';
import { useSay, type Say } from '../../../lib/i18n/say';
import { shownName, type Provider, type ScoringMethod } from '../../../lib/model';
import { OutboundFollows, OutboundLink } from '../../../lib/widgets';
import { Stars } from '../../../lib/widgets/shared/Stars';
import type { ReviewContent } from '../../content/review';
import { countClick } from '../../data/clicks';
import { usePageLang } from '../../i18n/pageLang';
import { VERTICAL_NAMES, hubPath, pathIn } from '../../routes';
import { LanguageSwitch } from '../LanguageSwitch';
import { InTurn } from '../../shell/InTurn';
import { Breadcrumbs } from '../topic/Breadcrumbs';
import { HOW_WE_SCORE_ID } from '../topic/HowWeScore';
import { alternativesTo, neighboursOf, rankedList, standings, type Ranked, type Standing } from '../../reviews/verdict';
import { scoreIn, verdictIn, type VerdictWords } from '../../reviews/verdictIn';
import { ComparisonTable } from './ComparisonTable';
import { FactsTable } from './FactsTable';
import { newFeatures } from './newFeatures';

/** How many other providers of the list the page suggests. */
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
  const shown = shownName(provider);
  /** The name inside a sentence: with its article in French (« la Banque Scotia »). */
  const named = words.name(provider);
  const parts = method ? standings(provider, list, method) : null;
  const neighbours = neighboursOf(subject, list);
  const reviewOf = (other: Provider) => `${review.topicPath}/${slugs[other.name]}`;
  const month = monthOfIsoDay(provider.verifiedAt);
  const checked = month && say('Checked {0}', month);
  const count = list.length;
  const rating = say('{0}', formatRating(provider.rating));
  const alternatives = parts ? alternativesTo(subject, list, parts, ALTERNATIVES) : [];
  const twinText =
    review.twinPath && say(review.market === 'us' ? 'Read the Canadian review of {0}' : 'Read the US review of {0}', named);
  const rankLine = words.rankLine(subject.rank, count, review.scoredTopic);

  return (
    <OutboundFollows
      value={(_url, followed) =>
        countClick(review.listKey, followed, list.findIndex((entry) => entry.provider.name === followed) + 1)
      }
    >
      <InTurn>
        <section className="ws-hero ws-hero--topic ws-review-hero">
          <div className="ws-container">
            <div className="ws-hero__top">
              <Breadcrumbs
                trail={[
                  [say(VERTICAL_NAMES[review.vertical].long), hubPath(review.vertical)],
                  [review.topicTitle, review.topicPath],
                ]}
                current={shown}
              />
              <LanguageSwitch lang={lang} other={lang ? review.english : review.french} />
            </div>
            <h1 className="ws-hero__title">{say('{0} review', named)}</h1>
            <p className="ws-hero__tagline">{say('{0}, rated {1} / 5.', rankLine, rating)}</p>
            {twinText && (
              <a className="ws-twin" href={review.twinPath} hrefLang={review.market === 'us' ? 'en-CA' : 'en-US'}>
                {twinText}
              </a>
            )}
          </div>
        </section>
      </InTurn>

      <div className="ws-section ws-review">
        <div className="ws-container ws-review__layout">
          <InTurn>
            <Verdict
              subject={subject}
              named={named}
              rating={rating}
              checked={checked}
              tie={words.tieNote(subject, list, method)}
            />
          </InTurn>

          {review.take && (
            <InTurn>
              <section className="ws-review__part ws-review__take" aria-labelledby="take-title">
                <h2 id="take-title">{say('Our take')}</h2>
                <p>{review.take}</p>
              </section>
            </InTurn>
          )}

          <InTurn>
            <KeyFacts provider={provider} method={method} month={month} named={named} />
          </InTurn>

          {method && parts && (
            <InTurn>
              <Breakdown provider={provider} method={method} parts={parts} count={count} rating={rating} words={words} />
            </InTurn>
          )}

          <ProsAndCons provider={provider} />

          {parts && <Suits provider={provider} parts={parts} count={count} words={words} />}

          {method && neighbours.length > 0 && (
            <InTurn>
              <section className="ws-review__part" aria-labelledby="compares-title">
                <h2 id="compares-title">{say('How {0} compares', named)}</h2>
                <p>{words.comparisonSentence(subject, neighbours, method)}</p>
                <ComparisonTable
                  subject={subject}
                  neighbours={neighbours}
                  list={review.providers}
                  method={method}
                  reviewOf={reviewOf}
                  place={words.place}
                />
              </section>
            </InTurn>
          )}

          {alternatives.length > 0 && (
            <InTurn>
              <section className="ws-review__part" aria-labelledby="alternatives-title">
                <h2 id="alternatives-title">{say('Alternatives to {0}', named)}</h2>
                <p>
                  {alternatives[0]!.beats.length
                    ? say('Where {0} is weakest, these score higher:', named)
                    : say('{0} is not the weakest on any criterion; the next-ranked providers are:', named)}
                </p>
                <ul className="ws-review__alternatives">
                  {alternatives.map((alternative) => (
                    <li key={alternative.other.provider.name}>
                      <a href={reviewOf(alternative.other.provider)}>
                        {say('{0} review', words.name(alternative.other.provider))}
                      </a>
                      <span>{words.alternativeLine(alternative, provider, count)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            </InTurn>
          )}

          <InTurn>
            <section className="ws-review__part ws-review__method" aria-labelledby="method-title">
              <h2 id="method-title">{say('How we score {0}', review.scoredTopic)}</h2>
              <p>
                <a href={`${review.topicPath}#${HOW_WE_SCORE_ID}`}>
                  {say('Read how {0} was scored on the {1} page', named, review.topicTitle)}
                </a>
                .
              </p>
              <p className="ws-meta">
                {`${say('Review of {0} by the', named)} `}
                <a href={pathIn(lang, '/about')}>{say('Worthy editorial team')}</a>
                {checked ? (
                  <>
                    {' · '}
                    <time dateTime={provider.verifiedAt}>{checked}</time>
                  </>
                ) : null}
              </p>
            </section>
          </InTurn>
        </div>
      </div>
    </OutboundFollows>
  );
}

function Verdict({
  subject: { provider },
  named,
  rating,
  checked,
  tie,
}: {
  subject: Ranked;
  /** Its name inside a sentence. */
  named: string;
  /** The rating as the page writes it ('4.70', '4,70'). */
  rating: string;
  checked: string | null;
  /** How a tie in rating was ordered; empty when there is none. */
  tie: string;
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
      <div className="ws-review__status">
        {checked ? (
          <p className="ws-review__checked">
            <time dateTime={provider.verifiedAt}>{checked}</time>
          </p>
        ) : null}
        {tie ? <p className="ws-review__tie">{tie}</p> : null}
      </div>
      <div className="ws-review__action">
        <OutboundLink href={provider.url} provider={provider.name} className="wy-button wy-button--primary">
          {say('Visit {0}', named)}
          <span className="wy-visually-hidden">{` ${say('(opens in a new tab)')}`}</span>
        </OutboundLink>
        <p className="ws-review__disclosure">
          {say('We may earn a commission when you visit {0}; commissions never decide the ranking.', named)}
        </p>
      </div>
      {provider.isWorthyPartner && (
        <p className="ws-review__partner">
          <span className="wy-badge wy-badge--partner">{say('Worthy Provider')}</span>
          {` ${say(
            'Worthy has a commercial relationship with {0}, which does not change its score: the rating is the weighted mean of the scores below.',
            named,
          )}`}
        </p>
      )}
    </section>
  );
}

function Breakdown({
  provider,
  method,
  parts,
  count,
  rating,
  words,
}: {
  provider: Provider;
  method: ScoringMethod;
  parts: readonly Standing[];
  count: number;
  rating: string;
  words: VerdictWords;
}) {
  const say = useSay();
  const name = words.name(provider);
  return (
    <section className="ws-review__part" aria-labelledby="breakdown-title">
      <h2 id="breakdown-title">{say('How {0} scored', name)}</h2>
      <p>{say('Its {0} / 5 is the weighted mean of these {1} scores.', rating, method.criteria.length)}</p>
      <ol className="ws-method__criteria ws-review__criteria">
        {parts.map((standing) => (
          <li key={standing.criterion.id} className="ws-method__criterion">
            <div className="ws-method__head">
              <h3>{standing.criterion.label}</h3>
              <span className="ws-method__weight">{say('{0}%', standing.criterion.weight)}</span>
              <span className="ws-review__criterion-score">{scoreIn(say, standing.score)}</span>
            </div>
            <span className="ws-method__bar" aria-hidden="true">
              <span style={{ width: `${(standing.score / 5) * 100}%` }} />
            </span>
            <p className="ws-method__basis">
              <strong className="ws-review__place">
                {say('{0} on this criterion', placeIn(say, words.place, standing, count))}
              </strong>
              {` · ${scoreBasis(standing.criterion, method, provider, say)}`}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** '#2 of 8' or 'joint #2 of 8' ('2e ex æquo sur 8') in the page's language. */
const placeIn = (say: Say, place: VerdictWords['place'], standing: Standing, count: number): string =>
  say(standing.shared ? 'joint {0} of {1}' : '{0} of {1}', place(standing.place), count);

function ProsAndCons({ provider }: { provider: Provider }) {
  const say = useSay();
  if (!provider.pros?.length && !provider.cons?.length) return null;
  return (
    <InTurn>
      <section className="ws-review__part" aria-labelledby="pros-cons-title">
        <h2 id="pros-cons-title">{say('Pros and cons')}</h2>
        <div className="ws-review__notes">
          <Notes title={say('Pros')} items={provider.pros} kind="pro" />
          <Notes title={say('Cons')} items={provider.cons} kind="con" />
        </div>
      </section>
    </InTurn>
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

function KeyFacts({
  provider,
  method,
  month,
  named,
}: {
  provider: Provider;
  method: ScoringMethod | null;
  month: string | null;
  /** Its name inside a sentence. */
  named: string;
}) {
  const say = useSay();
  const features = newFeatures(provider, method, say);
  return (
    <section className="ws-review__part" aria-labelledby="facts-title">
      <h2 id="facts-title">{say('Key facts')}</h2>
      {method && <FactsTable provider={provider} method={method} />}
      <dl className="ws-review__keyfacts">
        {!method?.facts?.length && (
          <>
            <dt>{say('Starting price')}</dt>
            <dd>{provider.startingPrice || say('Not published')}</dd>
          </>
        )}
        {features.length > 0 && (
          <>
            <dt>{say('Features')}</dt>
            <dd>
              <ul>
                {features.map((feature) => (
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
                    ? say(
                        'An offer from {0}, checked {1}; it is time-limited, may change and is not part of the score.',
                        named,
                        month,
                      )
                    : say('An offer from {0}; it is time-limited, may change and is not part of the score.', named)}
                </p>
              )}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Suits({
  provider,
  parts,
  count,
  words,
}: {
  provider: Provider;
  parts: readonly Standing[];
  count: number;
  words: VerdictWords;
}) {
  const say = useSay();
  const best = words.bestFor(parts, provider);
  const strongest = words.strongestOn(parts, provider, count);
  const weakest = words.notBestFor(parts, provider, count);
  if (!best.length && !strongest.length && !weakest.length) return null;
  return (
    <InTurn>
      <section className="ws-review__part" aria-labelledby="suits-title">
        <h2 id="suits-title">{say('Who {0} suits', words.name(provider))}</h2>
        <div className="ws-review__notes">
          {best.length > 0 && <Notes title={say('Best for')} items={best} kind="pro" />}
          {strongest.length > 0 && <Notes title={say('Strongest on')} items={strongest} kind="pro" />}
          {weakest.length > 0 && <Notes title={say('Not the best for')} items={weakest} kind="con" />}
        </div>
      </section>
    </InTurn>
  );
}
