/**
 * The package's own TypeScript modules (lib/, without the embed, which is not in the package),
 * as paths relative to lib/: what the 'use client' checks walk, in the sources and in dist/lib.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const LIB_DIR = resolve(import.meta.dirname, '../../lib');

export function packageSources(dir = LIB_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(LIB_DIR, 'embed') ? [] : packageSources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative(LIB_DIR, path)] : [];
  });
}
