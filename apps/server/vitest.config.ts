import { availableParallelism } from 'node:os';
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
    // at least two files at once, also on a 2-core machine (vitest's default there is one): a file spends much of its
    // time waiting (token expiry, job back-off, the database): two cut the API suite's wall time by 25 % (PGlite) to 40 %
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    // CI retries a failed test once; scripts/test.mjs lists every test that passed only on retry as flaky
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
  },
});
