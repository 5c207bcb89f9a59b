// @vitest-environment node
/**
 * Click counts (CONTRACT section 10) on real PostgreSQL with Supabase's roles and default grants:
 * record_click counts real clicks exactly, ignores everything else without an error, and no
 * input can grow the table beyond the real combinations; visitors can call it and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { loadBuiltinRows } from '../../lib/data';
import { LIST_KEYS } from '../../lib/model';
import { attempt, createDatabase, queryAs, type ApiRole } from '../support/database';

interface Click {
  list_key: unknown;
  provider: unknown;
  rank: unknown;
  partner: unknown;
  surface: unknown;
}

const VISITORS: ApiRole[] = ['anon', 'authenticated'];
const REGISTERED = ['jane-travel', 'tech_weekly'];
const CALL = 'select public.record_click($1, $2, $3, $4, $5)';

let db: PGlite;
/** Each list key's providers, as seeded. */
const lists = new Map<string, Set<string>>();

beforeAll(async () => {
  db = await createDatabase();
  for (const key of LIST_KEYS) {
    lists.set(key, new Set(((await loadBuiltinRows(key)) as { name: string }[]).map((row) => row.name)));
  }
  await db.exec(`insert into public.partners (id, name) values ('jane-travel', 'Jane Travels'), ('tech_weekly', 'Tech Weekly')`);
}, 60_000);
afterAll(() => db.close());

/** Runs the calls as `role`, in batches, each behind a savepoint; returns the messages of any errors. */
async function record(role: ApiRole, clicks: readonly Click[]): Promise<string[]> {
  const errors: string[] = [];
  for (let start = 0; start < clicks.length; start += 500) {
    await db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`);
      for (const click of clicks.slice(start, start + 500)) {
        await tx.exec('savepoint call');
        try {
          await tx.query(CALL, [click.list_key, click.provider, click.rank, click.partner, click.surface]);
          await tx.exec('release savepoint call');
        } catch (error) {
          errors.push((error as Error).message);
          await tx.exec('rollback to savepoint call');
        }
      }
    });
  }
  return errors;
}

/** A NUL character cannot be text in PostgreSQL: the server refuses it before any function runs. */
const hasNul = (click: Click) => Object.values(click).some((value) => typeof value === 'string' && value.includes('\u0000'));

const counts = () =>
  db.query<{ list_key: string; provider: string; rank: number; partner: string; surface: string; clicks: string }>(
    'select list_key, provider, rank, partner, surface, clicks from public.click_counts order by 1, 2, 3, 4, 5',
  );
const reset = () => db.exec('truncate public.click_counts');

/** What record_click should count for a click: its row's key, or null for a click it must ignore. */
function expectedKey(click: Click): string | null {
  if (hasNul(click)) return null;
  const { list_key, provider, rank, partner, surface } = click;
  if (typeof list_key !== 'string' || typeof provider !== 'string' || !lists.get(list_key)?.has(provider)) return null;
  if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 1 || rank > 50) return null;
  if (surface !== 'site' && surface !== 'embed') return null;
  const counted = partner === null || partner === '' ? 'none' : REGISTERED.includes(partner as string) ? partner : 'unregistered';
  return [list_key, provider, rank, counted, surface].join('|');
}

describe('record_click', () => {
  it('counts real clicks per day, list, provider, rank, partner and surface', async () => {
    await reset();
    const errors = await record('anon', [
      { list_key: 'vpn_providers', provider: 'NordVPN', rank: 2, partner: null, surface: 'site' },
      { list_key: 'vpn_providers', provider: 'NordVPN', rank: 2, partner: null, surface: 'site' },
      { list_key: 'vpn_providers', provider: 'NordVPN', rank: 2, partner: 'jane-travel', surface: 'embed' },
      { list_key: 'vpn_providers', provider: 'NordVPN', rank: 2, partner: 'someone-else', surface: 'embed' },
      { list_key: 'vpn_providers', provider: 'NordVPN', rank: 2, partner: '', surface: 'embed' },
    ]);
    expect(errors).toEqual([]);
    const { rows } = await counts();
    expect(rows.map((r) => [r.partner, r.surface, Number(r.clicks)])).toEqual([
      ['jane-travel', 'embed', 1],
      ['none', 'embed', 1],
      ['none', 'site', 2],
      ['unregistered', 'embed', 1],
    ]);
    const { rows: days } = await db.query<{ today: boolean }>(
      `select bool_and(day = (now() at time zone 'utc')::date) as today from public.click_counts`,
    );
    expect(days[0]!.today).toBe(true);
  });

  it('after 10,000 hostile calls holds exactly the real combinations they named, each counted exactly', async () => {
    await reset();
    const clicks = hostileClicks(10_000, 20261124);
    const started = performance.now();
    const errors = await record('anon', clicks);
    const elapsed = performance.now() - started;
    // The only errors are PostgreSQL's own refusal of a NUL character, and none names anything of ours.
    expect(errors.length).toBe(clicks.filter(hasNul).length);
    for (const message of new Set(errors)) expect(message).toBe('invalid byte sequence for encoding "UTF8": 0x00');

    const expected = new Map<string, number>();
    for (const click of clicks) {
      const key = expectedKey(click);
      if (key) expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    const { rows } = await counts();
    const stored = new Map(rows.map((r) => [[r.list_key, r.provider, r.rank, r.partner, r.surface].join('|'), Number(r.clicks)]));
    expect(stored).toEqual(expected);
    // Enough valid calls to mean something, and most calls refused.
    const valid = [...expected.values()].reduce((sum, n) => sum + n, 0);
    expect(valid).toBeGreaterThan(1_000);
    expect(valid).toBeLessThan(9_000);
    console.log(
      `record_click: 10,000 hostile calls in ${Math.round(elapsed)} ms; ${valid} counted in ${rows.length} rows, ${10_000 - valid} ignored`,
    );
    const { rows: partners } = await db.query<{ n: number }>('select count(*)::int as n from public.partners');
    expect(partners[0]!.n).toBe(REGISTERED.length);
  }, 120_000);
});

describe('what the API roles may do', () => {
  it.each(VISITORS)('%s cannot read, add, change or remove counts or partners', async (role) => {
    for (const table of ['click_counts', 'partners']) {
      for (const sql of [
        `select * from public.${table}`,
        table === 'partners'
          ? `insert into public.partners (id, name) values ('sneaky', 'Sneaky')`
          : `insert into public.click_counts values (current_date, 'vpn_providers', 'NordVPN', 1, 'none', 'site', 1000)`,
        `update public.${table} set ${table === 'partners' ? "name = 'x'" : 'clicks = 1000000'}`,
        `delete from public.${table}`,
        `truncate public.${table}`,
      ]) {
        expect(await attempt(db, role, sql), `${role}: ${sql}`).toMatchObject({ code: '42501' });
      }
    }
  });

  it.each(VISITORS)('%s can call record_click, and no other function of the project', async (role) => {
    expect(await attempt(db, role, `select public.record_click('vpn_providers', 'NordVPN', 1, null, 'site')`)).toBeNull();
    expect(await attempt(db, role, `select * from public.click_report(current_date - 30, current_date)`)).toMatchObject({
      code: '42501',
    });
    const callable = await queryAs<{ name: string }>(
      db,
      role,
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and has_function_privilege(p.oid, 'execute') order by 1`,
    );
    expect(callable.map((f) => f.name)).toEqual(['record_click']);
  });

  it('record_click runs with a fixed, empty search path, as its owner', async () => {
    const { rows } = await db.query<{ definer: boolean; config: string[] }>(
      `select prosecdef as definer, proconfig as config from pg_proc where proname = 'record_click'`,
    );
    expect(rows).toEqual([{ definer: true, config: ['search_path=""'] }]);
  });

  it('the service role reads the report: clicks per list, provider, rank and partner, with partner names', async () => {
    await reset();
    await record('anon', [
      { list_key: 'vpn_providers', provider: 'NordVPN', rank: 2, partner: 'jane-travel', surface: 'embed' },
      { list_key: 'vpn_providers', provider: 'NordVPN', rank: 2, partner: 'jane-travel', surface: 'embed' },
      {
        list_key: 'credit_card_providers_canada',
        provider: [...lists.get('credit_card_providers_canada')!][0],
        rank: 1,
        partner: null,
        surface: 'site',
      },
    ]);
    const report = await queryAs<Record<string, unknown>>(
      db,
      'service_role',
      `select * from public.click_report(current_date - 30, current_date + 1)`,
    );
    expect(report.map((r) => ({ ...r, clicks: Number(r.clicks) }))).toEqual([
      {
        list_key: 'vpn_providers',
        provider: 'NordVPN',
        rank: 2,
        partner: 'jane-travel',
        partner_name: 'Jane Travels',
        surface: 'embed',
        clicks: 2,
      },
      {
        list_key: 'credit_card_providers_canada',
        provider: [...lists.get('credit_card_providers_canada')!][0],
        rank: 1,
        partner: 'none',
        partner_name: null,
        surface: 'site',
        clicks: 1,
      },
    ]);
  });
});

