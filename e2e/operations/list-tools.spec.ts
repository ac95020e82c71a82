import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn, signInAt, tenantPath } from '../support/auth';
import { tabTo } from '../support/keyboard';
import { onPhoneAliasOnly } from '../support/widths';
import { fixedPeriod, isPhone, listCount, visibleRows } from './support';
import { SandboxClient } from '../support/sandbox-client';

test.describe.configure({ timeout: 240_000 });

/** A fixed period, so the list, its tabs and the sandbox answer for exactly the same operations. */
const { period, apiPeriod } = fixedPeriod();

/** The list at `url`, hydrated (keys reach its handlers), with its count loaded. */
async function openList(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  return listCount(page);
}

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

/** A tab's count once the counts of the address the page is at have loaded. */
async function tabCount(page: Page, testId: string): Promise<number> {
  const element = page.getByTestId(testId);
  await expect(element).toHaveAttribute('data-count', /^\d+$/, { timeout: 30_000 });
  return Number(await element.getAttribute('data-count'));
}

/** Presses ArrowDown in the open menu until the highlighted item reads `name`. */
async function highlight(page: Page, name: RegExp): Promise<void> {
  const highlighted = page.getByRole('menu').locator('[role^="menuitem"][data-highlighted]');
  const current = async () => ((await highlighted.count()) > 0 ? ((await highlighted.first().textContent()) ?? '') : '');
  for (let press = 0; press < 30; press += 1) {
    const text = await current();
    if (name.test(text)) return;
    await page.keyboard.press('ArrowDown');
    // the highlight moves a frame later
    await expect.poll(current, { timeout: 2_000 }).not.toBe(text).catch(() => undefined);
  }
  throw new Error(`no menu item ${name}`);
}

