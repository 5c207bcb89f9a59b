// @vitest-environment node
/**
 * scripts/serve.mjs (`npm start`, and the server the browser tests and the bench use), run as a child
 * process on a fixture folder: what it answers, with which headers, and that no request can kill it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVE = fileURLToPath(new URL('../../scripts/serve.mjs', import.meta.url));
const SECRET = 'TOP-SECRET-do-not-serve';
const MANIFEST = 'PRIVATE-vite-manifest';

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>${`<p>${title}: compressible text.</p>`.repeat(40)}</body></html>`;
const FIXTURE: Record<string, string | Buffer> = {
  'index.html': page('Home'),
  'about/index.html': page('About'),
  'digital/vpn-services/index.html': page('VPN services'),
  '404.html': page('Page not found'),
  'assets/app-abc123.js': `export const list = ${JSON.stringify(Array.from({ length: 50 }, (_, i) => `provider ${i}`))};`,
  'assets/app-abc123.css': '.worthy { color: #123456; }\n'.repeat(20),
  'embed/worthy-embed.js': '(function(){ /* the embed */ })();\n'.repeat(20),
  'embed/data/vpn_providers.json': JSON.stringify(Array.from({ length: 20 }, (_, i) => ({ name: `VPN ${i}`, rating: 4.5 }))),
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(20)}</svg>`,
  'icon.png': Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  'sitemap.xml': `<?xml version="1.0"?><urlset>${'<url><loc>https://worthy.example/</loc></url>'.repeat(10)}</urlset>`,
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'site.webmanifest': JSON.stringify({ name: 'Worthy', icons: [] }),
  '.vite/manifest.json': JSON.stringify({ note: MANIFEST }),
};

let root: string;
let site: string;
let origin: string;
let port: number;
let child: ChildProcess;
let before: string[];

/** Every file under a folder with its size and mtime, to prove the server wrote nothing there. */
function listing(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((name) => {
      const info = statSync(join(dir, name), { throwIfNoEntry: false });
      return `${name} ${info?.size} ${info?.mtimeMs}`;
    })
    .sort();
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'worthy-serve-test-'));
  site = join(root, 'site');
  for (const [name, body] of Object.entries(FIXTURE)) {
    mkdirSync(join(site, name, '..'), { recursive: true });
    writeFileSync(join(site, name), body);
  }
  writeFileSync(join(root, 'secret.txt'), SECRET);
  symlinkSync(join(root, 'secret.txt'), join(site, 'link.txt'));
  symlinkSync(join(root, 'secret.txt'), join(site, 'assets', 'leak.js'));
  before = listing(site);

  child = spawn(process.execPath, [SERVE], {
    env: { ...process.env, SITE_DIR: site, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code}) before listening`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      // Up to the line's end: a chunk may stop inside the port number.
      const url = /on (http:\/\/[\d.]+:\d+)\n/.exec(out)?.[1];
      if (url) resolve(url);
    });
  });
  port = Number(new URL(origin).port);
  // A cold start (Node, sirv, compressing the fixture) on a busy two-core CI runner once took over 10 s.
}, 60_000);

