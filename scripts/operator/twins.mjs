/**
 * A US list and its Canada twin often rank the same product. A yes/no or a figure read off one
 * page cannot be known for one list and "not disclosed" for the other: that gap once left a VPN
 * with 1.0 on audited privacy in the Canada list and 5.0 in the US one, from the same page.
 * So where both lists hold a provider and define a fact alike (same id, type, label, unit,
 * currency and period) and give it the same source, a fact stated in one and not disclosed in the
 * other is a problem. Text and list facts are left out: "where it works" is rightly worded per
 * market, even from one page.
 */

/** @typedef {{ file: string; message: string }} Problem */
/** @typedef {{ id: string; type: string; label: string; unit?: string; currency?: string; per?: string }} FactDefinition */
/** @typedef {{ key: string; file: string; rows: Record<string, any>[] }} List */

const COMPARED_TYPES = new Set(['boolean', 'number', 'percent', 'money']);

/** A provider's name as both lists write it: "HelloFresh Canada" is HelloFresh. */
const productName = (/** @type {unknown} */ name) =>
  String(name)
    .toLowerCase()
    .replace(/\s+canada$/, '');

/** @param {FactDefinition} definition */
const definitionKey = ({ id, type, label, unit, currency, per }) => JSON.stringify([id, type, label, unit, currency, per]);

/**
 * @param {List[]} lists
 * @param {Map<string, { method: import('./validate.mjs').Method | null }>} methods by list key
 * @param {{ isCanadaListKey: (key: string) => boolean; listRecord: (key: string) => { twin: { key: string } | null } | undefined }} rules
 * @returns {Problem[]}
 */
export function twinFactProblems(lists, methods, rules) {
  const byKey = new Map(lists.map((list) => [list.key, list]));
  /** @type {Problem[]} */
  const problems = [];
  for (const canada of lists.filter((list) => rules.isCanadaListKey(list.key))) {
    const twinKey = rules.listRecord(canada.key)?.twin?.key;
    const us = twinKey ? byKey.get(twinKey) : undefined;
    if (!us) continue;
    const definitions = (/** @type {string} */ key) => {
      // The method was validated before this runs; its facts are read as the fact rules left them.
      const facts = /** @type {{ facts?: FactDefinition[] } | null | undefined} */ (methods.get(key)?.method)?.facts ?? [];
      const compared = facts.filter((definition) => COMPARED_TYPES.has(definition.type));
      return new Map(compared.map((definition) => [definition.id, definitionKey(definition)]));
    };
    const usDefinitions = definitions(us.key);
    const shared = [...definitions(canada.key)].filter(([id, key]) => usDefinitions.get(id) === key);
    const usRows = new Map(us.rows.map((row) => [productName(row?.name), row]));
    for (const row of canada.rows) {
      const twinRow = usRows.get(productName(row?.name));
      if (!twinRow) continue;
      for (const [id] of shared) {
        const here = row.facts?.[id];
        const there = twinRow.facts?.[id];
        if (!here || !there || here.source !== there.source) continue;
        if ((here.value === null) === (there.value === null)) continue;
        const [silent, stated, statedKey] = here.value === null ? [canada, there, us.key] : [us, here, canada.key];
        problems.push({
          file: silent.file,
          message:
            `row "${(silent === canada ? row : twinRow).name}": fact ${id} is not disclosed here, yet ${statedKey} states it ` +
            `(${JSON.stringify(stated.value)}) from the same source, ${stated.source}: state it in both lists`,
        });
      }
    }
  }
  return problems;
}
