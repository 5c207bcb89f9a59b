/**
 * Two origins for the embed's end-to-end tests, as on a real partner blog:
 *   script origin  - serves the built embed under /embed/ (CORS open, as the site does) and a
 *                    fake Supabase REST endpoint that counts requests and can be slowed, failed
 *                    or made to send a huge list;
 *   partner origin - a different origin serving the blogger's pages, with hostile global CSS.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/**
 * What a careless blog theme does: every element red and serif, every list item inline, and
 * the post's text uppercase, spaced, centred and large (inherited by whatever sits inside).
 */
export const HOSTILE_CSS = [
  '* { color: red !important; font-family: serif !important }',
  'li { display: inline !important }',
  '.entry-content { text-transform: uppercase; letter-spacing: 0.15em; word-spacing: 0.5em; line-height: 2.5; text-align: center; font-size: 20px; font-style: italic }',
].join('\n');

/** The first backend row of every list: a link with its own query and fragment, and a review. */
export const LIVE_PICK = {
  name: 'Live Pick',
  url: 'https://live.example/deal?coupon=SAVE10&lang=en#plans',
  review: 'https://reviews.example/live-pick?ref=worthy#verdict',
};

export function builtinRows(key: string): Array<Record<string, unknown>> {
  return JSON.parse(readFileSync(new URL(`../../lib/data/builtin/${key}.json`, import.meta.url), 'utf8'));
}

/** LIVE_PICK's own French words (the backend's optional `fr` column); the other rows have none. */
export const LIVE_PICK_FRENCH = { features: ['Offre en direct du serveur', 'Mots en français de la base'] };

/** The backend's rows: the built-in list with its first provider replaced by LIVE_PICK. */
export function backendRows(key: string): Array<Record<string, unknown>> {
  const [first, ...rest] = builtinRows(key);
  return [{ ...first, ...LIVE_PICK, fr: LIVE_PICK_FRENCH }, ...rest];
}

/**
 * `count` rows of one list: its first built-in row again and again, each with its own name and
 * rank. Without its facts and reasons: a row as a backend without those optional columns sends
 * it, so the huge answers stay the size they test (10,000 rows about 9 MB, 130,000 about 120 MB).
 */
export function generatedRows(key: string, count: number): Array<Record<string, unknown>> {
  const template = { ...builtinRows(key)[0]! };
  delete template.facts;
  delete template.reasons;
  const criteria = Object.keys((template.scores as Record<string, number> | undefined) ?? {});
  return Array.from({ length: count }, (_, i) => ({
    ...template,
    name: `Provider ${i + 1}`,
    display_order: i + 1,
    // Scores that differ from row to row and criterion to criterion (1.0 to 4.9), so a reader's weights re-rank them.
    scores: Object.fromEntries(criteria.map((id, k) => [id, (10 + ((i * 7 + k * 13) % 40)) / 10])),
  }));
}

export interface FakeBackend {
  /** Every provider read, as list key, apikey header and the `limit` asked for (null: none). */
  reads: Array<{ key: string; apikey: string | undefined; limit: string | null }>;
  delayMs: number;
  /** Answer with this HTTP status instead of rows. */
  failWith: number | null;
  /** Answer with this many generated rows, whatever `limit` asked for: a hostile backend. */
  rowCount: number | null;
  readsOf(key: string): number;
  /** Every click recorded (POST /rest/v1/rpc/record_click): its body and request headers. */
  clicks: Array<{ body: string; headers: IncomingMessage['headers'] }>;
  /** Leave click recordings unanswered, as a backend that hangs. */
  hangClicks: boolean;
}

export interface EmbedServers {
  /** http://127.0.0.1:<port> */
  scriptOrigin: string;
  scriptUrl: string;
  /** Paths the script origin served, such as /embed/data/vpn_providers.json. */
  served: string[];
  backend: FakeBackend;
  /** http://localhost:<port>, a different origin from the script's. */
  partnerOrigin: string;
  /** Publishes a partner page; returns its URL. */
  publish(path: string, html: string, headers?: Record<string, string>): string;
  reset(): void;
  close(): Promise<void>;
}

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

