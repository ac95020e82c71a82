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
  const reading = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.body().then(
        (body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length),
        // a script that failed to load adds nothing
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  // On a busy machine the bodies may still be on their way: the context must not close under them.
  await Promise.all(reading);
  await context.close();
  const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return { url, scripts: scripts.size, kib: Math.round((bytes / 1024) * 10) / 10 };
}
