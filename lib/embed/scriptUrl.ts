/**
 * The URL this bundle was loaded from, captured while it first runs: the built-in lists sit
 * beside it (data/<key>.json), wherever the partner's snippet points.
 */
const current = document.currentScript as HTMLScriptElement | null;

function lastEmbedScript(): string {
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[src*="worthy-embed"]');
  return scripts[scripts.length - 1]?.src ?? '';
}

export const SCRIPT_URL: string = current?.src || lastEmbedScript() || document.baseURI;

export function builtinListUrl(key: string): string {
  return new URL(`data/${key}.json`, SCRIPT_URL).href;
}

/** Where the disclosure's 'How we review' points: the Worthy site that serves this script. */
export const ABOUT_URL: string = new URL('../about', SCRIPT_URL).href;