export async function startEmbedServers(embedDir: string): Promise<EmbedServers> {
  const served: string[] = [];
  const backend: FakeBackend = {
    reads: [],
    delayMs: 0,
    failWith: null,
    rowCount: null,
    readsOf: (key) => backend.reads.filter((r) => r.key === key).length,
    clicks: [],
    hangClicks: false,
  };
  const pages = new Map<string, { html: string; headers: Record<string, string> }>();

  const scriptServer = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'OPTIONS') return void res.writeHead(204, { ...CORS, 'Access-Control-Allow-Methods': 'GET, POST' }).end();
    served.push(url.pathname);
    if (req.method === 'POST' && url.pathname === '/rest/v1/rpc/record_click') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      backend.clicks.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      if (!backend.hangClicks) res.writeHead(204, CORS).end();
      return;
    }
    const read = /^\/rest\/v1\/([a-z0-9_]+)$/.exec(url.pathname);
    if (read && isProviderRead(url)) {
      return answerRead(req, res, read[1]!, url.searchParams.get('limit'), backend);
    }
    if (url.pathname.startsWith('/embed/')) {
      const file = normalize(join(embedDir, url.pathname.slice('/embed/'.length)));
      if (file.startsWith(embedDir)) {
        const body = await readFile(file).catch(() => null);
        if (body) return void res.writeHead(200, { ...CORS, 'Content-Type': TYPES[extname(file)] ?? 'text/plain' }).end(body);
      }
    }
    res.writeHead(404, CORS).end('not found');
  });

  const partnerServer = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/hostile.css') return void res.writeHead(200, { 'Content-Type': 'text/css' }).end(HOSTILE_CSS);
    const page = pages.get(pathname);
    if (!page) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...page.headers }).end(page.html);
  });

  const scriptPort = await listen(scriptServer);
  const partnerPort = await listen(partnerServer);
  const scriptOrigin = `http://127.0.0.1:${scriptPort}`;
  return {
    scriptOrigin,
    scriptUrl: `${scriptOrigin}/embed/worthy-embed.js`,
    served,
    backend,
    partnerOrigin: `http://localhost:${partnerPort}`,
    publish(path, html, headers = {}) {
      pages.set(path, { html, headers });
      return `http://localhost:${partnerPort}${path}`;
    },
    reset() {
      served.length = 0;
      backend.reads.length = 0;
      backend.delayMs = 0;
      backend.failWith = null;
      backend.rowCount = null;
      backend.clicks.length = 0;
      backend.hangClicks = false;
      pages.clear();
    },
    close: async () => {
      await Promise.all([scriptServer, partnerServer].map(stop));
    },
  };
}

/** CONTRACT section 7's read, with or without its optional `limit`, as an embed of any version sends it. */
function isProviderRead(url: URL): boolean {
  const { searchParams } = url;
  const limit = searchParams.get('limit');
  return (
    [...searchParams].length === (limit === null ? 2 : 3) &&
    searchParams.get('select') === '*' &&
    searchParams.get('order') === 'display_order.asc,rating.desc' &&
    (limit === null || /^\d+$/.test(limit))
  );
}

/** The body of the latest huge answer, kept because 130,000 rows take a while to serialise. */
let generated: { key: string; count: number; body: string } | null = null;

/** The body of `count` generated rows, built once: a test warms it so its page does not wait for the server to write it. */
export function generatedBody(key: string, count: number): string {
  if (generated?.key !== key || generated.count !== count) {
    generated = { key, count, body: JSON.stringify(generatedRows(key, count)) };
  }
  return generated.body;
}

async function answerRead(req: IncomingMessage, res: ServerResponse, key: string, limit: string | null, backend: FakeBackend) {
  backend.reads.push({ key, apikey: req.headers.apikey as string | undefined, limit });
  if (backend.delayMs) await new Promise((resolve) => setTimeout(resolve, backend.delayMs));
  if (backend.failWith) {
    return void res.writeHead(backend.failWith, { ...CORS, 'Content-Type': 'application/json' }).end('{"message":"boom"}');
  }
  const body = backend.rowCount === null ? JSON.stringify(backendRows(key)) : generatedBody(key, backend.rowCount);
  res.writeHead(200, { ...CORS, 'Content-Type': 'application/json' }).end(body);
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
