/**
 * The WordPress plugin's translations without gettext's tools: the texts the plugin says, found in
 * its PHP, its block editor (wordpress/src) and its block.json, as `wp i18n make-pot` finds them;
 * and each translation's .po, the source a translator edits, compiled into what WordPress reads:
 *   <domain>-<locale>.mo          every WordPress from 6.3 (GNU gettext's binary catalogue)
 *   <domain>-<locale>.l10n.php    WordPress 6.5 and later, which read it before the .mo
 *   <domain>-<locale>-<md5>.json  the block editor's texts, for wp_set_script_translations (Jed 1.x)
 * so no compiled file is ever edited by hand.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';

export const TEXT_DOMAIN = 'worthy-rankings';

/** Gettext keys a context and its text with this character between them. */
const CONTEXT_GLUE = '\u0004';

/**
 * @typedef {{ context?: string, msgid: string, plural?: string, comments: string[], references: string[] }} Text
 * @typedef {{ context?: string, msgid: string, plural?: string, msgstr: string[] }} Translation
 * @typedef {{ headers: Record<string, string>, translations: Translation[] }} Catalogue
 */

/** The key of a text in a catalogue. @param {{ context?: string, msgid: string }} text */
export const keyOf = (text) => (text.context ? `${text.context}${CONTEXT_GLUE}${text.msgid}` : text.msgid);

/**
 * The gettext functions and where their arguments are: text, plural, context, domain (0-based).
 * @type {Record<string, { msgid: number, plural?: number, context?: number, domain: number }>}
 */
const FUNCTIONS = {
  __: { msgid: 0, domain: 1 },
  _e: { msgid: 0, domain: 1 },
  esc_html__: { msgid: 0, domain: 1 },
  esc_html_e: { msgid: 0, domain: 1 },
  esc_attr__: { msgid: 0, domain: 1 },
  esc_attr_e: { msgid: 0, domain: 1 },
  _x: { msgid: 0, context: 1, domain: 2 },
  _ex: { msgid: 0, context: 1, domain: 2 },
  esc_html_x: { msgid: 0, context: 1, domain: 2 },
  esc_attr_x: { msgid: 0, context: 1, domain: 2 },
  _n: { msgid: 0, plural: 1, domain: 3 },
  _nx: { msgid: 0, plural: 1, context: 3, domain: 4 },
};

const CALL = new RegExp(`(?<![\\w$>:.])(${Object.keys(FUNCTIONS).join('|')})\\s*\\(`, 'g');

/**
 * A string literal of PHP or JavaScript at `at` (its opening quote), read as the language reads it;
 * null when the argument there is not one literal.
 * @param {string} source
 * @param {number} at
 * @returns {{ value: string, end: number } | null}
 */
function literal(source, at) {
  const quote = source[at];
  if (quote !== "'" && quote !== '"') return null;
  let value = '';
  let index = at + 1;
  for (; index < source.length && source[index] !== quote; index++) {
    if (source[index] !== '\\') {
      value += source[index];
      continue;
    }
    const next = source[++index] ?? '';
    // PHP's single quotes know only \' and \\; JavaScript's and double quotes know more.
    const escapes = /** @type {Record<string, string>} */ ({ n: '\n', t: '\t', r: '\r' });
    if (next === quote || next === '\\') value += next;
    else if (quote === '"' && next in escapes) value += escapes[next];
    else if (next === 'u' && source[index + 1] === '{') {
      const close = source.indexOf('}', index);
      value += String.fromCodePoint(parseInt(source.slice(index + 2, close), 16));
      index = close;
    } else value += `\\${next}`;
  }
  return { value, end: index + 1 };
}

/**
 * A call's arguments from after its '(' to its ')': each a literal's value, or null for anything else.
 * @param {string} source
 * @param {number} start
 * @returns {(string | null)[]}
 */
function callArguments(source, start) {
  /** @type {(string | null)[]} */
  const values = [];
  let index = start;
  let depth = 0;
  /** @type {string | null} */
  let current = null;
  let plain = true;
  for (; index < source.length; index++) {
    const char = source[index] ?? '';
    if (char === "'" || char === '"' || char === '`') {
      const read = char === '`' ? null : literal(source, index);
      if (depth === 0 && plain && current === null && read) current = read.value;
      else plain = false;
      index = read ? read.end - 1 : source.indexOf('`', index + 1);
      continue;
    }
    if (/\s/.test(char)) continue;
    if (char === '(' || char === '[' || char === '{') depth++;
    else if ((char === ')' || char === ']' || char === '}') && depth > 0) depth--;
    else if (depth === 0 && (char === ',' || char === ')')) {
      values.push(plain ? current : null);
      current = null;
      plain = true;
      if (char === ')') break;
      continue;
    }
    plain = false;
  }
  return values;
}

