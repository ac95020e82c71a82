import { expect, test, type Page } from '@playwright/test';
import type { TransactionDetails, TransactionListRow } from '../../lib/acquiring/contract/transactions';
import { DEMO_USERS, signIn, signInAt, tenantPath, waitForApp } from '../support/auth';
import { onPhoneAliasOnly } from '../support/widths';
import { fixedPeriod, isPhone, listCount, visibleRows } from './support';
import { SandboxClient } from '../support/sandbox-client';
import { openMenu } from '../support/menu';

// Issue 34 §3 and §4: what the Chakra rebuild lost of the list's rows, and the payment method it never had.

test.describe.configure({ timeout: 240_000 });

/** A fixed period, so the list and the sandbox answer for exactly the same operations. */
const { period, apiPeriod } = fixedPeriod();
const newestFirst = `${apiPeriod}&order=serverDateTime,desc`;

/** The list at `url`, hydrated (up to 30 s on a busy machine: a page of 100 rows), with its count loaded. */
async function openList(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await waitForApp(page);
  return listCount(page);
}

const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const sectionLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Разделы операций' }).getByRole('link', { name, exact: true });
const shownIds = (page: Page) => visibleRows(page).evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-id'))));

/** The names of the table's columns as a reader sees them (the selection box's column left out). */
function shownHeaders(page: Page): Promise<string[]> {
  return page
    .getByTestId('transaction-table')
    .locator('th:visible')
    .evaluateAll((headers) => headers.slice(1).map((header) => (header.textContent ?? '').replace(/[↕↓↑]/g, '').trim()));
}

/** Opens the column chooser, once it can take a choice. */
const openChooser = (page: Page) => openMenu(page, page.getByRole('button', { name: 'Столбцы' }));

/** The chooser's ticks, each «name» with its state, and closes it again. */
async function chooserTicks(page: Page): Promise<{ name: string; checked: boolean }[]> {
  await openChooser(page);
  const items = page.getByRole('menuitemcheckbox');
  await expect(items.first()).toBeVisible();
  return items.evaluateAll((elements) =>
    elements.map((element) => ({ name: (element.textContent ?? '').replace(/\s*\(всегда\)$/, '').trim(), checked: element.getAttribute('aria-checked') === 'true' })),
  );
}

const ticked = (ticks: { name: string; checked: boolean }[]) => ticks.filter((tick) => tick.checked).map((tick) => tick.name);

