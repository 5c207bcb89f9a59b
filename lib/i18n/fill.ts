/**
 * Puts each value, shown by `show`, in a text's {0}, {1} … A module with no imports, so a language's
 * words can use it without bringing React along (the embed's French file, lib/embed/french.ts).
 */
export const fill = (text: string, values: ReadonlyArray<string | number>, show: (value: string | number) => string = String) =>
  text.replace(/\{(\d)\}/g, (_, index: string) => show(values[Number(index)] ?? ''));
