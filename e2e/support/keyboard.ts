import type { Page } from '@playwright/test';

/** Presses Tab until the focused element matches: `name=…` for a form field, otherwise its label or text. */
export async function tabTo(page: Page, matches: RegExp, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
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
