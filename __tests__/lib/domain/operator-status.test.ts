import {
  MOBILE_USER_LIST_STATUSES,
  NEW_OPERATOR_STATUS,
  OPERATOR_STATUS,
  USER_LIST_STATUSES,
  USER_STATUS,
  isOperatorBlocked,
  isOperatorStatus,
  toggledOperatorStatus,
} from '@/lib/domain/operator-status';

describe('operator status (spec §4)', () => {
  it('codes "0 active, 1 blocked, 6 auto-blocked"', () => {
    expect(OPERATOR_STATUS).toEqual({ active: 0, blocked: 1, autoBlocked: 6 });
  });

  it('"Blocked and auto-blocked both count as blocked"', () => {
    expect(isOperatorBlocked(1)).toBe(true);
    expect(isOperatorBlocked(6)).toBe(true);
    expect(isOperatorBlocked(0)).toBe(false);
  });

  it('"Toggling a blocked operator makes it active; toggling an active one makes it blocked (1)"', () => {
    expect(toggledOperatorStatus(1)).toBe(0);
    expect(toggledOperatorStatus(6)).toBe(0);
    expect(toggledOperatorStatus(0)).toBe(1);
  });

  it('"New operators start at 0"', () => {
    expect(NEW_OPERATOR_STATUS).toBe(0);
  });

  it('asks the user list for "status in 0,1,6" (spec §7)', () => {
    expect(USER_LIST_STATUSES).toEqual([0, 1, 6]);
    expect(USER_LIST_STATUSES.every(isOperatorStatus)).toBe(true);
    expect(isOperatorStatus(2)).toBe(false);
  });

  it('knows every user status: the operator\'s and 2, "not activated" (spec §4, §6)', () => {
    expect(USER_STATUS).toEqual({ active: 0, blocked: 1, autoBlocked: 6, notActivated: 2 });
  });

  it('asks the mobile-capable users list for "status in 0, 1, 2, 6" (spec §6)', () => {
    expect(MOBILE_USER_LIST_STATUSES).toEqual([0, 1, 2, 6]);
  });
});
