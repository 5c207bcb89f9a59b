// @vitest-environment node
/**
 * The WordPress plugin as scripts/wordpress.mjs builds it: its French (languages/worthy-rankings-fr_CA.po)
 * complete, in the live widget's words and the OQLF's typography; the files compiled from it, as
 * gettext and PHP read them; and the zip, with the block editor's source and what WordPress.org asks
 * of a plugin's headers. How WordPress itself reads the compiled files: tests/e2e/wordpress-french.spec.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_WORDS } from '../../lib/i18n/fr-CA/widgetWords';
import { typeset } from '../../lib/i18n/fr-CA/typography';
import {
  compileL10nPhp,
  compileMo,
  compileScriptJson,
  keyOf,
  parsePo,
  pluginTexts,
  scriptJsonName,
  textsOfSource,
  type Catalogue,
} from '../../scripts/wordpressI18n.mjs';
import { TESTED_UP_TO } from '../support/wordpressPaths.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PO = `${root}/wordpress/plugin/languages/worthy-rankings-fr_CA.po`;
const french: Catalogue = parsePo(readFileSync(PO, 'utf8'));
const byKey = new Map(french.translations.map((entry) => [keyOf(entry), entry]));

/** A PHP format's placeholders: %s, %d, %1$s … */
const PLACEHOLDER = /%(?:\d+\$)?[sd]/g;
/** The widget's form of a text: 'Rank %d' → 'Rank {0}', '%1$s of %2$s' → '{0} of {1}'. */
const widgetForm = (text: string) => {
  let next = 0;
  return text.replace(PLACEHOLDER, (found) => `{${/^%(\d+)\$/.test(found) ? Number(found.slice(1, -2)) - 1 : next++}}`);
};

describe('the French (Canada) translation', () => {
  it('translates every text the plugin says (PHP, block.json, the block editor), and no text it no longer says', async () => {
    const { all } = await pluginTexts(root);
    expect(all.length).toBeGreaterThan(70);
    const missing = all.filter((text) => !byKey.get(keyOf(text))?.msgstr.every(Boolean)).map(keyOf);
    expect(missing, 'texts without French in the .po').toEqual([]);
    const said = new Set(all.map(keyOf));
    expect(
      [...byKey.keys()].filter((key) => !said.has(key)),
      'French for texts the plugin no longer says',
    ).toEqual([]);
    expect(french.headers['Plural-Forms']).toBe('nplurals=2; plural=(n > 1);');
    expect(french.headers.Language).toBe('fr_CA');
  });

  it("says the list's words as the live French widget does (lib/i18n/fr-CA/widgetWords.ts, typeset)", async () => {
    const { all } = await pluginTexts(root);
    const listTexts = all.filter((text) => text.references.some((place) => place.startsWith('includes/markup.php')));
    expect(listTexts.length).toBeGreaterThan(20);
    for (const text of listTexts) {
      const english = widgetForm(text.msgid);
      expect(WIDGET_WORDS, `the widget says "${english}"`).toHaveProperty([english]);
      expect(widgetForm(byKey.get(keyOf(text))!.msgstr[0]!), english).toBe(typeset(WIDGET_WORDS[english]!));
    }
  });

  it('keeps each text’s placeholders, and the OQLF’s spaces: non-breaking before a colon and inside « », none before ; ! ?', () => {
    for (const entry of french.translations) {
      const translation = entry.msgstr[0]!;
      const placeholders = (text: string) => (text.match(PLACEHOLDER) ?? []).sort();
      expect(placeholders(translation), entry.msgid).toEqual(placeholders(entry.msgid));
      // typeset (lib/i18n/fr-CA/typography.ts) changes nothing in a text already set right; the
      // placeholders are set aside, their '1$' is no amount of dollars.
      const plain = translation.replace(PLACEHOLDER, 'X');
      expect(typeset(plain), entry.msgid).toBe(plain);
    }
  });
});

