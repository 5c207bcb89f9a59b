/** A partner's blog post around the embed: its own heading, text and list, and hostile global CSS. */
import { HOSTILE_CSS } from './embedServers';

export interface PartnerPageOptions {
  /** Markup for the widget part of the post. */
  body: string;
  head?: string;
  /** Link the hostile CSS as a file instead of inline (for pages whose CSP forbids inline styles). */
  linkedCss?: boolean;
}

export function partnerPage({ body, head = '', linkedCss = false }: PartnerPageOptions): string {
  const layout = 'body { max-width: 760px; margin: 24px auto; padding: 0 16px; background: #fffdf6 }';
  const styles = linkedCss ? '<link rel="stylesheet" href="/hostile.css">' : `<style>${HOSTILE_CSS} ${layout}</style>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>My honest VPN roundup</title>
${styles}
${head}
</head>
<body>
<h1 id="host-title">My honest VPN roundup</h1>
<p id="host-text">I tried a dozen VPNs this year. Here is the list I keep coming back to.</p>
<ul id="host-list"><li>Fast</li><li>Private</li></ul>
<div class="entry-content">
${body}
<p id="after">Thanks for reading. The text after the widget.</p>
</div>
</body>
</html>`;
}
