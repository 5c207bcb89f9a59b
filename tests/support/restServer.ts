/**
 * A stand-in for Supabase's REST endpoint in tests: answers only the provider read of
 * CONTRACT section 7 with the project's `limit=400` (anything else is 404) and records every
 * request it receives. The rows are sent as the behaviour gives them, however many: a backend
 * that ignores the limit.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour =
  { kind: 'rows'; rows: (key: string) => unknown[] | Promise<unknown[]> } | { kind: 'status'; status: number } | { kind: 'hang' };

export interface RecordedRequest {
  method: string;
  path: string;
  key: string;
  search: string;
  apikey: string | undefined;
  authorization: string | undefined;
}

export interface RestServer {
  url: string;
  requests: RecordedRequest[];
  behave(behaviour: Behaviour): void;
  close(): Promise<void>;
}

/** Spelled out rather than built from READ_LIMIT, so a change of the limit shows up here. */
export const PROVIDER_QUERY = 'select=*&order=display_order.asc,rating.desc&limit=400';

export async function startRestServer(initial: Behaviour, port = 0): Promise<RestServer> {
  let behaviour = initial;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<IncomingMessage>();

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const match = /^\/rest\/v1\/([a-z0-9_]+)$/.exec(url.pathname);
    const key = match?.[1] ?? '';
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      key,
      search: decodeURIComponent(url.search.slice(1)),
      apikey: req.headers.apikey as string | undefined,
      authorization: req.headers.authorization,
    });
    if (req.method !== 'GET' || !match || decodeURIComponent(url.search.slice(1)) !== PROVIDER_QUERY) {
      res.writeHead(404, { ...cors, 'Content-Type': 'application/json' }).end('{"message":"not found"}');
      return;
    }
    if (behaviour.kind === 'hang') {
      hanging.add(req);
      req.on('close', () => hanging.delete(req));
      return;
    }
    if (behaviour.kind === 'status') {
      res.writeHead(behaviour.status, { ...cors, 'Content-Type': 'application/json' }).end('{"message":"boom"}');
      return;
    }
    const rows = await behaviour.rows(key);
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(rows));
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
