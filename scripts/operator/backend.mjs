/**
 * The live backend as the operator's commands reach it: through supabase-js with the service-role
 * key, reading each list as the site reads it (CONTRACT section 7) and replacing lists through
 * public.replace_provider_lists (CONTRACT section 14). Every call has a deadline, and every
 * failure becomes one sentence (BackendError), never a stack trace.
 */
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';

/** A call that takes longer has failed: the operator is told, rather than left waiting. */
export const CALL_TIMEOUT_MS = 30_000;
/** Lists read at a time. */
const READS_AT_ONCE = 8;

export class BackendError extends Error {}

/**
 * The URL and key from the environment, or the one line that says what is missing or wrong.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ url: string; key: string } | { problem: string }}
 */
export function backendFromEnv(env) {
  const missing = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'].filter((name) => !env[name]?.trim());
  if (missing.length) {
    return {
      problem: `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: SUPABASE_URL is the project's URL and SUPABASE_SERVICE_ROLE_KEY its service_role key (Project Settings > API), never the anon key.`,
    };
  }
  const url = String(env.SUPABASE_URL).trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(url))
    return { problem: `SUPABASE_URL must be the project's http(s) URL, such as https://<ref>.supabase.co, not "${url}".` };
  return { url, key: String(env.SUPABASE_SERVICE_ROLE_KEY).trim() };
}

/**
 * @param {{ url: string; key: string }} backend
 */
export function operatorClient({ url, key }) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js builds its realtime client up front, and Node 20 has no WebSocket of its own;
    // these commands never open one.
    realtime: { transport: /** @type {any} */ (ws) },
  });
}

/**
 * @param {string} what
 * @param {{ message?: string; code?: string; hint?: string | null } | null} error
 * @param {number} status
 */
function explain(what, error, status) {
  const message = error?.message ?? 'no answer';
  if (status === 401 || status === 403 || error?.code === '42501') {
    return new BackendError(`${what}: the backend refused the key (${message}); use the service_role key, not the anon key.`);
  }
  if (/abort|timeout/i.test(message)) return new BackendError(`${what}: no answer within ${CALL_TIMEOUT_MS / 1000} s.`);
  if (!status && /fetch failed/i.test(message))
    return new BackendError(`${what}: could not reach the backend (is SUPABASE_URL right?).`);
  return new BackendError(`${what}: ${message}${error?.hint ? ` (${error.hint})` : ''}${status ? ` [HTTP ${status}]` : ''}`);
}

/**
 * Every list's rows as the backend serves them, in the site's order.
 * @param {ReturnType<typeof operatorClient>} client
 * @param {readonly string[]} keys
 * @returns {Promise<Map<string, Record<string, unknown>[]>>}
 */
export async function readLiveLists(client, keys) {
  /** @type {Map<string, Record<string, unknown>[]>} */
  const lists = new Map();
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = /** @type {string} */ (keys[next++]);
      const { data, error, status } = await client
        .from(key)
        .select('*')
        .order('display_order', { ascending: true })
        .order('rating', { ascending: false })
        .abortSignal(AbortSignal.timeout(CALL_TIMEOUT_MS));
      if (error || !Array.isArray(data)) {
        if (status === 404 || error?.code === 'PGRST205' || error?.code === '42P01') {
          throw new BackendError(`reading ${key}: the backend has no such list; apply supabase/migrations first.`);
        }
        throw explain(`reading ${key}`, error, status);
      }
      lists.set(key, data);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, keys.length) }, worker));
  return lists;
}

/**
 * Replaces the given lists in one transaction; returns the rows each list now holds.
 * @param {ReturnType<typeof operatorClient>} client
 * @param {Record<string, Record<string, unknown>[]>} lists
 * @returns {Promise<{ list: string; providers: number }[]>}
 */
export async function replaceLists(client, lists) {
  const { data, error, status } = await client
    .rpc('replace_provider_lists', { lists })
    .abortSignal(AbortSignal.timeout(CALL_TIMEOUT_MS));
  if (error) {
    if (error.code === 'PGRST202') {
      throw new BackendError(
        'the backend lacks public.replace_provider_lists: apply supabase/migrations/20261126000100_operator_desk.sql first. Nothing was changed.',
      );
    }
    if (/abort|timeout/i.test(error.message ?? '')) {
      throw new BackendError(
        `no answer to the push within ${CALL_TIMEOUT_MS / 1000} s: it landed whole or not at all; run npm run data:push -- --dry-run to see which.`,
      );
    }
    throw explain('the backend refused the push, and nothing was changed', error, status);
  }
  return /** @type {{ list: string; providers: number }[]} */ (data ?? []);
}
