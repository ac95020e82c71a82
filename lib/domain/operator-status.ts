/** Operator status codes (spec §4). */
export const OPERATOR_STATUS = {
  active: 0,
  blocked: 1,
  autoBlocked: 6,
} as const;

export type OperatorStatus = (typeof OPERATOR_STATUS)[keyof typeof OPERATOR_STATUS];

/** Every status a user of the API has: the operator's, and 2, "not activated", which only user lists show (spec §4, §6). */
export const USER_STATUS = { ...OPERATOR_STATUS, notActivated: 2 } as const;

export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

export const NEW_OPERATOR_STATUS = OPERATOR_STATUS.active;

/** Statuses requested for the user list (spec §7: status in 0, 1, 6). */
export const USER_LIST_STATUSES = [OPERATOR_STATUS.active, OPERATOR_STATUS.blocked, OPERATOR_STATUS.autoBlocked] as const;

/** Statuses of the mobile-capable users list (spec §6: status in 0, 1, 2, 6). */
export const MOBILE_USER_LIST_STATUSES = [USER_STATUS.active, USER_STATUS.blocked, USER_STATUS.notActivated, USER_STATUS.autoBlocked] as const;

export function isOperatorStatus(value: unknown): value is OperatorStatus {
  return value === OPERATOR_STATUS.active || value === OPERATOR_STATUS.blocked || value === OPERATOR_STATUS.autoBlocked;
}

/** Blocked and auto-blocked both count as blocked. */
export function isOperatorBlocked(status: number): boolean {
  return status === OPERATOR_STATUS.blocked || status === OPERATOR_STATUS.autoBlocked;
}

/** A blocked operator becomes active; an active one becomes blocked (1), never auto-blocked. */
export function toggledOperatorStatus(status: number): OperatorStatus {
  return isOperatorBlocked(status) ? OPERATOR_STATUS.active : OPERATOR_STATUS.blocked;
}
