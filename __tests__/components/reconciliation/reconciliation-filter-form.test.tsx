/** @jest-environment jsdom */
import '../ui/dom-stubs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReconciliationFilterForm } from '@/components/reconciliation/reconciliation-filter-form';
import type { ReconciliationFilter } from '@/lib/domain/reconciliation-filter-query';
import type { Terminal } from '@/lib/acquiring/contract/organisation';
import { reconciliationDefaults } from '@/lib/reconciliation/filter';
import { renderWithProviders } from '../render';

const terminal = (id: number, externalId: string, merchantId: number, merchantName: string): Terminal => ({
  id,
  status: 0,
  name: null,
  merchantId,
  merchantName,
  externalId,
  attached: true,
  forSoftPos: false,
});

// Date pickers and five checkbox groups: the first render is slow on a cold jsdom.
jest.setTimeout(20_000);

describe('ReconciliationFilterForm (spec §3 filter)', () => {
  const defaults = reconciliationDefaults(new Date('2026-03-10T12:00:00.000Z'));
  const terminals = [terminal(4, 'T0004', 2, 'Кафе «Ромашка»'), terminal(5, 'T0005', 3, 'Аптека')];

  function renderForm(hostResponseCodes: { code: string; description: string }[] | null = [{ code: '96', description: 'Системная ошибка' }]) {
    const onApply = jest.fn<void, [ReconciliationFilter]>();
    const onClose = jest.fn<void, []>();
    renderWithProviders(
      <ReconciliationFilterForm id="filter" filter={defaults} defaults={defaults} terminals={terminals} hostResponseCodes={hostResponseCodes} onApply={onApply} onClose={onClose} />,
      { timeZone: 'Europe/Moscow' },
    );
    return { onApply, onClose, form: screen.getByRole('form', { name: 'Фильтр сверок' }) };
  }

  // Issue 34 §3: Escape in a filter panel closes it.
  it('asks to be closed on Escape in one of its fields, not on other keys', () => {
    const { onClose, form } = renderForm();
    const name = within(form).getByRole('textbox', { name: 'ФИО инициатора' });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('groups the options under their legends and applies the checked ones', async () => {
    const { onApply, form } = renderForm();
    const terminalsGroup = within(form).getByRole('group', { name: /Терминалы/ });
    fireEvent.click(within(terminalsGroup).getByRole('checkbox', { name: /T0004/ }));
    await waitFor(() => expect(terminalsGroup).toHaveAccessibleName('Терминалы (выбрано: 1)'));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Успешна' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: /96/ }));
    // Chakra's checkboxes report a change after the click's own task
    await act(async () => {});
    fireEvent.click(within(form).getByRole('button', { name: 'Применить' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    const applied = onApply.mock.calls[0]![0];
    expect(applied.terminalIds).toEqual([4]);
    expect(applied.statusesReconciliation).toEqual(['successful']);
    expect(applied.hostResponseCodes).toEqual(['96']);
  });

  it('filters the terminal options by the search field', () => {
    const { form } = renderForm();
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Поиск терминала' }), { target: { value: '0005' } });
    const group = within(form).getByRole('group', { name: /Терминалы/ });
    expect(within(group).queryByRole('checkbox', { name: /T0004/ })).not.toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: /T0005/ })).toBeInTheDocument();
  });

  it('marks a wrong number and does not apply', () => {
    const { onApply, form } = renderForm();
    const field = within(form).getByLabelText('Операционный день');
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Применить' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Введите целое положительное число');
  });

  it('offers a typed codes field when the codes list failed, and the archive clears the dates', async () => {
    const { onApply, form } = renderForm(null);
    expect(within(form).queryByRole('group', { name: /Коды ответа/ })).not.toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Коды ответа (через запятую)'), { target: { value: '96' } });
    const archive = within(form).getByRole('checkbox', { name: 'Искать в архиве (старше 60 дней)' });
    fireEvent.click(archive);
    expect(archive).toBeChecked();
    await waitFor(() => expect(within(form).getByLabelText('Дата с')).toHaveValue(''));
    fireEvent.click(within(form).getByRole('button', { name: 'Применить' }));
    expect(onApply.mock.calls[0]![0].hostResponseCodes).toEqual(['96']);
    expect(onApply.mock.calls[0]![0].archive).toBe(true);
  });
});
