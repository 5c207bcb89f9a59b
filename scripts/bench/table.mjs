/** Plain-text tables for the terminal: columns padded to their widest cell, numbers right-aligned. */

/**
 * @param {readonly string[]} header
 * @param {readonly (readonly (string | number | null | undefined)[])[]} rows
 * @param {{ indent?: string }} [options]
 * @returns {string}
 */
export function table(header, rows, { indent = '  ' } = {}) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]?.length ?? 0)));
  const numeric = (/** @type {string} */ cell) =>
    cell === '' || cell === '–' || (/^[\d.–\- ()%/KBms]+$/.test(cell) && /\d/.test(cell));
  const right = header.map((_, i) => all.slice(1).some((row) => row[i]) && all.slice(1).every((row) => numeric(row[i] ?? '')));
  const line = (/** @type {string[]} */ row) =>
    indent +
    row
      .map((cell, i) => (right[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(all[0] ?? []), indent + widths.map((w) => '─'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

/** @param {number | null | undefined} bytes */
export const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
