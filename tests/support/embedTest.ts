/**
 * Playwright's `test` for the embed specs: the embed's two origins (tests/support/embedServers.ts)
 * started once per worker on the built dist/embed (WORTHY_EMBED_DIR points at another build; a
 * missing build is made first), and reset before each test.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base } from '@playwright/test';
import { buildEmbed } from '../../scripts/embed.mjs';
import { startEmbedServers, type EmbedServers } from './embedServers';

export const EMBED_DIR = resolve(process.env.WORTHY_EMBED_DIR ?? 'dist/embed');

export const embedTest = base.extend<{ servers: EmbedServers }, { workerServers: EmbedServers }>({
  workerServers: [
    async ({}, use) => {
      if (!existsSync(`${EMBED_DIR}/worthy-embed.js`)) await buildEmbed({ outDir: EMBED_DIR });
      const servers = await startEmbedServers(EMBED_DIR);
      await use(servers);
      await servers.close();
    },
    { scope: 'worker' },
  ],
  servers: async ({ workerServers }, use) => {
    workerServers.reset();
    await use(workerServers);
  },
});
