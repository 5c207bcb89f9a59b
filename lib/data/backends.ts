/**
 * One list loader per backend for the whole page, so every widget showing the same key shares
 * one request and one five-minute cache (the loader dedupes in-flight loads per key), and a
 * backend that failed is left alone for 30 s: widgets that start meanwhile show built-in data at once.
 */
import type { ListKey, ScoringMethod } from '../model';
import { createListLoader, type BuiltinRows, type ListLoader } from './loader';
import { createRestSource } from './source';

/** A Supabase project to read from: its URL and its anon key. */
export interface Backend {
  url: string;
  anonKey: string;
}

export interface BackendLoaderOptions {
  builtin: BuiltinRows;
  method: (key: ListKey) => Promise<ScoringMethod | null>;
}

/** A function giving the page's loader for a backend (null: built-in data only, no request). */
export function loadersByBackend({ builtin, method }: BackendLoaderOptions): (backend: Backend | null) => ListLoader {
  const loaders = new Map<string, ListLoader>();
  return (backend) => {
    const id = backend ? `${backend.url}\n${backend.anonKey}` : '';
    let loader = loaders.get(id);
    if (!loader) {
      loader = createListLoader({ source: backend ? createRestSource(backend) : null, builtin, method });
      loaders.set(id, loader);
    }
    return loader;
  };
}
