/**
 * Supabase's REST endpoint, shrunk to the one read of CONTRACT section 7 and the functions of
 * sections 10 and 14, backed by a real PostgreSQL (PGlite) with the project's migrations and seed:
 *   GET /rest/v1/<list_key>?select=*&order=display_order.asc,rating.desc[&limit=<n>]   (apikey header)
 *   POST /rest/v1/rpc/<record_click | click_report | click_days | replace_provider_lists>
 *        (JSON body of named arguments)
 * A call runs as anon, or as service_role with SERVICE_ROLE_KEY as its apikey, as PostgREST would,
 * so row-level security and grants are the real ones. A limit is honoured, by the database and
 * for injected rows alike; the rows are serialised by PostgreSQL's json_agg, as PostgREST does.
 * Anything else is a 404.
 *
 * For tests, each list key (or all of them) can be switched to fail, come back empty or hang,
 * or to serve raw rows that the database's constraints would never let in.
 * Plain ESM TypeScript without Vite features: Playwright's loader imports it too.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { isListKey, type ListKey } from '../../lib/model/lists';
import { createDatabase } from './database';

export type ServeMode = 'ok' | 'error500' | 'empty' | 'hang';

/** The apikey that makes a call run as service_role (the operator's key); any other runs as anon. */
export const SERVICE_ROLE_KEY = 'test-service-role-key';

/** A function call the server received, as sent. */
export interface RpcCall {
  name: string;
  body: string;
  headers: IncomingMessage['headers'];
}
export interface PgRestServer {
  url: string;
  /** The database behind the endpoint; `db.exec` runs as superuser, so tests can change rows. */
  db: PGlite;
  /** Without a key: every list, clearing per-key modes. With a key: that list only. */
  setMode(mode: ServeMode, key?: ListKey): void;
  /** Serve these rows verbatim for `key` (in 'ok' mode) instead of querying; null to stop. */
  setRows(key: ListKey, rows: readonly unknown[] | null): void;
  /** Provider reads received per list key, whatever the mode answered. */
  requests: Partial<Record<ListKey, number>>;
  /** The `limit` of the latest provider read per list key; null when it asked for no limit. */
  limits: Partial<Record<ListKey, number | null>>;
  /** How function calls are answered: 'hang' leaves them open, 'error500' fails them. */
  setRpcMode(mode: Exclude<ServeMode, 'empty'>): void;
  /** Function calls received, in order, whatever the mode answered. */
  rpcCalls: RpcCall[];
  close(): Promise<void>;
}

export interface PgRestServerOptions {
  port?: number;
  /** A database to serve; by default a new one with migrations and seed. */
  db?: PGlite;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'apikey, authorization, x-client-info, accept-profile, content-type, accept',
  'Access-Control-Expose-Headers': 'Content-Range',
  'Access-Control-Max-Age': '600',
};
const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

interface ProviderRead {
  key: ListKey;
  /** null: every row. */
  limit: number | null;
}

/** The list key and limit of a provider read, or null when the request is anything else. */
function providerRead(req: IncomingMessage): ProviderRead | null {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const key = /^\/rest\/v1\/([a-z0-9_]+)$/.exec(url.pathname)?.[1];
  const params = [...url.searchParams];
  const limit = url.searchParams.get('limit');
  const limitOk = limit === null || /^[1-9][0-9]*$/.test(limit);
  const exact =
    params.length === (limit === null ? 2 : 3) &&
    url.searchParams.get('select') === '*' &&
    url.searchParams.get('order') === 'display_order.asc,rating.desc' &&
    limitOk;
  if (req.method !== 'GET' || !exact || typeof req.headers.apikey !== 'string' || !isListKey(key)) return null;
  return { key, limit: limit === null ? null : Number(limit) };
}

/** The functions served, with their arguments in order. */
const FUNCTIONS: Record<string, readonly string[]> = {
  record_click: ['list_key', 'provider', 'rank', 'partner', 'surface'],
  click_report: ['from_day', 'to_day'],
  click_days: ['from_day', 'to_day'],
  replace_provider_lists: ['lists'],
};

const rpcName = (req: IncomingMessage): string | null => {
  const name = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(new URL(req.url ?? '/', 'http://localhost').pathname)?.[1];
  return name && Object.hasOwn(FUNCTIONS, name) ? name : null;
};

function isPreflight(req: IncomingMessage): boolean {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  return req.method === 'OPTIONS' && (isListKey(/^\/rest\/v1\/([a-z0-9_]+)$/.exec(path)?.[1]) || rpcName(req) !== null);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...CORS, ...JSON_TYPE, ...headers }).end(body);
}

