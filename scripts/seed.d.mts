/** Types for scripts/seed.mjs, so TypeScript tests can call the generator the script uses. */
export function sqlString(text: string): string;
export function sqlValue(value: unknown, where: string): string;
export function seedSql(root: string): string;
