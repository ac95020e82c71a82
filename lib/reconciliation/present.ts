/** How a reconciliation row reads: status group and colour (spec §4), initiator (spec §6), options. */
import type { Terminal } from '../acquiring/contract/organisation';
import type { Reconciliation, ReconciliationHostResponseCode } from '../acquiring/contract/reconciliations';
import {
  RECONCILIATION_STATUS_TONES,
  reconciliationStatus,
  type ReconciliationInitiator,
  type ReconciliationStatus,
} from '../domain/reconciliation-status';
import { THEME_COLORS } from '../domain/theme-colors';
import { terminalName } from '../organisation/terminals';

export interface StatusView {
  /** null for a code the spec does not define */
  status: ReconciliationStatus | null;
  color: string;
}

const UNKNOWN_STATUS_COLOR = '#757575';

/** 0 successful (green), 1 in progress (info), 2 and 3 unsuccessful (red). */
export function reconciliationStatusView(code: number): StatusView {
  const status = reconciliationStatus(code);
  return { status, color: status ? THEME_COLORS[RECONCILIATION_STATUS_TONES[status]] : UNKNOWN_STATUS_COLOR };
}

/** Message keys of the initiator types: Оператор (USER), Администратор (ADMIN), Сервер (SERVER). */
export const INITIATOR_LABEL_KEYS = {
  USER: 'initiator.USER',
  ADMIN: 'initiator.ADMIN',
  SERVER: 'initiator.SERVER',
} as const satisfies Record<ReconciliationInitiator, string>;

export function initiatorLabelKey(initiator: string): (typeof INITIATOR_LABEL_KEYS)[ReconciliationInitiator] | null {
  return Object.hasOwn(INITIATOR_LABEL_KEYS, initiator) ? INITIATOR_LABEL_KEYS[initiator as ReconciliationInitiator] : null;
}

export interface Option<T extends string | number> {
  value: T;
  label: string;
  sublabel?: string;
}

const DELETED_TERMINAL = 3;

/**
 * Terminals to choose from, by external id. Spec §4: status 3 (deleted) is hidden unless a text
 * filter is active; a terminal already chosen stays listed.
 */
export function terminalOptions(terminals: readonly Terminal[], search: string, selected: readonly number[] = []): Option<number>[] {
  const needle = search.trim().toLocaleLowerCase('ru');
  return terminals
    .filter((terminal) => (needle ? true : terminal.status !== DELETED_TERMINAL || selected.includes(terminal.id)))
    .filter(
      (terminal) =>
        !needle ||
        terminal.externalId.toLocaleLowerCase('ru').includes(needle) ||
        terminalName(terminal).toLocaleLowerCase('ru').includes(needle),
    )
    .map((terminal) => ({ value: terminal.id, label: terminal.externalId, sublabel: terminalName(terminal) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The outlets of the user's terminals, once each, by name. */
export function merchantOptions(terminals: readonly Terminal[]): Option<number>[] {
  const byId = new Map<number, string>();
  for (const terminal of terminals) if (!byId.has(terminal.merchantId)) byId.set(terminal.merchantId, terminal.merchantName);
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'ru'));
}

/** Codes of the codes list, plus codes chosen in a shared link that the list does not know. */
export function hostCodeOptions(codes: readonly ReconciliationHostResponseCode[], selected: readonly string[]): Option<string>[] {
  const known = new Set(codes.map((code) => code.code));
  return [
    ...codes.map((code) => ({ value: code.code, label: code.code, sublabel: code.description })),
    ...selected.filter((code) => !known.has(code)).map((code) => ({ value: code, label: code })),
  ];
}

/** Free-text codes ("00, 96") for when the codes list could not be loaded. */
export function parseHostCodes(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((code) => /^[A-Za-z0-9]{1,8}$/.test(code)))];
}

/** Terminals a day can be closed for: not deleted. */
export function closableTerminals(terminals: readonly Terminal[]): Terminal[] {
  return terminals.filter((terminal) => terminal.status !== DELETED_TERMINAL).sort((a, b) => a.externalId.localeCompare(b.externalId));
}

export function terminalLabel(terminal: Pick<Terminal, 'externalId' | 'name' | 'merchantName'>): string {
  const name = terminalName(terminal);
  return name ? `${terminal.externalId} — ${name}` : terminal.externalId;
}

/** A successful reconciliation that closed operations can open them in the operations list. */
export function hasOperations(reconciliation: Pick<Reconciliation, 'count'>): boolean {
  return reconciliation.count > 0;
}
