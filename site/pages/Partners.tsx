/**
 * /partners: where a blogger builds their embed. Say where they publish (WordPress, any HTML page,
 * React), pick a list and options, see the live widget, copy the shortcode or snippet. The preview
 * is the real embed script, exactly what their readers will get.
 */
import { useEffect, useRef, useState } from 'react';
import { isCanadaListKey, LISTS, listLabel, type ListKey } from '../../lib/model';
import { showToast } from '../shell/toasts';
import { PartnerDevelopers } from './PartnerDevelopers';
import { PartnerTerms } from './PartnerTerms';
import { ROOM_HOLDING_CSS } from './partnerAdvice';
import { BLOCK_NAME, EMBED_PATH, PLUGIN_ZIP_PATH, snippet, type Lang, type SnippetForm, type Theme } from './partnerSnippets';
import { WordPressSteps } from './WordPressSteps';

const FORMS: ReadonlyArray<[SnippetForm, string]> = [
  ['wordpress', 'WordPress: the Worthy Rankings plugin'],
  ['script', 'Any site that accepts HTML: a script tag'],
  ['react', 'React or Next.js: the npm package'],
];

/** The languages of a Canada list: each named in its own language. */
const LANGS: ReadonlyArray<[Lang, string, string]> = [
  ['en', 'English', 'en'],
  ['fr-CA', 'Français (Canada)', 'fr-CA'],
];

const STEPS: ReadonlyArray<[title: string, body: string]> = [
  ['Pick a list', 'Choose any of our 49 ranked lists, US or Canada, and how many providers to show.'],
  [
    'Add it to your site',
    'On WordPress, install our plugin and insert the Worthy block. Anywhere else, paste one snippet into a page that accepts HTML.',
  ],
  ['Earn on every visit', 'With your partner ID, every Visit Provider link carries your tracking code.'],
];

/** What each form calls its code, the lines its box shows, and what the toast says once it is copied. */
const CODE_WORDS: Record<SnippetForm, { label: string; rows: number; copy: string; copied: string }> = {
  wordpress: {
    label: 'Your shortcode',
    rows: 2,
    copy: 'Copy shortcode',
    copied: 'Shortcode copied. Paste it into a Shortcode block, a classic post or a widget.',
  },
  script: { label: 'Your snippet', rows: 4, copy: 'Copy snippet', copied: 'Snippet copied. Paste it into your post’s HTML.' },
  react: { label: 'Your snippet', rows: 9, copy: 'Copy snippet', copied: 'Snippet copied. Paste it into your page’s code.' },
};

