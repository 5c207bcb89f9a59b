/**
 * A card shows its 3 headline facts as label and value, its offer (starting price, promo and the
 * promo's detail) beside them, and the row's features as bullets (CONTRACT section 15). A bullet
 * made mostly of the words of one of those says the same thing twice a few centimetres apart
 * ("Devices: Up to 10", then "Up to 10 devices at once"): the data check refuses it, so the
 * operator drops the bullet or makes it say what the card does not. The measure is
 * lib/format/repeats.ts; an offer is compared clause by clause, as a detail often joins several.
 * A Canada list's French card is held to the same rule in its own words (frenchRepeatProblems):
 * a translation can come closer to a fact than its English did.
 */

/** The offer's fields, as the card shows them. */
const OFFER_FIELDS = ['starting_price', 'promo', 'promo_detail'];

/** @param {string} text */
const clauses = (text) => text.split(/[;.]\s+/).filter((clause) => clause.trim());

/** @typedef {import('../../lib/model').FactDefinition} FactDefinition */

/**
 * @typedef {{
 *   words: (text: string) => Set<string>;
 *   repeats: (bullet: string, said: Set<string>) => boolean;
 *   statedFactWords: (definition: FactDefinition, value: any, say: import('../../lib/i18n/say').Say) => Set<string> | null;
 *   english: import('../../lib/i18n/say').Say;
 * }} Measure scripts/operator/rules.ts (lib/format/repeats.ts)
 * @typedef {{ file: string; row: string; message: string }} Problem
 */

/**
 * @param {{ key: string; file: string; rows: Record<string, any>[] }[]} lists
 * @param {Map<string, { method: import('./validate.mjs').Method | null }>} methods by list key
 * @param {Measure} rules
 * @returns {Problem[]}
 */
export function repeatedFeatureProblems(lists, methods, rules) {
  return lists.flatMap((list) => {
    // The method was validated before this runs; its facts are read as the fact rules left them.
    const method = /** @type {{ facts?: FactDefinition[] } | null | undefined} */ (methods.get(list.key)?.method);
    return cardRepeats(list.file, list.rows, method?.facts ?? [], rules);
  });
}

/**
 * The same rule on a Canada list's French card: its French bullets, offer and text facts, under
 * the French labels. Words the French file leaves out show in English, as on the card.
 * @param {{ file: string; value?: any }} french lib/data/fr/<key>.json, already held to its English list
 * @param {Record<string, any>[]} rows the English rows
 * @param {import('./validate.mjs').Method | null} method
 * @param {Measure} rules
 * @returns {Problem[]}
 */
export function frenchRepeatProblems(french, rows, method, rules) {
  const words = french.value?.rows ?? {};
  const labels = french.value?.facts ?? {};
  const definitions = /** @type {{ facts?: FactDefinition[] } | null} */ (method)?.facts ?? [];
  const facts = definitions.map((fact) => ({
    ...fact,
    label: labels[fact.id]?.label ?? fact.label,
    unit: labels[fact.id]?.unit ?? fact.unit,
  }));
  const inFrench = rows.map((row) => {
    const own = words[String(row?.name)] ?? {};
    const factValues = Object.fromEntries(
      Object.entries(row?.facts ?? {}).map(([id, fact]) => [id, { ...fact, value: own.facts?.[id] ?? fact?.value }]),
    );
    return {
      ...row,
      ...Object.fromEntries(['features', ...OFFER_FIELDS].filter((f) => f in own).map((f) => [f, own[f]])),
      facts: factValues,
    };
  });
  return cardRepeats(french.file, inFrench, facts, rules);
}

/**
 * @param {string} file
 * @param {Record<string, any>[]} rows
 * @param {FactDefinition[]} facts
 * @param {Measure} rules
 * @returns {Problem[]}
 */
function cardRepeats(file, rows, facts, rules) {
  /** @type {Problem[]} */
  const problems = [];
  const headlines = facts.filter((fact) => fact.headline);
  for (const row of rows) {
    if (!Array.isArray(row?.features)) continue;
    // As a card writes them, figures in their English form: 9.99 and 9,99 are the same words.
    const shown = headlines.flatMap((fact) => {
      const words = rules.statedFactWords(fact, row.facts?.[fact.id]?.value, rules.english);
      return words ? [{ fact, words }] : [];
    });
    const offer = OFFER_FIELDS.flatMap((field) =>
      typeof row[field] === 'string' ? clauses(row[field]).map((clause) => ({ field, clause, words: rules.words(clause) })) : [],
    );
    row.features.forEach((/** @type {unknown} */ bullet, /** @type {number} */ index) => {
      if (typeof bullet !== 'string') return;
      const fact = shown.find((headline) => rules.repeats(bullet, headline.words));
      const offered = fact ? undefined : offer.find((part) => rules.repeats(bullet, part.words));
      if (!fact && !offered) return;
      const what = fact
        ? `the headline fact ${fact.fact.id} ("${fact.fact.label}", ${JSON.stringify(row.facts?.[fact.fact.id]?.value)})`
        : `the offer's ${offered?.field} ("${offered?.clause}")`;
      problems.push({
        file,
        row: String(row.name),
        message: `feature ${index + 1} "${bullet}" repeats ${what} the card shows beside it: drop it, or make it say what the card does not`,
      });
    });
  }
  return problems;
}
