/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import '../ui/dom-stubs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfirmDialog } from '@/components/organisation/confirm-dialog';
import type { UserListItem } from '@/lib/acquiring/contract/organisation';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';
import { orgUser, renderOperators } from './operators';
import { openRowMenu } from './row-menu';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
jest.mock('next-intl/server', () => jest.requireActual('@/__tests__/components/server-intl').serverIntl);

jest.setTimeout(20_000);

const user = (over: Partial<UserListItem>): UserListItem => orgUser({ pinPwd: '1', ...over });

test('the add form opens on demand as a named dialog, checks its fields and closes with Cancel', async () => {
  await renderOperators({ user });
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Добавить оператора' }));
  const dialog = await screen.findByRole('dialog', { name: 'Новый оператор' });
  expect(dialog).toHaveAttribute('data-testid', 'operator-dialog');
  expect(within(dialog).getByLabelText(/^ФИО/)).toBeRequired();
  expect(within(dialog).getByRole('combobox', { name: 'Торговая точка' })).toHaveValue('4');
  expect(within(dialog).getByText('Оставьте пустым, если пароль не нужен')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(await within(dialog).findAllByText('Поле обязательно для заполнения')).not.toHaveLength(0);
  expect(within(dialog).getByLabelText(/^ФИО/)).toHaveAttribute('aria-invalid', 'true');
  expect(within(dialog).getByLabelText(/^ФИО/)).toHaveAccessibleDescription('Поле обязательно для заполнения');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the row menu offers the actions; "Изменить" opens the filled form, "Удалить" the question', async () => {
  await renderOperators({ user });
  const menu = await openRowMenu('Действия с оператором Петрова Анна');
  expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Изменить', 'Разблокировать', 'Сбросить пароль', 'Удалить']);
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Изменить' }));
  const edit = await screen.findByRole('dialog', { name: 'Изменение оператора' });
  expect(within(edit).getByLabelText(/^ФИО/)).toHaveValue('Петрова Анна');
  expect(within(edit).getByLabelText(/^PIN-код/)).toHaveAttribute('placeholder', '****');
  expect(within(edit).getByRole('button', { name: 'Отвязать ридеры' })).toBeInTheDocument();
  fireEvent.click(within(edit).getByRole('button', { name: 'Отменить' }));
  await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Действия с оператором Петрова Анна'));

  fireEvent.click(within(await openRowMenu('Действия с оператором Иванов Иван')).getByRole('menuitem', { name: 'Удалить' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Удалить оператора?' });
  expect(confirm).toHaveTextContent('Иванов Иван');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Отменить' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('a busy question cannot be dismissed', async () => {
  const onClose = jest.fn();
  renderWithProviders(<ConfirmDialog title="Удалить?" text="Точно?" confirmLabel="Удалить" danger busy onConfirm={jest.fn()} onClose={onClose} />);
  const dialog = screen.getByRole('alertdialog', { name: 'Удалить?' });
  await act(async () => {
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
  expect(onClose).not.toHaveBeenCalled();
  expect(within(dialog).getByRole('button', { name: 'Отменить' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Удалить' })).toHaveAttribute('aria-busy', 'true');
});

describe("an operator's password reset says how the operator gets the new password (issue 21)", () => {
  const fetchMock = mockFetchEachTest();

  test('the question and the success alert name the e-mail the new password goes to', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: orgUser({ id: 1 }) }));
    await renderOperators({ user });
    fireEvent.click(within(await openRowMenu('Действия с оператором Иванов Иван')).getByRole('menuitem', { name: 'Сбросить пароль' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Сбросить пароль?' });
    expect(confirm).toHaveTextContent('Новый пароль для входа придёт оператору Иванов Иван на i@x.ru; при первом входе его нужно будет сменить.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Сбросить пароль' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Пароль оператора Иванов Иван сброшен: новый пароль отправлен на i@x.ru.');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({ id: 1, resetPassword: true });
  });
});
