/**
 * A long list for tests and the bench, never shipped: `count` rows made of a list's built-in rows
 * over and over (a backend list may hold 300, CONTRACT section 16), each with a name of its own and
 * every score, fact and rating as that row has them, ranked by rating as ours are.
 * @param {ReadonlyArray<Record<string, unknown>>} rows the list's built-in rows
 * @param {number} count
 * @returns {Array<Record<string, unknown>>}
 */
export function longListRows(rows, count) {
  return Array.from({ length: count }, (_, i) => {
    const row = /** @type {Record<string, unknown>} */ (rows[i % rows.length]);
    /** @type {Record<string, unknown>} */
    const copy = { ...row, name: `${String(row.name)} ${Math.floor(i / rows.length) + 1}` };
    return copy;
  })
    .sort((a, b) => /** @type {number} */ (b.rating) - /** @type {number} */ (a.rating))
    .map((row, i) => ({ ...row, display_order: i + 1 }));
}
