import {
  DISPLAYED_OPERATIONS,
  TRANSACTION_OPERATIONS,
  isDisplayedOperation,
  isTransactionOperation,
} from '@/lib/domain/operations';

describe('transaction operations (spec §9)', () => {
  it('lists "PAYMENT, PAYMENT_WITH_CASHBACK, EXPENSE, EXPENSE_REFUND, REFUND, ORIGINAL_REFUND, PARTIAL_REFUND, REVERSAL, PARTIAL_REVERSAL, PRE_AUTH, PRE_AUTH_COMPLETION, PAYMENT_WITH_TIPS, CASH_WITHDRAWAL"', () => {
    expect(TRANSACTION_OPERATIONS.join(', ')).toBe(
      'PAYMENT, PAYMENT_WITH_CASHBACK, EXPENSE, EXPENSE_REFUND, REFUND, ORIGINAL_REFUND, PARTIAL_REFUND, REVERSAL, PARTIAL_REVERSAL, PRE_AUTH, PRE_AUTH_COMPLETION, PAYMENT_WITH_TIPS, CASH_WITHDRAWAL',
    );
  });

  it('adds TIPS to the display list only ("also TIPS in the display list")', () => {
    expect(DISPLAYED_OPERATIONS).toEqual([...TRANSACTION_OPERATIONS, 'TIPS']);
    expect(isDisplayedOperation('TIPS')).toBe(true);
    expect(isTransactionOperation('TIPS')).toBe(false);
  });

  it('rejects unknown names', () => {
    expect(isTransactionOperation('payment')).toBe(false);
    expect(isTransactionOperation('REFUND')).toBe(true);
  });
});
