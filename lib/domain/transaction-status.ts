import { THEME_COLORS, type ThemeTone } from './theme-colors.ts';

/**
 * Transaction status groups by host response code (spec §4, the more detailed of its two readings).
 * The order is the order of the status filter.
 */
export const TRANSACTION_STATUS_CODES = {
  success: [0],
  cancelled: [6, 7],
  pending: [1, 4],
  unknown: [9, 13, 18],
  unsuccessful: [2, 3, 5, 8, 10, 11, 12, 14, 15, 16, 17, 19, 20, 21],
} as const satisfies Record<string, readonly number[]>;

export type TransactionStatusGroup = keyof typeof TRANSACTION_STATUS_CODES;

export const TRANSACTION_STATUS_GROUPS = Object.keys(TRANSACTION_STATUS_CODES) as readonly TransactionStatusGroup[];

/** The spec gives no colour per status; this is the tone each group is shown in. */
export const TRANSACTION_STATUS_TONES = {
  success: 'success',
  cancelled: 'warning',
  pending: 'info',
  unknown: 'warning',
  unsuccessful: 'error',
} as const satisfies Record<TransactionStatusGroup, ThemeTone>;

const groupByCode: ReadonlyMap<number, TransactionStatusGroup> = new Map(
  TRANSACTION_STATUS_GROUPS.flatMap((group) =>
    TRANSACTION_STATUS_CODES[group].map((code): [number, TransactionStatusGroup] => [code, group]),
  ),
);

export function isTransactionStatusGroup(value: unknown): value is TransactionStatusGroup {
  return typeof value === 'string' && Object.hasOwn(TRANSACTION_STATUS_CODES, value);
}

/** A code outside the table (or a missing code) is shown as unknown rather than guessed. */
export function transactionStatusGroup(code: number | null | undefined): TransactionStatusGroup {
  return (code == null ? undefined : groupByCode.get(code)) ?? 'unknown';
}

export function transactionStatusColor(group: TransactionStatusGroup): string {
  return THEME_COLORS[TRANSACTION_STATUS_TONES[group]];
}

/** Host codes matching any of the groups, in ascending order, for the status filter. */
export function hostCodesForStatusGroups(groups: readonly TransactionStatusGroup[]): number[] {
  const codes = new Set(groups.flatMap((group) => TRANSACTION_STATUS_CODES[group]));
  return [...codes].sort((a, b) => a - b);
}
