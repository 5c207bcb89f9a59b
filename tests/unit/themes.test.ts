// @vitest-environment node
/**
 * theme="auto" is the dark palette inside a prefers-color-scheme media query, written out again
 * (CSS cannot share one block between a class and a media query): the two must stay the same.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tokens = ['tokens', 'themes']
  .map((file) => readFileSync(new URL(`../../lib/styles/${file}.css`, import.meta.url), 'utf8'))
  .join('\n');

/** The declarations of the first block whose selector list starts with `selector`, in order. */
function declarations(selector: string): string[] {
  const start = tokens.indexOf(`${selector},`);
  expect(start, selector).toBeGreaterThan(-1);
  const body = tokens.slice(tokens.indexOf('{', start) + 1, tokens.indexOf('}', start));
  return body
    .split(';')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

describe('the palettes', () => {
  it('auto on a dark system is exactly the dark palette', () => {
    const dark = declarations('.wy-theme-dark');
    expect(dark.length).toBeGreaterThan(20);
    expect(declarations('.wy-theme-auto')).toEqual(dark);
    expect(tokens).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*\.wy-theme-auto,/);
  });

  it('sets every colour of the light palette in the dark one', () => {
    const light = declarations(':root').map((line) => line.split(':')[0]);
    const dark = new Set(declarations('.wy-theme-dark').map((line) => line.split(':')[0]));
    expect(light.filter((name) => name!.startsWith('--worthy-color-') && !dark.has(name))).toEqual([]);
  });
});
