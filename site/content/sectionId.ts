/** A static page section's anchor (a module of its own: the page's view needs it, not the page's words). */
import type { StaticSection } from './staticPages';

/** Its own id, else made from its title ('How We Review' → 'how-we-review'). */
export const sectionId = (section: StaticSection): string =>
  section.id ??
  section.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
