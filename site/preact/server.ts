/** Stands in for 'react-dom/server' in the site's build: the prerender renders with Preact, as the page hydrates. */
export { renderToString } from 'preact-render-to-string';