/**
 * The translator comment of a call: a `translators:` comment on its line or the line above, with
 * no other call between them (a comment is for the call that follows it).
 * @param {string} source
 * @param {number} at
 */
function translatorComment(source, at) {
  const lineStart = source.lastIndexOf('\n', at - 1) + 1;
  const above = source.lastIndexOf('\n', lineStart - 2) + 1;
  const before = source.slice(above, at);
  const match = [...before.matchAll(/\/[*/]\s*(translators:[^\n]*?)\s*(?:\*\/|$)/gm)].pop();
  if (!match) return null;
  const between = before.slice(/** @type {number} */ (match.index) + match[0].length);
  return new RegExp(CALL.source).test(between) ? null : match[1];
}

/**
 * The texts one source file says in the domain.
 * @param {string} source
 * @param {string} reference  the file's path, as the catalogue names it
 * @returns {Text[]}
 */
export function textsOfSource(source, reference) {
  /** @type {Text[]} */
  const texts = [];
  for (const match of source.matchAll(CALL)) {
    const at = /** @type {number} */ (match.index);
    const places = FUNCTIONS[/** @type {string} */ (match[1])];
    if (!places) continue;
    const args = callArguments(source, at + match[0].length);
    if (args[places.domain] !== TEXT_DOMAIN) continue;
    const msgid = args[places.msgid];
    if (typeof msgid !== 'string') throw new Error(`${reference}: ${match[1]}() without a literal text`);
    const line = source.slice(0, at).split('\n').length;
    const comment = translatorComment(source, at);
    texts.push({
      msgid,
      ...(places.context !== undefined ? { context: args[places.context] ?? undefined } : {}),
      ...(places.plural !== undefined ? { plural: args[places.plural] ?? undefined } : {}),
      comments: comment ? [comment] : [],
      references: [`${reference}:${line}`],
    });
  }
  return texts;
}

/**
 * block.json's texts, with the contexts WordPress translates them in (its i18n schema).
 * @param {{ title?: string, description?: string, keywords?: string[] }} block
 * @param {string} reference
 * @returns {Text[]}
 */
export function textsOfBlockJson(block, reference) {
  const text = (/** @type {string} */ msgid, /** @type {string} */ context) => ({
    msgid,
    context,
    comments: [],
    references: [reference],
  });
  return [
    ...(block.title ? [text(block.title, 'block title')] : []),
    ...(block.description ? [text(block.description, 'block description')] : []),
    ...(block.keywords ?? []).map((keyword) => text(keyword, 'block keyword')),
  ];
}

/**
 * The plugin header's texts WordPress translates on the Plugins screen, as make-pot names them.
 * @param {string} source the main plugin file
 * @param {string} reference
 * @returns {Text[]}
 */
export function textsOfPluginHeader(source, reference) {
  return ['Plugin Name', 'Description', 'Author'].flatMap((field) => {
    const value = new RegExp(`^[ \\t/*#@]*${field}:(.*)$`, 'mi').exec(source)?.[1]?.trim();
    return value ? [{ msgid: value, comments: [`${field} of the plugin`], references: [reference] }] : [];
  });
}

/**
 * Texts said in several places, once each, with every place and comment.
 * @param {Text[]} texts
 * @returns {Text[]}
 */
export function mergeTexts(texts) {
  /** @type {Map<string, Text>} */
  const merged = new Map();
  for (const text of texts) {
    const known = merged.get(keyOf(text));
    if (!known) merged.set(keyOf(text), { ...text, comments: [...text.comments], references: [...text.references] });
    else {
      known.references.push(...text.references);
      for (const comment of text.comments) if (!known.comments.includes(comment)) known.comments.push(comment);
    }
  }
  return [...merged.values()];
}

/**
 * @param {string} dir
 * @param {string} extension
 * @returns {Promise<string[]>} paths under dir, sorted
 */
async function filesUnder(dir, extension) {
  const names = await readdir(dir, { recursive: true });
  return names
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => `${dir}/${name}`);
}

/**
 * Every text of the plugin, where the zip holds it: its PHP, block/block.json, src/editor.tsx.
 * @param {string} root the repository
 * @returns {Promise<{ all: Text[], editor: Text[] }>} all, and those the block editor's script says
 */
