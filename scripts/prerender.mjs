/** Renders every route of the site to its own HTML file, plus 404.html. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function prerender(root) {
  const out = `${root}/dist/site`;
  const template = await readFile(`${out}/index.html`, 'utf8');
  const server = await import(pathToFileURL(`${root}/dist/server/entry-server.js`).href);
  const page = ({ html, head }) => template.replace('<!--head-->', head).replace('<!--app-->', html);

  for (const path of server.paths) {
    const file = path === '/' ? `${out}/index.html` : `${out}${path}/index.html`;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page(await server.render(path)));
  }
  await writeFile(`${out}/404.html`, page(await server.render('/404')));
  return server.paths.length + 1;
}
