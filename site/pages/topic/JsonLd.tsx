/** Structured data in the page body, next to the content it describes. */
import { jsonLdText } from '../../head/head';

export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
