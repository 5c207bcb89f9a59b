/**
 * Every take of the given lists checked against its provider's page: the report
 * scripts/takes-check.mjs prints for the people who write them, from the files as they are on disk.
 */
import { listInFrench, type FrenchList } from '../../lib/data/frenchList';
import { sortRows, toProviders } from '../../lib/data/toProviders';
import type { ScoringMethod } from '../../lib/model';
import { takeProblems, type TakeLang } from './takeCheck';

export interface ListFiles {
  key: string;
  rows: readonly unknown[];
  method: ScoringMethod | null;
  french: FrenchList | null;
  /** The list's takes by provider name, as written. */
  takes: Readonly<Record<string, string>>;
}

/** One line per problem, '<list> · <provider>: <problem>'; takes for providers the list lacks are reported too. */
export function reportTakes(files: ListFiles, lang: TakeLang): string[] {
  const english = toProviders(files.key, sortRows(files.rows), () => {}, files.method);
  const providers = lang === 'fr' ? listInFrench(english, files.french) : english;
  const lines = providers.flatMap((provider, index) =>
    takeProblems(files.takes[provider.name], provider, index + 1, providers.length, lang).map(
      (problem) => `${files.key} · ${provider.name}: ${problem}`,
    ),
  );
  const names = new Set(providers.map(({ name }) => name));
  const strays = Object.keys(files.takes).filter((name) => !names.has(name));
  return [...lines, ...strays.map((name) => `${files.key} · ${name}: no such provider in the list`)];
}
