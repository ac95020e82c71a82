/**
 * Transaction summaries (GET api/transaction/summary*, the same filter query as the list).
 * Part of the acquiring API contract (sandbox/CONTRACT.md): types only, shared by the sandbox, the BFF and the UI.
 */
import type { PaymentInstrumentType } from './reference-data.ts';
import type { Operation, TransactionStatusGroup } from './transactions.ts';

/** The money of a set of operations by what each does: the table of lib/domain/operation-effects.ts counts it. */
export type { TurnoverFigures } from '../../domain/operation-effects.ts';
/** GET api/transaction/summary: the money rule of lib/domain/money-rule.ts says what each figure holds. */
export type { TransactionSummary } from '../../domain/money-rule.ts';

// Every amount of a breakdown (operator, terminal, week, cardtype, method, period) is the net turnover of its
// operations: sales − refunds, pre-authorisations and cash withdrawals counting nothing (`TurnoverFigures`).

/** GET api/transaction/summary/operation — one item per operation that occurs, by sum descending. */
export interface OperationSummary {
  operation: Operation;
  /** the operations' amounts as shown: negative for refunds and reversals */
  sum: number;
  count: number;
  tipsAmount: number;
}

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  amount: number;
  currencyId: number;
  status: TransactionStatusGroup;
}

/** GET api/transaction/summary/map — every located operation of the filter (no paging). */
export interface MapSummary {
  points: MapPoint[];
  /** operations of the filter without coordinates */
  withoutCoordinates: number;
}

/** GET api/transaction/summary/operator — operations with an operator, by sum descending. */
export interface OperatorSummary {
  userId: number;
  fullName: string;
  sumAmount: number;
  countTransaction: number;
}

/** GET api/transaction/summary/terminal — by sum descending. */
export interface TerminalSummary {
  terminalId: number;
  externalId: string;
  name: string;
  merchantId: number;
  merchantName: string;
  sumAmount: number;
  countTransaction: number;
}

/** GET api/transaction/summary/week — always 7 items, week = ISO weekday in Moscow time (1 Monday … 7 Sunday). */
export interface WeekSummary {
  week: number;
  weekAmount: number;
  weekTransactionCount: number;
}

/** GET api/transaction/summary/cardtype — card operations only (cardType not null), by amount descending. */
export interface CardTypeSummary {
  cardType: string;
  cardTypeAmount: number;
  cardTypeTransactionCount: number;
}

/** GET api/transaction/summary/method — by payment instrument; operations without one count as Cash (spec §9). */
export interface MethodSummary {
  instrumentType: PaymentInstrumentType;
  instrumentName: string;
  methodAmount: number;
  count: number;
}

export type SummaryPeriodFormat = 'hour' | 'day' | 'month';

/** GET api/transaction/summary/period/{hour|day|month} — consecutive buckets (Moscow time), empty ones included. */
export interface PeriodSummaryItem {
  /** ISO date-time of the bucket start */
  period: string;
  /** how many units the item covers (1; pairing adds them up, lib/domain/summary.ts) */
  step: number;
  amount: number;
  count: number;
}
