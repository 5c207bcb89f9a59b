export { toProvider, isHttpUrl, type RowVerdict } from './toProvider';
export { toProviders, sortRows, type Warn } from './toProviders';
export { createSupabaseSource, createRestSource, type ProviderSource, type SupabaseLike, type RestSourceOptions } from './source';
export {
  createListLoader,
  CACHE_MS,
  RETRY_AFTER_FAILURE_MS,
  type ListLoader,
  type ListSource,
  type LoadedList,
  type ListLoaderOptions,
  type BuiltinRows,
} from './loader';
export { READ_TIMEOUT_MS } from './timeouts';
export { loadBuiltinRows, loadBuiltinMethod, loadBuiltinList, type BuiltinList } from './builtin';
export { READ_LIMIT, MAX_PROVIDERS, TEXT_CAPS, MAX_FEATURES, MAX_URL_LENGTH } from './limits';
export { cutText } from './cappedText';
export { loadersByBackend, type Backend, type BackendLoaderOptions } from './backends';
export { recordClick, type Click } from './clicks';
