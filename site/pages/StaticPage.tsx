/** About, Privacy, Cookies and Contact (SPEC section 1), written as data in content/staticPages. */
import { formatMonthYear } from '../../lib/format';
import { useToday } from '../data/today';
import { openCookiePreferences } from '../shell/consent';
import type { PageContent } from '../content';
import { sectionId } from '../content/sectionId';
import { useSay } from '../../lib/i18n/say';
import { LanguageSwitch } from './LanguageSwitch';

type StaticContent = Extract<PageContent, { kind: 'static' }>;

const mailboxes = (emails: StaticContent['emails']): ReadonlyArray<[label: string, address: string, use: string]> => [
  ['Editorial', emails.editorial, 'Corrections, review suggestions and questions about our scores.'],
  ['Partnerships', emails.partnerships, 'Affiliate programs, embeds for your blog and media enquiries.'],
  ['Support', emails.support, 'Help with the site, privacy requests and cookie questions.'],
];

export function StaticPage({ content }: { content: StaticContent }) {
  const { page } = content;
  const today = useToday();
  const say = useSay();
  return (
    <>
      <section className="ws-hero ws-hero--compact">
        <div className="ws-container ws-prose">
          <div className="ws-hero__top ws-hero__top--end">
            <LanguageSwitch lang={content.lang} other={content.other} />
          </div>
          <h1 className="ws-hero__title">{page.title}</h1>
          <p className="ws-hero__tagline">{page.lead}</p>
          <p className="ws-meta">{say('Last reviewed {0}', page.updated ?? formatMonthYear(today))}</p>
        </div>
      </section>
      <div className="ws-section">
        <div className="ws-container ws-prose">
          {page.path === '/contact' && (
            <ul className="ws-mailboxes" aria-label={say('Mailboxes')}>
              {mailboxes(content.emails).map(([label, address, use]) => (
                <li key={label}>
                  <h2>{say(label)}</h2>
                  <p>{say(use)}</p>
                  <a href={`mailto:${address}`}>{address}</a>
                </li>
              ))}
            </ul>
          )}
          {page.path === '/cookies' && (
            <p>
              <button type="button" className="wy-button wy-button--primary" onClick={openCookiePreferences}>
                {say('Manage cookie preferences')}
              </button>
            </p>
          )}
          {page.sections.map((section) => (
            <section key={section.title} id={sectionId(section)} aria-labelledby={`${sectionId(section)}-title`}>
              <h2 id={`${sectionId(section)}-title`}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
