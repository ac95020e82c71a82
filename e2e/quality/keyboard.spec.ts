import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, signIn, tenantPath, waitForApp } from '../support/auth';
import { installMapStubs } from '../support/maps';
import { tabTo } from '../support/keyboard';

/** Issue 9: login, navigation between tabs and a list filter work with the keyboard alone. */

// Keyboard-only use is checked once, at the desktop width: only the desktop project runs this file (playwright.config.ts).
test('login, tabs and the list filter with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await installMapStubs(page);
  await page.goto(tenantPath(null, 'auth'));
  await waitForApp(page);

  // login: Tab to the fields, type, Enter submits
  await tabTo(page, /^name=login$/);
  await page.keyboard.type(DEMO_USERS.merchant);
  await tabTo(page, /^name=password$/, 5);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForApp(page);

  // tabs: reach «Организация» and follow it with Enter
  await tabTo(page, /^Организация$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/organisation$/);
  await expect(page.getByRole('heading', { name: 'Администраторы' })).toBeVisible();

  // a list filter: open the filters, type an RRN, apply with Enter
  await page.goto(tenantPath(null, 'list'));
  await waitForApp(page);
  await expect(page.getByTestId('list-count')).toHaveAttribute('data-count', /\d+/);
  await tabTo(page, /Показать фильтры|Фильтры/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('filter-panel')).toBeVisible();
  await tabTo(page, /^name=rrn$/);
  await page.keyboard.type('000000000000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/rrn/);
  await expect(page.getByTestId('list-count')).toHaveAttribute('data-count', '0');
});

/** A day typed as the Russian interface shows it (31.12.2025), moved by whole days. */
function shiftDay(shown: string, days: number): string {
  const [day, month, year] = shown.split('.').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) + days * 86_400_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

/** Issue 20: the date picker, a dialog and the user menu with the keyboard alone. */
test('the list filter’s date picker, a dialog and the user menu with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await installMapStubs(page);
  await signIn(page, null, DEMO_USERS.merchant);

  // the user menu: Enter opens it, the arrows move, Esc closes it and gives the focus back
  const userMenu = page.getByTestId('user-menu');
  await page.locator('body').focus();
  await tabTo(page, /Меню пользователя/);
  await expect(userMenu).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const highlighted = menu.locator('[role^="menuitem"][data-highlighted]');
  await page.keyboard.press('ArrowDown');
  await expect(highlighted).toHaveCount(1);
  const firstItem = (await highlighted.textContent()) ?? '';
  await page.keyboard.press('ArrowDown');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).not.toHaveText(firstItem);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(userMenu).toBeFocused();

  await page.goto(tenantPath(null, 'list'));
  await waitForApp(page);
  await expect(page.getByTestId('list-count')).toHaveAttribute('data-count', /\d+/);

  // a dialog: Enter opens it, Tab stays inside, Esc closes it, the focus is back on its button
  await page.locator('body').focus();
  await tabTo(page, /^Выгрузить отчёт$/, 150);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Выгрузка отчёта' });
  await expect(dialog).toBeVisible();
  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press(press % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `focus left the dialog after ${press + 1} presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('report-export')).toBeFocused();

  // the date picker of the list filter: open the calendar, move by the arrows, pick the start and then the end of
  // a period (one range picker, issue 34 §2), Esc closes the calendar without a change.
  // The filters' button is a few controls before «Выгрузить отчёт», where the focus is now: back to it.
  await tabTo(page, /^Показать фильтры/, 6, 'Shift+Tab');
  await expect(page.getByTestId('filters-toggle')).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('filter-panel');
  await expect(panel).toBeVisible();
  const [fromInput, toInput] = [panel.getByRole('textbox', { name: 'Дата с' }), panel.getByRole('textbox', { name: 'Дата по' })];
  const calendar = page.locator('[data-scope="date-picker"][data-part="content"][data-state="open"]');
  // from where the focus is (the filters' button, then a date field) on to the calendar's button
  const openCalendar = async () => {
    await tabTo(page, /^Открыть календарь$/, 12);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeVisible();
    await expect(calendar.locator('[data-part="table-cell-trigger"][data-view="day"][data-focus]')).toBeFocused();
  };
  const start = await fromInput.inputValue();
  await openCalendar();
  // the calendar opens on the start (30 days back): a week and two days later, Enter picks the new start and moves
  // on a day (Zag); one more day, Enter picks the end, two days after the start
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
  await expect(calendar).toBeVisible();
  for (const key of ['ArrowRight', 'Enter']) await page.keyboard.press(key);
  await expect(calendar).toBeHidden();
  await expect(toInput).toBeFocused();
  await expect(fromInput).toHaveValue(shiftDay(start, 9));
  await expect(toInput).toHaveValue(shiftDay(start, 11));
  // picked days are whole days
  await expect(panel.getByRole('textbox', { name: 'Время с' })).toHaveValue('00:00');
  await expect(panel.getByRole('textbox', { name: 'Время по' })).toHaveValue('23:59');
  // Esc closes the calendar without a change, the focus back on its button
  await openCalendar();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Открыть календарь' })).toBeFocused();
  await expect(fromInput).toHaveValue(shiftDay(start, 9));
  await expect(toInput).toHaveValue(shiftDay(start, 11));
  // past the filter's many boxes (operators, terminals, operations…) to its button
  await tabTo(page, /^Применить$/, 400);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/from=.*to=|to=.*from=/);
});
