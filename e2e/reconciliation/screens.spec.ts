import { test, expect } from '@playwright/test';
import { DEMO_USERS, signInAt, tenantPath } from '../support/auth';
import { onPhoneAliasOnly } from '../support/widths';

// Screenshots to look at (1280 px desktop, 375 px phone) and no sideways scrolling on a phone. Both tenants: their
// rows differ, and greenbank's once made the table wider than 1280 px.
for (const alias of [null, 'greenbank'] as const) {
  test(`the reconciliation screen fits its width; screenshots (${alias ?? 'default tenant'})`, onPhoneAliasOnly(alias), async ({ page }, testInfo) => {
    test.slow();
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${alias ?? 'default'}-${testInfo.project.name}.png`) });
    await signInAt(page, alias, DEMO_USERS.merchant, tenantPath(alias, 'reconciliation'));
    await expect(page.getByRole('heading', { level: 1, name: 'Сверки' })).toBeVisible();
    await expect(page.locator('[data-reconciliation-id]:visible').first()).toBeVisible();
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (width >= 1280) {
      // the whole table in sight at 1280 px: names and headers wrap, «Сумма нетто» and «Действия» are not cut
      const table = page.getByTestId('reconciliation-table');
      await expect(table.getByRole('columnheader', { name: /Сумма/ })).toBeInViewport({ ratio: 1 });
      await expect(table.getByRole('columnheader', { name: 'Действия' })).toBeInViewport({ ratio: 1 });
      const scroll = await table.evaluate((element) => (element.parentElement as HTMLElement).scrollWidth - (element.parentElement as HTMLElement).clientWidth);
      expect(scroll, 'the table scrolls sideways').toBeLessThanOrEqual(0);
    }
    await shot('reconciliation');
    await page.getByRole('button', { name: 'Показать фильтры' }).click();
    await expect(page.getByRole('form', { name: 'Фильтр сверок' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot('reconciliation-filters');
    await page.getByRole('form', { name: 'Фильтр сверок' }).getByRole('button', { name: 'Применить' }).scrollIntoViewIfNeeded();
    await shot('reconciliation-filters-end');
    await page.getByRole('button', { name: 'Скрыть фильтры' }).click();
    await page.getByRole('navigation', { name: 'Страницы списка сверок' }).scrollIntoViewIfNeeded();
    await shot('reconciliation-end');
  });
}