for (const alias of [null, 'greenbank'] as const) {
  test.describe(`the list's rows (${alias ?? 'default'})`, onPhoneAliasOnly(alias), () => {
    test('page 3, the map and back: the list starts at its first page (spec §2); back and forward keep the pages', async ({ page }) => {
      await signInAt(page, alias, DEMO_USERS.merchant, `${tenantPath(alias, 'list')}?${period}&offset=40`);
      const count = await listCount(page);
      const pages = Math.ceil(count / 20);
      await expect(page.getByTestId('list-page')).toHaveText(`Страница 3 из ${pages}`);
      const third = await shownIds(page);

      await sectionLink(page, 'Операции на карте').click();
      await expect(page).toHaveURL(new RegExp(`${tenantPath(alias, 'onMap')}\\?`));
      await expect(page.getByTestId('on-map')).toBeVisible();
      // the map has no pages: its address carries the filter, not the list's offset
      expect(searchParam(page, 'offset')).toBeNull();
      expect(searchParam(page, 'from')).not.toBeNull();

      await sectionLink(page, 'Список операций').click();
      await expect(page).toHaveURL(new RegExp(`${tenantPath(alias, 'list')}\\?`));
      expect(await listCount(page)).toBe(count);
      expect(searchParam(page, 'offset')).toBeNull();
      await expect(page.getByTestId('list-page')).toHaveText(`Страница 1 из ${pages}`);
      const first = await shownIds(page);
      expect(first).not.toEqual(third);

      // paging within the list, then back and forward
      await page.getByRole('button', { name: /Следующая страница/ }).click();
      await expect.poll(() => searchParam(page, 'offset')).toBe('20');
      await listCount(page);
      await page.goBack();
      await expect.poll(() => searchParam(page, 'offset')).toBeNull();
      await listCount(page);
      expect(await shownIds(page)).toEqual(first);
      // back over the map to page 3, as the reader left it
      await page.goBack();
      await expect(page.getByTestId('on-map')).toBeVisible();
      await page.goBack();
      await expect.poll(() => searchParam(page, 'offset')).toBe('40');
      await listCount(page);
      await expect(page.getByTestId('list-page')).toHaveText(`Страница 3 из ${pages}`);
      expect(await shownIds(page)).toEqual(third);
      await page.goForward();
      await expect(page.getByTestId('on-map')).toBeVisible();
      expect(searchParam(page, 'offset')).toBeNull();
    });

    test('each row says its status with the host’s response code, at 1280 px and on a phone (spec §3)', async ({ page }) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      const sandbox = await SandboxClient.signIn(alias, DEMO_USERS.merchant);
      // unsuccessful operations: codes other than 0
      await openList(page, `${tenantPath(alias, 'list')}?${period}&status=unsuccessful`);
      const rows = await sandbox.get<TransactionListRow[]>('api/transaction/total', `${newestFirst}&status.in=unsuccessful&limit=20`);
      expect(await shownIds(page)).toEqual(rows.map((row) => row.id));
      for (const row of rows.slice(0, 5)) {
        const shown = page.locator(`[data-testid="transaction-row"][data-id="${row.id}"], [data-testid="transaction-card"][data-id="${row.id}"]`).filter({ visible: true });
        const code = shown.getByText(`(код ${row.hostResponseCode})`, { exact: true });
        await expect(code, `operation ${row.id}`).toBeVisible();
        // in sight across the page's width, not in a hidden column or past the table's edge
        const box = await code.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
        await expect(shown.getByText('Неуспешно', { exact: true })).toBeVisible();
        if (!isPhone(page)) await expect(shown.getByTestId('cell-status')).toContainText(`(код ${row.hostResponseCode})`);
      }
    });

    test('the column chooser ticks what the table shows at 1280 and 1600 px, one tick changes one column; no chooser beside the phone’s cards', async ({ page }) => {
      await signInAt(page, alias, DEMO_USERS.merchant, `${tenantPath(alias, 'list')}?${period}`);
      await listCount(page);
      if (isPhone(page)) {
        // the phone's cards show every field of a row, the payment method among them: no columns to choose
        await expect(page.getByRole('button', { name: 'Столбцы' })).toBeHidden();
        const card = visibleRows(page).first();
        await expect(card.getByTestId('payment-method')).toBeVisible();
        await expect(card).toContainText('RRN');
        await expect(card.getByText(/^\(код \d+\)$/)).toBeVisible();
        return;
      }

      for (const width of [1280, 1600]) {
        await page.setViewportSize({ width, height: 900 });
        const headers = await shownHeaders(page);
        const ticks = await chooserTicks(page);
        expect(ticked(ticks), `${width} px: the ticks are the table's columns`).toEqual(headers);
        await page.keyboard.press('Escape');
        if (width === 1280) {
          expect(headers).toContain('Способ оплаты');
          expect(headers).not.toContain('RRN');
        } else {
          // at 1600 px every column of the table, and every one ticked
          expect(ticks.every((tick) => tick.checked)).toBe(true);
          expect(headers).toContain('Код авторизации');
        }
      }

      // at 1600 px: «Код авторизации» off leaves every other column (issue 34: not 7 of 17)
      const wide = await shownHeaders(page);
      await openChooser(page);
      await page.getByRole('menuitemcheckbox', { name: 'Код авторизации' }).click();
      await expect(page.getByRole('menuitemcheckbox', { name: 'Код авторизации' })).toHaveAttribute('aria-checked', 'false');
      await page.keyboard.press('Escape');
      await expect.poll(() => shownHeaders(page)).toEqual(wide.filter((name) => name !== 'Код авторизации'));

      // back to 1280 px without a choice: «RRN» on adds that one column to what the table showed there
      await openChooser(page);
      await page.getByRole('menuitem', { name: 'Как по умолчанию' }).click();
      // the defaults at 1600 px are every column again
      await expect.poll(() => shownHeaders(page)).toEqual(wide);
      await page.setViewportSize({ width: 1280, height: 800 });
      const narrow = await shownHeaders(page);
      await openChooser(page);
      await page.getByRole('menuitemcheckbox', { name: 'RRN' }).click();
      await page.keyboard.press('Escape');
      await expect.poll(() => shownHeaders(page)).toEqual([...narrow.slice(0, narrow.indexOf('Терминал') + 1), 'RRN', ...narrow.slice(narrow.indexOf('Терминал') + 1)]);
      expect(ticked(await chooserTicks(page))).toEqual(await shownHeaders(page));
      await page.keyboard.press('Escape');
    });

    test('a СБП payment says so, with its fast-payment id where a card would be; a card payment its card (issue 34 §4)', async ({ page }) => {
      await signIn(page, alias, DEMO_USERS.merchant);
      const sandbox = await SandboxClient.signIn(alias, DEMO_USERS.merchant);
      await openList(page, `${tenantPath(alias, 'list')}?${period}&limit=100`);
      const rows = await sandbox.get<TransactionListRow[]>('api/transaction/total', `${newestFirst}&limit=100`);
      const fast = rows.find((row) => row.paymentMethod === 'qps');
      const card = rows.find((row) => row.paymentMethod === 'general' && row.cardMask !== null);
      if (!fast || !card) throw new Error('the sandbox has no СБП or card payment in the period');
      const receipt = await sandbox.get<TransactionDetails>('api/transaction/receipt', `id=${fast.id}`);
      expect(fast.qpsOperationId).toBe(receipt.hostData.qpsOperationId);

      const shown = (id: number) => page.locator(`[data-testid="transaction-row"][data-id="${id}"], [data-testid="transaction-card"][data-id="${id}"]`).filter({ visible: true });
      await shown(fast.id).scrollIntoViewIfNeeded();
      await expect(shown(fast.id).getByTestId('payment-method')).toHaveText('СБП');
      await expect(shown(fast.id).getByTestId('payment-method').locator('svg')).toBeVisible();
      await expect(shown(fast.id).getByTestId('fast-payment-id')).toContainText('ID операции СБП');
      await expect(shown(fast.id).getByTestId('fast-payment-id')).toContainText(fast.qpsOperationId ?? 'none');
      await expect(shown(card.id).getByTestId('payment-method')).toHaveText('Карта');
      await expect(shown(card.id)).toContainText(card.cardMask ?? 'none');
      await expect(shown(card.id).getByTestId('fast-payment-id')).toHaveCount(0);
      if (!isPhone(page)) {
        await expect(shown(fast.id).getByTestId('cell-card')).toContainText(fast.qpsOperationId ?? 'none');
        // the chooser offers the column: off, it is gone
        await openChooser(page);
        await page.getByRole('menuitemcheckbox', { name: 'Способ оплаты' }).click();
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('transaction-table').getByRole('columnheader', { name: 'Способ оплаты' })).toBeHidden();
      }
      await page.screenshot({ path: test.info().outputPath('list-payment-methods.png') });
    });
  });
}

