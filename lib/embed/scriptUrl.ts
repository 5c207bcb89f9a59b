/**
 * The URL this bundle was loaded from, captured while it first runs: its lists and chunks sit
 * beside it, wherever the partner's snippet points.
 */
const current = document.currentScript as HTMLScriptElement | null;

function lastEmbedScript(): string {
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[src*="worthy-embed"]');
  return scripts[scripts.length - 1]?.src ?? '';
}

export const SCRIPT_URL: string = current?.src || lastEmbedScript() || document.baseURI;

/** A file the embed build puts beside the script: its chunks, lists/<key>.json, data/<key>.json. */
export function fileUrl(path: string): string {
  return new URL(path, SCRIPT_URL).href;
}

/** Where the disclosure's 'How we review' points: the Worthy site that serves this script. */
export const ABOUT_URL: string = new URL('../about#how-we-review', SCRIPT_URL).href;
