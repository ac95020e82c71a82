import type { ThemeTone } from './theme-colors.ts';

/** Reconciliation status by code (spec §4). */
export const RECONCILIATION_STATUS_CODES = {
  successful: [0],
  inProgress: [1],
  unsuccessful: [2, 3],
} as const satisfies Record<string, readonly number[]>;

export type ReconciliationStatus = keyof typeof RECONCILIATION_STATUS_CODES;

export const RECONCILIATION_STATUSES = Object.keys(RECONCILIATION_STATUS_CODES) as readonly ReconciliationStatus[];

export const RECONCILIATION_STATUS_TONES = {
  successful: 'success',
  inProgress: 'info',
  unsuccessful: 'error',
} as const satisfies Record<ReconciliationStatus, ThemeTone>;

const statusByCode: ReadonlyMap<number, ReconciliationStatus> = new Map(
  RECONCILIATION_STATUSES.flatMap((status) =>
    RECONCILIATION_STATUS_CODES[status].map((code): [number, ReconciliationStatus] => [code, status]),
  ),
);

export function isReconciliationStatus(value: unknown): value is ReconciliationStatus {
  return typeof value === 'string' && Object.hasOwn(RECONCILIATION_STATUS_CODES, value);
}

/** `null` for a code the spec does not define. */
export function reconciliationStatus(code: number | null | undefined): ReconciliationStatus | null {
  return (code == null ? undefined : statusByCode.get(code)) ?? null;
}

export function reconciliationStatusCodes(statuses: readonly ReconciliationStatus[]): number[] {
  const codes = new Set(statuses.flatMap((status) => RECONCILIATION_STATUS_CODES[status]));
  return [...codes].sort((a, b) => a - b);
}

/**
 * Who started a reconciliation (spec §6). The values are the wire values; the UI translates
 * them by key (`reconciliation.initiator.USER` and so on).
 */
export const RECONCILIATION_INITIATORS = ['USER', 'ADMIN', 'SERVER'] as const;

export type ReconciliationInitiator = (typeof RECONCILIATION_INITIATORS)[number];

export function isReconciliationInitiator(value: unknown): value is ReconciliationInitiator {
  return typeof value === 'string' && (RECONCILIATION_INITIATORS as readonly string[]).includes(value);
}