describe('the files compiled from a .po', () => {
  const catalogue: Catalogue = {
    headers: { 'Content-Type': 'text/plain; charset=UTF-8', 'Plural-Forms': 'nplurals=2; plural=(n > 1);' },
    translations: [
      { msgid: 'Top Rated', msgstr: ['Meilleur choix'] },
      { msgid: 'en', context: 'embed language', msgstr: ['fr-CA'] },
      { msgid: '%s review', plural: '%s reviews', msgstr: ['%s évaluation', '%s évaluations'] },
      { msgid: 'Not yet', msgstr: [''] },
      { msgid: 'It\'s \\ "quoted"', msgstr: ['C’est \\ « cité »'] },
    ],
  };

  it('.mo: GNU gettext’s format, originals sorted, what a translator left empty left out', () => {
    const mo = compileMo(catalogue);
    expect(mo.readUInt32LE(0)).toBe(0x950412de);
    const count = mo.readUInt32LE(8);
    const string = (table: number, index: number) => {
      const at = mo.readUInt32LE(table) + index * 8;
      return mo.subarray(mo.readUInt32LE(at + 4), mo.readUInt32LE(at + 4) + mo.readUInt32LE(at));
    };
    const originals = Array.from({ length: count }, (_, index) => string(12, index));
    expect([...originals].sort(Buffer.compare)).toEqual(originals);
    const entries = Object.fromEntries(
      originals.map((original, index) => [original.toString('utf8'), string(16, index).toString('utf8')]),
    );
    expect(entries).toEqual({
      '': 'Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n > 1);\n',
      'Top Rated': 'Meilleur choix',
      'embed language\u0004en': 'fr-CA',
      '%s review\u0000%s reviews': '%s évaluation\u0000%s évaluations',
      'It\'s \\ "quoted"': 'C’est \\ « cité »',
    });
  });

  it('.l10n.php: PHP that returns the messages as WordPress 6.5 keys them', () => {
    const dir = mkdtempSync(`${tmpdir()}/worthy-l10n-`);
    const file = `${dir}/test.l10n.php`;
    writeFileSync(file, compileL10nPhp(catalogue, 'fr_CA'));
    const read = JSON.parse(
      execFileSync('php', ['-r', 'echo json_encode(include $argv[1]);', file], { encoding: 'utf8' }),
    ) as Record<string, unknown>;
    rmSync(dir, { recursive: true, force: true });
    expect(read).toEqual({
      domain: 'worthy-rankings',
      'plural-forms': 'nplurals=2; plural=(n > 1);',
      language: 'fr_CA',
      messages: {
        'Top Rated': 'Meilleur choix',
        'embed language\u0004en': 'fr-CA',
        '%s review': '%s évaluation\u0000%s évaluations',
        'It\'s \\ "quoted"': 'C’est \\ « cité »',
      },
    });
  });

  it('.json: the block editor’s texts only, in Jed’s form, named as wp_set_script_translations looks for them', () => {
    const json = JSON.parse(compileScriptJson(catalogue, new Set(['Top Rated', 'Not yet']), 'fr_CA')) as {
      locale_data: { messages: Record<string, unknown> };
    };
    expect(json.locale_data.messages).toEqual({
      '': { domain: 'messages', lang: 'fr_CA', 'plural-forms': 'nplurals=2; plural=(n > 1);' },
      'Top Rated': ['Meilleur choix'],
    });
    // md5('block/index.js'), the script's path inside the plugin.
    expect(scriptJsonName('fr_CA', 'block/index.js')).toBe('worthy-rankings-fr_CA-b0f3bc903e978495ca637b72c8c97a23.json');
  });

  it('finds texts as make-pot does: the domain’s calls only, with contexts and translator comments', () => {
    const source = [
      '<?php',
      "echo esc_html__( 'Ours', 'worthy-rankings' ) . __( 'Core' );",
      '/* translators: %s: a name. */',
      "printf( esc_html__( 'Hello %s', 'worthy-rankings' ), esc_html( _x( 'there', 'greeting', 'worthy-rankings' ) ) );",
      "$n = _n( 'One list', '%d lists', count( $lists ), 'worthy-rankings' );",
      "$q = __( 'It\\'s', 'worthy-rankings' );",
    ].join('\n');
    expect(textsOfSource(source, 'a.php')).toEqual([
      { msgid: 'Ours', comments: [], references: ['a.php:2'] },
      { msgid: 'Hello %s', comments: ['translators: %s: a name.'], references: ['a.php:4'] },
      { msgid: 'there', context: 'greeting', comments: [], references: ['a.php:4'] },
      { msgid: 'One list', plural: '%d lists', comments: [], references: ['a.php:5'] },
      { msgid: "It's", comments: [], references: ['a.php:6'] },
    ]);
  });
});

