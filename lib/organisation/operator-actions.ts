/**
 * Which operator actions and columns the page offers (spec §3 Operator columns, §6 organisation-level actions):
 * holding and merchant users manage operators, each action only while its setting allows it.
 */
import type { UserListItem } from '../acquiring/contract/organisation';
import type { Role } from '../acquiring/contract/session';
import { hasRole } from '../domain/roles';
import type { OrganisationSettings } from './settings';

export interface OperatorActions {
  add: boolean;
  edit: boolean;
  /** the full name can be changed in the edit dialog */
  editName: boolean;
  delete: boolean;
  block: boolean;
  resetPassword: boolean;
}

export function operatorActions(roles: readonly Role[], settings: OrganisationSettings): OperatorActions {
  const manager = hasRole(roles, 'holding', 'merchant');
  return {
    add: manager && settings.allowAdd,
    edit: manager,
    editName: manager && settings.allowEditName,
    delete: manager && settings.allowDelete,
    block: manager,
    resetPassword: manager && settings.allowResetPasswords,
  };
}

export type OperatorColumn = 'fullName' | 'loginEmail' | 'loginPhone' | 'tid' | 'id' | 'autoregistrationTid' | 'status';

/** Full name, Email, phone, TID (last used terminal), ID, TID for autoregistration (only with that setting), status. */
export function operatorColumns(settings: Pick<OrganisationSettings, 'autoregistrationTerminalId'>): OperatorColumn[] {
  return ['fullName', 'loginEmail', 'loginPhone', 'tid', 'id', ...(settings.autoregistrationTerminalId ? (['autoregistrationTid'] as const) : []), 'status'];
}

/**
 * Spec §8 "Delete operator": the API refuses an operator of another merchant (exception ForeignOperatorException),
 * shown as 'Нельзя удалить оператора, принадлежащего другому мерчанту'.
 */
export function isForeignOperatorRefusal(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'exception' in body && body.exception === 'ForeignOperatorException';
}

/** Where the acquiring host sends an operator's new password after a reset: the login e-mail, else the login phone. */
export function passwordContact(operator: Pick<UserListItem, 'loginEmail' | 'loginPhone'>): string {
  return operator.loginEmail || operator.loginPhone;
}