export async function startPgRestServer({ port = 0, db: given }: PgRestServerOptions = {}): Promise<PgRestServer> {
  const db = given ?? (await createDatabase());
  let globalMode: ServeMode = 'ok';
  const modes = new Map<ListKey, ServeMode>();
  const injected = new Map<ListKey, readonly unknown[]>();
  const requests: Partial<Record<ListKey, number>> = {};
  const limits: Partial<Record<ListKey, number | null>> = {};
  const rpcCalls: RpcCall[] = [];
  let rpcMode: Exclude<ServeMode, 'empty'> = 'ok';

  /** A function call as PostgREST makes it: named arguments from the JSON body, run as the key's role. */
  async function call(name: string, body: string, apikey: unknown, res: ServerResponse): Promise<void> {
    let args: Record<string, unknown>;
    try {
      args = JSON.parse(body) as Record<string, unknown>;
      if (typeof args !== 'object' || args === null || Array.isArray(args)) throw new Error('not an object');
    } catch {
      send(res, 400, JSON.stringify({ code: 'PGRST102', message: 'Empty or invalid json' }));
      return;
    }
    const names = FUNCTIONS[name]!.filter((arg) => Object.hasOwn(args, arg));
    const role = apikey === SERVICE_ROLE_KEY ? 'service_role' : 'anon';
    try {
      const body = await db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        const named = names.map((arg, i) => `${arg} => $${i + 1}`).join(', ');
        // A JSON object or array argument (a jsonb parameter) travels as its JSON text.
        const values = names.map((arg) =>
          typeof args[arg] === 'object' && args[arg] !== null ? JSON.stringify(args[arg]) : args[arg],
        );
        // record_click returns nothing; the others' rows are serialised by PostgreSQL, as PostgREST does
        // (a date stays "2026-11-26", a numeric stays a number).
        const sql =
          name === 'record_click'
            ? `select public.${name}(${named})`
            : `select coalesce(json_agg(result), '[]')::text as body from public.${name}(${named}) as result`;
        return (await tx.query<{ body?: string }>(sql, values)).rows[0]?.body ?? '';
      });
      if (name === 'record_click') res.writeHead(204, CORS).end();
      else send(res, 200, body);
    } catch (error) {
      const { code = 'XX000', message } = error as { code?: string; message: string };
      send(res, code === '42501' ? 401 : 400, JSON.stringify({ code, message, details: null, hint: null }));
    }
  }

  /** The list as the key's role sees it, serialised by PostgreSQL as PostgREST would. */
  async function readList(key: ListKey, limit: number | null, apikey: unknown): Promise<string> {
    // One transaction holds PGlite's only connection, so no other query runs under this role.
    return db.transaction(async (tx) => {
      await tx.exec(`set local role ${apikey === SERVICE_ROLE_KEY ? 'service_role' : 'anon'}`);
      const { rows } = await tx.query<{ body: string }>(
        `select coalesce(json_agg(list), '[]')::text as body
           from (select * from public."${key}" order by display_order asc, rating desc limit $1) as list`,
        [limit],
      );
      return rows[0]?.body ?? '[]';
    });
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (isPreflight(req)) {
      res.writeHead(204, CORS).end();
      return;
    }
    const fn = req.method === 'POST' ? rpcName(req) : null;
    if (fn) {
      const body = await readBody(req);
      rpcCalls.push({ name: fn, body, headers: req.headers });
      if (rpcMode === 'hang') return; // left open, as a backend that never answers
      if (rpcMode === 'error500') {
        send(res, 500, JSON.stringify({ code: 'XX000', message: 'the database is unavailable', details: null, hint: null }));
        return;
      }
      await call(fn, body, req.headers.apikey, res);
      return;
    }
    const read = providerRead(req);
    if (!read) {
      send(res, 404, JSON.stringify({ message: 'Only the provider read of CONTRACT section 7 is served here' }));
      return;
    }
    const { key, limit } = read;
    requests[key] = (requests[key] ?? 0) + 1;
    limits[key] = limit;
    const mode = modes.get(key) ?? globalMode;
    if (mode === 'hang') return; // left open until the client gives up or the server closes
    if (mode === 'error500') {
      send(res, 500, JSON.stringify({ code: 'XX000', message: 'the database is unavailable', details: null, hint: null }));
      return;
    }
    const rows = injected.get(key);
    const body =
      mode === 'empty'
        ? '[]'
        : rows
          ? JSON.stringify(rows.slice(0, limit ?? rows.length))
          : await readList(key, limit, req.headers.apikey);
    const count = (JSON.parse(body) as unknown[]).length;
    send(res, 200, body, { 'Content-Range': count ? `0-${count - 1}/*` : '*/*' });
  }

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      send(res, 500, JSON.stringify({ message: (error as Error).message }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${bound}`,
    db,
    setMode(mode, key) {
      if (key) {
        modes.set(key, mode);
      } else {
        globalMode = mode;
        modes.clear();
      }
    },
    setRows(key, rows) {
      if (rows) injected.set(key, rows);
      else injected.delete(key);
    },
    requests,
    limits,
    rpcCalls,
    setRpcMode(mode) {
      rpcMode = mode;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!given) await db.close();
    },
  };
}
