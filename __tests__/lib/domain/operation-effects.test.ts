import { DISPLAYED_OPERATIONS } from '@/lib/domain/operations';
import { OPERATION_EFFECTS, operationsWith, shownAmount, turnoverAmount, turnoverOf } from '@/lib/domain/operation-effects';

/**
 * Spec §9 "Transaction operations: PAYMENT, PAYMENT_WITH_CASHBACK, EXPENSE, EXPENSE_REFUND, REFUND, ORIGINAL_REFUND,
 * PARTIAL_REFUND, REVERSAL, PARTIAL_REVERSAL, PRE_AUTH, PRE_AUTH_COMPLETION, PAYMENT_WITH_TIPS, CASH_WITHDRAWAL (also TIPS
 * in the display list)", and how a host counts 100,00 of each (issue 21: refunds and reversals — full, partial, original,
 * expense refund — count negative; a pre-authorisation counts nothing until its completion; cash withdrawal is apart).
 */
const SPEC_TABLE: [operation: string, effect: string, shown: number, inTurnover: number][] = [
  ['PAYMENT', 'sale', 10000, 10000],
  ['PAYMENT_WITH_CASHBACK', 'sale', 10000, 10000],
  ['EXPENSE', 'sale', 10000, 10000],
  ['EXPENSE_REFUND', 'refund', -10000, -10000],
  ['REFUND', 'refund', -10000, -10000],
  ['ORIGINAL_REFUND', 'refund', -10000, -10000],
  ['PARTIAL_REFUND', 'refund', -10000, -10000],
  ['REVERSAL', 'refund', -10000, -10000],
  ['PARTIAL_REVERSAL', 'refund', -10000, -10000],
  ['PRE_AUTH', 'hold', 10000, 0],
  ['PRE_AUTH_COMPLETION', 'sale', 10000, 10000],
  ['PAYMENT_WITH_TIPS', 'sale', 10000, 10000],
  ['CASH_WITHDRAWAL', 'cashWithdrawal', 10000, 0],
  ['TIPS', 'sale', 10000, 10000],
];

describe('the sign of each operation of spec §9', () => {
  it.each(SPEC_TABLE)('%s is a %s: shown as %d, adds %d to the turnover', (operation, effect, shown, inTurnover) => {
    expect(OPERATION_EFFECTS[operation as keyof typeof OPERATION_EFFECTS]).toBe(effect);
    expect(shownAmount(operation, 10000)).toBe(shown);
    expect(turnoverAmount(operation, 10000)).toBe(inTurnover);
  });

  it('covers exactly the display list of spec §9', () => {
    expect(SPEC_TABLE.map(([operation]) => operation)).toEqual([...DISPLAYED_OPERATIONS]);
    expect(Object.keys(OPERATION_EFFECTS)).toEqual([...DISPLAYED_OPERATIONS]);
  });

  it('reads a host that already sends refunds negative the same way', () => {
    expect(shownAmount('REFUND', -10000)).toBe(-10000);
    expect(turnoverAmount('REVERSAL', -10000)).toBe(-10000);
  });

  it('counts an operation the spec does not list as nothing and shows it as sent', () => {
    expect(turnoverAmount('CHARGEBACK', 500)).toBe(0);
    expect(shownAmount('CHARGEBACK', 500)).toBe(500);
  });

  it('lists the refunds and reversals', () => {
    expect(operationsWith('refund')).toEqual(['EXPENSE_REFUND', 'REFUND', 'ORIGINAL_REFUND', 'PARTIAL_REFUND', 'REVERSAL', 'PARTIAL_REVERSAL']);
  });
});

describe('turnoverOf', () => {
  it('adds up the issue 21 reconciliation 11023: 2 498 + 8 780 sales, a 7 227 pre-authorisation, an 8 009 refund', () => {
    const figures = turnoverOf([
      { operation: 'REFUND', amount: 800900 },
      { operation: 'PRE_AUTH', amount: 722700 },
      { operation: 'PAYMENT', amount: 878000 },
      { operation: 'PAYMENT', amount: 249800 },
    ]);
    expect(figures).toEqual({
      salesAmount: 1127800, salesCount: 2, refundAmount: 800900, refundCount: 1, netAmount: 326900,
      cashWithdrawalAmount: 0, cashWithdrawalCount: 0, preAuthAmount: 722700, preAuthCount: 1,
    });
  });

  it('keeps cash withdrawals apart from sales and net', () => {
    const figures = turnoverOf([{ operation: 'PAYMENT', amount: 100 }, { operation: 'CASH_WITHDRAWAL', amount: 5000 }]);
    expect(figures).toEqual(expect.objectContaining({ salesAmount: 100, netAmount: 100, cashWithdrawalAmount: 5000, cashWithdrawalCount: 1 }));
  });
});
