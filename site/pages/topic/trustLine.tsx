/**
 * The topic hero's trust line: only what the list's data can show. Every row carries the date its
 * price, rate and offer were last checked, so the line names those months, after the page's SPEC
 * refresh note when it has one. It follows the store, so a fresher backend list updates it.
 */
import { monthOfIsoDay } from '../../../lib/format';
import type { Provider } from '../../../lib/model';
import { useValue, type ListStore } from '../../../lib/state';
import { english, useSay, type Say } from '../../../lib/i18n/say';

/** 'Prices, rates and offers checked November 2026', or 'October–November 2026' when rows differ. */
export function trustLine(note: string | undefined, providers: readonly Provider[], say: Say = english): string | null {
  let oldest: string | undefined;
  let newest: string | undefined;
  for (const { verifiedAt } of providers) {
    if (!verifiedAt) continue;
    if (!oldest || verifiedAt < oldest) oldest = verifiedAt;
    if (!newest || verifiedAt > newest) newest = verifiedAt;
  }
  if (!oldest || !newest) return note ?? null;
  const [from, to] = [monthOfIsoDay(oldest)!, monthOfIsoDay(newest)!];
  const span = from === to ? to : from.endsWith(to.slice(-4)) ? `${from.slice(0, -5)}–${to}` : `${from} – ${to}`;
  const checked = say('Prices, rates and offers checked {0}.', span);
  return note ? `${note} ${checked}` : checked;
}

export function TrustLine({ note, store }: { note: string | undefined; store: ListStore }) {
  const line = trustLine(note, useValue(store.providers), useSay());
  return line ? <p className="ws-trust">{line}</p> : null;
}
