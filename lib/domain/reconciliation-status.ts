import type { ThemeTone } from './theme-colors.ts';
import { codeGroups } from './code-groups.ts';

/** Reconciliation status by code (spec §4). */
export const RECONCILIATION_STATUS_CODES = {
  successful: [0],
  inProgress: [1],
  unsuccessful: [2, 3],
} as const satisfies Record<string, readonly number[]>;

export type ReconciliationStatus = keyof typeof RECONCILIATION_STATUS_CODES;

const table = codeGroups(RECONCILIATION_STATUS_CODES);

export const RECONCILIATION_STATUSES: readonly ReconciliationStatus[] = table.groups;

export const RECONCILIATION_STATUS_TONES = {
  successful: 'success',
  inProgress: 'info',
  unsuccessful: 'error',
} as const satisfies Record<ReconciliationStatus, ThemeTone>;

export const isReconciliationStatus = table.isGroup;

/** `null` for a code the spec does not define. */
export function reconciliationStatus(code: number | null | undefined): ReconciliationStatus | null {
  return table.groupOf(code) ?? null;
}

export const reconciliationStatusCodes: (statuses: readonly ReconciliationStatus[]) => number[] = table.codesOf;

/**
 * Who started a reconciliation (spec §6). The values are the wire values; the UI translates
 * them by key (`reconciliation.initiator.USER` and so on).
 */
export const RECONCILIATION_INITIATORS = ['USER', 'ADMIN', 'SERVER'] as const;

export type ReconciliationInitiator = (typeof RECONCILIATION_INITIATORS)[number];

export function isReconciliationInitiator(value: unknown): value is ReconciliationInitiator {
  return typeof value === 'string' && (RECONCILIATION_INITIATORS as readonly string[]).includes(value);
}
