import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^@jikim\/shared\/src\/(.*)$/, replacement: `${fileURLToPath(new URL('../../packages/shared/src/', import.meta.url))}$1` },
      { find: /^@jikim\/shared$/, replacement: fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)) },
    ],
  },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', passWithNoTests: false, setupFiles: ['src/test-setup.ts'], retry: process.env.CI ? 1 : 0, maxWorkers: Math.max(2, availableParallelism() - 1) },
});
