/**
 * The transaction list's filter (spec §3): its type, the part it shares with the reconciliation filter, and its
 * defaults. The page URL codec, the query conditions and the wire format build on it (filter-link.ts,
 * query-conditions.ts, list-query-wire.ts).
 */
import { DEFAULT_OFFSET, PAGE_SIZE } from './limits.ts';
import { defaultDateRange } from './periods.ts';
import type { CardInputMethod } from './card-input-methods.ts';
import type { TransactionOperation } from './operations.ts';
import type { TransactionStatusGroup } from './transaction-status.ts';

/** ISO 8601 date-times; null leaves the side open. */
export interface DateTimeRange {
  ge: string | null;
  le: string | null;
}

/** Decimal text in major units as the user typed it ("12,50"); null leaves the side open. */
export interface AmountRange {
  ge: string | null;
  le: string | null;
}

export interface ListOrder {
  name: string;
  descending: boolean;
}

/** Text filters use '' for "no filter". */
export interface TransactionFilter {
  limit: number;
  offset: number;
  checkNumber: { operationDay: number | null; transactionNumber: number | null };
  workflowDataListFieldTitle: string;
  authorizationCode: string;
  terminalIds: number[];
  merchantIds: number[];
  userIds: number[];
  merchantCompanyIds: number[];
  paymentInstrumentNames: string[];
  /** Status groups; the query expands them to host response codes. */
  statuses: TransactionStatusGroup[];
  operations: TransactionOperation[];
  cardInputCapabilities: CardInputMethod[];
  amount: AmountRange;
  serverDateTime: DateTimeRange;
  currencyId: number | null;
  rrn: string;
  /** "lat,lng" points. */
  coordinates: string[];
  order: ListOrder;
  reconciliationId: number | null;
  archive: boolean;
}

/** What the transaction and reconciliation filters share: paging, order, terminals, merchants, period, archive. */
export interface ListFilterBase {
  limit: number;
  offset: number;
  terminalIds: number[];
  merchantIds: number[];
  serverDateTime: DateTimeRange;
  order: ListOrder;
  reconciliationId: number | null;
  archive: boolean;
}

export const DEFAULT_ORDER: ListOrder = { name: 'serverDateTime', descending: true };

export interface FilterDefaultsInput {
  now: Date;
  /** The user's default currency (spec §3 user preferences). */
  currencyId?: number | null;
}

export function defaultServerDateTime(now: Date): DateTimeRange {
  const { ge, le } = defaultDateRange(now);
  return { ge: ge.toISOString(), le: le.toISOString() };
}

/** Page size 20 from offset 0, the last 30 days, newest first (spec §3, §9). */
export function defaultTransactionFilter({ now, currencyId = null }: FilterDefaultsInput): TransactionFilter {
  return {
    limit: PAGE_SIZE,
    offset: DEFAULT_OFFSET,
    checkNumber: { operationDay: null, transactionNumber: null },
    workflowDataListFieldTitle: '',
    authorizationCode: '',
    terminalIds: [],
    merchantIds: [],
    userIds: [],
    merchantCompanyIds: [],
    paymentInstrumentNames: [],
    statuses: [],
    operations: [],
    cardInputCapabilities: [],
    amount: { ge: null, le: null },
    serverDateTime: defaultServerDateTime(now),
    currencyId,
    rrn: '',
    coordinates: [],
    order: { ...DEFAULT_ORDER },
    reconciliationId: null,
    archive: false,
  };
}

