/**
 * A static page in French (CONTRACT section 13): its words (./fr/staticPages.ts, typeset here as
 * French text is where it is shown), each section keeping its English twin's anchor, so
 * /fr/about#how-we-review opens the same section as /about#how-we-review.
 */
import { typesetWords } from './typesetWords';
import type { StaticPath } from '../routes';
import { staticPagesFr } from './fr/staticPages';
import { sectionId } from './sectionId';
import type { StaticPageContent } from './staticPages';

export function frenchStaticPage(page: StaticPath, english: Record<StaticPath, StaticPageContent>): StaticPageContent {
  const french = typesetWords(staticPagesFr[page]);
  const twins = english[page].sections;
  return { ...french, sections: french.sections.map((section, index) => ({ ...section, id: sectionId(twins[index]!) })) };
}
