/** Types for scripts/sizes.mjs, so the TypeScript budget test measures exactly what the bench prints. */
export const KB: number;
export const BUDGETS: { embed: number; pageJsBeforeInteractive: number; pageCss: number };
export function gzipSize(buffer: Uint8Array): number;
export function gzipOfFiles(files: string[]): Promise<number>;
export function librarySizes(root: string): Promise<{ entry: number; js: number; css: number }>;
export function embedSizes(root: string, dir?: string): Promise<{ js: number; css: number; total: number }>;
export function embedSize(root: string, dir?: string): Promise<number>;
export function initialScripts(html: string): string[];
export function stylesheets(html: string): string[];
export function pathOfPage(site: string, file: string): string;
export interface PageSize {
  /** URL path: '/', '/about', '/404' */
  path: string;
  html: number;
  /** JS before interactive: module entry + modulepreloads */
  js: number;
  css: number;
  scripts: string[];
  styles: string[];
}
export function pageSizes(root: string): Promise<PageSize[]>;
export function overBudget(sizes: { embed: number; pages: PageSize[] }): string[];
