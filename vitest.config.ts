import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}', 'tests/db/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 20_000,
  },
});
