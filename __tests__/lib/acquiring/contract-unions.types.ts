/**
 * A test of the types, checked by `npm run typecheck` (tsc), not run by jest (issue 36 §1: the contract's unions are
 * derived from the lib/domain tables instead of declared twice). Each union must equal its table's codes, and each
 * `@ts-expect-error` must meet a type error on its next line, or tsc fails on the unused directive: a code outside
 * the table is refused.
 */
import type { ActConnectionInterfaceCode } from '@/lib/acquiring/contract/acts';
import type { ReconciliationInitiatorCode, ReconciliationStatusCode } from '@/lib/acquiring/contract/reconciliations';
import type { Role, UserStatus } from '@/lib/acquiring/contract/session';
import type { CardInputMethod, FilterOperator, Operation, PaymentMethod, TransactionStatusGroup } from '@/lib/acquiring/contract/transactions';
import type { CARD_INPUT_METHOD_CODES } from '@/lib/domain/card-input-methods';
import type { TRANSACTION_OPERATIONS } from '@/lib/domain/operations';
import type { USER_STATUS } from '@/lib/domain/operator-status';
import type { PAYMENT_METHODS } from '@/lib/domain/payment-methods';
import type { QUERY_OPERATORS } from '@/lib/domain/query-conditions';
import type { RECONCILIATION_INITIATORS, RECONCILIATION_STATUS_CODES } from '@/lib/domain/reconciliation-status';
import type { ROLES } from '@/lib/domain/roles';
import type { TRANSACTION_STATUS_CODES } from '@/lib/domain/transaction-status';
import type { ACT_CONNECTION_INTERFACES } from '@/lib/domain/validation';

/** `true` only when both types hold the same values; anything else is `false`, which `true` does not satisfy. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const unionsAreTheTables = [
  true satisfies Same<Operation, (typeof TRANSACTION_OPERATIONS)[number]>,
  true satisfies Same<CardInputMethod, keyof typeof CARD_INPUT_METHOD_CODES>,
  true satisfies Same<PaymentMethod, (typeof PAYMENT_METHODS)[number]>,
  true satisfies Same<TransactionStatusGroup, keyof typeof TRANSACTION_STATUS_CODES>,
  true satisfies Same<FilterOperator, (typeof QUERY_OPERATORS)[number]>,
  true satisfies Same<ReconciliationStatusCode, 0 | 1 | 2 | 3>,
  true satisfies Same<ReconciliationStatusCode, (typeof RECONCILIATION_STATUS_CODES)[keyof typeof RECONCILIATION_STATUS_CODES][number]>,
  true satisfies Same<ReconciliationInitiatorCode, (typeof RECONCILIATION_INITIATORS)[number]>,
  true satisfies Same<Role, (typeof ROLES)[number]>,
  true satisfies Same<UserStatus, 0 | 1 | 2 | 6>,
  true satisfies Same<UserStatus, (typeof USER_STATUS)[keyof typeof USER_STATUS]>,
  true satisfies Same<ActConnectionInterfaceCode, (typeof ACT_CONNECTION_INTERFACES)[number]>,
];

export const inTheTables = {
  operation: 'PRE_AUTH_COMPLETION' satisfies Operation,
  cardInputMethod: 'CONTACTLESS' satisfies CardInputMethod,
  paymentMethod: 'qps' satisfies PaymentMethod,
  statusGroup: 'cancelled' satisfies TransactionStatusGroup,
  filterOperator: 'inWithNull' satisfies FilterOperator,
  reconciliationStatus: 3 satisfies ReconciliationStatusCode,
  initiator: 'SERVER' satisfies ReconciliationInitiatorCode,
  role: 'holding' satisfies Role,
  userStatus: 2 satisfies UserStatus,
  connectionInterface: 'ECOMM' satisfies ActConnectionInterfaceCode,
};

export const outsideTheTables = {
  // @ts-expect-error TIPS is shown in the list, but no operation of the filter's table
  operation: 'TIPS' satisfies Operation,
  // @ts-expect-error no card input method of spec §9
  cardInputMethod: 'CHIP' satisfies CardInputMethod,
  // @ts-expect-error a payment method of spec §9 is lower-case
  paymentMethod: 'QPS' satisfies PaymentMethod,
  // @ts-expect-error no status group of spec §4
  statusGroup: 'refunded' satisfies TransactionStatusGroup,
  // @ts-expect-error no operator of the list query
  filterOperator: 'ne' satisfies FilterOperator,
  // @ts-expect-error no reconciliation status code of spec §4
  reconciliationStatus: 4 satisfies ReconciliationStatusCode,
  // @ts-expect-error no initiator of spec §6
  initiator: 'OPERATOR' satisfies ReconciliationInitiatorCode,
  // @ts-expect-error no role of spec §6
  role: 'admin' satisfies Role,
  // @ts-expect-error no user status of spec §4
  userStatus: 3 satisfies UserStatus,
  // @ts-expect-error no connection interface of the act
  connectionInterface: 'POS' satisfies ActConnectionInterfaceCode,
};
