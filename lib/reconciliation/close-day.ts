/** Closing a terminal's operation day: who may, and what the answer means (spec §7, §8). */
import type { CloseDayResult, Role } from '../acquiring/contract';
import { settingFlag } from '../acquiring/settings';
import { closeDayOutcome, type CloseDayOutcome } from '../domain/errors';

export function closeDayPath(terminalId: number): string {
  return `api/terminal/close-day/${terminalId}`;
}

/**
 * Shown when the `terminal.closeDay` setting allows it, to merchant and holding users: the API
 * refuses operators (and a refused call would end the session, spec §8 "403 → logout").
 */
export function canCloseTerminalDay(roles: readonly Role[], closeDaySetting: string | undefined): boolean {
  return settingFlag(closeDaySetting) && roles.some((role) => role === 'merchant' || role === 'holding');
}

/** The API's answer in the terms of the error catalogue (its host fields are named apart). */
export function closeDayResultOutcome(result: CloseDayResult | null | undefined): CloseDayOutcome {
  if (!result || typeof result.code !== 'string') return closeDayOutcome(null);
  return closeDayOutcome({
    code: result.code,
    description: result.description,
    hostResponseCode: result.hostCode ?? null,
    hostResponseDescription: result.hostDescription ?? null,
  });
}
