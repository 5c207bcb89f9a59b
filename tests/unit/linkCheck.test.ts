// @vitest-environment node
/**
 * `npm run data:check -- --links` against local HTTP servers: a dead link, a server that refuses
 * HEAD, redirects within a site and to another, a redirect loop, a closed port and a server that
 * never answers. Each outcome is named, at most 8 requests run at once, every request names
 * Worthy, and the run ends within its bound whatever the servers do. Then every built-in
 * provider's links, pointed at a local server, checked by the command itself.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, LINK_CHECK, siteOf } from '../../scripts/operator/links.mjs';
import { BUILTIN_PROVIDERS } from '../support/counts';
import { runScript, scratchData } from '../support/operatorScripts';

let server: Server;
let base: string;
let other: string;
let inFlight = 0;
let mostInFlight = 0;
const agents = new Set<string>();
const methods: string[] = [];

function route(req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  agents.add(req.headers['user-agent'] ?? '');
  methods.push(`${req.method} ${path}`);
  if (path === '/hang') return; // never answers
  inFlight++;
  mostInFlight = Math.max(mostInFlight, inFlight);
  // Each answer takes a moment, so the checker's parallelism shows in `mostInFlight`.
  setTimeout(() => {
    inFlight--;
    if (path === '/no-head' && req.method === 'HEAD') res.writeHead(405).end();
    else if (path.startsWith('/dead')) res.writeHead(404).end('gone');
    else if (path === '/moved') res.writeHead(301, { Location: '/ok' }).end();
    else if (path === '/away') res.writeHead(302, { Location: `${other}/ok` }).end();
    else if (path === '/loop') res.writeHead(302, { Location: '/loop' }).end();
    else res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>ok</title>');
  }, 20);
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  // The same server under another name: another site, as far as a redirect is concerned.
  other = `http://localhost:${port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('link health', () => {
  it('names each outcome and ends within its bound, whatever the servers do', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));

    const started = performance.now();
    const results = await checkLinks(
      [
        `${base}/ok`,
        `${base}/no-head`,
        `${base}/dead`,
        `${base}/moved`,
        `${base}/away`,
        `${base}/loop`,
        `${base}/hang`,
        closedUrl,
        `${base}/ok`,
      ],
      { timeoutMs: 1_500 },
    );
    const elapsed = performance.now() - started;
    const outcome = (path: string) => results.get(path.startsWith('http') ? path : `${base}${path}`);

    expect(results.size).toBe(8); // the repeated link asked once
    expect(outcome('/ok')).toMatchObject({ status: 'ok', code: 200, hops: [] });
    expect(outcome('/no-head')).toMatchObject({ status: 'ok', code: 200 });
    expect(methods).toContain('GET /no-head');
    expect(outcome('/dead')).toMatchObject({ status: 'dead', code: 404 });
    expect(outcome('/moved')).toMatchObject({ status: 'redirected', code: 200, hops: [`${base}/ok`] });
    expect(outcome('/away')).toMatchObject({ status: 'offsite', finalUrl: `${other}/ok`, hops: [`${other}/ok`] });
    expect(outcome('/loop')).toMatchObject({ status: 'dead', error: `more than ${LINK_CHECK.maxRedirects} redirects` });
    expect(outcome('/hang')).toMatchObject({ status: 'timeout', error: 'no answer within 1.5 s' });
    expect(outcome(closedUrl)).toMatchObject({ status: 'dead', error: 'ECONNREFUSED' });
    expect(elapsed).toBeLessThan(1_500 + 1_000);
    expect([...agents]).toEqual([LINK_CHECK.userAgent]);
    expect(LINK_CHECK.userAgent).toMatch(/^Worthy/);
  });

  it('runs at most 8 requests at a time', async () => {
    mostInFlight = 0;
    await checkLinks(Array.from({ length: 40 }, (_, i) => `${base}/page-${i}`));
    expect(mostInFlight).toBe(LINK_CHECK.concurrency);
  });

  it('tells a redirect within a site from one that leaves it', () => {
    expect(siteOf('www.nordvpn.com')).toBe(siteOf('go.nordvpn.com'));
    expect(siteOf('shop.example.co.uk')).toBe('example.co.uk');
    expect(siteOf('nordvpn.com')).not.toBe(siteOf('nordvpn.example.net'));
  });
});

describe('data:check --links on every built-in provider', () => {
  let data: string;
  beforeAll(() => {
    data = scratchData('links');
    // Every provider link points at the local server, keeping its host and path, so shared links
    // stay shared; review links stay as they are and are asked at the server with --flagship.
    for (const file of readdirSync(`${data}/builtin`)) {
      const rows = JSON.parse(readFileSync(`${data}/builtin/${file}`, 'utf8')) as { url: string }[];
      for (const row of rows) row.url = `${base}/${row.url.replace(/^https?:\/\//, '')}`;
      if (file === 'vpn_providers.json') rows[0]!.url = `${base}/dead/surfshark`;
      writeFileSync(`${data}/builtin/${file}`, JSON.stringify(rows));
    }
  });
  afterAll(() => rmSync(data, { recursive: true, force: true }));

  it('checks them all, reports the dead one with the rows that use it, and fails only with --strict', async () => {
    const run = (...args: string[]) =>
      runScript('data-check.mjs', ['--data', data, '--links', '--flagship', base, '--today', '2026-11-26', ...args]);
    const relaxed = await run('--json');
    expect(relaxed.code).toBe(0);
    const report = JSON.parse(relaxed.stdout) as {
      providers: number;
      links: {
        checked: number;
        uses: number;
        ms: number;
        counts: Record<string, number>;
        problems: { url: string; status: string; uses: { row: string; field: string }[] }[];
      };
    };
    // The scratch copy holds the built-in data: each provider's own link and its review page.
    expect(report.providers).toBe(BUILTIN_PROVIDERS);
    expect(report.links.uses).toBe(BUILTIN_PROVIDERS * 2);
    expect(report.links.counts.dead).toBe(1);
    expect(report.links.counts.ok).toBe(report.links.checked - 1);
    expect(report.links.problems).toEqual([
      expect.objectContaining({
        url: `${base}/dead/surfshark`,
        status: 'dead',
        uses: [{ file: expect.any(String), row: 'Surfshark', field: 'url' }],
      }),
    ]);
    // Served locally, every link takes milliseconds: the whole run stays far inside its bound.
    expect(report.links.ms).toBeLessThan(20_000);
    console.log(
      `data:check --links: ${report.links.checked} links (${report.links.uses} uses) in ${report.links.ms} ms against a local server`,
    );

    const strict = await run('--strict');
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain(`${base}/dead/surfshark: dead (HTTP 404)`);
    expect(strict.stdout).toContain('used by');
    expect(strict.stdout).toContain('"Surfshark" url');
  }, 60_000);
});
