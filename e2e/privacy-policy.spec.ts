import { expect, test } from '@playwright/test';
import { onPhoneAliasOnly } from './support/widths';
import { waitForApp } from './support/auth';

for (const alias of [null, 'greenbank'] as const) {
  test(`${alias ?? 'default'}: /privacyPolicy shows the policy of the current language, sanitised`, onPhoneAliasOnly(alias), async ({ page }) => {
    await page.goto(`${alias ? `/${alias}` : ''}/privacyPolicy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Политика конфиденциальности');
    const policy = page.locator('.policy');
    await expect(policy).toBeVisible();
    expect(await policy.locator('script, iframe, [onerror], [onclick]').count()).toBe(0);
    // the page is painted before its scripts load: the language select acts once it has hydrated
    await waitForApp(page);
    await page.getByRole('combobox', { name: 'Язык' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  });
}
