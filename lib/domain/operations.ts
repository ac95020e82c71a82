/** Transaction operations (spec §9), in the order the filter lists them. */
export const TRANSACTION_OPERATIONS = [
  'PAYMENT',
  'PAYMENT_WITH_CASHBACK',
  'EXPENSE',
  'EXPENSE_REFUND',
  'REFUND',
  'ORIGINAL_REFUND',
  'PARTIAL_REFUND',
  'REVERSAL',
  'PARTIAL_REVERSAL',
  'PRE_AUTH',
  'PRE_AUTH_COMPLETION',
  'PAYMENT_WITH_TIPS',
  'CASH_WITHDRAWAL',
] as const;

export type TransactionOperation = (typeof TRANSACTION_OPERATIONS)[number];

/** The display list also knows TIPS (spec §9), which is not a filterable operation. */
export const DISPLAYED_OPERATIONS = [...TRANSACTION_OPERATIONS, 'TIPS'] as const;

export type DisplayedOperation = (typeof DISPLAYED_OPERATIONS)[number];

export function isTransactionOperation(value: unknown): value is TransactionOperation {
  return typeof value === 'string' && (TRANSACTION_OPERATIONS as readonly string[]).includes(value);
}

export function isDisplayedOperation(value: unknown): value is DisplayedOperation {
  return typeof value === 'string' && (DISPLAYED_OPERATIONS as readonly string[]).includes(value);
}
