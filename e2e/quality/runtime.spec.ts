import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn, tenantPath, waitForApp } from '../support/auth';
import { installMapStubs } from '../support/maps';

/**
 * Issue 9: no signed-in page loads a CSS-in-JS runtime (Chakra's styled system, Emotion): plain HTML,
 * CSS modules and the screen's own code. Chakra's recipes carry their class names ("chakra-button"),
 * Emotion its cache key and its <style data-emotion> tags: none may reach the browser.
 */
const SIGNED_IN_PAGES = ['dashboard', 'list', 'onMap', 'reconciliation', 'organisation', 'window', 'privacyPolicy'];
const RUNTIME = /chakra-(button|alert|dialog|checkbox)|@emotion|data-emotion/;

async function runtimeScripts(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  const listener = async (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    const text = await response.text().catch(() => '');
    if (RUNTIME.test(text)) found.push(response.url());
  };
  page.on('response', listener);
  await page.goto(path);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return found;
}

for (const alias of [null, 'greenbank']) {
  test(`signed-in pages load no design-system runtime${alias ? ` (/${alias})` : ''}`, async ({ page }) => {
    test.setTimeout(120_000);
    await installMapStubs(page);
    await signIn(page, alias, DEMO_USERS.holding);
    for (const name of SIGNED_IN_PAGES) {
      const scripts = await runtimeScripts(page, tenantPath(alias, name));
      expect(scripts, `${name}: scripts with a CSS-in-JS runtime`).toEqual([]);
      await expect(page.locator('style[data-emotion]'), name).toHaveCount(0);
    }
  });
}
