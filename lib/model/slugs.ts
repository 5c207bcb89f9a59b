/**
 * A provider's slug: the last segment of its review page's path (CONTRACT section 11), lowercase
 * ASCII letters, digits and hyphens, made from its name. Names are unique within a list; two that
 * make the same slug are told apart by the order of their names, which no re-ranking changes.
 */

/** 'Hims & Hers' → 'hims-and-hers', 'H&R Block' → 'hr-block', 'iCloud+' → 'icloud-plus', 'Harry's' → 'harrys', 'Santé' → 'sante'. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    // Within a word (H&R, AT&T) the ampersand joins letters; between words it reads 'and'.
    .replace(/([a-z0-9])&(?=[a-z0-9])/g, '$1')
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'provider';
}

/**
 * Every name of one list with its slug, unique within the list: of the names that make the same
 * slug, the first in sorted order keeps it and the others add -2, -3, … in that order.
 */
export function slugsOf(names: readonly string[]): Map<string, string> {
  const byBase = new Map<string, string[]>();
  for (const name of new Set(names)) {
    const base = slugOf(name);
    byBase.set(base, [...(byBase.get(base) ?? []), name]);
  }
  const taken = new Set(byBase.keys());
  const slugs = new Map<string, string>();
  for (const [base, sharing] of byBase) {
    [...sharing].sort().forEach((name, index) => {
      if (index === 0) return void slugs.set(name, base);
      let n = index + 1;
      while (taken.has(`${base}-${n}`)) n++;
      taken.add(`${base}-${n}`);
      slugs.set(name, `${base}-${n}`);
    });
  }
  return slugs;
}

/** A slug as a review path may end in: anything else under a topic path is not found. */
export const isSlug = (text: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);
