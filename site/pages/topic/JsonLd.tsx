/**
 * Structured data in the page body, next to the content it describes. Crawlers read it in the
 * prerendered HTML; in the browser its builders (site/head/structuredData.ts) load once the page is
 * interactive, off the first load's JS budget, and until then the script keeps the server's text
 * (Preact's hydration leaves an element's inner HTML as the server wrote it). From then on it follows what the page shows (the live list).
 */
import { useEffect, useState } from 'react';
import * as prerenderBuilders from '../../head/structuredData';

type Builders = typeof prerenderBuilders;

/** What the block describes, from the builders. */
export type JsonLdOf = (builders: Builders) => object;

export function JsonLd({ of }: { of: JsonLdOf }) {
  // The prerender has them at once; the client build drops this import (import.meta.env.SSR is false there).
  const [builders, setBuilders] = useState<Builders | null>(import.meta.env.SSR ? prerenderBuilders : null);
  useEffect(() => {
    if (!builders) void import('../../head/structuredData').then(setBuilders);
  }, [builders]);
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: builders ? builders.jsonLdText(of(builders)) : '' }} />
  );
}
