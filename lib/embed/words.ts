/**
 * What the embed's widgets say. The embed build (scripts/embedWords.mjs) writes each
 * `say('Rank {0}', rank)` in the widgets as the tagged template say`Rank ${rank}`: the English in
 * place, where it costs least, and also the key of another language's words. A text said by name
 * (`say(label)`) comes as it is.
 * English is all this script knows. Another language's file (./french.ts) sets `speech.say` as
 * each component renders, to the language of the list around it, so an English and a French list
 * can share a page.
 */
export type Speak = (text: TemplateStringsArray | string, values: ReadonlyArray<string | number>) => string;

/** The text with its values in place, as written. */
export const english: Speak = (text, values) => (typeof text === 'string' ? text : String.raw({ raw: text }, ...values));

/** How the component rendering speaks: English, unless another language's file says otherwise. */
export const speech = { say: english };

export function say(text: TemplateStringsArray | string, ...values: ReadonlyArray<string | number>): string {
  return speech.say(text, values);
}
