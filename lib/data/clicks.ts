/**
 * Click counts (CONTRACT section 10): one outbound click, sent to the backend's record_click as a
 * keepalive request, so it survives the page being left and never holds up the new tab. It carries
 * no cookie (a cross-origin fetch sends none) and no referrer: only the five fields below reach the
 * backend, which keeps daily counts.
 */
import type { ListKey } from '../model';
import type { Backend } from './backends';
import { restHeaders, restUrl } from './source';

export interface Click {
  list_key: ListKey;
  provider: string;
  /** The provider's place in the list, from 1. */
  rank: number;
  partner: string | null;
  /** 'site' for Worthy's own pages, 'embed' for a partner's page (the embed or WorthyRankedList). */
  surface: 'site' | 'embed';
}

/** Sends the click and forgets it: nothing is awaited, and a failure (or no answer) changes nothing for the reader. */
export function recordClick(backend: Backend, click: Click): void {
  try {
    fetch(restUrl(backend.url, 'rest/v1/rpc/record_click'), {
      method: 'POST',
      keepalive: true,
      referrerPolicy: 'no-referrer',
      headers: { ...restHeaders(backend.anonKey), 'Content-Type': 'application/json' },
      body: JSON.stringify(click),
    }).catch(() => {});
  } catch {
    // A fetch that cannot even start (a malformed backend URL): the click goes uncounted, the link still opens.
  }
}
