'use client';

import { useCallback, useMemo, useState } from 'react';
import type { UserListItem } from '@/lib/acquiring/contract/organisation';
import type { Role } from '@/lib/acquiring/contract/session';
import type { OrganisationPageData } from '@/lib/organisation/load';
import { operatorActions, operatorColumns } from '@/lib/organisation/operator-actions';
import { withStatus } from '@/lib/organisation/user-lists';
import { AdminsSection } from './admins-section';
import { OrganisationDetails } from './organisation-details';
import { OperatorsSection, type Outlet } from './operators-section';
import { TerminalsSection } from './terminals-section';
import { useInitialFailures } from '@/components/layout/use-failure-alert';

/** The outlets new operators can be attached to: those of the organisation the page read. */
function outletsOf(data: OrganisationPageData): Outlet[] {
  const { organisation } = data;
  if (organisation.kind === 'holding') return organisation.holding.merchantList.map(({ id, name }) => ({ id, name }));
  if (organisation.kind === 'company') return organisation.company.merchantList.map(({ id, name }) => ({ id, name }));
  if (organisation.kind === 'merchant') return [{ id: organisation.merchant.id, name: organisation.merchant.name }];
  return [];
}

/** The interactive part of the organisation page; the server page loads its first data. */
export function OrganisationClient({ data, roles }: { data: OrganisationPageData; roles: Role[] }) {
  useInitialFailures(data.failures);
  const { settings } = data;
  const [operators, setOperators] = useState(data.operators);
  const [admins, setAdmins] = useState(data.admins);
  const outlets = useMemo(() => outletsOf(data), [data]);
  const known = useMemo(
    () => ({
      holding: data.organisation.kind === 'holding' ? data.organisation.holding : null,
      company: data.organisation.kind === 'company' ? data.organisation.company : null,
    }),
    [data.organisation],
  );

  // Spec §4: a status change shows in both the operator list and the admin list.
  const onStatus = useCallback((id: number, status: UserListItem['status']) => {
    setOperators((list) => withStatus(list, id, status));
    setAdmins((list) => withStatus(list, id, status));
  }, []);
  const onSaved = useCallback((operator: UserListItem) => {
    setOperators((list) => (list.some((item) => item.id === operator.id) ? list.map((item) => (item.id === operator.id ? operator : item)) : [...list, operator]));
    setAdmins((list) => list.map((item) => (item.id === operator.id ? operator : item)));
  }, []);
  const onDeleted = useCallback((id: number) => {
    setOperators((list) => list.filter((item) => item.id !== id));
    setAdmins((list) => list.filter((item) => item.id !== id));
  }, []);

  return (
    <>
      <OrganisationDetails organisation={data.organisation} />
      <TerminalsSection terminals={data.terminals} roles={roles} closeDaySetting={settings.terminalCloseDay} outletColumn={data.organisation.kind === 'holding'} />
      <OperatorsSection
        operators={operators}
        outlets={outlets}
        terminals={data.terminals}
        settings={settings}
        actions={operatorActions(roles, settings)}
        columns={operatorColumns(settings)}
        onSaved={onSaved}
        onDeleted={onDeleted}
        onStatus={onStatus}
      />
      <AdminsSection admins={admins} known={known} />
    </>
  );
}
