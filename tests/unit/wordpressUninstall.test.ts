// @vitest-environment node
/**
 * Deleting the WordPress plugin on a multisite network cleans every site (wordpress/plugin/uninstall.php),
 * run with PHP's command line against stand-ins for the WordPress functions it calls
 * (tests/wordpress/uninstall-network.php): a multisite WordPress does not boot offline here. A single
 * site's uninstall runs in a real WordPress in tests/e2e/wordpress-uninstall.spec.ts.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const harness = fileURLToPath(new URL('../wordpress/uninstall-network.php', import.meta.url));

interface Run {
  tables: Record<string, Record<string, string>>;
  current: number;
  stack: number[];
  calls: { fields: string; number: number; offset: number }[];
}

const uninstall = (...args: string[]): Run => JSON.parse(execFileSync('php', [harness, ...args], { encoding: 'utf8' })) as Run;

/** What another plugin or WordPress keeps in a site's options: never the plugin's to delete. */
const THEIRS = ['_site_transient_update_plugins', '_transient_other_plugin', 'blogname', 'worthyish_setting'];

describe('uninstall.php', () => {
  it("on a network of 250 sites: every site's options and cached lists go, a batch of sites at a time, and the current site is the same after", () => {
    const run = uninstall('250');
    expect(Object.keys(run.tables)).toHaveLength(250);
    for (const [site, options] of Object.entries(run.tables)) expect(Object.keys(options).sort(), `site ${site}`).toEqual(THEIRS);
    expect(run.current).toBe(1);
    expect(run.stack).toEqual([]);
    expect(run.calls.map(({ fields, offset }) => [fields, offset])).toEqual([
      ['ids', 0],
      ['ids', 100],
      ['ids', 200],
    ]);
    for (const call of run.calls) expect(call.number).toBe(100);
  });

  it('on a network whose sites fill the last batch exactly, and on a network of one site', () => {
    for (const sites of ['200', '1']) {
      const run = uninstall(sites);
      for (const options of Object.values(run.tables)) expect(Object.keys(options).sort()).toEqual(THEIRS);
      expect(run.stack).toEqual([]);
    }
  });

  it('on a single site: its own options and cached lists, without looking for other sites', () => {
    const run = uninstall('1', 'single');
    expect(Object.keys(run.tables['1']!).sort()).toEqual(THEIRS);
    expect(run.calls).toEqual([]);
  });
});