/**
 * A repeatable stream of calls: some real clicks, most of them hostile in one way or another.
 * Every 100th call carries a 1 MB string in one of its fields (more would only slow the test).
 */
function hostileClicks(count: number, seed: number): Click[] {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const huge = 'x'.repeat(1_000_000);
  const sql = [
    "'; drop table public.click_counts; --",
    "' or 1=1 --",
    'NordVPN"); delete from public.partners; --',
    '\\x00\u0000',
  ];
  const keys = [...LIST_KEYS];
  const clicks: Click[] = [];
  for (let i = 0; i < count; i++) {
    const key = random() < 0.75 ? pick(keys) : pick(['nope_providers', 'providers', 'click_counts', '', null, ...sql]);
    const names = lists.get(key as string);
    const provider = names && random() < 0.75 ? pick([...names]) : pick(['Nobody VPN', '', null, 'nordvpn', ' NordVPN', ...sql]);
    const rank = random() < 0.75 ? 1 + Math.floor(random() * 50) : pick([0, -1, 51, 1e9, -1e9, 2.5, null]);
    const partner =
      random() < 0.5 ? null : pick([...REGISTERED, '', 'random-' + Math.floor(random() * 1e6), 'JANE-TRAVEL', ...sql]);
    const surface = random() < 0.85 ? pick(['site', 'embed']) : pick(['SITE', 'Embed', '', null, 'partner', ...sql]);
    const click: Click = { list_key: key, provider, rank, partner, surface };
    if (i % 100 === 0) click[pick(['list_key', 'provider', 'partner', 'surface'] as const)] = huge;
    clicks.push(click);
  }
  return clicks;
}
