/** French page words, typeset as every French text is where it is shown (lib/i18n/fr-CA/typography.ts). */
import { typeset } from '../../lib/i18n/fr-CA/typography';

/** Fields that hold no reader's text: left as written. */
const NOT_TEXT = new Set(['listKey', 'href', 'kind', 'id', 'path']);

/** Every reader's text in `value`, typeset. */
export function typesetWords<T>(value: T): T {
  if (typeof value === 'string') return typeset(value) as T;
  if (Array.isArray(value)) return value.map(typesetWords) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, NOT_TEXT.has(key) ? item : typesetWords(item)]),
    ) as T;
  return value;
}
