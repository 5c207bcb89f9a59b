'use client';
/**
 * The three facts a careful buyer looks at first (the method's headline facts, CONTRACT section
 * 15), as label and value on every card; "Not disclosed" where the provider does not say.
 */
import { factText, headlineFacts } from '../../format';
import type { Say } from '../../i18n/say';
import type { Provider, ScoringMethod } from '../../model';

export function HeadlineFacts({
  provider,
  method,
  say,
}: {
  provider: Provider;
  method: ScoringMethod | null | undefined;
  say: Say;
}) {
  const facts = headlineFacts(method, provider);
  if (!facts.length) return null;
  return (
    <dl className="wy-card__facts">
      {facts.map(({ definition, fact }) => (
        <div key={definition.id} className={fact?.value == null ? 'wy-fact wy-fact--none' : 'wy-fact'}>
          <dt>{definition.label}</dt>
          <dd>{factText(definition, fact?.value, say)}</dd>
        </div>
      ))}
    </dl>
  );
}