afterAll(() => {
  child?.kill();
  if (root) rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request through node:http, which leaves the body as sent (no automatic decompression). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Writes the request bytes as given (no client normalises the path) and returns all that comes back. */
function raw(text: string): Promise<{ status: number | null; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1]) || null, text });
    });
    socket.write(text);
  });
}
const rawGet = (target: string, method = 'GET') =>
  raw(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

const file = (name: string) => readFileSync(join(site, name));

describe('requests that must not crash it or leak a file', () => {
  const PROBES: [string, number][] = [
    ['//', 404],
    ['/\\', 404],
    ['//[', 404],
    ['/%', 404],
    ['/%E0%A4%A', 404],
    ['/..%2f..%2fsecret.txt', 404],
    ['/%2e%2e/%2e%2e/secret.txt', 404],
    ['/%2e%2e/secret.txt', 404],
    ['/assets/..%5c..%5csecret.txt', 404],
    ['/%2e%2e%2fsecret.txt', 404],
    ['/%2e%2e%5csecret.txt', 404],
    ['/../secret.txt', 404],
    ['/.vite/manifest.json', 404],
    ['/%2evite/manifest.json', 404],
    ['/link.txt', 404],
    ['/assets/leak.js', 404],
    ['/index.html.br', 404],
  ];

  it.each(PROBES)('answers GET %s with %i and never the secret', async (target, status) => {
    const answer = await rawGet(target);
    expect(answer.status).toBe(status);
    expect(answer.text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    expect(answer.text).not.toContain(SECRET);
    expect(answer.text).not.toContain(MANIFEST);
  });

  it('answers a 20 KB path with a 4xx status line (clientError)', async () => {
    const answer = await rawGet(`/${'a'.repeat(20_000)}`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).toMatch(/X-Content-Type-Options: nosniff/i);
  });

  it('answers a garbage request line with 400', async () => {
    expect((await raw('HELLO THERE\r\n\r\n')).status).toBe(400);
    expect((await raw('GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n')).status).toBe(400);
    expect((await raw('\u0000\u0001\u0002\r\n\r\n')).status).toBe(400);
  });

  it('answers //, /\\ and //[ and still serves / afterwards, still running', async () => {
    for (const target of ['//', '/\\', '//[', '/%', '/%E0%A4%A']) expect((await rawGet(target)).status).toBe(404);
    const home = await rawGet('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>Home</title>');
    expect(child.exitCode).toBeNull();
    expect(child.signalCode).toBeNull();
  });

  it('survives odd Range headers by sending the whole file', async () => {
    for (const range of ['bytes=5-2', 'bytes=-5', 'bytes=999999-', 'bytes=a-b']) {
      const answer = await get('/robots.txt', { Range: range });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(file('robots.txt'));
    }
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])('answers %s with 405 and Allow: GET, HEAD', async (method) => {
    const answer = await get('/', {}, method);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await rawGet('/about', 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/\r\nContent-Type: text\/html; charset=utf-8\r\n/i);
    expect(answer.text.endsWith('\r\n\r\n')).toBe(true);
    expect(answer.text).not.toContain('<html');
  });
});

describe('pages and files', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/about/', 'about/index.html'],
    ['/digital/vpn-services?compare=NordVPN,Surfshark', 'digital/vpn-services/index.html'],
    ['/embed/data/vpn_providers.json', 'embed/data/vpn_providers.json'],
  ])('serves %s from %s', async (path, name) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(file(name));
  });

  it('answers an unknown path with 404.html, status 404 and Cache-Control: no-store', async () => {
    const answer = await get('/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(file('404.html'));
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/about', 'text/html; charset=utf-8'],
    ['/assets/app-abc123.js', 'text/javascript; charset=utf-8'],
    ['/assets/app-abc123.css', 'text/css; charset=utf-8'],
    ['/embed/data/vpn_providers.json', 'application/json; charset=utf-8'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/icon.png', 'image/png'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/site.webmanifest', 'application/manifest+json'],
  ])('sends %s as %s, with nosniff', async (path, type) => {
    const answer = await get(path, { 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('cache and CORS headers, as the README’s Deploy section promises', () => {
  it.each([
    ['/assets/app-abc123.js', 'public, max-age=31536000, immutable'],
    ['/embed/worthy-embed.js', 'public, max-age=300'],
    ['/embed/data/vpn_providers.json', 'public, max-age=300'],
    ['/', 'public, max-age=0, must-revalidate'],
    ['/about', 'public, max-age=0, must-revalidate'],
    ['/sitemap.xml', 'public, max-age=0, must-revalidate'],
    ['/robots.txt', 'public, max-age=0, must-revalidate'],
  ])('sends %s with Cache-Control: %s', async (path, cacheControl) => {
    expect((await get(path)).headers['cache-control']).toBe(cacheControl);
  });

  it('sends Access-Control-Allow-Origin: * on /embed/ and /embed/data/, and not on pages', async () => {
    expect((await get('/embed/worthy-embed.js')).headers['access-control-allow-origin']).toBe('*');
    expect((await get('/embed/data/vpn_providers.json')).headers['access-control-allow-origin']).toBe('*');
    expect((await get('/')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a revalidation with 304, keeping its cache headers', async () => {
    const first = await get('/about');
    const again = await get('/about', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});

describe('compression', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/assets/app-abc123.js', 'assets/app-abc123.js'],
    ['/embed/data/vpn_providers.json', 'embed/data/vpn_providers.json'],
  ])('sends %s as brotli, gzip or identity as the client accepts', async (path, name) => {
    const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(file(name));
    expect(br.body.length).toBeLessThan(file(name).length);

    const gz = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(file(name));

    const plain = await get(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(file(name));

    for (const answer of [br, gz, plain]) expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('compresses the 404 page too', async () => {
    const answer = await get('/missing', { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body)).toEqual(file('404.html'));
  });

  it('writes nothing into the served folder (no .gz or .br beside the files)', () => {
    expect(listing(site)).toEqual(before);
  });
});
