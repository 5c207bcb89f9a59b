/** /partners, for a blog on WordPress: install the plugin, then the block or the shortcode. */
export function WordPressSteps({ zip, block }: { zip: string; block: string }) {
  return (
    <div className="ws-builder__steps">
      <ol>
        <li>
          <a href={zip} download>
            Download the Worthy Rankings plugin
          </a>
          {' (worthy-rankings.zip), then in WordPress go to Plugins → Add New Plugin → Upload Plugin, and activate it.'}
        </li>
        <li>Under Settings → Worthy, enter your partner ID once: every list you add uses it.</li>
        <li>
          In the block editor, add the <strong>Worthy ranked list</strong> block (<code>{block}</code>) and choose the list in its
          settings. Authors and contributors can use it too. In the classic editor, a widget or a page builder, paste the
          shortcode below.
        </li>
      </ol>
      <p className="ws-hint">
        The plugin puts the ranking in your post’s HTML, so readers and search engines see it at once, even when a speed plugin
        holds scripts back; the live list then takes over.
      </p>
    </div>
  );
}