/** Every animation and transition the page starts from now on, with its length in ms (framer-motion's, Chakra's, the browser's). */
async function recordMotion(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seconds = (text: string) => Math.max(0, ...text.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) : parseFloat(part) * 1000)));
    const seen: { what: string; ms: number }[] = [];
    (window as unknown as { __motion: typeof seen }).__motion = seen;
    const name = (target: EventTarget | null) => (target instanceof Element ? `${target.tagName.toLowerCase()}.${String(target.className).slice(0, 60)}` : 'target');
    document.addEventListener('animationstart', (event) => seen.push({ what: `animation ${event.animationName} on ${name(event.target)}`, ms: seconds(getComputedStyle(event.target as Element).animationDuration) }), true);
    document.addEventListener('transitionrun', (event) => seen.push({ what: `transition ${event.propertyName} on ${name(event.target)}`, ms: seconds(getComputedStyle(event.target as Element).transitionDuration) }), true);
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      const ms = typeof options === 'number' ? options : Number(options?.duration ?? 0);
      seen.push({ what: `animate() on ${name(this)}`, ms });
      return animate.call(this, keyframes, options);
    };
  });
}

/** What moved for longer than 50 ms since `recordMotion`, and what `document.getAnimations()` still runs longer. */
function longMotion(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __motion: { what: string; ms: number }[] }).__motion;
    const running = document.getAnimations().map((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return { what: `running ${(animation as CSSAnimation).animationName ?? animation.id}`, ms: Number(timing?.activeDuration ?? 0) };
    });
    return [...seen, ...running].filter((motion) => !(motion.ms <= 50)).map((motion) => `${motion.what}: ${motion.ms} ms`);
  });
}

test.describe('reduced motion (issue 34 §3)', () => {
  for (const alias of [null, 'greenbank'] as const) {
    test(`nothing moves longer than 50 ms: the details drawer, a menu, a dialog, a toast (${alias ?? 'default'})`, onPhoneAliasOnly(alias), async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAt(page, alias, DEMO_USERS.merchant, `${tenantPath(alias, 'list')}?${period}`);
      await listCount(page);
      await recordMotion(page);

      // the details drawer and the receipt in it
      const first = visibleRows(page).first();
      await first.getByRole('button', { name: /^Подробнее об операции/ }).click();
      await expect(page.getByTestId('transaction-receipt')).toBeVisible();
      await page.waitForTimeout(300);
      expect(await longMotion(page), 'the details drawer').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('transaction-receipt')).toBeHidden();

      // a menu, then a dialog from it, then the toast of what it did
      await page.getByRole('button', { name: /^Виды/ }).click();
      await page.getByRole('menuitem', { name: 'Сохранить вид…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Сохранить вид' });
      await expect(dialog).toBeVisible();
      await page.waitForTimeout(300);
      expect(await longMotion(page), 'the views menu and the save dialog').toEqual([]);
      await dialog.getByLabel(/Название/).fill('Без движения');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Вид «Без движения» сохранён')).toBeVisible();
      await page.waitForTimeout(300);
      expect(await longMotion(page), 'the toast').toEqual([]);
    });
  }
});
