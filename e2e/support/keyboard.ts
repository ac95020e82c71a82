import type { Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab, backwards) until the focused element matches: `name=…` for a form field, otherwise
 * its label or text.
 */
export async function tabTo(page: Page, matches: RegExp, limit = 60, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const name = element.getAttribute('name');
      if (name) return `name=${name}`;
      return `${element.getAttribute('aria-label') ?? ''} ${element.textContent ?? ''}`.trim();
    });
    if (matches.test(focused)) return;
  }
  throw new Error(`Tab never reached ${matches}`);
}
