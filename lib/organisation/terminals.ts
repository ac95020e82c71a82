/** The terminals table (spec §3 Terminal, §4): status 3 (deleted) is hidden unless a text filter is active. */
import type { Terminal } from '../acquiring/contract/organisation';
import { matchesFilter, type FilterKey } from './list-filter';

export const DELETED_TERMINAL_STATUS = 3;

/** The name falls back to the outlet's (spec §3). */
export function terminalName(terminal: Pick<Terminal, 'name' | 'merchantName'>): string {
  return terminal.name?.trim() ? terminal.name : terminal.merchantName;
}

export function visibleTerminals<T extends Pick<Terminal, 'status' | 'name' | 'merchantName' | 'externalId'>>(terminals: readonly T[], filter: string): T[] {
  return terminals.filter((terminal) => matchesFilter(terminalFilterKey(terminal), filter));
}

/** What the terminals' filter searches: the name (the outlet's when none), the Terminal ID and the outlet. */
export function terminalFilterKey(terminal: Pick<Terminal, 'status' | 'name' | 'merchantName' | 'externalId'>): FilterKey {
  return { texts: [terminalName(terminal), terminal.externalId, terminal.merchantName], listed: terminal.status !== DELETED_TERMINAL_STATUS };
}

/**
 * Spec §3 Operator: "lastUsedTerminalId (shown as the terminal's external id)". The API may send the external
 * id itself; else it is looked up among the terminals the page has; else '—'.
 */
export function operatorTerminalTid(externalId: string | null, terminalId: number | null, terminals: ReadonlyMap<number, string>): string {
  if (externalId) return externalId;
  return (terminalId !== null && terminals.get(terminalId)) || '—';
}

/** Terminal id → Terminal ID (external id), for {@link operatorTerminalTid}. */
export function terminalExternalIds(terminals: readonly Pick<Terminal, 'id' | 'externalId'>[]): Map<number, string> {
  return new Map(terminals.map((terminal) => [terminal.id, terminal.externalId]));
}
