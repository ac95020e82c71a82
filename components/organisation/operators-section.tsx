import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Terminal, UserListItem } from '@/lib/acquiring/contract/organisation';
import type { OperatorActions, OperatorColumn } from '@/lib/organisation/operator-actions';
import type { OrganisationSettings } from '@/lib/organisation/settings';
import { userFilterKey } from '@/lib/organisation/user-lists';
import { operatorTerminalTid, terminalExternalIds } from '@/lib/organisation/terminals';
import { AddOperatorButton, OperatorControls, OperatorRowActions } from './operator-controls';
import type { Outlet } from '@/lib/organisation/operator-form';
import { ServerList, type ListColumn } from './server-list';
import { Section } from './section';
import { StatusBadge } from './status-badge';

interface OperatorsSectionProps {
  operators: UserListItem[];
  outlets: Outlet[];
  /** The organisation's terminals: an operator's TID is looked up here when the API sends only the id. */
  terminals: readonly Terminal[];
  settings: OrganisationSettings;
  actions: OperatorActions;
  columns: OperatorColumn[];
}

const NOWRAP: ReadonlySet<OperatorColumn> = new Set(['tid', 'id', 'autoregistrationTid', 'loginPhone']);

/**
 * Spec §3 Operator: the columns, the name filter and the actions its settings allow (spec §4, §6, §8). The list is
 * rendered on the server; the add button and each row's menu are client components (operator-controls.tsx).
 */
export async function OperatorsSection({ operators, outlets, terminals, settings, actions, columns }: OperatorsSectionProps) {
  const t = await getTranslations('Organisation');
  const externalIds = terminalExternalIds(terminals);
  const hasActions = actions.edit || actions.delete || actions.block || actions.resetPassword;

  const headers: Record<OperatorColumn, string> = {
    fullName: t('fullName'),
    loginEmail: t('email'),
    loginPhone: t('loginPhone'),
    tid: t('tid'),
    id: t('id'),
    autoregistrationTid: t('autoregistrationTid'),
    status: t('status'),
  };
  const cells: Record<OperatorColumn, (row: UserListItem) => ReactNode> = {
    fullName: (row) => row.fullName,
    loginEmail: (row) => row.loginEmail,
    loginPhone: (row) => row.loginPhone,
    tid: (row) => operatorTerminalTid(row.lastUsedTerminalExternalId, row.lastUsedTerminalId, externalIds),
    id: (row) => row.id,
    autoregistrationTid: (row) => operatorTerminalTid(row.autoregistrationExternalTid, row.autoregistrationTerminalId, externalIds),
    status: (row) => <StatusBadge status={row.status} text={t(`operatorStatus${row.status}`)} />,
  };
  const list: ListColumn<UserListItem>[] = columns.map((column) => ({ key: column, header: headers[column], render: cells[column], nowrap: NOWRAP.has(column) }));
  if (hasActions) list.push({ key: 'actions', header: t('actions'), render: (row) => <OperatorRowActions operator={row} /> });

  return (
    <OperatorControls outlets={outlets} settings={settings} actions={actions}>
      <Section id="operators-heading" title={t('operators')} actions={actions.add ? <AddOperatorButton /> : undefined}>
        <ServerList
          label={t('operators')}
          columns={list}
          rows={operators}
          rowKey={(row) => row.id}
          cardTitle={(row) => row.fullName}
          empty={t('noOperators')}
          testId="operators"
          filter={{ id: 'operator-filter', label: t('nameFilter'), nothingFound: t('nothingFound'), key: userFilterKey }}
        />
      </Section>
    </OperatorControls>
  );
}
