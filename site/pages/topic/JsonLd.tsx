/** Structured data in the page body, next to the content it describes. */
import { jsonLdText } from '../../head/structuredData';

export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
