/**
 * "Our take" (CONTRACT section 11): the words an editor wrote for each provider, per list and
 * language, in site/content/takes/<lang>/<list key>.json keyed by the provider's name. Read by the
 * review pages alone, so no list, card or embed carries them. tests/unit/takes.test.ts holds every
 * take to its rules (site/reviews/takeCheck.ts).
 */
import type { TakeLang } from '../reviews/takeCheck';

type Takes = Readonly<Record<string, string>>;

const files: Record<TakeLang, Record<string, () => Promise<Takes>>> = {
  en: import.meta.glob<Takes>('./takes/en/*.json', { import: 'default' }),
  fr: import.meta.glob<Takes>('./takes/fr/*.json', { import: 'default' }),
};

/** The take on `name` in list `key`, or null where none is written. */
export async function loadTake(lang: TakeLang, key: string, name: string): Promise<string | null> {
  const file = files[lang][`./takes/${lang}/${key}.json`];
  const takes = file ? await file() : {};
  return Object.hasOwn(takes, name) ? takes[name]! : null;
}
