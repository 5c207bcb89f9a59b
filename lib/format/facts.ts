/**
 * Facts as a reader sees them (CONTRACT section 15): '$9.99/mo', '4.3%', '10 devices', 'Yes',
 * 'Not disclosed'; French through the same `say`, whose dictionary writes '9,99 $ US/mois'.
 * A module of its own, small, because every card shows three.
 */
import type { Fact, FactDefinition, FactValue, Provider, ScoringMethod } from '../model';
import type { Say } from '../i18n/say';

export const NOT_DISCLOSED = 'Not disclosed';

/** How each period a price recurs over is written after it; `data:check` allows only these. */
export const FACT_PERIODS: Readonly<Record<string, string>> = {
  month: '/mo',
  year: '/yr',
  week: '/wk',
  day: '/day',
  session: ' per session',
  serving: ' per serving',
  meal: ' per meal',
  box: ' per box',
  user: ' per user',
  visit: ' per visit',
  trade: ' per trade',
  night: ' per night',
};

/** English figures, as `say` expects them: '1,234', '9.99', '4.25'. */
const figure = (amount: number, decimals: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

const money = (amount: number, definition: FactDefinition, say: Say) =>
  say(definition.currency === 'CAD' ? 'CA${0}' : '${0}', figure(amount, Number.isInteger(amount) ? 0 : 2));

function shown(amount: number, definition: FactDefinition, say: Say): string {
  if (definition.type === 'money') return money(amount, definition, say);
  const number = figure(amount, Number.isInteger(amount) ? 0 : Math.min(2, String(amount).split('.')[1]!.length));
  return definition.type === 'percent' ? say('{0}%', number) : say('{0}', number);
}

/** A fact's value in words: its figure with currency, period or unit, Yes or No, its text, or "Not disclosed". */
export function factText(definition: FactDefinition, value: FactValue | undefined, say: Say): string {
  if (value === null || value === undefined) return say(NOT_DISCLOSED);
  if (typeof value === 'boolean') return say(value ? 'Yes' : 'No');
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(', ');
  const figures =
    typeof value === 'number'
      ? shown(value, definition, say)
      : say(
          '{0}–{1}',
          shown((value as { min: number }).min, definition, say),
          shown((value as { max: number }).max, definition, say),
        );
  const period = definition.type === 'money' && definition.per ? FACT_PERIODS[definition.per] : undefined;
  if (period) return figures + say(period);
  return definition.unit ? `${figures} ${definition.unit}` : figures;
}

/** The three facts a card shows, with the provider's values; none for a provider without facts. */
export function headlineFacts(
  method: ScoringMethod | null | undefined,
  provider: Provider,
): { definition: FactDefinition; fact: Fact | undefined }[] {
  if (!method?.facts || !provider.facts) return [];
  return method.facts
    .filter((definition) => definition.headline)
    .map((definition) => ({ definition, fact: provider.facts![definition.id] }));
}

/** Every text facts are said with, for the French dictionary's completeness test. */
export const FACT_TEXTS: readonly string[] = [
  NOT_DISCLOSED,
  'Yes',
  'No',
  '${0}',
  'CA${0}',
  '{0}–{1}',
  ...Object.values(FACT_PERIODS),
];
