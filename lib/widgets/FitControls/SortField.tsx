'use client';
/** The sort of "Find your fit": our ranking, a criterion's score, or a fact either way. */
import { memo } from '#runtime';
import type { FitSort, FitUpdate } from '../../fit';
import type { Say } from '../../i18n/say';
import type { ScoringMethod } from '../../model';

/** The sort, drawn again only when it changes (its options are many: each criterion, and each fact both ways). */
export const SortField = memo(function SortField({
  method,
  sort,
  update,
  say,
  idPrefix,
}: {
  method: ScoringMethod;
  sort: FitSort;
  update: FitUpdate;
  say: Say;
  idPrefix: string;
}) {
  return (
    <div className="wy-fit__field wy-fit__sort">
      <label htmlFor={`${idPrefix}-sort`} className="wy-fit__label">
        {say('Sort by')}
      </label>
      <select
        id={`${idPrefix}-sort`}
        className="wy-fit__select"
        value={sortValue(sort)}
        onChange={(event) => {
          const next = sortOf(event.currentTarget.value);
          update((fit) => ({ ...fit, sort: next }));
        }}
      >
        {sortOptions(method, say).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
});

const sortValue = (sort: FitSort): string =>
  sort.by === 'ours' ? 'ours' : sort.by === 'criterion' ? `score:${sort.id}` : `fact:${sort.id}:${sort.order}`;

function sortOf(value: string): FitSort {
  const [kind, id = '', order] = value.split(':');
  if (kind === 'score') return { by: 'criterion', id };
  if (kind === 'fact') return { by: 'fact', id, order: order === 'asc' ? 'asc' : 'desc' };
  return { by: 'ours' };
}

function sortOptions(method: ScoringMethod, say: Say): Array<[string, string]> {
  const options: Array<[string, string]> = [['ours', say('Rating, highest first')]];
  for (const c of method.criteria) options.push([`score:${c.id}`, say('{0}: best score first', c.label)]);
  for (const f of method.facts ?? []) {
    if (f.type === 'text') continue;
    if (f.type === 'boolean') options.push([`fact:${f.id}:desc`, say('{0}: yes first', f.label)]);
    else if (f.type === 'list') options.push([`fact:${f.id}:desc`, say('{0}: most first', f.label)]);
    else {
      options.push([`fact:${f.id}:asc`, say('{0}: low to high', f.label)]);
      options.push([`fact:${f.id}:desc`, say('{0}: high to low', f.label)]);
    }
  }
  return options;
}