export async function pluginTexts(root) {
  const plugin = `${root}/wordpress/plugin`;
  /** @type {Text[]} */
  const php = [];
  for (const file of await filesUnder(plugin, '.php')) {
    php.push(...textsOfSource(await readFile(file, 'utf8'), file.slice(plugin.length + 1)));
  }
  const header = textsOfPluginHeader(await readFile(`${plugin}/worthy-rankings.php`, 'utf8'), 'worthy-rankings.php');
  const block = textsOfBlockJson(JSON.parse(await readFile(`${plugin}/block/block.json`, 'utf8')), 'block/block.json');
  /** @type {Text[]} */
  const script = [];
  for (const file of await filesUnder(`${root}/wordpress/src`, '.tsx')) {
    script.push(...textsOfSource(await readFile(file, 'utf8'), `src/${file.slice(`${root}/wordpress/src/`.length)}`));
  }
  // The editor registers the block from block.json, translating its title and keywords in the browser.
  return { all: mergeTexts([...header, ...php, ...block, ...script]), editor: mergeTexts([...block, ...script]) };
}

/** A PO string, quoted. @param {string} text */
const poString = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;

/**
 * The template a translator starts from (.pot).
 * @param {Text[]} texts
 * @param {string} project
 */
export function potFile(texts, project) {
  const header = [
    `# Translation template of ${project}.`,
    'msgid ""',
    'msgstr ""',
    `"Project-Id-Version: ${project}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    `"X-Domain: ${TEXT_DOMAIN}\\n"`,
  ].join('\n');
  const entries = texts.map((text) =>
    [
      ...text.comments.map((comment) => `#. ${comment}`),
      `#: ${text.references.join(' ')}`,
      ...(text.context !== undefined ? [`msgctxt ${poString(text.context)}`] : []),
      `msgid ${poString(text.msgid)}`,
      ...(text.plural !== undefined ? [`msgid_plural ${poString(text.plural)}`, 'msgstr[0] ""', 'msgstr[1] ""'] : ['msgstr ""']),
    ].join('\n'),
  );
  return `${[header, ...entries].join('\n\n')}\n`;
}

/**
 * A .po file's translations and headers. Fuzzy entries, which a translator has not confirmed, are left out.
 * @param {string} text
 * @returns {Catalogue}
 */
export function parsePo(text) {
  /** @type {Translation[]} */
  const translations = [];
  /** @type {Record<string, string>} */
  let headers = {};
  for (const block of text.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    /** @type {Record<string, string>} */
    const fields = {};
    /** @type {string | null} */
    let field = null;
    let fuzzy = false;
    for (const line of block.split('\n')) {
      if (/^#,.*\bfuzzy\b/.test(line)) fuzzy = true;
      if (line.startsWith('#') || !line.trim()) continue;
      const start = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line);
      const quoted = start?.[2] ?? line.trim();
      if (start) field = start[1] ?? null;
      if (!field || !/^".*"$/.test(quoted)) throw new Error(`PO: cannot read the line ${line}`);
      // A PO string's escapes (\\n, \\t, \\", \\\\) are JSON's.
      fields[field] = (fields[field] ?? '') + JSON.parse(quoted);
    }
    if (fields.msgid === undefined) continue;
    if (fields.msgid === '' && fields.msgctxt === undefined) {
      headers = Object.fromEntries(
        (fields.msgstr ?? '')
          .split('\n')
          .filter(Boolean)
          .map((row) => [row.slice(0, row.indexOf(':')).trim(), row.slice(row.indexOf(':') + 1).trim()]),
      );
      continue;
    }
    if (fuzzy) continue;
    const msgstr =
      fields.msgid_plural !== undefined
        ? Object.keys(fields)
            .filter((name) => name.startsWith('msgstr['))
            .sort((a, b) => Number(a.slice(7, -1)) - Number(b.slice(7, -1)))
            .map((name) => fields[name] ?? '')
        : [fields.msgstr ?? ''];
    translations.push({
      msgid: fields.msgid,
      ...(fields.msgctxt !== undefined ? { context: fields.msgctxt } : {}),
      ...(fields.msgid_plural !== undefined ? { plural: fields.msgid_plural } : {}),
      msgstr,
    });
  }
  return { headers, translations };
}

/** Translations a translator has filled in. @param {Catalogue} catalogue */
const translated = (catalogue) => catalogue.translations.filter((entry) => entry.msgstr.some((text) => text !== ''));

