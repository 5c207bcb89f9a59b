// @vitest-environment node
/**
 * What the French embed is built from: the widgets' words as a French list file carries them
 * (scripts/embed.mjs, frenchWordTable), found by a key of their English (lib/embed/wordKey.ts),
 * and the embed's Preact without the legacy class lifecycles (scripts/preactCore.mjs).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frenchWordTable } from '../../scripts/embed.mjs';
import { withoutLegacyLifecycles } from '../../scripts/preactCore.mjs';
import { fill } from '../../lib/i18n/fill';
import { typeset } from '../../lib/i18n/fr-CA/typography';
import { WIDGET_WORDS } from '../../lib/i18n/fr-CA/widgetWords';
import { wordKey } from '../../lib/embed/wordKey';

const table = frenchWordTable(WIDGET_WORDS, wordKey, typeset);
const keys = table.keys.split(' ');
const found = (english: string) => table.words[keys.indexOf(wordKey(english))];

describe("the French list file's words", () => {
  it('hold every text whose French differs, typeset, and leave out those written the same', () => {
    for (const [english, french] of Object.entries(WIDGET_WORDS)) {
      if (french === english) expect(found(english), english).toBeUndefined();
      else expect(found(english), english).toBe(typeset(french));
    }
    expect(table.words).toHaveLength(keys.length);
  });

  it('give every text a key of its own, four characters at most', () => {
    const all = Object.keys(WIDGET_WORDS).map(wordKey);
    expect(new Set(all).size).toBe(all.length);
    for (const key of all) expect(key).toMatch(/^[0-9a-z]{1,4}$/);
  });

  it('refuse two texts with one key', () => {
    expect(() => frenchWordTable({ Copy: 'Copier', Copied: 'Copié' }, () => 'same', typeset)).toThrow(
      /"Copied" the key of another text/,
    );
  });

  it('read right once filled: typeset with the values in place changes nothing', () => {
    for (const words of table.words) {
      const filled = fill(words, ['4,5', '39\u00a0870', 'Acme VPN']);
      expect(typeset(filled), words).toBe(filled);
    }
  });
});

describe("the embed's Preact", () => {
  const preact = readFileSync('node_modules/preact/dist/preact.module.js', 'utf8');

  it('keeps no legacy class lifecycle, default props, forceUpdate, HTML prop nor MathML, and the lifecycles and SVG the widgets use', () => {
    const core = withoutLegacyLifecycles(preact);
    for (const name of [
      'componentWillMount',
      'componentWillReceiveProps',
      'componentWillUpdate',
      'getSnapshotBeforeUpdate',
      'getDerivedStateFromProps',
      'defaultProps',
      'forceUpdate',
      'dangerouslySetInnerHTML',
      '__html',
    ])
      expect(core, name).not.toContain(name);
    for (const name of [
      'componentDidMount',
      'componentDidUpdate',
      'componentWillUnmount',
      'componentDidCatch',
      'getDerivedStateFromError',
      'getChildContext',
    ])
      expect(core, name).toContain(name);
    expect(core).not.toContain('MathML');
    expect(core).toContain('http://www.w3.org/2000/svg');
    expect(preact.length - core.length).toBeGreaterThan(900);
  });

  it('stops the build when Preact no longer has the shape its edits were written for', () => {
    expect(() => withoutLegacyLifecycles(preact.replace('componentWillUpdate(', 'componentWillUpdateSoon('))).toThrow(
      /needs updating/,
    );
  });
});
