/**
 * The filter form's editable copy of the reconciliation filter: texts as typed, applied at once
 * ("Применить") so the list is not asked for every keystroke.
 */
import type { ReconciliationFilter } from '../domain/reconciliation-filter-query';
import type { ReconciliationInitiator, ReconciliationStatus } from '../domain/reconciliation-status';
import { fromZonedInputValue, toZonedInputValue } from '../operations/dates';
import { changeFilter } from './filter';
import { parseHostCodes } from './present';

export interface FilterDraft {
  operationDay: string;
  reconciliationId: string;
  initiatorFullName: string;
  /** `datetime-local` values in the user's time zone */
  from: string;
  to: string;
  archive: boolean;
  terminalIds: number[];
  merchantIds: number[];
  statuses: ReconciliationStatus[];
  hostResponseCodes: string[];
  /** The free-text codes field used when the codes list failed. */
  hostResponseCodesText: string;
  initiators: ReconciliationInitiator[];
}

export type DraftField = 'operationDay' | 'reconciliationId' | 'to';
export type DraftErrors = Partial<Record<DraftField, 'number' | 'dateOrder'>>;

export function draftOf(filter: ReconciliationFilter, timeZone: string): FilterDraft {
  return {
    operationDay: filter.checkNumber.operationDay === null ? '' : String(filter.checkNumber.operationDay),
    reconciliationId: filter.reconciliationId === null ? '' : String(filter.reconciliationId),
    initiatorFullName: filter.initiatorFullName,
    from: toZonedInputValue(filter.serverDateTime.ge, timeZone),
    to: toZonedInputValue(filter.serverDateTime.le, timeZone),
    archive: filter.archive,
    terminalIds: [...filter.terminalIds],
    merchantIds: [...filter.merchantIds],
    statuses: [...filter.statusesReconciliation],
    hostResponseCodes: [...filter.hostResponseCodes],
    hostResponseCodesText: filter.hostResponseCodes.join(', '),
    initiators: [...filter.initiator],
  };
}

const POSITIVE_INT = /^[1-9]\d{0,15}$/;

function positiveInt(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!POSITIVE_INT.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * A date the form shows unchanged keeps its exact instant (the default start is "30 days ago to
 * the millisecond"); an edited one means its whole minute.
 */
function instant(text: string, previous: string | null, timeZone: string, endOfMinute: boolean): string | null {
  if (text === toZonedInputValue(previous, timeZone)) return previous;
  return fromZonedInputValue(text, timeZone, endOfMinute);
}

export type DraftResult = { ok: true; filter: ReconciliationFilter } | { ok: false; errors: DraftErrors };

/** The filter the draft means (from the first page), or what is wrong with it. */
export function applyDraft(
  filter: ReconciliationFilter,
  draft: FilterDraft,
  timeZone: string,
  options: { freeTextCodes: boolean },
): DraftResult {
  const errors: DraftErrors = {};
  const operationDay = positiveInt(draft.operationDay);
  const reconciliationId = positiveInt(draft.reconciliationId);
  if (operationDay === undefined) errors.operationDay = 'number';
  if (reconciliationId === undefined) errors.reconciliationId = 'number';
  const ge = instant(draft.from, filter.serverDateTime.ge, timeZone, false);
  const le = instant(draft.to, filter.serverDateTime.le, timeZone, true);
  if (ge !== null && le !== null && Date.parse(ge) > Date.parse(le)) errors.to = 'dateOrder';
  if (operationDay === undefined || reconciliationId === undefined || errors.to) return { ok: false, errors };
  return {
    ok: true,
    filter: changeFilter(filter, {
      checkNumber: { operationDay },
      reconciliationId,
      initiatorFullName: draft.initiatorFullName.trim(),
      serverDateTime: { ge, le },
      archive: draft.archive,
      terminalIds: [...draft.terminalIds],
      merchantIds: [...draft.merchantIds],
      statusesReconciliation: [...draft.statuses],
      hostResponseCodes: options.freeTextCodes ? parseHostCodes(draft.hostResponseCodesText) : [...draft.hostResponseCodes],
      initiator: [...draft.initiators],
    }),
  };
}
