import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { embedLists, methodStats } from './vite.config';

export default defineConfig({
  plugins: [react()],
  // What the embed build writes in (vite.config.ts), so tests import embed modules as built.
  define: { __WORTHY_EMBED_LISTS__: JSON.stringify(embedLists()), __METHOD_STATS__: methodStats() },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}', 'tests/db/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 20_000,
  },
});
