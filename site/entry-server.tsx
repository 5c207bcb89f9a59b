/** Renders one path to HTML at build time (used by scripts/prerender.mjs). */
import { renderToString } from 'react-dom/server';
import { App } from './App';

export const paths = ['/'];

export function render(path: string): { html: string; head: string; status: number } {
  const html = renderToString(<App path={path} />);
  const status = paths.includes(path) ? 200 : 404;
  const title = status === 200 ? 'Worthy' : 'Page not found | Worthy';
  return { html, head: `<title>${title}</title>`, status };
}
