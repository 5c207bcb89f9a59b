/** What one embed shows, read from its attributes (CONTRACT section 6). */
import type { Backend } from '../data/backends';
import type { Theme } from '../connected/WorthyRankedList/ListWidget';
import type { Locale } from '../i18n/say';

export const TAG = 'worthy-ranked-list';

/** Marks our element class, so a second copy of the script knows the tag is ours, not a conflict. */
export const EMBED_MARK = Symbol.for('worthy.embed.element');

/** The attributes of the element; the script-tag form spells them with a data- prefix. */
export const ATTRIBUTES = [
  'category',
  'limit',
  'compare',
  'theme',
  'partner',
  'supabase-url',
  'supabase-key',
  'lang',
  'fit',
  'weights',
] as const;

export interface EmbedConfig {
  /** As written: the widget itself tells a list key from anything else. */
  category: string;
  limit: number | undefined;
  compare: boolean;
  theme: Theme;
  partner: string;
  backend: Backend | null;
  /** `lang`: French for 'fr-CA' (or any 'fr…'), else English (CONTRACT section 13). */
  locale: Locale;
  /** `fit="true"` shows Find your fit (CONTRACT section 16). */
  fit: boolean;
  /** `weights="privacy:3,price:1"` as written: the list reads it against its method (lib/fit/params.ts). */
  weights: string;
}

/** Set at build time; absent means built-in data only and no request for providers. */
const BUILT_IN_BACKEND: Backend | null =
  import.meta.env.VITE_SUPABASE_URL && import.meta.env.VITE_SUPABASE_ANON_KEY
    ? { url: import.meta.env.VITE_SUPABASE_URL, anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY }
    : null;

export function readConfig(element: Element): EmbedConfig {
  const attr = (name: (typeof ATTRIBUTES)[number]) => element.getAttribute(name)?.trim() ?? '';
  const url = attr('supabase-url');
  const anonKey = attr('supabase-key');
  const theme = attr('theme');
  return {
    category: attr('category'),
    limit: parseLimit(attr('limit')),
    compare: attr('compare').toLowerCase() !== 'false',
    theme: theme === 'dark' || theme === 'auto' ? theme : 'light',
    partner: attr('partner'),
    // A partner's own backend needs both halves; half a pair falls back to ours rather than failing.
    backend: url && anonKey ? { url, anonKey } : BUILT_IN_BACKEND,
    locale: /^fr\b/i.test(attr('lang')) ? 'fr-CA' : 'en',
    fit: attr('fit').toLowerCase() === 'true',
    weights: attr('weights'),
  };
}

/** A positive integer, else no limit: a typo in a partner's snippet must not hide the list. */
function parseLimit(value: string): number | undefined {
  if (!value) return undefined;
  const limit = /^\d+$/.test(value) ? Number(value) : 0;
  if (limit > 0) return limit;
  console.warn(`Worthy: limit="${value}" is not a positive integer; showing every provider`);
  return undefined;
}
