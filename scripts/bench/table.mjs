/** Plain-text tables for the terminal: columns padded to their widest cell, numbers right-aligned. */
export function table(header, rows, { indent = '  ' } = {}) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i]?.length ?? 0)));
  const numeric = (cell) => cell === '' || cell === '–' || (/^[\d.–\- ()%/KBms]+$/.test(cell) && /\d/.test(cell));
  const right = header.map((_, i) => all.slice(1).some((row) => row[i]) && all.slice(1).every((row) => numeric(row[i] ?? '')));
  const line = (row) =>
    indent + row.map((cell, i) => (right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(all[0]), indent + widths.map((w) => '─'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

export const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
