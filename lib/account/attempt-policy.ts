/**
 * The login page's wrong-password policy from the tenant's settings (spec §4): read on the server, so the settings
 * table stays out of the login page's JavaScript.
 */
import { SETTING_DEFAULTS } from '../domain/settings';
import type { AttemptPolicy } from '../client/login-attempts';

const whole = (text: string): number | null => (/^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null);

/** The policy from the settings' text values; a value that is not a positive whole number takes the setting's default. */
export function attemptPolicy(after: string, during: string): AttemptPolicy {
  return {
    after: whole(after) ?? Number(SETTING_DEFAULTS['session.incorrectPasswordBlock.after']),
    duringMinutes: whole(during) ?? Number(SETTING_DEFAULTS['session.incorrectPasswordBlock.during']),
  };
}
