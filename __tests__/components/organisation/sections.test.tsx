/** @jest-environment jsdom */
import '../ui/dom-stubs';
import { screen } from '@testing-library/react';
import { AdminsSection } from '@/components/organisation/admins-section';
import { TerminalsSection } from '@/components/organisation/terminals-section';
import { OrganisationDetails } from '@/components/organisation/organisation-details';
import { AppProvider } from '@/components/layout/app-provider';
import type { Terminal, UserListItem } from '@/lib/acquiring/contract/organisation';
import { renderWithProviders } from '../render';
import { orgUser, renderOperators } from './operators';

jest.setTimeout(20_000);

// jsdom applies no media queries: the md+ table is display:none there, the phone cards show — both carry the rows.

const user = (over: Partial<UserListItem>): UserListItem => orgUser({ autoregistrationExternalTid: 'T0000042', ...over });

test('operators: columns, statuses (6 shows as blocked), add and action buttons by setting and role', () => {
  renderOperators({ user });
  const table = screen.getByRole('table', { name: 'Операторы', hidden: true });
  expect(table).toHaveTextContent('T0000007');
  expect(table).not.toHaveTextContent('TID для авторегистрации');
  expect(table).toHaveTextContent('Заблокирован автоматически');
  expect(screen.getByRole('button', { name: 'Добавить оператора' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Действия с оператором Петрова Анна' }).length).toBeGreaterThan(0);
});

test('an operator whose TID the API sends only as an id shows the terminal’s external id', () => {
  renderOperators({ user: (over) => user({ ...over, lastUsedTerminalExternalId: null, lastUsedTerminalId: 9 }) });
  expect(screen.getByRole('table', { name: 'Операторы', hidden: true })).toHaveTextContent('T0000009');
});

test('allowAdd off hides the add button; the autoregistration column follows its setting; operators get no actions', () => {
  renderOperators({ user, values: { 'operators.allowAdd': 'false', 'autoregistration.terminalId': 'true' } });
  expect(screen.queryByRole('button', { name: 'Добавить оператора' })).toBeNull();
  expect(screen.getByRole('table', { name: 'Операторы', hidden: true })).toHaveTextContent('T0000042');
});

test('the operator role sees no operator actions', () => {
  renderOperators({ user, roles: ['operator'] });
  expect(screen.queryByRole('button', { name: /Действия с оператором/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Добавить оператора' })).toBeNull();
});

test('administrators: the access-level text of spec §3', () => {
  renderWithProviders(
    <AdminsSection
      admins={[user({ id: 3, fullName: 'Админ Холдинга', holdingId: 1, holdingTitle: 'Альфа', merchantId: null, merchantName: null, canLkm: 1 }), user({ id: 4, fullName: 'Админ Точки', canLkm: 1 })]}
      known={{}}
    />,
  );
  const table = screen.getByRole('table', { name: 'Администраторы', hidden: true });
  expect(table).toHaveTextContent('Администратор холдинга: Альфа');
  expect(table).toHaveTextContent('Администратор торговой точки: Кафе «Ромашка»');
});

describe('terminals: the action column (spec §6 "merchant only") is there only when it can hold an action', () => {
  const terminal: Terminal = { id: 7, status: 0, name: 'Касса 1', merchantId: 1, merchantName: 'Салон', externalId: 'T0000007', attached: true, forSoftPos: false };
  const header = () => screen.queryByRole('columnheader', { name: 'Действия', hidden: true });

  test('a merchant with the close-day setting on: the column and the terminal’s close-day button', async () => {
    renderWithProviders(
      <AppProvider alias={null}>
        <TerminalsSection terminals={[terminal]} roles={['merchant']} closeDaySetting="true" />
      </AppProvider>,
    );
    expect(header()).not.toBeNull();
    expect((await screen.findAllByRole('button', { name: 'Закрыть день терминала T0000007', hidden: true })).length).toBeGreaterThan(0);
  });

  test('close day off, or not a merchant: no empty column', () => {
    const { unmount } = renderWithProviders(<TerminalsSection terminals={[terminal]} roles={['merchant']} closeDaySetting="false" />);
    expect(header()).toBeNull();
    unmount();
    renderWithProviders(<TerminalsSection terminals={[terminal]} roles={['holding']} closeDaySetting="true" />);
    expect(header()).toBeNull();
  });
});

test('a holding shows its id and its title (spec §3 "Company details by kind: holding (id, title)"; issue 21)', () => {
  renderWithProviders(
    <AppProvider alias={null}>
      <OrganisationDetails organisation={{ kind: 'holding', holding: { id: 42, title: 'Альфа', companyList: [], merchantList: [] } }} />
    </AppProvider>,
  );
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Холдинг: Альфа');
  const id = screen.getByTestId('holding-id');
  expect(id).toHaveTextContent(/^42$/);
  expect(id.previousElementSibling).toHaveTextContent('ID');
});
