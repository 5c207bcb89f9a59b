/**
 * The snapshot scripts/serve.mjs hands to sirv: the site's servable files copied into a private temporary
 * folder, each text file with .gz and .br siblings, since sirv sends such siblings but never compresses.
 */
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/** Regular files under `site`, as '/a/b.html'. Skips dotfiles (.vite/manifest.json) and symlinks whose
 *  target leaves the folder; symlinked folders are not entered (no loops, nothing outside).
 * @param {string} site
 * @param {string} [dir]
 * @param {string} [prefix]
 * @returns {Generator<string>}
 */
function* servable(site, dir = site, prefix = '') {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const abs = join(dir, entry.name);
    const name = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) yield* servable(site, abs, name);
    else if (entry.isFile()) yield name;
    else if (entry.isSymbolicLink()) {
      const target = (() => {
        try {
          return realpathSync(abs);
        } catch {
          return null;
        }
      })(); // dangling
      if (target?.startsWith(site + sep) && statSync(target).isFile()) yield name;
    }
  }
}

// As a CDN sends them (Lighthouse counts these bytes): gzip 9, and brotli 11 for the scripts, styles and
// images built once per deploy; pages (some 440 of them, each a few KB) at brotli 5, as a CDN compresses
// HTML, since 11 for every page cost a fresh build's first start over 15 s. Results are kept by content
// hash outside the site: a restart, or a rebuild that changed a few files, compresses only those.
// Entries unused for 30 days are dropped.
const store = fileURLToPath(new URL('../../node_modules/.cache/worthy-serve/', import.meta.url));
const MONTH = 30 * 24 * 3600 * 1000;
/** @typedef {'gz' | 'br'} Encoding */
/** @type {Record<Encoding, (body: Buffer, page: boolean) => Promise<Buffer>>} */
const encoders = {
  gz: (body) => promisify(gzip)(body, { level: 9 }),
  br: (body, page) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: page ? 5 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
};

/**
 * @param {Buffer} body
 * @param {Encoding} encoding
 * @param {boolean} page an HTML page (compressed as a CDN compresses pages)
 * @returns {Promise<Buffer>}
 */
async function compressed(body, encoding, page) {
  const level = encoding === 'br' && page ? '.page' : '';
  const kept = join(store, `${createHash('sha256').update(body).digest('hex')}${level}.${encoding}`);
  /** @type {Buffer | null} */
  let packed = null;
  try {
    packed = readFileSync(kept);
    utimesSync(kept, new Date(), new Date()); // in use: not to be pruned
  } catch {}
  if (packed) return packed;
  packed = await encoders[encoding](body, page);
  try {
    // Write then rename, so another server starting at the same time never reads half a file.
    writeFileSync(`${kept}.${process.pid}`, packed);
    renameSync(`${kept}.${process.pid}`, kept);
  } catch {} // a read-only node_modules only costs the next start the same work
  return packed;
}

/** @param {number} pid */
const alive = (pid) => {
  try {
    return process.kill(pid, 0);
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
};

/**
 * Copies what `site` may serve into a new temporary folder (removed when the process ends); returns it.
 * @param {string} site
 * @returns {Promise<string>}
 */
export async function mirrorSite(site) {
  // Playwright stops its web server with SIGKILL, which leaves no chance to clean up: so each mirror
  // carries its server's pid, and a starting server removes those whose server is gone.
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(/^worthy-serve-(\d+)-/.exec(name)?.[1]);
    if (pid && !alive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  const mirror = mkdtempSync(join(tmpdir(), `worthy-serve-${process.pid}-`));
  const remove = () => rmSync(mirror, { recursive: true, force: true });
  process.on('exit', remove);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    // Clean up, then die of the same signal so the parent sees the usual exit.
    process.once(signal, () => {
      remove();
      process.kill(process.pid, signal);
    });
  }
  try {
    mkdirSync(store, { recursive: true });
  } catch {}
  await Promise.all(
    [...servable(site)].map(async (name) => {
      const from = join(site, name);
      const to = join(mirror, name);
      const { atime, mtime } = statSync(from);
      const body = readFileSync(from);
      mkdirSync(dirname(to), { recursive: true });
      writeFileSync(to, body);
      if (COMPRESSIBLE.has(extname(name))) {
        for (const encoding of /** @type {const} */ (['gz', 'br'])) {
          const packed = await compressed(body, encoding, extname(name) === '.html');
          // A tiny file (robots.txt) can grow when compressed: then sirv finds only the original.
          if (packed.length < body.length) writeFileSync(`${to}.${encoding}`, packed);
        }
      }
      // The real modification times make sirv's Last-Modified and ETag headers.
      for (const file of [to, `${to}.gz`, `${to}.br`])
        try {
          utimesSync(file, atime, mtime);
        } catch {}
    }),
  );
  for (const name of (() => {
    try {
      return readdirSync(store);
    } catch {
      return [];
    }
  })()) {
    const age = Date.now() - (statSync(join(store, name), { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > MONTH) rmSync(join(store, name), { force: true });
  }
  return mirror;
}
