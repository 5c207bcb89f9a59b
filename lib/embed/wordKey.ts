/**
 * A short key for a widget text, from its English ('Rank {0}' → '3kq1'): the embed's French file
 * finds each text's French by it instead of carrying the English again. Four characters tell the
 * widgets' texts apart; the build fails if two texts share a key (vite.config.ts, embedWordTables).
 */
export function wordKey(english: string): string {
  let hash = 0;
  for (let index = 0; index < english.length; index++) hash = (Math.imul(hash, 31) + english.charCodeAt(index)) | 0;
  return ((hash >>> 0) % 36 ** 4).toString(36);
}
