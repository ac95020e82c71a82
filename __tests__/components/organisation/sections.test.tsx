/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { AdminsSection } from '@/components/organisation/admins-section';
import { OperatorsSection } from '@/components/organisation/operators-section';
import type { UserListItem } from '@/lib/acquiring/contract';
import { operatorActions, operatorColumns } from '@/lib/organisation/operator-actions';
import { organisationSettings } from '@/lib/organisation/settings';
import { renderWithProviders } from '../render';

jest.setTimeout(20_000);

// jsdom applies no media queries: the md+ table is display:none there, the phone cards show — both carry the rows.

const user = (over: Partial<UserListItem>): UserListItem => ({
  id: 1, fullName: 'Иванов Иван', loginEmail: 'i@x.ru', loginPhone: '+79990000000', status: 0, holdingId: null, companyId: null, merchantId: 4,
  merchantName: 'Кафе «Ромашка»', companyName: null, holdingTitle: null, canMobile: 1, canLkm: 0, pinPwd: '', autoregistrationTerminalId: null,
  autoregistrationExternalTid: 'T0000042', mandatoryFiscal: false, lastUsedTerminalId: 7, lastUsedTerminalExternalId: 'T0000007', reversalPwd: '',
  refundPwd: '', apiSecret: '', ...over,
});

function renderOperators(values: Record<string, string>, roles: ('merchant' | 'operator')[] = ['merchant']) {
  const settings = organisationSettings(Object.entries(values).map(([name, value]) => ({ name, value })));
  renderWithProviders(
    <AppProvider alias={null}>
      <OperatorsSection
        operators={[user({ id: 1 }), user({ id: 2, fullName: 'Петрова Анна', status: 6 })]}
        outlets={[{ id: 4, name: 'Кафе «Ромашка»' }]}
        settings={settings}
        actions={operatorActions(roles, settings)}
        columns={operatorColumns(settings)}
        onSaved={jest.fn()}
        onDeleted={jest.fn()}
        onStatus={jest.fn()}
      />
    </AppProvider>,
  );
}

test('operators: columns, statuses (6 shows as blocked), add and action buttons by setting and role', () => {
  renderOperators({});
  const table = screen.getByRole('table', { name: 'Операторы', hidden: true });
  expect(table).toHaveTextContent('T0000007');
  expect(table).not.toHaveTextContent('TID для авторегистрации');
  expect(table).toHaveTextContent('Заблокирован автоматически');
  expect(screen.getByRole('button', { name: 'Добавить оператора' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Действия с оператором Петрова Анна' }).length).toBeGreaterThan(0);
});

test('allowAdd off hides the add button; the autoregistration column follows its setting; operators get no actions', () => {
  renderOperators({ 'operators.allowAdd': 'false', 'autoregistration.terminalId': 'true' });
  expect(screen.queryByRole('button', { name: 'Добавить оператора' })).toBeNull();
  expect(screen.getByRole('table', { name: 'Операторы', hidden: true })).toHaveTextContent('T0000042');
});

test('the operator role sees no operator actions', () => {
  renderOperators({}, ['operator']);
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
