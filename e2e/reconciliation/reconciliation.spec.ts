import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS, signInAt, tenantPath, waitForApp } from '../support/auth';
import { transactionFilterFromSearchParams } from '../../lib/domain/filter-link';
import { encodeListQuery } from '../../lib/domain/list-query-wire';
import { transactionQuery } from '../../lib/domain/query-conditions';
import { defaultTransactionFilter } from '../../lib/domain/transaction-filter';
import { reconciliationQuery } from '../../lib/domain/reconciliation-filter-query';
import { reconciliationDefaults, reconciliationFilterFromUrl } from '../../lib/reconciliation/filter';
import type { TransactionListRow } from '../../lib/acquiring/contract/transactions';
import { turnoverOf } from '../../lib/domain/operation-effects';
import { expectCount, fixedFrom, shownIds } from './support';
import { SandboxClient } from '../support/sandbox-client';
import { onPhoneAliasOnly } from '../support/widths';

/** A checkbox of a filter group, by its label text. */
function option(form: Locator, group: RegExp, label: string): Locator {
  return form.getByRole('group', { name: group }).locator('label').filter({ hasText: label }).first();
}

/**
 * Issue 5 acceptance, read-only part: every check compares the page with the sandbox's own answer
 * to the same filter (sandbox/CONTRACT.md "Reconciliations").
 */
