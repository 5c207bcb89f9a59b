/**
 * A row's facts and reasons (CONTRACT section 15), read as the rest of the row is: untrusted.
 * Only the facts of the list's method are looked at (none without a method, since a value cannot
 * be typed without it). Each outcome is stated:
 *   facts / reasons not an object          -> none
 *   a fact that is not { value, source, checked } with an https source and a yyyy-mm-dd date,
 *   or whose value is not of the fact's type -> that fact dropped (shown as missing, never guessed)
 *   a text value over 120 characters, a list over 8 items or 80 characters an item -> cut
 *   a reason that is not text             -> dropped; over 240 characters -> cut
 * Everything dropped or cut goes into the row's one warning.
 */
import type { Fact, FactDefinition, FactValue, ScoringMethod } from '../model';
import { cappedText, cappedTextList } from './cappedText';
import { isCalendarDate } from './dates';
import { MAX_URL_LENGTH } from './limits';

export const FACT_TEXT_LENGTH = 120;
export const FACT_LIST_CAPS = { items: 8, length: 80 } as const;
export const REASON_LENGTH = 240;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** An https address a reader can follow to where the provider states the fact. */
export const isSourceUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_URL_LENGTH && /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/.test(value);

/** The value as its type allows, `undefined` when it is of the wrong type (null is every type's "not disclosed"). */
export function typedValue(definition: FactDefinition, value: unknown, repairs: string[]): FactValue | undefined {
  if (value === null) return null;
  switch (definition.type) {
    case 'money':
    case 'percent':
    case 'number':
      if (isAmount(value)) return value;
      if (isObject(value) && isAmount(value.min) && isAmount(value.max) && value.min <= value.max) {
        return { min: value.min, max: value.max };
      }
      return undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'text':
      return typeof value === 'string' && value.trim()
        ? cappedText(value, FACT_TEXT_LENGTH, `fact ${definition.id}`, repairs)
        : undefined;
    case 'list':
      return Array.isArray(value) ? cappedTextList(value, FACT_LIST_CAPS, `fact ${definition.id}`, repairs) : undefined;
  }
}

/** The row's facts for the method's facts, each checked; null when none is usable. */
export function readFacts(
  value: unknown,
  method: ScoringMethod | null | undefined,
  repairs: string[],
): Record<string, Fact> | null {
  if (value === null || value === undefined || !method?.facts) return null;
  if (!isObject(value)) {
    repairs.push('facts is not an object, dropped');
    return null;
  }
  const facts: Record<string, Fact> = {};
  const dropped: string[] = [];
  for (const definition of method.facts) {
    if (!Object.hasOwn(value, definition.id)) continue;
    const entry = value[definition.id];
    const typed = isObject(entry) ? typedValue(definition, entry.value, repairs) : undefined;
    if (typed === undefined || !isObject(entry) || !isSourceUrl(entry.source) || !isCalendarDate(entry.checked)) {
      dropped.push(definition.id);
      continue;
    }
    facts[definition.id] = { value: typed, source: entry.source, checked: entry.checked as string };
  }
  if (dropped.length) repairs.push(`facts: ${dropped.join(', ')} of the wrong type or unsourced, dropped`);
  return Object.keys(facts).length ? facts : null;
}

/** One sentence per judged criterion of the method; null when none is usable. */
export function readReasons(
  value: unknown,
  method: ScoringMethod | null | undefined,
  repairs: string[],
): Record<string, string> | null {
  if (value === null || value === undefined || !method) return null;
  if (!isObject(value)) {
    repairs.push('reasons is not an object, dropped');
    return null;
  }
  const reasons: Record<string, string> = {};
  for (const { id } of method.criteria) {
    if (!Object.hasOwn(value, id)) continue;
    const text = cappedText(value[id], REASON_LENGTH, `reason ${id}`, repairs);
    if (text) reasons[id] = text;
    else repairs.push(`reason ${id} is not text, dropped`);
  }
  return Object.keys(reasons).length ? reasons : null;
}
