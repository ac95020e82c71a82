import { defineConfig, devices } from '@playwright/test';
import { E2E_APP_PORT } from './e2e/support/ports';
import { chromiumLaunch } from './e2e/support/chromium';

// Request-level checks (headers, cookies, tokens, refusals) and keyboard-only use: the same at any width.
// Which bundles a page loads (runtime.spec) is the same at any width too.
const DESKTOP_ONLY = ['**/quality/security-matrix.spec.ts', '**/quality/cross-site.spec.ts', '**/quality/observatory.spec.ts', '**/quality/keyboard.spec.ts', '**/e2e/security.spec.ts', '**/quality/runtime.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  testIgnore: ['**/bench/**'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: process.env.E2E_RESULTS_FILE || 'test-results/results.json' }]] : 'list',
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_APP_PORT}`,
    // Recording a trace for every test (to keep the failed ones) took a quarter of the run's time on
    // this 2-core machine (desktop + phone: 6.5 min with, 4.7 min without). On CI a failed test runs
    // once more, recorded; a local run keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  },
  projects: [
    { name: 'desktop', testIgnore: ['**/isolated/**', '**/bench/**'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunch } },
    // Request-level and keyboard-only checks do not depend on the viewport: they run once, in the desktop project.
    // …and tests tagged @desktop-only (e2e/support/widths.ts): the unprefixed tenant's copy of a per-tenant flow.
    { name: 'phone', testIgnore: ['**/isolated/**', '**/bench/**', ...DESKTOP_ONLY], grepInvert: /@desktop-only/, use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions: chromiumLaunch } },
    // Tests that change the sandbox for everyone (faults, settings, demo users' passwords) run alone:
    // `npm run test:e2e` starts them after the rest, in two lanes (scripts/e2e-isolated.mjs), each with
    // one worker and its own app and fresh sandbox.
    { name: 'isolated', testMatch: '**/isolated/**/*.spec.ts', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } },
  ],
  webServer: {
    command: 'node e2e/support/server.mjs',
    url: `http://localhost:${E2E_APP_PORT}/auth`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
