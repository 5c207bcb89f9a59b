/** Median and spread of repeated measurements. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** { median, min, max } of numbers; nulls (a failed run) are left out. */
export function summary(values) {
  const ok = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (!ok.length) return { median: null, min: null, max: null };
  return { median: median(ok), min: Math.min(...ok), max: Math.max(...ok) };
}
