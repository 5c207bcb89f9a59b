/**
 * The three facts a careful buyer looks at first (the method's headline facts, CONTRACT section
 * 15), as label and value on every card; "Not disclosed" where the provider does not say.
 */
import { factText } from '../../format';
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
  const facts = provider.facts;
  if (!facts || !method?.facts) return null;
  return (
    <dl className="wy-card__facts">
      {method.facts.map((definition) => {
        if (!definition.headline) return null;
        const value = facts[definition.id]?.value;
        return (
          <div key={definition.id}>
            <dt>{definition.label}</dt>
            <dd className={value == null ? 'wy-fact--none' : undefined}>{factText(definition, value, say)}</dd>
          </div>
        );
      })}
    </dl>
  );
}
