/** Median and spread of repeated measurements. */

/**
 * @typedef {object} Summary
 * @property {number | null} median
 * @property {number | null} min
 * @property {number | null} max
 */

/**
 * The median of a non-empty list of numbers.
 * @param {readonly number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/**
 * { median, min, max } of numbers; nulls (a failed run) are left out.
 * @param {readonly (number | null | undefined)[]} values
 * @returns {Summary}
 */
export function summary(values) {
  const ok = values.filter(/** @returns {v is number} */ (v) => typeof v === 'number' && Number.isFinite(v));
  if (!ok.length) return { median: null, min: null, max: null };
  return { median: median(ok), min: Math.min(...ok), max: Math.max(...ok) };
}
