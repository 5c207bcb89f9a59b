/**
 * The operator's commands as tests run them: a project script in its own Node process, and a
 * scratch copy of the built-in data (lists, methods, French words) for a test to edit or break.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `scripts/<script>` with only PATH and `env` in its environment; resolves with its exit code and output. */
export const runScript = (script: string, args: readonly string[], env: Record<string, string> = {}): Promise<ScriptRun> =>
  promisify(execFile)(process.execPath, [`${ROOT}scripts/${script}`, ...args], { env: { PATH: process.env.PATH, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: ScriptRun) => error,
  );

/** A new folder holding a copy of lib/data's builtin/, methods/ and fr/; the caller removes it. */
export function scratchData(prefix: string): string {
  const data = mkdtempSync(join(tmpdir(), `worthy-${prefix}-`));
  for (const part of ['builtin', 'methods', 'fr']) cpSync(`${ROOT}lib/data/${part}`, `${data}/${part}`, { recursive: true });
  return data;
}
