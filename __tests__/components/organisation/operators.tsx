import { AppProvider } from '@/components/layout/app-provider';
import { OperatorsSection } from '@/components/organisation/operators-section';
import type { UserListItem } from '@/lib/acquiring/contract/organisation';
import type { Role } from '@/lib/acquiring/contract/session';
import { operatorActions, operatorColumns } from '@/lib/organisation/operator-actions';
import { organisationSettings } from '@/lib/organisation/settings';
import { renderWithProviders } from '../render';

/** A user of the organisation's lists; `over` sets what a test is about. */
export const orgUser = (over: Partial<UserListItem>): UserListItem => ({
  id: 1, fullName: 'Иванов Иван', loginEmail: 'i@x.ru', loginPhone: '+79990000000', status: 0, holdingId: null, companyId: null, merchantId: 4,
  merchantName: 'Кафе «Ромашка»', companyName: null, holdingTitle: null, canMobile: 1, canLkm: 0, pinPwd: '', autoregistrationTerminalId: null,
  autoregistrationExternalTid: null, mandatoryFiscal: false, lastUsedTerminalId: 7, lastUsedTerminalExternalId: 'T0000007', reversalPwd: '',
  refundPwd: '', apiSecret: '', ...over,
});

/**
 * The operators section of one outlet with two operators made by `user` (the second blocked automatically),
 * under the settings `values` (name → value) and the roles.
 * The section is a server component: it is awaited, and what it returns rendered.
 */
export async function renderOperators({
  user,
  values = {},
  roles = ['merchant'],
}: {
  user: (over: Partial<UserListItem>) => UserListItem;
  values?: Record<string, string>;
  roles?: readonly Role[];
}) {
  const settings = organisationSettings(Object.entries(values).map(([name, value]) => ({ name, value })));
  const section = await OperatorsSection({
    operators: [user({ id: 1 }), user({ id: 2, fullName: 'Петрова Анна', status: 6 })],
    outlets: [{ id: 4, name: 'Кафе «Ромашка»' }],
    terminals: [{ id: 9, status: 0, name: null, merchantId: 4, merchantName: 'Кафе «Ромашка»', externalId: 'T0000009', attached: true, forSoftPos: false }],
    settings,
    actions: operatorActions(roles, settings),
    columns: operatorColumns(settings),
  });
  return renderWithProviders(<AppProvider alias={null}>{section}</AppProvider>);
}
