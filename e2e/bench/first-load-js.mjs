// First-load JS: every script a page loads before it is idle, gzip-compressed at level 9 as a CDN would.
import { gzipSync } from 'node:zlib';

export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
};

export async function firstLoadJs(browser, url, { prepare } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script') return;
    try {
      const body = await response.body();
      scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    } catch {
      // a script that failed to load adds nothing
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return { url, scripts: scripts.size, kib: Math.round((bytes / 1024) * 10) / 10 };
}
