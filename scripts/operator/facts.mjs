/**
 * The data check's rules for facts (CONTRACT section 15), on a method and on each of its rows:
 *   lib/data/methods/vpn_providers.json: fact "devices": a number fact needs a "unit"
 *   lib/data/builtin/vpn_providers.json: row "NordVPN": fact "renewal_price": no source (an https page that states it)
 *   lib/data/builtin/vpn_providers.json: row "NordVPN": score 2.6 for "renewal_price" is not what its facts give (3.1); run npm run data:rescore
 * The formulas, the types and what counts as a source are the widgets' own (lib/format/computed.ts,
 * lib/data/facts.ts), loaded through scripts/operator/rules.ts, so the check and the page agree.
 */

export const FACT_TYPES = ['money', 'percent', 'number', 'boolean', 'text', 'list'];
const NUMERIC = ['money', 'percent', 'number'];
/** CONTRACT section 15: 6 to 12 facts, 3 of them on every card. */
export const FACT_COUNT = { min: 6, max: 12 };
export const HEADLINE_FACTS = 3;
/** At least this share of every list's weight is computed from facts. */
export const MIN_COMPUTED_WEIGHT = 60;
const LABEL_LENGTH = 40;

/**
 * @typedef {{ id: string; label: string; type: string; currency?: string; per?: string; unit?: string; headline?: boolean }} FactDefinition
 * @typedef {{ id: string; label: string; weight: number; computed?: any }} Criterion
 * @typedef {{ list: string; criteria: Criterion[]; facts?: FactDefinition[] }} Method
 */

/**
 * What is wrong with a method's facts and computed criteria.
 * @param {Method} method
 * @param {string} key
 * @param {any} rules scripts/operator/rules.ts
 * @returns {string[]}
 */
export function methodFactProblems(method, key, rules) {
  const facts = method.facts;
  if (!Array.isArray(facts)) return ['has no "facts" (CONTRACT section 15: 6 to 12 typed facts)'];
  /** @type {string[]} */
  const problems = [];
  if (facts.length < FACT_COUNT.min || facts.length > FACT_COUNT.max)
    problems.push(`has ${facts.length} facts; a method has ${FACT_COUNT.min} to ${FACT_COUNT.max}`);
  const currency = rules.isCanadaListKey(key) ? 'CAD' : 'USD';
  const ids = new Set();
  for (const [index, fact] of facts.entries()) {
    const where = `fact ${typeof fact?.id === 'string' ? `"${fact.id}"` : index + 1}`;
    if (typeof fact?.id !== 'string' || !/^[a-z][a-z0-9_]*$/.test(fact.id))
      problems.push(`${where}: the id must be lowercase letters, digits and _`);
    else if (ids.has(fact.id)) problems.push(`${where} appears twice`);
    ids.add(fact?.id);
    if (typeof fact?.label !== 'string' || !fact.label.trim() || fact.label.length > LABEL_LENGTH)
      problems.push(`${where}: the label must be 1 to ${LABEL_LENGTH} characters`);
    // The compare table has a row for each: two rows headed alike would read as one thing twice.
    else if (method.criteria.some((criterion) => criterion.label === fact.label))
      problems.push(`${where}: the label "${fact.label}" is a criterion's too; name the fact apart`);
    if (!FACT_TYPES.includes(fact?.type)) {
      problems.push(`${where}: the type must be one of ${FACT_TYPES.join(', ')}`);
      continue;
    }
    if (fact.type === 'money' && fact.currency !== currency)
      problems.push(
        `${where}: the currency must be ${currency} on a ${currency === 'CAD' ? 'Canada' : 'US'} list, not ${fact.currency ?? 'none'}`,
      );
    if (fact.type !== 'money' && fact.currency !== undefined) problems.push(`${where}: only a money fact has a currency`);
    if (fact.per !== undefined && (fact.type !== 'money' || !Object.hasOwn(rules.FACT_PERIODS, fact.per)))
      problems.push(`${where}: "per" is for money, one of ${Object.keys(rules.FACT_PERIODS).join(', ')}`);
    if (fact.type === 'number' && (typeof fact.unit !== 'string' || !fact.unit.trim()))
      problems.push(`${where}: a number fact needs a "unit"`);
    if (fact.type !== 'number' && fact.unit !== undefined) problems.push(`${where}: only a number fact has a unit`);
    if (fact.headline !== undefined && fact.headline !== true) problems.push(`${where}: "headline" is true or absent`);
  }
  const headlines = facts.filter((fact) => fact?.headline === true).length;
  if (headlines !== HEADLINE_FACTS) problems.push(`has ${headlines} headline facts; exactly ${HEADLINE_FACTS}`);

  const typeOf = new Map(facts.map((fact) => [fact?.id, fact?.type]));
  for (const criterion of method.criteria) {
    if (criterion.computed !== undefined) problems.push(...computationProblems(criterion, typeOf));
  }
  const share = rules.computedWeight(method.criteria);
  if (share < MIN_COMPUTED_WEIGHT)
    problems.push(`computed criteria carry ${share}% of the weight; at least ${MIN_COMPUTED_WEIGHT}%`);
  return problems;
}

/**
 * @param {Criterion} criterion
 * @param {Map<unknown, unknown>} typeOf
 * @returns {string[]}
 */
