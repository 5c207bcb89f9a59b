import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { embedLists, methodStats, searchIndexes } from './vite.config';

const TEST_FILES = ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}', 'tests/db/**/*.test.ts'];
/** Files that call vi.mock: a mocked module must not leak into the files after them. */
const MOCKING_FILES = [
  'tests/unit/inTurn.test.tsx',
  'tests/unit/reviewTurns.test.tsx',
  'tests/unit/siteHead.test.ts',
  'tests/components/rerenders.test.tsx',
];

const searchIndex = await searchIndexes();

export default defineConfig({
  plugins: [react()],
  // What the embed build writes in (vite.config.ts), so tests import embed modules as built.
  define: { __WORTHY_EMBED_LISTS__: JSON.stringify(embedLists()), __METHOD_STATS__: methodStats(), ...searchIndex },
  test: {
    // Node by default; a file that renders or reads the DOM says `// @vitest-environment jsdom` on its
    // first line (a jsdom per file costs about half a second, and most files need none).
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 20_000,
    projects: [
      // Files share their worker's modules (each file re-importing lib/, the site and their data cost
      // more than its tests did); the ones that mock a module get modules of their own.
      { extends: true, test: { name: 'shared', include: TEST_FILES, exclude: MOCKING_FILES, isolate: false } },
      { extends: true, test: { name: 'isolated', include: MOCKING_FILES } },
    ],
  },
});
