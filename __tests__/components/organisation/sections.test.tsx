/** @jest-environment jsdom */
import '../ui/dom-stubs';
import { fireEvent, screen, within } from '@testing-library/react';
import { AdminsSection } from '@/components/organisation/admins-section';
import { TerminalsSection } from '@/components/organisation/terminals-section';
import { OrganisationDetails } from '@/components/organisation/organisation-details';
import { AppProvider } from '@/components/layout/app-provider';
import type { Terminal, UserListItem } from '@/lib/acquiring/contract/organisation';
import { renderWithProviders } from '../render';
import { orgUser, renderOperators } from './operators';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
jest.mock('next-intl/server', () => jest.requireActual('@/__tests__/components/server-intl').serverIntl);

jest.setTimeout(20_000);

// jsdom applies no media queries: the md+ table is display:none there, the phone cards show — both carry the rows.

const user = (over: Partial<UserListItem>): UserListItem => orgUser({ autoregistrationExternalTid: 'T0000042', ...over });

test('operators: columns, statuses (6 shows as blocked), add and action buttons by setting and role', async () => {
  await renderOperators({ user });
  const table = screen.getByRole('table', { name: 'Операторы', hidden: true });
  expect(table).toHaveTextContent('T0000007');
  expect(table).not.toHaveTextContent('TID для авторегистрации');
  expect(table).toHaveTextContent('Заблокирован автоматически');
  expect(screen.getByRole('button', { name: 'Добавить оператора' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Действия с оператором Петрова Анна' }).length).toBeGreaterThan(0);
});

test('an operator whose TID the API sends only as an id shows the terminal’s external id', async () => {
  await renderOperators({ user: (over) => user({ ...over, lastUsedTerminalExternalId: null, lastUsedTerminalId: 9 }) });
  expect(screen.getByRole('table', { name: 'Операторы', hidden: true })).toHaveTextContent('T0000009');
});

test('allowAdd off hides the add button; the autoregistration column follows its setting; operators get no actions', async () => {
  await renderOperators({ user, values: { 'operators.allowAdd': 'false', 'autoregistration.terminalId': 'true' } });
  expect(screen.queryByRole('button', { name: 'Добавить оператора' })).toBeNull();
  expect(screen.getByRole('table', { name: 'Операторы', hidden: true })).toHaveTextContent('T0000042');
});

test('the operator role sees no operator actions', async () => {
  await renderOperators({ user, roles: ['operator'] });
  expect(screen.queryByRole('button', { name: /Действия с оператором/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Добавить оператора' })).toBeNull();
});

test('administrators: the access-level text of spec §3', async () => {
  renderWithProviders(
    await AdminsSection({
      admins: [user({ id: 3, fullName: 'Админ Холдинга', holdingId: 1, holdingTitle: 'Альфа', merchantId: null, merchantName: null, canLkm: 1 }), user({ id: 4, fullName: 'Админ Точки', canLkm: 1 })],
      known: {},
    }),
  );
  const table = screen.getByRole('table', { name: 'Администраторы', hidden: true });
  expect(table).toHaveTextContent('Администратор холдинга: Альфа');
  expect(table).toHaveTextContent('Администратор торговой точки: Кафе «Ромашка»');
});

describe('terminals: the action column (spec §6 "merchant only") is there only when it can hold an action', () => {
  const terminal: Terminal = { id: 7, status: 0, name: 'Касса 1', merchantId: 1, merchantName: 'Салон', externalId: 'T0000007', attached: true, forSoftPos: false };
  const header = () => screen.queryByRole('columnheader', { name: 'Действия', hidden: true });

  test('a merchant with the close-day setting on: the column and the terminal’s close-day button', async () => {
    renderWithProviders(<AppProvider alias={null}>{await TerminalsSection({ terminals: [terminal], roles: ['merchant'], closeDaySetting: 'true' })}</AppProvider>);
    expect(header()).not.toBeNull();
    expect((await screen.findAllByRole('button', { name: 'Закрыть день терминала T0000007', hidden: true })).length).toBeGreaterThan(0);
  });

  test('close day off, or not a merchant: no empty column', async () => {
    const { unmount } = renderWithProviders(await TerminalsSection({ terminals: [terminal], roles: ['merchant'], closeDaySetting: 'false' }));
    expect(header()).toBeNull();
    unmount();
    renderWithProviders(await TerminalsSection({ terminals: [terminal], roles: ['holding'], closeDaySetting: 'true' }));
    expect(header()).toBeNull();
  });
});

test('a holding shows its id and its title (spec §3 "Company details by kind: holding (id, title)"; issue 21)', async () => {
  renderWithProviders(
    await OrganisationDetails({ organisation: { kind: 'holding', holding: { id: 42, title: 'Альфа', companyList: [], merchantList: [] } }, organisationPath: '/organisation' }),
  );
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Холдинг: Альфа');
  const id = screen.getByTestId('holding-id');
  expect(id).toHaveTextContent(/^42$/);
  expect(id.previousElementSibling).toHaveTextContent('ID');
});

describe('the name filters narrow the rows the server rendered, in the browser (spec §4)', () => {
  const terminals: Terminal[] = [
    { id: 1, status: 0, name: 'Касса 1', merchantId: 1, merchantName: 'Салон', externalId: 'T0000001', attached: true, forSoftPos: false },
    { id: 2, status: 3, name: 'Старая касса', merchantId: 1, merchantName: 'Салон', externalId: 'T0000002', attached: false, forSoftPos: false },
  ];
  const rows = (name: string) => screen.getByRole('table', { name, hidden: true }).querySelectorAll('tbody tr');

  test('terminals: a deleted one only turns up in a search; a search finding nothing says so', async () => {
    renderWithProviders(await TerminalsSection({ terminals, roles: ['merchant'], closeDaySetting: 'false' }));
    expect([...rows('Терминалы')].map((row) => row.getAttribute('data-row-id'))).toEqual(['1']);
    fireEvent.change(screen.getByLabelText('Поиск по названию или Terminal ID'), { target: { value: 't0000002' } });
    expect([...rows('Терминалы')].map((row) => row.getAttribute('data-row-id'))).toEqual(['2']);
    fireEvent.change(screen.getByLabelText('Поиск по названию или Terminal ID'), { target: { value: 'нет такого' } });
    expect(screen.getByTestId('terminals-empty')).toHaveTextContent('Ничего не найдено');
  });

  test('operators: by the full name, in the table and the cards alike', async () => {
    await renderOperators({ user });
    fireEvent.change(screen.getByLabelText('Фильтр по имени'), { target: { value: 'петр' } });
    expect([...rows('Операторы')].map((row) => row.getAttribute('data-row-id'))).toEqual(['2']);
    expect(within(screen.getByTestId('operators-cards')).getAllByRole('listitem')).toHaveLength(1);
  });
});
