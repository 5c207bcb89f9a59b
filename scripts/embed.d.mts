/** Types for scripts/embed.mjs, so TypeScript tests can build the embed the way the build does. */
export function buildEmbed(options?: { root?: string; outDir?: string; logLevel?: 'info' | 'warn' | 'error' | 'silent' }): Promise<string>;
