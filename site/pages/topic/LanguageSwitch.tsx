/**
 * The link to the same page in the other language (CONTRACT section 13), at the top of each Canada
 * topic page and its French twin: "Français" on the English page, "English" on the French one,
 * each written in its own language and marked so (lang, hreflang).
 */
import type { TopicContent } from '../../content/types';

export function LanguageSwitch({ topic }: { topic: TopicContent }) {
  const other = topic.lang ? topic.english : topic.french;
  if (!other) return null;
  const [label, lang] = topic.lang ? ['English', 'en-CA'] : ['Français', 'fr-CA'];
  return (
    <a className="ws-lang" href={other} lang={lang} hrefLang={lang}>
      {label}
    </a>
  );
}