export function PartnersPage(_: { content?: unknown }) {
  const [category, setCategory] = useState<ListKey>('vpn_providers');
  const [limit, setLimit] = useState('5');
  const [compare, setCompare] = useState(true);
  const [theme, setTheme] = useState<Theme>('light');
  const [partner, setPartner] = useState('');
  const [form, setForm] = useState<SnippetForm>('wordpress');
  const [chosenLang, setLang] = useState<Lang>('en');
  const partnerId = partner.trim().replace(/[^\w-]/g, '');
  // French is offered for the Canada lists, which have French words.
  const canada = isCanadaListKey(category);
  const lang = canada ? chosenLang : 'en';
  const code = snippet(form, { category, limit, compare, theme, partner: partnerId, lang });

  const previewRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const load = () => {
      if (document.querySelector(`script[src="${EMBED_PATH}"]`)) return;
      const script = document.createElement('script');
      script.src = EMBED_PATH;
      script.async = true;
      document.head.append(script);
    };
    const preview = previewRef.current;
    if (!preview || typeof IntersectionObserver === 'undefined') return load();
    // The preview sits below the builder: the embed loads as the reader nears it, not with the page.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(preview);
    return () => observer.disconnect();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showToast(CODE_WORDS[form].copied);
    } catch {
      showToast('Select the snippet and copy it with Ctrl+C or ⌘C.');
    }
  };

  const preview = {
    category,
    limit,
    compare: compare ? undefined : 'false',
    theme,
    partner: partnerId || undefined,
    lang: lang === 'en' ? undefined : lang,
  };

  return (
    <>
      <section className="ws-hero">
        <div className="ws-container">
          <p className="ws-eyebrow">For bloggers and publishers</p>
          <h1 className="ws-hero__title">Add Worthy rankings to your blog</h1>
          <p className="ws-hero__tagline">
            A ranked, always-current provider list on your page, with compare buttons and our affiliate disclosure built in: a
            block for WordPress, one script tag anywhere else. It keeps its own styles, so your theme cannot break it and it
            cannot break your theme.
          </p>
        </div>
      </section>
      <section className="ws-section" aria-labelledby="steps-title">
        <div className="ws-container">
          <h2 id="steps-title" className="wy-visually-hidden">
            How it works
          </h2>
          <ol className="ws-tiles ws-tiles--numbered">
            {STEPS.map(([title, body]) => (
              <li key={title} className="ws-tile">
                <h3>{title}</h3>
                <p>{body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="ws-section ws-section--muted" aria-labelledby="builder-title">
        <div className="ws-container ws-builder">
          <form className="ws-builder__form" onSubmit={(e) => e.preventDefault()} aria-labelledby="builder-title">
            <h2 id="builder-title">Build your snippet</h2>
            <fieldset>
              <legend>Where do you publish?</legend>
              {FORMS.map(([value, label]) => (
                <label key={value} className="ws-radio">
                  <input type="radio" name="form" value={value} checked={form === value} onChange={() => setForm(value)} />
                  {label}
                </label>
              ))}
            </fieldset>
            <label>
              List
              <select value={category} onChange={(e) => setCategory(e.target.value as ListKey)}>
                {LISTS.map((list) => (
                  <option key={list.key} value={list.key}>
                    {listLabel(list)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Providers to show
              <select value={limit} onChange={(e) => setLimit(e.target.value)}>
                {['3', '5', '8'].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
                <option value="">All</option>
              </select>
            </label>
            <fieldset>
              <legend>Theme</legend>
              {(['light', 'dark', 'auto'] as const).map((value) => (
                <label key={value} className="ws-radio">
                  <input type="radio" name="theme" value={value} checked={theme === value} onChange={() => setTheme(value)} />
                  {value === 'auto' ? 'Match the reader’s system' : value === 'light' ? 'Light' : 'Dark'}
                </label>
              ))}
            </fieldset>
            {canada && (
              <fieldset>
                <legend>Language</legend>
                {LANGS.map(([value, label, htmlLang]) => (
                  <label key={value} className="ws-radio" lang={htmlLang}>
                    <input type="radio" name="lang" value={value} checked={lang === value} onChange={() => setLang(value)} />
                    {label}
                  </label>
                ))}
                {lang === 'fr-CA' && form === 'wordpress' && (
                  <p className="ws-hint">
                    The WordPress block shows its lists in English: for this list in French, paste the script snippet (“Any site
                    that accepts HTML”) into a Custom HTML block.
                  </p>
                )}
              </fieldset>
            )}
            <label className="ws-check">
              <input type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} />
              Show compare buttons and the comparison table
            </label>
            <label>
              Partner ID <span className="ws-hint">(from your partner welcome email; letters, digits, - and _)</span>
              <input
                type="text"
                value={partner}
                onChange={(e) => setPartner(e.target.value)}
                placeholder="e.g. jane-travel-blog"
                autoComplete="off"
              />
            </label>
            {form === 'wordpress' && <WordPressSteps zip={PLUGIN_ZIP_PATH} block={BLOCK_NAME} />}
            <label htmlFor="snippet">{CODE_WORDS[form].label}</label>
            <textarea
              id="snippet"
              readOnly
              value={code}
              rows={CODE_WORDS[form].rows}
              wrap={form === 'react' ? 'off' : 'soft'}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="wy-button wy-button--primary" onClick={copy}>
              {CODE_WORDS[form].copy}
            </button>
          </form>
          <section ref={previewRef} className="ws-builder__preview" aria-labelledby="preview-title">
            <h2 id="preview-title">Live preview</h2>
            <worthy-ranked-list key={JSON.stringify(preview)} {...preview} />
          </section>
        </div>
      </section>
      <PartnerDevelopers />
      <section className="ws-section" aria-labelledby="faq-partners">
        <div className="ws-container ws-prose">
          <h2 id="faq-partners">Good to know</h2>
          <ul>
            <li>
              {
                'The widget loads after your page, from our CDN, in short steps that keep your page responsive, and holds its room while its list loads. It arrives after your page first shows, though: if it sits in your post’s first screen, add '
              }
              <code>{ROOM_HOLDING_CSS}</code>
              {
                ' to your theme’s CSS, and nothing below it moves when it appears. The WordPress block needs nothing: its list is in your page from the start.'
              }
            </li>
            <li>Several widgets on one page are fine; widgets showing the same list share one request.</li>
            <li>
              {'Match your brand by setting CSS variables on the element, for example '}
              <code>{'worthy-ranked-list { --worthy-color-brand: #7c3aed; }'}</code>.
            </li>
            <li>Questions? Write to partners@worthy.reviews; we answer within two business days.</li>
          </ul>
        </div>
      </section>
      <PartnerTerms />
    </>
  );
}
