import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

// Browser tests against the built server (node apps/server/dist/main.js) on a free port with a fresh
// embedded database; see e2e/README.md. The global setup sets E2E_BASE_URL for the workers.
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-results/e2e-artifacts'),
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // CI retries a failed test once; scripts/test.mjs lists every test that passed only on retry as flaky
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, 'test-results/e2e.json') }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // the app turns antd's open/close animations off for "reduce motion": under CI load a click on a
    // menu item that is still sliding in lands on what was beneath it
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: 'mobile', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
});