describe('the plugin zip', () => {
  let dist = '';
  let files: Record<string, Uint8Array> = {};
  const text = (path: string) => new TextDecoder().decode(files[`worthy-rankings/${path}`]);

  beforeAll(() => {
    dist = mkdtempSync(`${tmpdir()}/worthy-plugin-`);
    // In a process of its own: the build runs Vite, which this test runner is made of.
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { buildWordPressPlugin } = await import(${JSON.stringify(`${root}/scripts/wordpress.mjs`)}); await buildWordPressPlugin({ dist: ${JSON.stringify(dist)} });`,
      ],
      { stdio: 'pipe' },
    );
    files = unzipSync(readFileSync(`${dist}/worthy-rankings.zip`));
  }, 180_000);

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('holds the source of the minified block editor: every file it is built from, as written, with a note', () => {
    expect(text('block/index.js').length).toBeGreaterThan(1000);
    expect(text('source/README.md')).toContain('block/index.js is built from these files');
    const sources = Object.keys(files).filter(
      (name) => name.startsWith('worthy-rankings/source/') && !name.endsWith('README.md'),
    );
    expect(sources).toContain('worthy-rankings/source/wordpress/src/editor.tsx');
    expect(sources).toContain('worthy-rankings/source/lib/model/lists.ts');
    for (const name of sources) {
      expect(text(name.slice('worthy-rankings/'.length)), name).toBe(
        readFileSync(`${root}/${name.slice('worthy-rankings/source/'.length)}`, 'utf8'),
      );
    }
  });

  it('holds the French, compiled, and the template for another language', () => {
    for (const file of [
      'worthy-rankings-fr_CA.po',
      'worthy-rankings-fr_CA.mo',
      'worthy-rankings-fr_CA.l10n.php',
      scriptJsonName('fr_CA', 'block/index.js'),
      'worthy-rankings.pot',
    ]) {
      expect(Object.keys(files), file).toContain(`worthy-rankings/languages/${file}`);
    }
    expect(text('languages/worthy-rankings.pot')).toContain('msgid "Visit Provider"');
    // The lists' French words, for a French site's lists and their links to Worthy's French pages.
    expect(text('generated/lists.php')).toContain("'title' => 'Meilleurs services VPN pour les Canadiens'");
    expect(text('generated/lists.php')).toContain("'path' => '/fr/digital/vpn-services-canada'");
  });

  it("has WordPress.org's headers: text domain and its folder, versions, and a readme tested up to the newest WordPress the tests run", () => {
    const main = text('worthy-rankings.php');
    const header = (name: string) => new RegExp(`^ \\* ${name}:\\s+(.+)$`, 'm').exec(main)?.[1];
    expect(header('Text Domain')).toBe('worthy-rankings');
    expect(header('Domain Path')).toBe('/languages');
    expect(header('Requires at least')).toBe('6.3');
    const readme = text('readme.txt');
    const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(readme)?.[1];
    expect(field('Requires at least')).toBe('6.3');
    expect(field('Tested up to')).toBe(TESTED_UP_TO);
    expect(field('Stable tag')).toBe(header('Version'));
    expect(main).toContain(`define( 'WORTHY_RANKINGS_VERSION', '${header('Version')}' );`);
    expect(readme).toContain(`= ${header('Version')} =`);
    expect(readme).toContain('== Source code ==');
  });
});
