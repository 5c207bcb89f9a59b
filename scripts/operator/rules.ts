/**
 * What the operator's commands share with the widgets, in one module for scripts/tsModule.mjs to
 * load: the row validator every list passes, the scoring rule, the list registry and the review
 * links. The data check holds the built-in data to exactly these rules, so what it passes is what
 * a reader sees.
 */
export { toProvider } from '../../lib/data/toProvider';
export { MAX_PROVIDERS, TEXT_CAPS } from '../../lib/data/limits';
export { NOTE_LENGTH } from '../../lib/data/scoring';
export { weightedMean } from '../../lib/format/mean';
export { computedScore, computedWeight } from '../../lib/format/computed';
export { tieOrder } from '../../lib/format/ties';
export { FACT_PERIODS } from '../../lib/format/facts';
export { repeats, statedFactWords, words } from '../../lib/format/repeats';
export { english } from '../../lib/i18n/say';
export { isSourceUrl, typedValue } from '../../lib/data/facts';
export { isCalendarDate } from '../../lib/data/dates';
export {
  FLAGSHIP_ORIGIN,
  LIST_KEYS,
  isCanadaListKey,
  isListKey,
  listLabel,
  listRecord,
  reviewUrl,
  slugsOf,
} from '../../lib/model';
