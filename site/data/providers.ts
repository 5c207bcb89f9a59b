/** Where the site's provider lists come from: Supabase when configured, built-in data otherwise or on failure. */
import { createListLoader, createSupabaseSource, loadBuiltinMethod, loadBuiltinRows, type ProviderSource } from '../../lib/data';
import { BACKEND_CONFIGURED } from '../config';
import { supabaseClient } from './backend';

const backendSource: ProviderSource = {
  async readRows(key, signal) {
    const client = await supabaseClient();
    if (!client) return [];
    return createSupabaseSource(client).readRows(key, signal);
  },
};

/**
 * One loader for every page of a visit, and for the whole prerender: a backend that is down
 * costs its timeout once per 30 seconds, not once per page.
 */
export const providerLoader = createListLoader({
  // The client (and supabase-js) is created by the first read, not when this module loads.
  source: BACKEND_CONFIGURED ? backendSource : null,
  builtin: loadBuiltinRows,
  // Backend rows' scores are checked against the list's published method.
  method: loadBuiltinMethod,
});
