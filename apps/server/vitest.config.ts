import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@jikim/shared': fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    // CI retries a failed test once; scripts/test.mjs lists every test that passed only on retry as flaky
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
  },
});
