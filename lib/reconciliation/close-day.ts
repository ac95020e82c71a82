/** Closing a terminal's operation day: who may, and what the answer means (spec §7, §8). */
import type { CloseDayResult } from '../acquiring/contract/reconciliations';
import type { Role } from '../acquiring/contract/session';
import * as ENDPOINTS from '../acquiring/endpoints';
import { endpointCall, type EndpointCall } from '../acquiring/endpoint';
import { settingFlag } from '../acquiring/setting-flag';
import { closeDayOutcome, type CloseDayOutcome } from '../domain/errors';

/** Spec §7 `GET api/terminal/close-day/{id}` of one terminal. */
export function closeDayCall(terminalId: number): EndpointCall<CloseDayResult> {
  return endpointCall(ENDPOINTS.closeDay, { id: terminalId });
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

/**
 * The parts of the spec §8 "011" text ("the description plus the host code and description"), ready for
 * the sentence "{lead}. Код хоста: {host}": the description without its own closing stop (no «..»), and
 * the host code with its description when there is one (no dangling dash).
 */
export function closeDayHostParts(outcome: { description: string; hostResponseCode: string; hostResponseDescription: string }): { lead: string; host: string } {
  const lead = outcome.description.trim().replace(/[.…]+$/u, '').trim();
  const code = outcome.hostResponseCode.trim();
  const text = outcome.hostResponseDescription.trim();
  return { lead, host: code && text ? `${code} — ${text}` : code || text };
}