for (const alias of [null, 'greenbank'] as const) {
  test.describe(`reconciliation list ${alias ?? '(default tenant)'}`, onPhoneAliasOnly(alias), () => {
    let sandbox: SandboxClient;

    test.beforeAll(async () => {
      sandbox = await SandboxClient.signIn(alias, DEMO_USERS.merchant);
    });

    // Each test signs in and loads several filtered pages.
    test.beforeEach(() => test.slow());

    async function open(page: Page, search = '') {
      await signInAt(page, alias, DEMO_USERS.merchant, `${tenantPath(alias, 'reconciliation')}${search}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Сверки' })).toBeVisible();
    }

    /** What the sandbox answers for the filter of the page's current URL (20 rows and the count). */
    async function expected(page: Page) {
      const defaults = reconciliationDefaults(new Date());
      const filter = reconciliationFilterFromUrl(new URL(page.url()).searchParams, defaults);
      expect(new URL(page.url()).searchParams.has('from'), 'tests pin the start date').toBe(true);
      const query = encodeListQuery(reconciliationQuery(filter));
      const type = filter.archive ? 'archive' : 'list';
      const rows = await sandbox.reconciliations(type, query);
      query.delete('limit');
      query.delete('offset');
      query.delete('order');
      const count = await sandbox.get<number>(`api/reconciliation/${type}/count`, query);
      return { rows, count, filter };
    }

    async function expectPageMatchesSandbox(page: Page) {
      const { rows, count } = await expected(page);
      await expectCount(page, count);
      await expect.poll(() => shownIds(page), { timeout: 30_000 }).toEqual(rows.map((row) => row.id));
      return { rows, count };
    }

    test('filters set in the form narrow the list to the sandbox answer and live in the URL', async ({ page }) => {
      const terminals = (await sandbox.terminals()).filter((terminal) => terminal.status !== 3);
      const from = fixedFrom(45);
      // A terminal that has reconciliations in the period.
      const recent = await sandbox.reconciliations('list', new URLSearchParams({ 'serverDateTime.ge': from.iso, limit: '1' }));
      const terminal = terminals.find((item) => item.id === recent[0]?.terminal.id);
      expect(terminal).toBeDefined();

      await open(page);
      const all = await sandbox.get<number>('api/reconciliation/list/count', new URLSearchParams({ 'serverDateTime.ge': from.iso }));
      await page.getByRole('button', { name: 'Показать фильтры' }).click();
      const form = page.getByRole('form', { name: 'Фильтр сверок' });
      await form.getByLabel('Дата с').fill(from.date);
      // The picker commits a typed day on leaving it and gives the new day its 00:00 unless a time was typed; the
      // default start's time is now's, the same minute as from.time, so typing it first would change nothing.
      await form.getByLabel('Дата с').press('Tab');
      await expect(form.getByLabel('Время с')).toHaveValue('00:00');
      await form.getByLabel('Время с').fill(from.time);
      await expect(form.getByLabel('Время с')).toHaveValue(from.time);
      await form.getByRole('button', { name: 'Применить' }).click();
      await expect(page).toHaveURL(/from=/);
      expect(new URL(page.url()).searchParams.get('from'), 'the typed day and time').toBe(from.iso);
      const unfiltered = await expectPageMatchesSandbox(page);
      expect(unfiltered.count).toBe(all);

      await page.getByRole('button', { name: 'Показать фильтры' }).click();
      await form.getByRole('searchbox', { name: 'Поиск терминала' }).fill(terminal!.externalId);
      await option(form, /Терминалы/, terminal!.externalId).click();
      await option(form, /Статусы/, 'Успешна').click();
      await option(form, /Инициатор/, 'Сервер').click();
      await option(form, /Инициатор/, 'Оператор').click();
      await form.getByRole('button', { name: 'Применить' }).click();
      await expect(page).toHaveURL(new RegExp(`terminalId=${terminal!.id}`));
      await expect(page).toHaveURL(/status=successful/);
      await expect(page).toHaveURL(/initiator=USER/);
      const narrowed = await expectPageMatchesSandbox(page);
      expect(narrowed.count).toBeGreaterThan(0);
      expect(narrowed.count).toBeLessThan(all);
      await expect(page.getByRole('button', { name: /Показать фильтры активных: 4/ })).toBeVisible();
      for (const row of narrowed.rows) {
        expect(row.terminal.id).toBe(terminal!.id);
        expect(row.status).toBe(0);
        expect(['USER', 'SERVER']).toContain(row.initiator);
      }
      const visible = page.locator('[data-reconciliation-id]:visible').first();
      await expect(visible).toContainText(terminal!.externalId);
      await expect(visible).toContainText('Успешна');

      // The back button returns to the unfiltered list.
      await page.goBack();
      await expect(page).not.toHaveURL(/terminalId=/);
      await expectCount(page, all);
    });

    test('every other filter of a shared link narrows the list exactly as the sandbox does', async ({ page }) => {
      const from = fixedFrom(50);
      const sample = await sandbox.reconciliations('list', new URLSearchParams({ 'serverDateTime.ge': from.iso, 'initiator.in': 'USER', limit: '1' }));
      const row = sample[0]!;
      const failed = await sandbox.reconciliations('list', new URLSearchParams({ 'serverDateTime.ge': from.iso, 'status.in': '2,3', limit: '1' }));
      const links = [
        `operationDay=${row.operationDay}`,
        `merchantId=${row.terminal.merchant.id}`,
        'status=unsuccessful&status=inProgress',
        `hostResponseCode=${failed[0]?.hostResponseCode ?? '96'}`,
        'initiator=ADMIN',
        `initiatorFullName=${encodeURIComponent(row.user!.fullName.split(' ')[0]!)}`,
        `to=${encodeURIComponent(new Date(Date.now() - 10 * 86_400_000).toISOString())}`,
        `reconciliationId=${row.id}`,
      ];
      await open(page, `?from=${encodeURIComponent(from.iso)}`);
      const { count: all } = await expectPageMatchesSandbox(page);
      for (const link of links) {
        await page.goto(`${tenantPath(alias, 'reconciliation')}?from=${encodeURIComponent(from.iso)}&${link}`);
        const { count } = await expectPageMatchesSandbox(page);
        expect(count, link).toBeGreaterThan(0);
        expect(count, link).toBeLessThan(all);
      }
      await expect(page.locator('[data-reconciliation-id]:visible').first()).toContainText(row.terminal.externalId);

      // The archive: older than 60 days.
      await page.goto(`${tenantPath(alias, 'reconciliation')}?archive=1&from=`);
      const defaults = reconciliationDefaults(new Date());
      const archived = await sandbox.get<number>('api/reconciliation/archive/count');
      expect(reconciliationFilterFromUrl(new URL(page.url()).searchParams, defaults).archive).toBe(true);
      await expectCount(page, archived);
    });

    test('sorting, 20 per page, back button and the offset reset on entering', async ({ page }) => {
      const from = fixedFrom(40);
      await open(page, `?from=${encodeURIComponent(from.iso)}`);
      const first = await expectPageMatchesSandbox(page);
      expect(first.rows).toHaveLength(20);
      expect(first.count).toBeGreaterThan(40);

      if (test.info().project.name === 'phone') {
        await page.getByLabel('Сортировка', { exact: true }).selectOption('sumAmount');
      } else {
        await page.getByRole('button', { name: 'Сортировать по полю «Сумма нетто»' }).click();
      }
      await expect(page).toHaveURL(/order=sumAmount/);
      const bySum = await expectPageMatchesSandbox(page);
      const sums = bySum.rows.map((row) => row.sumAmount);
      expect(sums).toEqual([...sums].sort((a, b) => b - a));

      await page.getByRole('button', { name: 'Следующая страница' }).click();
      await expect(page).toHaveURL(/offset=20/);
      await expect(page.getByText(`Страница 2 из ${Math.ceil(first.count / 20)}`)).toBeVisible();
      await expectPageMatchesSandbox(page);
      await page.goBack();
      await expect(page).not.toHaveURL(/offset=/);
      await expectPageMatchesSandbox(page);

      // Spec §2: entering the page resets the offset (a shared link too); the rest of the filter stays.
      await page.goto(`${tenantPath(alias, 'reconciliation')}?from=${encodeURIComponent(from.iso)}&order=sumAmount&offset=40`);
      await expect(page).not.toHaveURL(/offset=/);
      await expect(page).toHaveURL(/order=sumAmount/);
      await expect(page.getByText(`Страница 1 из ${Math.ceil(first.count / 20)}`)).toBeVisible();
    });

    test('the next page shows in the address and the pager at once; the server’s rows follow, the old ones dimmed', async ({ page }) => {
      const from = fixedFrom(40);
      await open(page, `?from=${encodeURIComponent(from.iso)}`);
      const first = await expectPageMatchesSandbox(page);
      await waitForApp(page);
      // Hold the server's page of the next one (the client router's request) until the page has shown what it can.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route((url) => url.pathname.endsWith('/reconciliation'), async (route) => {
        if (route.request().headers().rsc !== '1') return route.fallback();
        await held;
        return route.fallback();
      });
      await page.getByRole('button', { name: 'Следующая страница' }).click();
      await expect(page).toHaveURL(/offset=20/);
      await expect(page.getByText(`Страница 2 из ${Math.ceil(first.count / 20)}`)).toBeVisible();
      await expect(page.locator('[aria-busy="true"]').filter({ has: page.locator('[data-reconciliation-id]') })).toBeVisible();
      await expect(page.getByLabel('Загрузка сверок…')).toBeVisible();
      expect(await shownIds(page), 'the old rows until the server’s come').toEqual(first.rows.map((row) => row.id));
      release();
      await expectPageMatchesSandbox(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });

    test('a reconciliation opens the operations list with exactly its operations, whose net turnover is its sum; its file downloads', async ({ page }) => {
      const from = fixedFrom(20);
      await open(page, `?from=${encodeURIComponent(from.iso)}&status=successful`);
      const { rows } = await expectPageMatchesSandbox(page);
      const reconciliation = rows.find((row) => row.count > 1)!;
      expect(reconciliation).toBeDefined();

      const link = page.getByRole('link', { name: `Операции сверки ${reconciliation.id}` }).locator('visible=true');
      await expect(link).toHaveText(`Операции (${reconciliation.count})`);
      const href = (await link.getAttribute('href'))!;
      const listFilter = transactionFilterFromSearchParams(new URL(href, page.url()).searchParams, defaultTransactionFilter({ now: new Date(), currencyId: 643 }));
      expect(listFilter.reconciliationId).toBe(reconciliation.id);
      const operations = await sandbox.get<TransactionListRow[]>('api/transaction/total', encodeListQuery(transactionQuery({ ...listFilter, limit: 1000 }, 2)));
      expect(operations).toHaveLength(reconciliation.count);
      expect(operations.every((operation) => operation.reconciliationId === reconciliation.id)).toBe(true);
      expect(turnoverOf(operations).netAmount).toBe(reconciliation.sumAmount);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Скачать файл сверки ${reconciliation.id}` }).locator('visible=true').click(),
      ]);
      expect(download.suggestedFilename()).toBe(`reconciliation-${reconciliation.id}.csv`);
      const text = (await download.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      })).trim();
      expect(text.split('\r\n')).toHaveLength(reconciliation.count + 1);

      await link.click();
      await expect(page).toHaveURL(new RegExp(`${tenantPath(alias, 'list')}\\?.*reconciliationId=${reconciliation.id}`));
    });

    test('closing a day is offered to a merchant, not to an operator', async ({ page }) => {
      await open(page);
      await expect(page.getByRole('heading', { name: 'Закрытие операционного дня' })).toBeVisible();
      await page.context().clearCookies();
      await signInAt(page, alias, DEMO_USERS.operator, tenantPath(alias, 'reconciliation'));
      await expect(page.getByRole('heading', { level: 1, name: 'Сверки' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Закрытие операционного дня' })).toHaveCount(0);
    });
  });
}
