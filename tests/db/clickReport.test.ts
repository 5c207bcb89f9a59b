// @vitest-environment node
/**
 * Click counts over HTTP, as the browser and the operator reach them: POST /rest/v1/rpc/record_click
 * with the anon key counts a click; `npm run report:clicks` reads the report with the service
 * role key, and is refused with the anon key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../support/operatorScripts';
import { SERVICE_ROLE_KEY, startPgRestServer, type PgRestServer } from '../support/pgRestServer';

const ANON = 'test-anon-key';

let server: PgRestServer;
beforeAll(async () => {
  server = await startPgRestServer();
  await server.db.exec(`insert into public.partners (id, name) values ('jane-travel', 'Jane Travels')`);
}, 60_000);
afterAll(() => server.close());

const click = (body: object, key = ANON) =>
  fetch(`${server.url}/rest/v1/rpc/record_click`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const report = (env: Record<string, string>, ...args: string[]) => runScript('report-clicks.mjs', args, env);

describe('record_click over HTTP', () => {
  it('counts a click sent as the embed and the site send it, and ignores a bad one with the same quiet answer', async () => {
    const good = { list_key: 'vpn_providers', provider: 'NordVPN', rank: 2, partner: 'jane-travel', surface: 'embed' };
    for (let i = 0; i < 3; i++) expect((await click(good)).status).toBe(204);
    expect((await click({ ...good, partner: null, surface: 'site' })).status).toBe(204);
    expect((await click({ ...good, provider: 'Nobody VPN' })).status).toBe(204);
    expect((await click({ ...good, rank: 1e9 })).status).toBe(204);
    const { rows } = await server.db.query<{ partner: string; surface: string; clicks: string }>(
      'select partner, surface, clicks from public.click_counts order by partner',
    );
    expect(rows.map((r) => [r.partner, r.surface, Number(r.clicks)])).toEqual([
      ['jane-travel', 'embed', 3],
      ['none', 'site', 1],
    ]);
  });

  it('refuses the report to the anon key', async () => {
    const response = await fetch(`${server.url}/rest/v1/rpc/click_report`, {
      method: 'POST',
      headers: { apikey: ANON, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from_day: '2020-01-01', to_day: '2100-01-01' }),
    });
    expect(response.status).toBe(401);
    expect(await response.text()).not.toMatch(/click_counts|partners/);
  });
});

describe('npm run report:clicks', () => {
  it('prints clicks per list, rank, provider, partner and surface, most clicked first, with a total', async () => {
    const { code, stdout } = await report(
      { SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY },
      '--days',
      '30',
    );
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^Clicks from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(UTC\)/);
    expect(lines[2]).toMatch(/^clicks\s+list\s+rank\s+provider\s+partner\s+surface$/);
    expect(lines[4]).toMatch(/^\s*3\s+vpn_providers\s+2\s+NordVPN\s+Jane Travels \(jane-travel\)\s+embed$/);
    expect(lines[5]).toMatch(/^\s*1\s+vpn_providers\s+2\s+NordVPN\s+none\s+site$/);
    expect(lines.at(-1)).toBe('4 clicks');

    const json = await report({ SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY }, '--json');
    expect(JSON.parse(json.stdout).map((row: { clicks: number }) => Number(row.clicks))).toEqual([3, 1]);
  });

  it('says what is wrong in one line: no settings, the anon key, a bad --days', async () => {
    const missing = await report({});
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^report:clicks: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set/);
    const anon = await report({ SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: ANON });
    expect(anon.code).toBe(1);
    expect(anon.stderr).toContain('use the service_role key, not the anon key');
    const days = await report({ SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY }, '--days', 'lots');
    expect(days.stderr).toContain('--days must be a whole number');
  });
});
