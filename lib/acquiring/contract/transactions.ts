/**
 * Operations: list rows, details, receipts' data and the filter query scheme.
 * Part of the acquiring API contract (sandbox/CONTRACT.md): types only, shared by the sandbox, the BFF and the UI.
 */
import type { ApiResult } from './envelopes.ts';
import type { PaymentInstrumentType } from './reference-data.ts';

export type Operation =
  | 'PAYMENT'
  | 'PAYMENT_WITH_CASHBACK'
  | 'EXPENSE'
  | 'EXPENSE_REFUND'
  | 'REFUND'
  | 'ORIGINAL_REFUND'
  | 'PARTIAL_REFUND'
  | 'REVERSAL'
  | 'PARTIAL_REVERSAL'
  | 'PRE_AUTH'
  | 'PRE_AUTH_COMPLETION'
  | 'PAYMENT_WITH_TIPS'
  | 'CASH_WITHDRAWAL';

export type CardInputMethod = 'MAGNETIC' | 'CONTACT' | 'CONTACTLESS' | 'MANUAL' | 'CPQR' | 'AUTOMANUAL' | 'UNKNOWN';

export type PaymentMethod = 'alipay' | 'ecom' | 'cash' | 'qps' | 'rsbdynamicqr' | 'mvisa' | 'general';

/** Grouping of hostResponseCode (spec §4). */
export type TransactionStatusGroup = 'success' | 'cancelled' | 'pending' | 'unknown' | 'unsuccessful';

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

export type FilterOperator = 'eq' | 'gt' | 'ge' | 'lt' | 'le' | 'like' | 'in' | 'inWithNull' | 'nullable';
