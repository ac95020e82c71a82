/**
 * What of a user's secrets may reach the browser (issue 35 §6: an operator's GET api/user/list carried pinPwd,
 * refundPwd and apiSecret in clear). From the spec:
 * - §3 Operator: "Passwords are sent as **** when empty" — the PIN, refund and reversal passwords are written, never
 *   read: the form starts them empty ("keep the current one") and needs only to know whether one is set. Every role
 *   gets `****` for a password that is set and '' for none, whatever the API sent.
 * - §3 settings "api secret display": the operator's API secret is shown in the operator's edit form, which only the
 *   roles that manage operators open (holding and merchant, lib/organisation/operator-actions.ts), and only while the
 *   tenant's `apiSecret.display` is on. Everyone else gets ''.
 * The BFF applies this to every answer of api/user/list and api/user, and the server loaders to the lists they render.
 */
import type { UserListItem } from '../acquiring/contract/organisation';
import type { Role } from '../acquiring/contract/session';
import { hasRole } from '../domain/roles';

/** `set-or-not`: `****` when set, '' when not; `managers-when-displayed`: clear to operator managers under `apiSecret.display`. */
export type SecretRule = 'set-or-not' | 'managers-when-displayed';

export const USER_SECRET_FIELDS = {
  pinPwd: 'set-or-not',
  refundPwd: 'set-or-not',
  reversalPwd: 'set-or-not',
  apiSecret: 'managers-when-displayed',
} as const satisfies Partial<Record<keyof UserListItem, SecretRule>>;

/** The mark of a password that is set (spec §3; also "keep the current one" in a save request). */
export const SET_PASSWORD_MARK = '****';

export interface SecretReader {
  roles: readonly Role[];
  /** the tenant's `apiSecret.display` setting */
  apiSecretDisplay: boolean;
}

function shown(rule: SecretRule, value: unknown, reader: SecretReader): string {
  if (rule === 'set-or-not') return typeof value === 'string' && value !== '' ? SET_PASSWORD_MARK : '';
  const visible = reader.apiSecretDisplay && hasRole(reader.roles, 'holding', 'merchant');
  return visible && typeof value === 'string' ? value : '';
}

/** A user as the browser may see it: each secret field that is present, shown by its rule. */
export function userForBrowser<T extends object>(user: T, reader: SecretReader): T {
  const safe = { ...user } as Record<string, unknown>;
  for (const [field, rule] of Object.entries(USER_SECRET_FIELDS)) {
    if (field in safe) safe[field] = shown(rule, safe[field], reader);
  }
  return safe as T;
}

export function usersForBrowser<T extends object>(users: readonly T[], reader: SecretReader): T[] {
  return users.map((user) => userForBrowser(user, reader));
}

/** An API answer of api/user/list or api/user (`{ result: user[] | user }`), its users as the browser may see them. */
export function userAnswerForBrowser(answer: unknown, reader: SecretReader): unknown {
  if (typeof answer !== 'object' || answer === null || !('result' in answer)) return answer;
  const { result } = answer as { result: unknown };
  const safe = (item: unknown) => (typeof item === 'object' && item !== null ? userForBrowser(item, reader) : item);
  return { ...answer, result: Array.isArray(result) ? result.map(safe) : safe(result) };
}
