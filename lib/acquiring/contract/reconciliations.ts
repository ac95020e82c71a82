/**
 * Reconciliations (terminal days) and closing a day.
 * Part of the acquiring API contract (sandbox/CONTRACT.md): types only, shared by the sandbox, the BFF and the UI.
 */
import type { RECONCILIATION_INITIATORS, RECONCILIATION_STATUS_CODES } from '../../domain/reconciliation-status.ts';
import type { TurnoverFigures } from './summaries.ts';

export type ReconciliationListType = 'list' | 'archive';

/** 0 successful, 1 in progress, 2 and 3 unsuccessful (spec §4): every code of lib/domain/reconciliation-status.ts. */
export type ReconciliationStatusCode = (typeof RECONCILIATION_STATUS_CODES)[keyof typeof RECONCILIATION_STATUS_CODES][number];

/** Who started it (spec §6, lib/domain/reconciliation-status.ts). */
export type ReconciliationInitiatorCode = (typeof RECONCILIATION_INITIATORS)[number];

/** A row of GET api/reconciliation/{list|archive}; its figures are those of its operations (`TurnoverFigures`). */
export interface Reconciliation extends Pick<TurnoverFigures, 'salesAmount' | 'refundAmount' | 'netAmount' | 'cashWithdrawalAmount' | 'preAuthAmount'> {
  id: number;
  /** ISO date-time of the closing */
  serverDateTime: string;
  terminal: { id: number; externalId: string; merchant: { id: number; name: string; externalId: string } };
  operationDay: number;
  /** two or more characters, "00" = approved */
  hostResponseCode: string;
  initiator: ReconciliationInitiatorCode;
  /** the operator who closed the day (initiator USER), else null */
  user: { id: number; fullName: string } | null;
  status: ReconciliationStatusCode;
  /** file name of the reconciliation report (successful ones); download: GET api/merchant/report?reconciliationId={id} */
  downloadFile: string | null;
  /** the net turnover (minor units of currencyId) of the operations with this reconciliationId: sales − refunds (= netAmount) */
  sumAmount: number;
  /** how many operations it closed */
  count: number;
  currencyId: number;
}

/** GET api/reconciliation/host-response-codes */
export interface ReconciliationHostResponseCode {
  code: string;
  description: string;
}

/** GET api/terminal/close-day/{id} → `{ result: CloseDayResult }` (HTTP 200 for every code). */
export interface CloseDayResult {
  /** "00" closed; "011" host error (hostCode, hostDescription); anything else: refused (description) */
  code: string;
  description: string;
  hostCode?: string;
  hostDescription?: string;
  /** the reconciliation created ("00" and "011") */
  reconciliationId?: number;
}
