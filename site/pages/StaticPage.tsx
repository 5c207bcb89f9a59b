/** About, Privacy, Cookies and Contact (SPEC section 1), written as data in content/staticPages. */
import { formatMonthYear } from '../../lib/format';
import { useToday } from '../data/today';
import { openCookiePreferences } from '../shell/consent';
import type { PageContent } from '../content';

type StaticContent = Extract<PageContent, { kind: 'static' }>;

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const mailboxes = (emails: StaticContent['emails']): ReadonlyArray<[label: string, address: string, use: string]> => [
  ['Editorial', emails.editorial, 'Corrections, review suggestions and questions about our scores.'],
  ['Partnerships', emails.partnerships, 'Affiliate programs, embeds for your blog and media enquiries.'],
  ['Support', emails.support, 'Help with the site, privacy requests and cookie questions.'],
];

export function StaticPage({ content }: { content: StaticContent }) {
  const { page } = content;
  const today = useToday();
  return (
    <>
      <section className="ws-hero ws-hero--compact">
        <div className="ws-container ws-prose">
          <h1 className="ws-hero__title">{page.title}</h1>
          <p className="ws-hero__tagline">{page.lead}</p>
          <p className="ws-meta">Last reviewed {page.updated ?? formatMonthYear(today)}</p>
        </div>
      </section>
      <div className="ws-section">
        <div className="ws-container ws-prose">
          {page.path === '/contact' && (
            <ul className="ws-mailboxes" aria-label="Mailboxes">
              {mailboxes(content.emails).map(([label, address, use]) => (
                <li key={label}>
                  <h2>{label}</h2>
                  <p>{use}</p>
                  <a href={`mailto:${address}`}>{address}</a>
                </li>
              ))}
            </ul>
          )}
          {page.path === '/cookies' && (
            <p>
              <button type="button" className="wy-button wy-button--primary" onClick={openCookiePreferences}>
                Manage cookie preferences
              </button>
            </p>
          )}
          {page.sections.map((section) => (
            <section key={section.title} id={slug(section.title)} aria-labelledby={`${slug(section.title)}-title`}>
              <h2 id={`${slug(section.title)}-title`}>{section.title}</h2>
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
