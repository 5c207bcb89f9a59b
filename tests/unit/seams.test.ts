// @vitest-environment node
/**
 * How a module is chosen per build: where a build needs another implementation, the import names a
 * seam (package.json "imports"), one place lists them (the README's table), and no alias matches
 * a relative import, so the file a reader opens is the file that runs.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Alias, UserConfig } from 'vite';
import configFor, { BUILD_CONDITIONS } from '../../vite.config';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { imports: Record<string, Record<string, string>> };
const seams = Object.entries(pkg.imports);
const conditions = new Set(Object.values(BUILD_CONDITIONS).flat());

const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => `${dir}/${file}`);

const resolveBuild = (mode: string, isSsrBuild = false) =>
  (configFor as unknown as (env: object) => Promise<UserConfig>)({ mode, command: 'build', isSsrBuild });

describe('seams', () => {
  it('each have a default branch, and every branch is a file of the project chosen by a build condition', () => {
    expect(seams.length).toBeGreaterThan(0);
    for (const [name, branches] of seams) {
      expect(Object.keys(branches).at(-1), name).toBe('default');
      for (const [condition, file] of Object.entries(branches)) {
        if (condition !== 'default') expect(conditions.has(condition), `${name}: ${condition}`).toBe(true);
        expect(existsSync(file), `${name}: ${file}`).toBe(true);
      }
    }
  });

  it('are the only # imports in the code, and each is used', () => {
    const used = new Set<string>();
    for (const file of [...sources('lib'), ...sources('site')])
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/from '(#[\w-]+)'/g)) {
        expect(pkg.imports[name!], `${file} imports ${name}`).toBeDefined();
        used.add(name!);
      }
    expect([...used].sort()).toEqual(seams.map(([name]) => name).sort());
  });

  it('are listed in the README with their modules, one row each', () => {
    const readme = readFileSync('README.md', 'utf8');
    const rows = readme.split('\n').filter((line) => /^\| `#[\w-]+` \|/.test(line));
    expect(rows.map((row) => /`(#[\w-]+)`/.exec(row)![1]).sort()).toEqual(seams.map(([name]) => name).sort());
    for (const [name, branches] of seams) {
      const row = rows.find((line) => line.startsWith(`| \`${name}\``))!;
      for (const file of Object.values(branches)) expect(row, `${name}: ${file}`).toContain(file.replace(/^\.\//, ''));
    }
  });
});

describe('the builds', () => {
  it('alias package names only, never a relative import', async () => {
    const builds = [resolveBuild('embed'), resolveBuild('production'), resolveBuild('production', true)];
    for (const config of await Promise.all(builds)) {
      const aliases = (config.resolve?.alias ?? []) as Alias[];
      expect(aliases.length).toBeGreaterThan(0);
      for (const { find } of aliases)
        for (const relative of ['./Later', '../i18n/locales', '../../i18n/locales', './CompareTable', './ownPages'])
          expect(typeof find === 'string' ? find === relative : find.test(relative), `${find} matches ${relative}`).toBe(false);
    }
  });
});

describe('Storybook', () => {
  it('builds from its own Vite config, which picks no branch: the stories show the widgets as the package ships them', async () => {
    const main = (await import('../../.storybook/main')).default;
    const framework = main.framework as { options: { builder: { viteConfigPath: string } } };
    expect(framework.options.builder.viteConfigPath).toBe('.storybook/vite.config.ts');
    const config = (await import('../../.storybook/vite.config')).default as UserConfig;
    expect(config.resolve?.conditions).toBeUndefined();
    expect(config.resolve?.alias).toBeUndefined();
  });
});
