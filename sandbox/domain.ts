/** Domain constants of spec §4 and §9: operations, host response code groups, card input methods, payment methods. */
import type { CardInputMethod, Operation, PaymentMethod, TransactionStatusGroup } from '../lib/acquiring/contract/transactions.ts';
import ru from '../messages/ru.json' with { type: 'json' };
import { TRANSACTION_STATUS_CODES, transactionStatusGroup } from '../lib/domain/transaction-status.ts';

export const OPERATIONS: readonly Operation[] = [
  'PAYMENT', 'PAYMENT_WITH_CASHBACK', 'EXPENSE', 'EXPENSE_REFUND', 'REFUND', 'ORIGINAL_REFUND', 'PARTIAL_REFUND', 'REVERSAL',
  'PARTIAL_REVERSAL', 'PRE_AUTH', 'PRE_AUTH_COMPLETION', 'PAYMENT_WITH_TIPS', 'CASH_WITHDRAWAL',
];

/** The host's Russian operation names are the app's (messages/ru.json): a file and a screen never name one operation twice. */
export const OPERATION_NAMES: Readonly<Record<Operation, string>> = ru.Operations.operation;

/** spec §4's status groups: the app's one table (lib/domain/transaction-status.ts), so that the host and the screens agree. */
export const STATUS_GROUP_CODES: Readonly<Record<TransactionStatusGroup, readonly number[]>> = TRANSACTION_STATUS_CODES;

export const STATUS_TEXT: Readonly<Record<TransactionStatusGroup, string>> = ru.Operations.status;

/** A code outside the table is unknown, as the screens show it. */
export const statusGroup = (hostResponseCode: number): TransactionStatusGroup => transactionStatusGroup(hostResponseCode);

/** spec §9: MAGNETIC (2, 4), CONTACT (1, 7), CONTACTLESS (3, 5), MANUAL (6), CPQR (9), AUTOMANUAL (10), UNKNOWN (-1). */
export const CARD_INPUT_CODES: Readonly<Record<CardInputMethod, readonly number[]>> = {
  MAGNETIC: [2, 4], CONTACT: [1, 7], CONTACTLESS: [3, 5], MANUAL: [6], CPQR: [9], AUTOMANUAL: [10], UNKNOWN: [-1],
};

export function cardInputMethod(code: number): CardInputMethod {
  for (const [method, codes] of Object.entries(CARD_INPUT_CODES) as [CardInputMethod, readonly number[]][]) {
    if (codes.includes(code)) return method;
  }
  return 'UNKNOWN';
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['alipay', 'ecom', 'cash', 'qps', 'rsbdynamicqr', 'mvisa', 'general'];

/** Payment instrument filter: Card expands to Card, Host and Server; Cash also includes null (spec §9). */
export const INSTRUMENT_EXPANSION: Readonly<Record<string, readonly (string | null)[]>> = {
  Card: ['Card', 'Host', 'Server'],
  Cash: ['Cash', null],
};

export const INSTRUMENT_TYPES: Readonly<Record<string, string>> = {
  Card: 'Terminal', Host: 'Host', Server: 'Server', Cash: 'Cash', QPS: 'qps', Ecom: 'ecom', Alipay: 'alipay', mVisa: 'mvisa', 'RSB Dynamic QR': 'rsbdynamicqr',
};

/** Operations older than this many days are in the archive (api/transaction/archive). */
export const ARCHIVE_AFTER_DAYS = 60;
/** Months of generated operations. */
export const HISTORY_DAYS = 180;
