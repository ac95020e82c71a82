import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn, tenantPath } from '../support/auth';
import { sandbox as control } from '../support/sandbox';
import { E2E_SANDBOX_URL } from '../support/ports';
import type { Terminal } from '../../lib/acquiring/contract/organisation';
import type { Reconciliation } from '../../lib/acquiring/contract/reconciliations';
import type { TransactionSummary } from '../../lib/acquiring/contract/summaries';
import { expectCount } from '../reconciliation/support';
import { SandboxClient } from '../support/sandbox-client';

// Closing days and injected faults change the sandbox for everyone: these run alone, after the rest.
test.describe.configure({ mode: 'serial' });

async function setCloseDayAnswer(terminalId: number, answer: { code: string; description?: string; hostCode?: string; hostDescription?: string } | null) {
  const response = await fetch(`${E2E_SANDBOX_URL}/__sandbox/terminal-close-day/${terminalId}`, {
    method: answer ? 'PUT' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: answer ? JSON.stringify(answer) : undefined,
  });
  expect(response.ok).toBe(true);
}

async function closeDayFromPage(page: Page, terminal: Terminal) {
  await page.getByLabel('Терминал', { exact: true }).selectOption(String(terminal.id));
  await page.getByRole('button', { name: `Закрыть день терминала ${terminal.externalId}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Операционный день терминала ${terminal.externalId} будет закрыт`);
  await dialog.getByRole('button', { name: 'Закрыть день' }).click();
}

for (const alias of [null, 'greenbank'] as const) {
  test.describe(`close day and the codes list ${alias ?? '(default tenant)'}`, () => {
    let api: SandboxClient;
    let terminals: Terminal[];

    test.beforeAll(async () => {
      api = await SandboxClient.signIn(alias, DEMO_USERS.merchant);
      terminals = (await api.terminals()).filter((terminal) => terminal.status === 0);
    });

    test.afterEach(async () => {
      await control.clearFaults();
      await fetch(`${E2E_SANDBOX_URL}/__sandbox/terminal-close-day`, { method: 'DELETE' });
    });

    async function openPage(page: Page) {
      await signIn(page, alias, DEMO_USERS.merchant);
      await page.goto(tenantPath(alias, 'reconciliation'));
      await expect(page.getByRole('heading', { name: 'Закрытие операционного дня' })).toBeVisible();
    }

    const openSummary = (terminal: Terminal) =>
      api.get<TransactionSummary>('api/transaction/summary', new URLSearchParams({ 'terminalId.in': String(terminal.id), 'reconciliationId.nullable': 'true', 'status.in': 'success' }));

    const newest = async (terminal: Terminal) =>
      (await api.reconciliations('list', new URLSearchParams({ 'terminalId.in': String(terminal.id), limit: '1' })))[0] as Reconciliation;

    test('closing a day with open operations creates a reconciliation with their sum and shows success; the list refreshes', async ({ page }) => {
      // The terminal with the most open operations. Right after Moscow midnight the sandbox has none
      // yet (yesterday is reconciled, today has not started): the day then closes empty (sum 0).
      let terminal: Terminal | undefined;
      let open: TransactionSummary | undefined;
      for (const candidate of terminals) {
        const summary = await openSummary(candidate);
        if (!open || summary.countTransaction > open.countTransaction) {
          terminal = candidate;
          open = summary;
        }
      }
      expect(terminal).toBeDefined();
      if (open!.countTransaction === 0) test.info().annotations.push({ type: 'note', description: 'no open operations at this hour: closed an empty day' });
      await openPage(page);
      const before = Number((await page.getByTestId('reconciliation-count').innerText()).replace(/\D/g, ''));
      await closeDayFromPage(page, terminal!);
      await expect(page.getByRole('status').filter({ hasText: `Операционный день терминала ${terminal!.externalId} закрыт` })).toBeVisible();

      const created = await newest(terminal!);
      expect(created.status).toBe(0);
      expect(created.initiator).toBe('ADMIN');
      expect(created.count).toBe(open!.countTransaction);
      expect(created.sumAmount).toBe(open!.sumAmount);
      expect((await openSummary(terminal!)).countTransaction).toBe(0);

      await expectCount(page, before + 1);
      const row = page.locator(`[data-reconciliation-id="${created.id}"]:visible`);
      await expect(row).toContainText(terminal!.externalId);
      await expect(row).toContainText('Администратор');
      await expect(row).toContainText('Успешна');
      if (created.count > 0) await expect(row.getByRole('link', { name: `Операции сверки ${created.id}` })).toHaveText(`Операции (${created.count})`);
      else await expect(row).toContainText('Нет операций');
    });

    test('011 shows the description with the host code and its description, and records a failed reconciliation', async ({ page }) => {
      const terminal = terminals[1]!;
      await setCloseDayAnswer(terminal.id, { code: '011', description: 'Сверка не прошла на хосте', hostCode: '91', hostDescription: 'Эмитент или коммутатор недоступен' });
      await openPage(page);
      await closeDayFromPage(page, terminal);
      await expect(page.getByRole('alert').filter({ hasText: 'Сверка не прошла на хосте. Код хоста: 91 — Эмитент или коммутатор недоступен' })).toBeVisible();
      const created = await newest(terminal);
      expect(created.status).toBe(2);
      expect(created.hostResponseCode).toBe('91');
      await expect(page.locator(`[data-reconciliation-id="${created.id}"]:visible`)).toContainText('Неуспешна');
    });

    test('in English, the host\'s own close-day text is English (issue 21)', async ({ page }) => {
      const terminal = terminals[3] ?? terminals[1]!;
      // no host description of its own: the host answers its default one, in the reader's language
      await setCloseDayAnswer(terminal.id, { code: '011', description: 'Reconciliation failed at the host', hostCode: '96' });
      await signIn(page, alias, DEMO_USERS.merchant);
      await page.context().addCookies([{ name: 'language', value: 'en', domain: new URL(page.url()).hostname, path: '/' }]);
      await page.goto(tenantPath(alias, 'reconciliation'));
      await expect(page.getByRole('heading', { name: 'Closing the operation day' })).toBeVisible();
      await page.getByLabel('Terminal', { exact: true }).selectOption(String(terminal.id));
      await page.getByRole('button', { name: `Close day of terminal ${terminal.externalId}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Close day' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Reconciliation failed at the host. Host code: 96' });
      await expect(alert).toContainText('System error');
      await expect(alert).not.toContainText(/[А-Яа-яЁё]/);
    });

    test('another code shows its description and changes nothing; a failed call shows an error', async ({ page }) => {
      const terminal = terminals[2]!;
      const before = await newest(terminal);
      await setCloseDayAnswer(terminal.id, { code: '05', description: 'Закрытие дня невозможно: терминал занят' });
      await openPage(page);
      await closeDayFromPage(page, terminal);
      await expect(page.getByRole('alert').filter({ hasText: 'Закрытие дня невозможно: терминал занят' })).toBeVisible();
      expect((await newest(terminal)).id).toBe(before.id);

      await control.addFault({ path: 'api/terminal/close-day/', status: 500, times: 1 });
      await closeDayFromPage(page, terminal);
      await expect(page.getByRole('alert').last()).toBeVisible();
      expect((await newest(terminal)).id).toBe(before.id);
    });

    test('a failing codes list shows its message; the filter still works with typed codes', async ({ page }) => {
      await control.addFault({ path: 'api/reconciliation/host-response-codes', status: 500 });
      await signIn(page, alias, DEMO_USERS.merchant);
      await page.goto(tenantPath(alias, 'reconciliation'));
      await expect(page.getByRole('alert').filter({ hasText: 'Невозможно получить список кодов ответов' })).toBeVisible();
      await page.getByRole('button', { name: 'Показать фильтры' }).click();
      await page.getByLabel('Коды ответа (через запятую)').fill('96');
      await page.getByRole('button', { name: 'Применить' }).click();
      await expect(page).toHaveURL(/hostResponseCode=96/);
      const from = new URL(page.url()).searchParams;
      expect(from.get('hostResponseCode')).toBe('96');
      const rows = page.locator('[data-reconciliation-id]:visible');
      await expect(page.getByLabel('Загрузка сверок…')).toHaveCount(0);
      await expect
        .poll(async () => {
          const texts = await rows.allInnerTexts();
          return texts.length > 0 && texts.every((text) => /\t96\t/.test(text));
        }, { timeout: 30_000 })
        .toBe(true);
    });
  });
}
