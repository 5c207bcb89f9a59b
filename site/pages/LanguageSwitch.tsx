/**
 * The link to the same page in the other language (CONTRACT section 13), at the top of each page
 * that has a twin: "Français" on the English page, "English" on the French one, each written in
 * its own language and marked so (lang, hreflang).
 */
import type { SiteLang } from '../routes';

export function LanguageSwitch({ lang, other }: { lang: SiteLang | undefined; other: string | undefined }) {
  if (!other) return null;
  const [label, code] = lang ? ['English', 'en-CA'] : ['Français', 'fr-CA'];
  return (
    <a className="ws-lang" href={other} lang={code} hrefLang={code}>
      {label}
    </a>
  );
}