/** The header entry as gettext keeps it: the .po's headers, one a line. @param {Catalogue} catalogue */
const headerText = (catalogue) =>
  Object.entries(catalogue.headers)
    .map(([name, value]) => `${name}: ${value}\n`)
    .join('');

/**
 * GNU gettext's .mo: a little-endian header, the tables of original and translated strings (length,
 * offset), then the strings, each ended by NUL, originals sorted as the format asks (byte order).
 * @param {Catalogue} catalogue
 * @returns {Buffer}
 */
export function compileMo(catalogue) {
  const entries = [
    { key: '', value: headerText(catalogue) },
    ...translated(catalogue).map((entry) => ({
      key: entry.plural !== undefined ? `${keyOf(entry)}\u0000${entry.plural}` : keyOf(entry),
      value: entry.msgstr.join('\u0000'),
    })),
  ]
    .map(({ key, value }) => ({ key: Buffer.from(key, 'utf8'), value: Buffer.from(value, 'utf8') }))
    .sort((a, b) => Buffer.compare(a.key, b.key));
  const count = entries.length;
  const headerSize = 28;
  const originalsAt = headerSize;
  const translationsAt = originalsAt + count * 8;
  let offset = translationsAt + count * 8;
  const header = Buffer.alloc(headerSize);
  header.writeUInt32LE(0x950412de, 0);
  header.writeUInt32LE(0, 4); // revision
  header.writeUInt32LE(count, 8);
  header.writeUInt32LE(originalsAt, 12);
  header.writeUInt32LE(translationsAt, 16);
  header.writeUInt32LE(0, 20); // no hash table: readers then search the sorted originals
  header.writeUInt32LE(offset, 24);
  const originals = Buffer.alloc(count * 8);
  const translations = Buffer.alloc(count * 8);
  /** @type {Buffer[]} */
  const strings = [];
  for (const [table, field] of /** @type {const} */ ([
    [originals, 'key'],
    [translations, 'value'],
  ])) {
    entries.forEach((entry, index) => {
      const bytes = entry[field];
      table.writeUInt32LE(bytes.length, index * 8);
      table.writeUInt32LE(offset, index * 8 + 4);
      strings.push(bytes, Buffer.alloc(1));
      offset += bytes.length + 1;
    });
  }
  return Buffer.concat([header, originals, translations, ...strings]);
}

/** A PHP single-quoted string. @param {string} text */
const phpString = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * WordPress 6.5's translation file: a PHP array that opcache keeps, read before the .mo.
 * @param {Catalogue} catalogue
 * @param {string} locale
 */
export function compileL10nPhp(catalogue, locale) {
  // Keyed by the singular alone (with its context), as WordPress keys a .mo's entries once read.
  const messages = translated(catalogue).map((entry) => `${phpString(keyOf(entry))}=>${phpString(entry.msgstr.join('\u0000'))}`);
  const header = [
    ['domain', TEXT_DOMAIN],
    ['plural-forms', catalogue.headers['Plural-Forms'] ?? 'nplurals=2; plural=(n != 1);'],
    ['language', locale],
  ].map(([name, value]) => `${phpString(/** @type {string} */ (name))}=>${phpString(/** @type {string} */ (value))}`);
  // The key and context glue and the plurals' NUL written in as they are, as WordPress writes them.
  return `<?php\nreturn [${header.join(',')},'messages'=>[${messages.join(',')}]];\n`;
}

/**
 * The block editor's texts (those of `keys`) as wp_set_script_translations reads them (Jed 1.x).
 * @param {Catalogue} catalogue
 * @param {Set<string>} keys
 * @param {string} locale
 */
export function compileScriptJson(catalogue, keys, locale) {
  /** @type {Record<string, unknown>} */
  const messages = {
    '': { domain: 'messages', lang: locale, 'plural-forms': catalogue.headers['Plural-Forms'] ?? 'nplurals=2; plural=(n != 1);' },
  };
  for (const entry of translated(catalogue)) if (keys.has(keyOf(entry))) messages[keyOf(entry)] = entry.msgstr;
  return JSON.stringify({ domain: 'messages', locale_data: { messages } });
}

/**
 * The file name WordPress looks for a script's translations under: the domain, the locale and the
 * md5 of the script's path inside the plugin.
 * @param {string} locale
 * @param {string} script such as 'block/index.js'
 */
export const scriptJsonName = (locale, script) =>
  `${TEXT_DOMAIN}-${locale}-${createHash('md5').update(script).digest('hex')}.json`;
