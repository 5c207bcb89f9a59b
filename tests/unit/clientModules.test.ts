// @vitest-environment node
/**
 * React Server Components (CONTRACT section 5): every module of the package that holds state or
 * uses hooks says 'use client' first, so a Next.js Server Component can import the package; the
 * data helpers, the model and the formatting rules never do, so they run on the server.
 * (dist/lib keeping the directive is checked on the built files by tests/e2e/next-app.spec.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIB_DIR, packageSources } from '../support/packageSources';

/** Hooks, React context, signals, class components (state), or event handlers passed in JSX. */
const CLIENT_ONLY = /\buse[A-Z]\w*\(|\bcreateContext\(|\b(signal|computed|effect)\(|\bextends Component\b|\son[A-Z]\w*=\{/;
/** Where a Server Component hands over: it takes serializable props and passes functions on. */
const BOUNDARIES = ['connected/WorthyRankedList/WorthyRankedList.tsx'];
const isClient = (text: string) => /^'use client';\n/.test(text);
const needsClient = (file: { path: string; text: string }) => CLIENT_ONLY.test(file.text) || BOUNDARIES.includes(file.path);

const files = packageSources().map((path) => ({ path, text: readFileSync(join(LIB_DIR, path), 'utf8') }));

describe("'use client' in the package", () => {
  it('marks every module that holds state, uses hooks or handles events', () => {
    const needing = files.filter(needsClient);
    expect(needing.map((file) => file.path)).toContain('connected/WorthyRankedList/WorthyRankedList.tsx');
    expect(needing.filter((file) => !isClient(file.text)).map((file) => file.path)).toEqual([]);
  });

  it('leaves the model, the data helpers and the formatting rules to run on a server', () => {
    const server = files.filter((file) => /^(model|data|format)\//.test(file.path));
    expect(server.length).toBeGreaterThan(15);
    expect(server.filter((file) => isClient(file.text) || CLIENT_ONLY.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  it('has no directive the rest of the file does not need', () => {
    expect(files.filter((file) => isClient(file.text) && !needsClient(file)).map((file) => file.path)).toEqual([]);
  });
});
