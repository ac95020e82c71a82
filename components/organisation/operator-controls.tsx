'use client';

import { createContext, useContext, useState, useTransition, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@chakra-ui/react';
import { useApp } from '@/components/layout/app-provider';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { endpointCall } from '@/lib/acquiring/endpoint';
import type { UserListItem, UserSaveRequest } from '@/lib/acquiring/contract/organisation';
import { ApiError } from '@/lib/client/api-failure';
import { isOperatorBlocked } from '@/lib/domain/operator-status';
import { isForeignOperatorRefusal, passwordContact, type OperatorActions } from '@/lib/organisation/operator-actions';
import type { OrganisationSettings } from '@/lib/organisation/settings';
import { nextOperatorStatus } from '@/lib/organisation/user-lists';
import type { Outlet } from '@/lib/organisation/operator-form';
import { RowActionsMenu } from './row-actions-menu';

// The dialogs are not part of the first load: they come when first opened.
const OperatorDialog = dynamic(() => import('./operator-dialog').then((module) => module.OperatorDialog), { ssr: false });
const ConfirmDialog = dynamic(() => import('./confirm-dialog').then((module) => module.ConfirmDialog), { ssr: false });

type Pending = { kind: 'add' } | { kind: 'edit'; operator: UserListItem } | { kind: 'delete'; operator: UserListItem } | { kind: 'reset'; operator: UserListItem };

interface Controls {
  actions: OperatorActions;
  open: (pending: Pending) => void;
  toggleStatus: (operator: UserListItem) => void;
}

const ControlsContext = createContext<Controls | null>(null);

function useControls(): Controls {
  const controls = useContext(ControlsContext);
  if (!controls) throw new Error('an operator control outside OperatorControls');
  return controls;
}

interface OperatorControlsProps {
  outlets: Outlet[];
  settings: OrganisationSettings;
  actions: OperatorActions;
  children: ReactNode;
}

/**
 * What a merchant does with the operators (spec §4, §6, §8): add, edit, block or unblock, reset the password,
 * delete. The lists are the server's: after a change the page renders again on the server (`router.refresh()`),
 * and the operator and administrator lists both show it. The rows' menus and the add button reach the dialogs here.
 */
export function OperatorControls({ outlets, settings, actions, children }: OperatorControlsProps) {
  const t = useTranslations('Organisation');
  const { api, alerts } = useApp();
  const alertFailure = useFailureAlert();
  const router = useRouter();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [, startRefresh] = useTransition();
  const refresh = () => startRefresh(() => router.refresh());

  async function toggleStatus(operator: UserListItem) {
    const status = nextOperatorStatus(operator.status);
    const request: UserSaveRequest = { id: operator.id, status };
    try {
      await api(ENDPOINTS.userUpdate, { json: request });
      alerts.push('success', t(status === 1 ? 'blocked' : 'unblocked', { name: operator.fullName }));
      refresh();
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
        alerts.push('success', t('deleted', { name: operator.fullName }));
        refresh();
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

  const controls: Controls = { actions, open: setPending, toggleStatus: (operator) => void toggleStatus(operator) };
  return (
    <ControlsContext.Provider value={controls}>
      {children}
      {(pending?.kind === 'add' || pending?.kind === 'edit') && (
        <OperatorDialog
          operator={pending.kind === 'edit' ? pending.operator : null}
          outlets={outlets}
          settings={settings}
          onClose={() => setPending(null)}
          onSaved={() => {
            setPending(null);
            refresh();
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
    </ControlsContext.Provider>
  );
}

/** «Добавить оператора», beside the section's title. */
export function AddOperatorButton() {
  const t = useTranslations('Organisation');
  const { open } = useControls();
  return (
    <Button size="sm" onClick={() => open({ kind: 'add' })}>
      {t('addOperator')}
    </Button>
  );
}

/** One operator's actions, in its row's last cell (or at the foot of its card). */
export function OperatorRowActions({ operator }: { operator: UserListItem }) {
  const t = useTranslations('Organisation');
  const { actions, open, toggleStatus } = useControls();
  return (
    <RowActionsMenu
      label={t('operatorActions', { name: operator.fullName })}
      trigger={t('actions')}
      items={[
        actions.edit && { id: 'edit', label: t('edit'), onSelect: () => open({ kind: 'edit', operator }) },
        actions.block && { id: 'status', label: isOperatorBlocked(operator.status) ? t('unblock') : t('block'), onSelect: () => toggleStatus(operator) },
        actions.resetPassword && { id: 'reset', label: t('resetPassword'), onSelect: () => open({ kind: 'reset', operator }) },
        actions.delete && { id: 'delete', label: t('delete'), onSelect: () => open({ kind: 'delete', operator }) },
      ]}
    />
  );
}
