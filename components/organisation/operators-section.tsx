'use client';

import { useMemo, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { Button } from '@chakra-ui/react';
import { Badge } from '@/components/ui/badge';
import type { Terminal, UserListItem, UserSaveRequest } from '@/lib/acquiring/contract/organisation';
import { ApiError } from '@/lib/client/api-failure';
import { isOperatorBlocked } from '@/lib/domain/operator-status';
import { isForeignOperatorRefusal, passwordContact, type OperatorActions, type OperatorColumn } from '@/lib/organisation/operator-actions';
import type { OrganisationSettings } from '@/lib/organisation/settings';
import { filterByName, nextOperatorStatus } from '@/lib/organisation/user-lists';
import { operatorTerminalTid, terminalExternalIds } from '@/lib/organisation/terminals';
import { NameFilter } from './name-filter';
import { ResponsiveList, type ListColumn } from './responsive-list';
import { RowActionsMenu } from './row-actions-menu';
import { Section } from './section';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import { endpointCall } from '@/lib/acquiring/endpoint';

// The dialogs are not part of the first load: they come when first opened.
const OperatorDialog = dynamic(() => import('./operator-dialog').then((module) => module.OperatorDialog), { ssr: false });
const ConfirmDialog = dynamic(() => import('./confirm-dialog').then((module) => module.ConfirmDialog), { ssr: false });

export interface Outlet {
  id: number;
  name: string;
}

interface OperatorsSectionProps {
  operators: UserListItem[];
  outlets: Outlet[];
  /** The organisation's terminals: an operator's TID is looked up here when the API sends only the id. */
  terminals: readonly Terminal[];
  settings: OrganisationSettings;
  actions: OperatorActions;
  columns: OperatorColumn[];
  onSaved: (operator: UserListItem) => void;
  onDeleted: (id: number) => void;
  onStatus: (id: number, status: UserListItem['status']) => void;
}

type Pending = { kind: 'add' } | { kind: 'edit'; operator: UserListItem } | { kind: 'delete'; operator: UserListItem } | { kind: 'reset'; operator: UserListItem };

export function StatusBadge({ status }: { status: UserListItem['status'] }) {
  const t = useTranslations('Organisation');
  return (
    <Badge colorPalette={isOperatorBlocked(status) ? 'error' : status === 0 ? 'success' : 'gray'} data-status={status}>
      {t(`operatorStatus${status}`)}
    </Badge>
  );
}

/** Spec §3 Operator: the columns, the name filter and the actions its settings allow (spec §4, §6, §8). */
export function OperatorsSection({ operators, outlets, terminals, settings, actions, columns, onSaved, onDeleted, onStatus }: OperatorsSectionProps) {
  const t = useTranslations('Organisation');
  const { api, alerts } = useApp();
  const alertFailure = useFailureAlert();
  const [filter, setFilter] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = useMemo(() => filterByName(operators, filter), [operators, filter]);
  const externalIds = useMemo(() => terminalExternalIds(terminals), [terminals]);
  const hasActions = actions.edit || actions.delete || actions.block || actions.resetPassword;

  async function toggleStatus(operator: UserListItem) {
    const status = nextOperatorStatus(operator.status);
    const request: UserSaveRequest = { id: operator.id, status };
    try {
      const answer = await api(ENDPOINTS.userUpdate, { json: request });
      onStatus(operator.id, answer.result.status);
      alerts.push('success', t(status === 1 ? 'blocked' : 'unblocked', { name: operator.fullName }));
    } catch (error) {
      alertFailure(error);
    }
  }

  /** Spec §8: the unclosed-transactions check first; the deletion only when there are none. */
  async function remove(operator: UserListItem) {
    setBusy(true);
    try {
      const check = await api(endpointCall(ENDPOINTS.unclosedTransactions, { id: operator.id }));
      if (check.result) {
        alerts.push('error', t('unclosed', { name: operator.fullName }));
      } else {
        await api(ENDPOINTS.userDelete, { search: new URLSearchParams({ id: String(operator.id) }) });
        onDeleted(operator.id);
        alerts.push('success', t('deleted', { name: operator.fullName }));
      }
      setPending(null);
    } catch (error) {
      if (error instanceof ApiError && isForeignOperatorRefusal(error.body)) alerts.push('error', t('deleteForeign'));
      else alertFailure(error);
      setPending(null);
    } finally {
      setBusy(false);
    }
  }

  async function resetPassword(operator: UserListItem) {
    setBusy(true);
    try {
      const request: UserSaveRequest = { id: operator.id, resetPassword: true };
      await api(ENDPOINTS.userUpdate, { json: request });
      alerts.push('success', t('passwordReset', { name: operator.fullName, contact: passwordContact(operator) }));
    } catch (error) {
      alertFailure(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

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
    status: (row) => <StatusBadge status={row.status} />,
  };
  const list: ListColumn<UserListItem>[] = columns.map((column) => ({
    key: column,
    header: headers[column],
    render: cells[column],
    nowrap: column === 'tid' || column === 'id' || column === 'autoregistrationTid' || column === 'loginPhone',
  }));
  if (hasActions) {
    list.push({
      key: 'actions',
      header: t('actions'),
      render: (row) => (
        <RowActionsMenu
          label={t('operatorActions', { name: row.fullName })}
          trigger={t('actions')}
          items={[
            actions.edit && { id: 'edit', label: t('edit'), onSelect: () => setPending({ kind: 'edit', operator: row }) },
            actions.block && { id: 'status', label: isOperatorBlocked(row.status) ? t('unblock') : t('block'), onSelect: () => void toggleStatus(row) },
            actions.resetPassword && { id: 'reset', label: t('resetPassword'), onSelect: () => setPending({ kind: 'reset', operator: row }) },
            actions.delete && { id: 'delete', label: t('delete'), onSelect: () => setPending({ kind: 'delete', operator: row }) },
          ]}
        />
      ),
    });
  }

  return (
    <Section
      id="operators-heading"
      title={t('operators')}
      actions={
        actions.add ? (
          <Button size="sm" onClick={() => setPending({ kind: 'add' })}>
            {t('addOperator')}
          </Button>
        ) : undefined
      }
    >
      <NameFilter id="operator-filter" label={t('nameFilter')} value={filter} onChange={setFilter} />
      <ResponsiveList
        label={t('operators')}
        columns={list}
        rows={rows}
        rowKey={(row) => row.id}
        cardTitle={(row) => row.fullName}
        empty={filter ? t('nothingFound') : t('noOperators')}
        testId="operators"
      />
      {(pending?.kind === 'add' || pending?.kind === 'edit') && (
        <OperatorDialog
          operator={pending.kind === 'edit' ? pending.operator : null}
          outlets={outlets}
          settings={settings}
          onClose={() => setPending(null)}
          onSaved={(operator) => {
            onSaved(operator);
            setPending(null);
          }}
        />
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          title={t('deleteTitle')}
          text={t('deleteText', { name: pending.operator.fullName })}
          confirmLabel={t('delete')}
          danger
          busy={busy}
          onConfirm={() => void remove(pending.operator)}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'reset' && (
        <ConfirmDialog
          title={t('resetTitle')}
          text={t('resetText', { name: pending.operator.fullName, contact: passwordContact(pending.operator) })}
          confirmLabel={t('resetPassword')}
          busy={busy}
          onConfirm={() => void resetPassword(pending.operator)}
          onClose={() => setPending(null)}
        />
      )}
    </Section>
  );
}
