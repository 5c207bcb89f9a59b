#!/usr/bin/env node
/**
 * Every built page's JSON-LD through Adobe's structured-data validator (Google's rich-result rules
 * for the types Google reads), as a search engine's tooling would: `node scripts/structuredData.mjs
 * [dist/site]` prints each error and the count; tests/e2e/audit-seo.spec.ts holds it at 0.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Validator from '@adobe/structured-data-validator';

/** @param {string} dir @returns {string[]} */
const pagesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pagesUnder(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  );

/**
 * The page's JSON-LD as the validator takes it (Web Auto Extractor's shape: objects by root type).
 * @param {string} html
 */
function extracted(html) {
  /** @type {Record<string, object[]>} */
  const jsonld = {};
  for (const [, text = ''] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(text);
    for (const node of Array.isArray(data) ? data : [data]) (jsonld[node['@type']] ??= []).push(node);
  }
  return { jsonld, microdata: {}, rdfa: {} };
}

/**
 * Errors by page under a built site.
 * @param {string} site
 * @returns {Promise<Array<{ page: string; message: string; path: string }>>}
 */
export async function structuredDataErrors(site) {
  const validator = new Validator();
  const errors = [];
  for (const file of pagesUnder(site)) {
    const issues = await validator.validate(extracted(readFileSync(file, 'utf8')));
    for (const issue of issues.filter((found) => found.severity === 'ERROR')) {
      errors.push({
        page: `/${relative(site, file)}`.replace(/\/?index\.html$/, '') || '/',
        message: issue.issueMessage,
        path: JSON.stringify(issue.path),
      });
    }
  }
  return errors;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const errors = await structuredDataErrors(process.argv[2] ?? 'dist/site');
  for (const error of errors) console.log(`${error.page}: ${error.message} ${error.path}`);
  console.log(`${errors.length} errors`);
}
