import { defineConfig, devices } from '@playwright/test';
import baseConfig from './playwright.config';
import { chromiumLaunch } from './e2e/support/chromium';

/**
 * Screenshots of every screen for a person to look at (issue 20), not a test of the suite: `npm run screenshots`
 * (scripts/screenshots.mjs) runs the `*.shots.ts` files, which `npm test` never matches. Same server as the e2e run.
 */
export default defineConfig({
  ...baseConfig,
  testMatch: '**/*.shots.ts',
  timeout: 300_000,
  retries: 0,
  reporter: 'list',
  use: { ...baseConfig.use, trace: 'off', screenshot: 'off' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunch } },
    { name: 'phone', use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions: chromiumLaunch } },
  ],
});
