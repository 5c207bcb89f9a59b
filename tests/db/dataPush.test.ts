// @vitest-environment node
/**
 * `npm run data:push` (CONTRACT section 14) against the REST stand-in, through supabase-js as the
 * command really runs: a dry run (the default outside a terminal) prints each change per list, row
 * and field and changes nothing; --apply pushes exactly the built-in data in one call, leaves click
 * counts alone, and a second run finds nothing to do; invalid data and a missing or wrong key are
 * refused with one clear line.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTS } from '../../lib/model';
import { ROOT, runScript, scratchData } from '../support/operatorScripts';
import { SERVICE_ROLE_KEY, startPgRestServer, type PgRestServer } from '../support/pgRestServer';

const SCRIPT = `${ROOT}scripts/data-push.mjs`;

type Row = Record<string, unknown> & { name: string; display_order: number; rating: number };

let server: PgRestServer;
let data: string;
beforeAll(async () => {
  server = await startPgRestServer();
  data = scratchData('push');
  await server.db.exec(`insert into public.partners (id, name) values ('jane-travel', 'Jane Travels');
    insert into public.click_counts (day, list_key, provider, rank, partner, surface, clicks)
    values ('2026-11-20', 'vpn_providers', 'NordVPN', 2, 'jane-travel', 'embed', 12)`);
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(data, { recursive: true, force: true });
});

const listFile = (key: string) => `${data}/builtin/${key}.json`;
const readList = (key: string) => JSON.parse(readFileSync(listFile(key), 'utf8')) as Row[];
const writeList = (key: string, rows: Row[]) => writeFileSync(listFile(key), `${JSON.stringify(rows, null, 2)}\n`);

const run = (
  args: string[],
  env: Record<string, string> = { SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY },
) => runScript('data-push.mjs', ['--data', data, ...args], env);

const table = async () =>
  (
    await server.db.query<{ list_key: string; name: string; promo: string | null; features: string[]; display_order: number }>(
      'select list_key, name, promo, features, display_order from public.providers order by list_key, display_order, name',
    )
  ).rows;

describe('data:push', () => {
  it('finds nothing to do when the backend was seeded from the same data', async () => {
    const { code, stdout } = await run([]);
    expect(code).toBe(0);
    expect(stdout).toContain(`No change: the backend's ${LISTS.length} lists already match the built-in data.`);
  });

  it('prints the changes per list, row and field on a dry run (the default outside a terminal) and changes nothing', async () => {
    const vpn = readList('vpn_providers');
    vpn[0]!.promo = '75% off two years';
    const last = vpn.at(-1)!;
    vpn.push({
      ...last,
      name: 'Test VPN',
      display_order: last.display_order + 1,
      review: 'https://worthy.reviews/digital/vpn-services/test-vpn',
    });
    writeList('vpn_providers', vpn);
    const glp1 = readList('glp1_providers');
    glp1[1]!.features = [...(glp1[1]!.features as string[]), 'Same-week start'];
    writeList('glp1_providers', glp1);
    const nad = readList('nad_providers');
    const dropped = nad.pop()!;
    writeList('nad_providers', nad);

    const before = await table();
    for (const args of [[], ['--dry-run']]) {
      const { code, stdout } = await run(args);
      expect(code).toBe(0);
      expect(stdout).toContain('vpn_providers: 1 added, 1 changed');
      expect(stdout).toContain(`+ Test VPN (#${last.display_order + 1}, rating ${last.rating})`);
      expect(stdout).toContain(`~ ${vpn[0]!.name}\n      promo: `);
      expect(stdout).toContain('-> "75% off two years"');
      expect(stdout).toContain(`glp1_providers: 1 changed\n  ~ ${glp1[1]!.name}\n      features:\n        + "Same-week start"\n`);
      expect(stdout).toContain(`nad_providers: 1 removed\n  - ${dropped.name}`);
      expect(stdout).toContain(`3 of ${LISTS.length} lists change: rows 1 added, 1 removed, 2 changed.`);
      expect(stdout).toContain('Dry run: nothing was changed.');
    }
    expect(await table()).toEqual(before);
  });

  it('applies exactly the built-in data in one call, leaves click counts alone, and a second run finds nothing', async () => {
    const clicks = (await server.db.query('select * from public.click_counts')).rows;
    const calls = server.rpcCalls.length;
    const { code, stdout } = await run(['--apply']);
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(/Pushed 3 lists \(\d+ rows\) to 127\.0\.0\.1:\d+ in one transaction; read back, they match/);
    expect(server.rpcCalls.slice(calls).map((call) => call.name)).toEqual(['replace_provider_lists']);
    const rows = await table();
    const vpn = rows.filter((row) => row.list_key === 'vpn_providers');
    expect(vpn.map((row) => row.name)).toEqual(readList('vpn_providers').map((row) => row.name));
    expect(vpn[0]!.promo).toBe('75% off two years');
    expect(rows.filter((row) => row.list_key === 'nad_providers')).toHaveLength(readList('nad_providers').length);
    expect((await server.db.query('select * from public.click_counts')).rows).toEqual(clicks);

    const again = await run(['--apply']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('No change');
    expect(server.rpcCalls.slice(calls).map((call) => call.name)).toEqual(['replace_provider_lists']);
  });

  it('asks first in a terminal: "n" changes nothing, "y" pushes', async () => {
    const vpn = readList('vpn_providers');
    vpn[2]!.promo = 'Three months free';
    writeList('vpn_providers', vpn);
    const before = await table();
    // util-linux's script(1) runs the command in a pseudo-terminal, as an operator's shell would;
    // the answer is typed once the question shows.
    const inTerminal = (answer: string) =>
      new Promise<string>((resolve) => {
        const child = spawn('script', ['-qec', `node ${SCRIPT} --data ${data}`, '/dev/null'], {
          env: { PATH: process.env.PATH, SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY },
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('[y/N]') && !child.stdin.writableEnded) child.stdin.end(`${answer}\n`);
        });
        child.on('close', () => resolve(output));
      });
    const no = await inTerminal('n');
    expect(no).toContain(`Push this list to ${new URL(server.url).host}? [y/N]`);
    expect(no).toContain('Nothing was changed.');
    expect(await table()).toEqual(before);
    const yes = await inTerminal('y');
    expect(yes).toContain('Pushed 1 list (');
    expect((await table()).find((row) => row.name === vpn[2]!.name && row.list_key === 'vpn_providers')?.promo).toBe(
      'Three months free',
    );
  }, 30_000);

  it('refuses invalid data, naming each problem, and changes nothing', async () => {
    const vpn = readList('vpn_providers');
    vpn[0]!.rating = 1.5;
    vpn[1]!.url = 'not a link';
    writeList('vpn_providers', vpn);
    const before = await table();
    const { code, stdout, stderr } = await run(['--apply']);
    expect(code).toBe(1);
    expect(stdout).toContain('vpn_providers:');
    expect(stderr).toContain('Refused: the built-in data has');
    expect(stderr).toContain(`vpn_providers.json: row "${vpn[0]!.name}": rating 1.5 is not the weighted mean of its scores`);
    expect(stderr).toContain(`vpn_providers.json: row "${vpn[1]!.name}": url is not http(s)`);
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(await table()).toEqual(before);
  });

  it('says in one line what is missing, and refuses an anon key', async () => {
    const none = await run(['--dry-run'], {});
    expect(none.code).toBe(1);
    expect(none.stderr.trim().split('\n')).toHaveLength(1);
    expect(none.stderr).toContain('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are not set');
    const noKey = await run(['--dry-run'], { SUPABASE_URL: server.url });
    expect(noKey.stderr).toMatch(/^data:push: SUPABASE_SERVICE_ROLE_KEY is not set/);

    writeList('vpn_providers', JSON.parse(readFileSync(`${ROOT}lib/data/builtin/vpn_providers.json`, 'utf8')) as Row[]);
    const vpnBefore = await table();
    const anon = await run(['--apply'], { SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: 'the-anon-key' });
    expect(anon.code).toBe(1);
    expect(anon.stderr).toMatch(/refused the key .*use the service_role key/);
    expect(anon.stderr).not.toMatch(/\n\s+at /);
    expect(await table()).toEqual(vpnBefore);
  });
});
