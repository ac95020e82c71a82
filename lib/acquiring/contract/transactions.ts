/**
 * Operations: list rows, details, receipts' data and the filter query scheme.
 * Part of the acquiring API contract (sandbox/CONTRACT.md): types only, shared by the sandbox, the BFF and the UI.
 */
import type { CARD_INPUT_METHOD_CODES } from '../../domain/card-input-methods.ts';
import type { TRANSACTION_OPERATIONS } from '../../domain/operations.ts';
import type { PAYMENT_METHODS } from '../../domain/payment-methods.ts';
import type { QUERY_OPERATORS } from '../../domain/query-conditions.ts';
import type { TRANSACTION_STATUS_CODES } from '../../domain/transaction-status.ts';
import type { ApiResult } from './envelopes.ts';
import type { PaymentInstrumentType } from './reference-data.ts';

// The unions of spec tables are read off the tables in lib/domain, the one place each is written.

/** An operation of spec §9 (lib/domain/operations.ts). */
export type Operation = (typeof TRANSACTION_OPERATIONS)[number];

/** A card input method of spec §9 (lib/domain/card-input-methods.ts). */
export type CardInputMethod = keyof typeof CARD_INPUT_METHOD_CODES;

/** A payment method of spec §9 (lib/domain/payment-methods.ts). */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Grouping of hostResponseCode (spec §4, lib/domain/transaction-status.ts). */
export type TransactionStatusGroup = keyof typeof TRANSACTION_STATUS_CODES;

export interface TransactionStatus {
  /** hostResponseCode group */
  code: number;
  group: TransactionStatusGroup;
  text: string;
}

export interface CardMethod {
  contactless: boolean;
  nfc: boolean;
  cardInputCapability: CardInputMethod;
}

export interface TransactionMerchantRef {
  id: number;
  name: string;
  externalId: string;
  merchantCategoryCode: string;
}

export interface TransactionListRow {
  id: number;
  status: TransactionStatus;
  /** ISO date-time */
  serverDateTime: string;
  /** ISO date-time of the reconciliation that closed it, or null */
  reconciliationDateTime: string | null;
  reconciliationId: number | null;
  operation: Operation;
  paymentMethod: PaymentMethod;
  paymentInstrumentType: PaymentInstrumentType | null;
  cardMethod: CardMethod;
  cardMask: string | null;
  cardType: string | null;
  /** the fast payment system's id of a СБП operation (its receipt's `hostData.qpsOperationId`), else null: what stands for the card */
  qpsOperationId: string | null;
  merchant: TransactionMerchantRef;
  pinEntry: boolean;
  signScan: boolean;
  hostResponseCode: number;
  user: { id: number; fullName: string } | null;
  terminal: { id: number; externalId: string };
  authorizationCode: string | null;
  rrn: string | null;
  /** minor units (integer) */
  amount: number;
  amountClear: string;
  amountDivisional: string;
  currencyId: number;
  imageName: string | null;
  imageLabel: string | null;
  bonusAmount: number | null;
  cashbackAmount: number | null;
  tipsAmount: number | null;
  /** first six digits of the card */
  bin: string | null;
  operationDay: number;
  transactionNumber: number;
  /** the original operation of a refund, reversal or pre-authorisation completion (spec §3 "parent transaction"), else null */
  parentId: number | null;
  /** "lng,lat" (see coordinatesCommaReversed of the details for "lat,lng"), null when the location is unknown */
  coordinates: string | null;
}

export interface OrderProduct {
  title: string;
  quantity: number;
  amount: number;
  amountClear: string;
  amountDivisional: string;
}

export interface TransactionDetailsLine {
  label: string;
  value: string;
}

export interface TransactionHostData {
  hostResponseText: string;
  terminalCode: string;
  externalTransactionId: string | null;
  xlsTrxId: string | null;
  bonusError: string | null;
  bonusShow: boolean;
  bonusPreviousBalance: number | null;
  bonusAccruedAmount: number | null;
  bonusPostBalance: number | null;
  bonusAutoCancelStarted: boolean;
  bonusAutoCancelSucceeded: boolean;
  details: TransactionDetailsLine[];
  sourceId?: string;
  qpsOperationId?: string;
  trxId?: string;
  originalId?: string | null;
}

export interface TransactionDetails extends TransactionListRow {
  operationName: string;
  cardholderName: string | null;
  statusText: string;
  ips: string | null;
  appId: string | null;
  appLabel: string | null;
  tvr: string | null;
  arc: string | null;
  kvr: string | null;
  reader: { serialNumber: string } | null;
  currencySymbol: string;
  isRightCurrencyPosition: boolean;
  amountWithoutCashback: number;
  amountWithoutBonus: number;
  amountWithoutTips: number;
  paymentType: string;
  orderProducts: OrderProduct[];
  discountInfo: string | null;
  commissionAmount: number | null;
  /** "lat,lng" */
  coordinatesCommaReversed: string | null;
  merchantDetails: {
    externalId: string;
    inn: string;
    name: string;
    address: string | null;
    phone: string | null;
    site: string | null;
    sbpId: string | null;
    sbpAccount: string | null;
  };
  parent: TransactionListRow | null;
  hostData: TransactionHostData;
}

/** Count endpoints answer `{ result: number }`. */
export type CountResult = ApiResult<number>;

/** GET api/transaction/{list|archive|total} answers `{ result: TransactionListRow[] }`. */
export type TransactionListType = 'list' | 'archive' | 'total';

// Filter query scheme (see sandbox/CONTRACT.md "List queries")

/** An operator of a list query's condition (lib/domain/query-conditions.ts). */
export type FilterOperator = (typeof QUERY_OPERATORS)[number];
