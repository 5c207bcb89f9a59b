/**
 * /partners#terms: what a partner agrees to when they show Worthy lists (the WordPress plugin's
 * readme links here, beside the privacy page).
 */
const PARTNER_TERMS_ID = 'terms';

export function PartnerTerms() {
  return (
    <section className="ws-section ws-section--muted" aria-labelledby={PARTNER_TERMS_ID}>
      <div className="ws-container ws-prose">
        <h2 id={PARTNER_TERMS_ID}>Terms for partners</h2>
        <ul>
          <li>Showing Worthy lists is free, on any site, with the plugin, the script tag or the npm package.</li>
          <li>
            Show the lists as they come: do not change their order, ratings or labels, and keep the affiliate disclosure that
            comes with them.
          </li>
          <li>Tell your readers that you may earn from the links, as the law where you publish requires.</li>
          <li>
            The list, the script and the data are served from worthy.reviews. Your readers’ browsers ask it for them, as for any
            web page; no cookie is set. What Worthy keeps of a click is in our <a href="/privacy">privacy policy</a>.
          </li>
          <li>We may change or retire a list; the widget then shows a short message instead of breaking your page.</li>
        </ul>
      </div>
    </section>
  );
}
