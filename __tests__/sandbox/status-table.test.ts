import { STATUS_GROUP_CODES, statusGroup } from '@/sandbox/domain';
import { TRANSACTION_STATUS_CODES, transactionStatusGroup } from '@/lib/domain/transaction-status';

// spec §4: "success = 0; cancelled = 6, 7; pending = 1, 4; unknown = 9, 13, 18; unsuccessful = the rest"
describe('the sandbox host groups statuses as the screens do (spec §4)', () => {
  it('holds the one table of the app', () => {
    expect(STATUS_GROUP_CODES).toBe(TRANSACTION_STATUS_CODES);
  });

  it.each([0, 1, 4, 6, 7, 9, 13, 18, 2, 21, 22, 99, -1])('code %i is in the same group on both sides', (code) => {
    expect(statusGroup(code)).toBe(transactionStatusGroup(code));
  });

  it('calls a code outside the table unknown, not unsuccessful', () => {
    expect(statusGroup(99)).toBe('unknown');
  });
});
