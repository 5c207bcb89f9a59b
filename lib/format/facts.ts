/**
 * Facts as a reader sees them (CONTRACT section 15): '$9.99/mo', '4.3%', '10 devices', 'Yes',
 * 'Not disclosed'; French through the same `say`, whose dictionary writes '9,99 $ US/mois'.
 * A module of its own, small, because every card shows three.
 */
import type { FactDefinition, FactValue } from '../model';
import type { Say } from '../i18n/say';
import { formatFigure } from './rating';

export const NOT_DISCLOSED = 'Not disclosed';

/** How each period a price recurs over is written after it; `data:check` allows only these. */
export const FACT_PERIODS: Readonly<Record<string, string>> = {
  month: '/mo',
  year: '/yr',
  session: ' per session',
  serving: ' per serving',
  box: ' per box',
  visit: ' per visit',
  trade: ' per trade',
};

/**
 * A figure as English writes it and `say` expects it ('1,234', '9.99', '4.25'): money with cents
 * unless whole, anything else with at most two decimals; then its currency or percent sign.
 */
function shown(amount: number, definition: FactDefinition, say: Say): string {
  const money = definition.type === 'money';
  // Money with its cents unless whole; anything else with at most two decimals.
  const figure = formatFigure(amount, 2, money && !Number.isInteger(amount));
  if (money) return say(definition.currency === 'CAD' ? 'CA${0}' : '${0}', figure);
  return say(definition.type === 'percent' ? '{0}%' : '{0}', figure);
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
  if (!definition.unit) return figures;
  return `${figures} ${value === 1 ? singular(definition.unit) : definition.unit}`;
}

/**
 * A unit for one of it, its first word in the singular: 'cities' → 'city', 'points or % per $1' →
 * 'point or % per $1'; 'pays' and 'mois' are the same for one. (No lookbehind: the embed runs on
 * partner pages in browsers that cannot parse one.)
 */
const singular = (unit: string): string =>
  unit.replace(/^(?!pays|mois)(\S*?)(ie)?s\b/, (_, word: string, ie: string | undefined) => word + (ie ? 'y' : ''));

/**
 * Every text facts are said with, for the French dictionary's completeness test. Marked pure so a
 * bundle that never reads it (the embed's first load) keeps no trace of it.
 */
export const FACT_TEXTS: readonly string[] = /* @__PURE__ */ [NOT_DISCLOSED, 'Yes', 'No', '${0}', 'CA${0}', '{0}–{1}'].concat(
  /* @__PURE__ */ Object.values(FACT_PERIODS),
);