function computationProblems({ id, computed }, typeOf) {
  const where = `criterion "${id}"`;
  const numeric = (/** @type {unknown} */ fact) => NUMERIC.includes(/** @type {string} */ (typeOf.get(fact)));
  if (typeof computed !== 'object' || computed === null) return [`${where}: "computed" must be { fact, points } or { checks }`];
  if ('points' in computed) {
    const problems = [];
    if (!numeric(computed.fact))
      problems.push(`${where}: points read "${computed.fact}", which is not a money, percent or number fact`);
    const points = computed.points;
    const valid =
      Array.isArray(points) &&
      points.length >= 2 &&
      points.every((p) => Array.isArray(p) && p.length === 2 && Number.isFinite(p[0]) && p[1] >= 0 && p[1] <= 5) &&
      points.every((p, i) => i === 0 || p[0] > points[i - 1][0]);
    if (!valid) problems.push(`${where}: points must be 2 or more [x, score] pairs, x ascending, scores 0 to 5`);
    return problems;
  }
  if (!Array.isArray(computed.checks) || computed.checks.length === 0)
    return [`${where}: "computed" must be { fact, points } or { checks }`];
  return computed.checks.flatMap((/** @type {any} */ check, /** @type {number} */ index) => {
    const at = `${where}, check ${index + 1}`;
    if (!typeOf.has(check?.fact)) return [`${at}: "${check?.fact}" is not a fact of the method`];
    if ('is' in check)
      return typeof check.is === 'boolean' && typeOf.get(check.fact) === 'boolean'
        ? []
        : [`${at}: "is" tests a boolean fact with true or false`];
    const bound = 'max' in check ? check.max : check.min;
    if (!('max' in check || 'min' in check) || !Number.isFinite(bound)) return [`${at}: a check has "is", "max" or "min"`];
    return numeric(check.fact) ? [] : [`${at}: "max" and "min" test a money, percent or number fact`];
  });
}

/** A judged criterion's score where the fact it grades is not disclosed: the middle of the 1–5 scale. */
const UNSTATED_SCORE = 3;

/**
 * What is wrong with one row's facts, reasons and computed scores under its method.
 * @param {Record<string, any>} row
 * @param {Method} method
 * @param {string} today yyyy-mm-dd
 * @param {any} rules
 * @returns {string[]}
 */
export function rowFactProblems(row, method, today, rules) {
  if (!Array.isArray(method.facts)) return [];
  const facts = row.facts;
  if (typeof facts !== 'object' || facts === null || Array.isArray(facts))
    return ['has no facts (one entry per fact of the method)'];
  /** @type {string[]} */
  const problems = [];
  for (const id of Object.keys(facts))
    if (!method.facts.some((fact) => fact.id === id)) problems.push(`a fact "${id}", which the method lacks`);
  for (const definition of method.facts) {
    const entry = facts[definition.id];
    const where = `fact "${definition.id}"`;
    if (typeof entry !== 'object' || entry === null || !('value' in entry)) {
      problems.push(`${where}: missing (write { "value": null, … } when the provider does not state it)`);
      continue;
    }
    for (const field of Object.keys(entry))
      if (!['value', 'source', 'checked'].includes(field)) problems.push(`${where}: unknown field "${field}"`);
    /** @type {string[]} */
    const cuts = [];
    if (rules.typedValue(definition, entry.value, cuts) === undefined)
      problems.push(`${where}: ${JSON.stringify(entry.value)} is not a ${definition.type} value`);
    else if (cuts.length) problems.push(`${where}: ${cuts.join('; ')}`);
    if (!rules.isSourceUrl(entry.source)) problems.push(`${where}: no source (an https page that states it)`);
    if (!rules.isCalendarDate(entry.checked)) problems.push(`${where}: checked must be a yyyy-mm-dd date`);
    else if (entry.checked > today) problems.push(`${where}: checked ${entry.checked} is in the future`);
  }
  for (const criterion of method.criteria) {
    if (criterion.computed) {
      const score = rules.computedScore(criterion.computed, facts);
      if (row.scores?.[criterion.id] !== score)
        problems.push(
          `score ${row.scores?.[criterion.id]} for "${criterion.id}" is not what its facts give (${score}); run npm run data:rescore`,
        );
    } else {
      if (typeof row.reasons?.[criterion.id] !== 'string' || !row.reasons[criterion.id].trim())
        problems.push(`no reason for the judged criterion "${criterion.id}" (reasons.${criterion.id}: one sentence)`);
      // A judged criterion named after a figure (a price, a rate, a count) grades it against its
      // rubric's thresholds; with the figure not disclosed there is nothing to grade, and a score
      // above or below the middle would rest on a number the page does not show.
      const measured = method.facts.find((fact) => fact.id === criterion.id && NUMERIC.includes(fact.type));
      const score = row.scores?.[criterion.id];
      if (measured && facts[measured.id]?.value === null && score !== UNSTATED_SCORE)
        problems.push(
          `score ${score} for "${criterion.id}" rests on its fact, which is not disclosed: score it ${UNSTATED_SCORE}, mid-range, and say so in its reason`,
        );
    }
  }
  for (const id of Object.keys(row.reasons ?? {})) {
    const criterion = method.criteria.find((c) => c.id === id);
    if (!criterion) problems.push(`a reason for "${id}", which the method lacks`);
    else if (criterion.computed) problems.push(`a reason for "${id}", which is computed from facts, not judged`);
  }
  return problems;
}