async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`), label).toEqual([]);
}

for (const alias of [null, 'greenbank'] as const) {
  test.describe(`list tools (${alias ?? 'default'})`, onPhoneAliasOnly(alias), () => {
    test('status tabs: each counts its group of the filter; chosen with the keyboard, the list has that count, a reload the same tab', async ({ page }) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      const sandbox = await SandboxClient.signIn(alias, DEMO_USERS.merchant);
      const all = await openList(page, `${tenantPath(alias, 'list')}?${period}`);
      await expect(tab(page, /^Все/)).toHaveAttribute('aria-selected', 'true');
      expect(await tabCount(page, 'status-tab-all')).toBe(all);
      const unsuccessful = await tabCount(page, 'status-tab-unsuccessful');
      expect(unsuccessful).toBe(await sandbox.count(`${apiPeriod}&status.in=unsuccessful`));
      expect(unsuccessful).toBeGreaterThan(0);
      expect(await tabCount(page, 'status-tab-success')).toBe(await sandbox.count(`${apiPeriod}&status.in=success`));

      // keyboard alone: Tab reaches the chosen tab, the arrows move, Enter chooses
      await page.locator('body').focus();
      await tabTo(page, /^Все/, 80);
      // each arrow once the previous one has moved the focus (the tabs move it in an animation frame)
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, /^Успешные/)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, /^Неуспешные/)).toBeFocused();
      expect(searchParam(page, 'status')).toBeNull();
      await page.keyboard.press('Enter');
      await expect.poll(() => searchParam(page, 'status')).toBe('unsuccessful');
      expect(await listCount(page)).toBe(unsuccessful);
      await expect(tab(page, /^Неуспешные/)).toHaveAttribute('aria-selected', 'true');
      // choosing a tab asks the counts again for nothing: they are the filter's, whatever its tab
      expect(await tabCount(page, 'status-tab-all')).toBe(all);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
      expect(await listCount(page)).toBe(unsuccessful);
      await expect(tab(page, /^Неуспешные/)).toHaveAttribute('aria-selected', 'true');

      // the last tab within reach on a phone: the row scrolls inside itself, never the page
      await page.locator('body').focus();
      await tabTo(page, /^Неуспешные/, 80);
      await page.keyboard.press('End');
      await expect(tab(page, /^Неизвестные/)).toBeFocused();
      await expect(tab(page, /^Неизвестные/)).toBeInViewport({ ratio: 1 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      await page.keyboard.press('Enter');
      await expect.poll(() => searchParam(page, 'status')).toBe('unknown');
      expect(await listCount(page)).toBe(await sandbox.count(`${apiPeriod}&status.in=unknown`));
    });

    test('column chooser with the keyboard: a column more is shown from 960 px and kept, «Сумма» stays; the phone’s cards are unchanged', async ({ page }) => {
      await signInAt(page, alias, DEMO_USERS.merchant, `${tenantPath(alias, 'list')}?${period}`);
      await listCount(page);
      const chooser = page.getByRole('button', { name: 'Столбцы' });
      if (isPhone(page)) {
        // no table below 960 px: the cards keep every field, and there is no chooser to confuse
        await expect(chooser).toBeHidden();
        await expect(visibleRows(page).first()).toContainText('RRN');
        return;
      }
      const table = page.getByTestId('transaction-table');
      await expect(table.getByRole('columnheader', { name: /RRN/ })).toBeHidden();
      await page.locator('body').focus();
      await tabTo(page, /^Столбцы$/, 80);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitemcheckbox', { name: /^Сумма/ })).toHaveAttribute('aria-disabled', 'true');
      await highlight(page, /^Терминал$/);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitemcheckbox', { name: 'Терминал' })).toHaveAttribute('aria-checked', 'false');
      await highlight(page, /^RRN$/);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitemcheckbox', { name: 'RRN' })).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('Escape');
      await expect(chooser).toBeFocused();
      await expect(table.getByRole('columnheader', { name: /RRN/ })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: /Терминал/ })).toBeHidden();
      await expect(table.getByRole('columnheader', { name: /Сумма/ })).toBeInViewport({ ratio: 1 });

      // kept for this user: a reload shows the same columns
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
      await listCount(page);
      await expect(table.getByRole('columnheader', { name: /RRN/ })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: /Терминал/ })).toBeHidden();
      await page.screenshot({ path: test.info().outputPath('list-tools-columns.png') });

      await chooser.click();
      await page.getByRole('menuitem', { name: 'Как по умолчанию' }).click();
      await expect(table.getByRole('columnheader', { name: /Терминал/ })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: /RRN/ })).toBeHidden();
    });

    test('saved views with the keyboard: save the filter, sort and columns under a name, apply it from another list, delete it; axe', async ({ page }) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      const sandbox = await SandboxClient.signIn(alias, DEMO_USERS.merchant);
      const cancelled = await openList(page, `${tenantPath(alias, 'list')}?${period}&status=cancelled&order=amount&desc=0`);
      expect(cancelled).toBe(await sandbox.count(`${apiPeriod}&status.in=cancelled`));
      const viewAddress = new URL(page.url()).searchParams;

      const views = page.getByRole('button', { name: /^Виды/ });
      await page.locator('body').focus();
      await tabTo(page, /^Виды/, 80);
      await page.keyboard.press('Enter');
      await highlight(page, /^Сохранить вид…$/);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Сохранить вид' });
      const name = dialog.getByLabel(/Название/);
      await expect(name).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog.getByText('Введите название')).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'the save dialog');
      await page.keyboard.type('Отмены по сумме');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Вид «Отмены по сумме» сохранён')).toBeVisible();
      await expect(views).toHaveText('Виды (1)');

      // another list, then the view brings its address back
      await openList(page, `${tenantPath(alias, 'list')}?${period}`);
      await page.locator('body').focus();
      await tabTo(page, /^Виды/, 80);
      await page.keyboard.press('Enter');
      await highlight(page, /^Отмены по сумме$/);
      await expectNoSeriousAxeViolations(page, 'the views menu');
      await page.keyboard.press('Enter');
      await expect.poll(() => searchParam(page, 'status')).toBe('cancelled');
      expect(await listCount(page)).toBe(cancelled);
      const applied = new URL(page.url()).searchParams;
      for (const key of ['from', 'to', 'status', 'order', 'desc']) expect(applied.get(key), key).toBe(viewAddress.get(key));
      await expect(tab(page, /^Отменённые/)).toHaveAttribute('aria-selected', 'true');
      await page.screenshot({ path: test.info().outputPath('list-tools.png'), fullPage: true });
      await expectNoSeriousAxeViolations(page, 'the list with its tools');

      await page.locator('body').focus();
      await tabTo(page, /^Виды/, 80);
      await page.keyboard.press('Enter');
      await highlight(page, /^Удалить «Отмены по сумме»$/);
      await page.keyboard.press('Enter');
      await expect(page.getByText('Вид «Отмены по сумме» удалён')).toBeVisible();
      await expect(views).toHaveText('Виды');
    });
  });
}
