/**
 * French typography as the Office québécois de la langue française sets it, applied to French
 * text where it is shown, so the sources (and a backend row's French words) are written with
 * plain spaces and still read right:
 *   a non-breaking space before ':' and '»', after '«', between a number and '%' or '$', and
 *   between groups of thousands ('39 870'); no space before ';', '!' or '?' (Quebec usage).
 * Idempotent: typeset(typeset(text)) === typeset(text).
 */
export const NBSP = '\u00a0';

/** Any space a writer may have typed, the non-breaking ones included. */
const SPACE = '[ \\u00a0\\u202f\\t]';

const RULES: ReadonlyArray<[RegExp, string]> = [
  // Quebec usage: nothing before ; ! ?
  [new RegExp(`${SPACE}+([;!?])`, 'g'), '$1'],
  // Before a colon that ends a word ('Promo : 20 %'); a colon inside a URL or a time is left alone.
  [new RegExp(`(\\S)${SPACE}*:(?=${SPACE}|$)`, 'g'), `$1${NBSP}:`],
  [new RegExp(`«${SPACE}*`, 'g'), `«${NBSP}`],
  [new RegExp(`${SPACE}*»`, 'g'), `${NBSP}»`],
  [new RegExp(`(\\d)${SPACE}*([%$])`, 'g'), `$1${NBSP}$2`],
];

/** Groups of thousands: '39 870', '1 234 567' (a run of digits of five or more, or already spaced). */
const THOUSANDS = new RegExp(`(\\d)${SPACE}(?=\\d{3}(?!\\d))`, 'g');

export function typeset(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out.replace(THOUSANDS, `$1${NBSP}`);
}
