import { THEME_COLORS, type ThemeTone } from './theme-colors.ts';
import { codeGroups } from './code-groups.ts';

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

const table = codeGroups(TRANSACTION_STATUS_CODES);

export const TRANSACTION_STATUS_GROUPS: readonly TransactionStatusGroup[] = table.groups;

/** The spec gives no colour per status; this is the tone each group is shown in. */
export const TRANSACTION_STATUS_TONES = {
  success: 'success',
  cancelled: 'warning',
  pending: 'info',
  unknown: 'warning',
  unsuccessful: 'error',
} as const satisfies Record<TransactionStatusGroup, ThemeTone>;

export const isTransactionStatusGroup = table.isGroup;

/** A code outside the table (or a missing code) is shown as unknown rather than guessed. */
export function transactionStatusGroup(code: number | null | undefined): TransactionStatusGroup {
  return table.groupOf(code) ?? 'unknown';
}

export function transactionStatusColor(group: TransactionStatusGroup): string {
  return THEME_COLORS[TRANSACTION_STATUS_TONES[group]];
}

/** Host codes matching any of the groups, in ascending order, for the status filter. */
export const hostCodesForStatusGroups: (groups: readonly TransactionStatusGroup[]) => number[] = table.codesOf;
