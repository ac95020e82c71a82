import 'server-only';
import { UpstreamHttpError, UpstreamUnavailableError, withinDeadline } from '../acquiring/upstream';
import type { Deadline } from '../acquiring/deadline';
import { captchaConfiguration, userSettings } from '../tenant/reference-data';
import { safeHttpUrl, settingValue } from '../tenant/brand';
import { settingFlag } from '../acquiring/setting-flag';
import { isPasswordChangeDue } from '../domain/periods';
import { FALLBACK_CAPTCHA } from '../client/recaptcha';
import type { Setting } from '../acquiring/contract/reference-data';
import type { CaptchaConfiguration } from '../acquiring/contract/session';
import type { SignedInSession } from './signed-in';
import type { PasswordPrompt } from './types';
import { loadActState } from './act-state';
import type { ActShellState } from '../account/acts';

export type ShellState =
  | { kind: 'ended' }
  | {
      kind: 'ready';
      settings: Setting[];
      privacyPending: boolean;
      privacyUrl: string;
      passwordPrompt: PasswordPrompt;
      captcha: CaptchaConfiguration;
      /** The captcha configuration could not be read: the fallback is in `captcha` (spec §8 "… and show an error"). */
      captchaFailed: boolean;
      /** The fast-payment refund act: capability, whether one exists, the form's prefill (lib/session/act-state.ts). */
      act: ActShellState;
      /** The API could not be reached for the user's settings: the shell says so and asks again, the page waits. */
      apiUnavailable: boolean;
    };

/** The API out of reach for now (spec §8 502/504), not a refusal. */
function unreachable(error: unknown): boolean {
  return error instanceof UpstreamUnavailableError || (error instanceof UpstreamHttpError && (error.status === 502 || error.status === 504));
}

/**
 * What the signed-in shell needs beyond the session: the user's settings, whether the privacy
 * policy is still to be accepted (the API answers 409 until then), and whether a password change is due.
 * With the API out of reach the shell is `apiUnavailable`: it shows the spec §8 "temporarily unavailable"
 * dialog and asks again until the API answers, instead of the technical error page (which the user must
 * leave by hand), and instead of a page without the user's settings (a forced password change among them).
 * All of it in one round of calls, within the page's deadline; `guest` (the tenant's guest settings,
 * loaded beside) is awaited only at the end.
 */
export async function loadShellState(
  session: SignedInSession,
  guest: readonly Setting[] | Promise<readonly Setting[]>,
  deadline?: Deadline,
  now = new Date(),
): Promise<ShellState> {
  const captcha = withinDeadline(deadline, captchaConfiguration(session.alias)).then(
    (config) => ({ config, failed: false }),
    () => ({ config: FALLBACK_CAPTCHA, failed: true }),
  );
  const act = loadActState(session, deadline);
  let settings: Setting[] = [];
  let privacyPending = false;
  let apiUnavailable = false;
  try {
    settings = await userSettings(session.alias, session.token, deadline);
  } catch (error) {
    if (unreachable(error)) apiUnavailable = true;
    else {
      if (!(error instanceof UpstreamHttpError)) throw error;
      if (error.status === 401 || error.status === 403) return { kind: 'ended' };
      if (error.status !== 409) throw error;
      privacyPending = true;
    }
  }
  const { user } = session;
  const forced = user.needChangePassword && settingFlag(settingValue(settings, 'needChangePasswordLkm'));
  const expiring = isPasswordChangeDue(user.passExpireDate ? new Date(user.passExpireDate) : null, now);
  const { config: captchaConfig, failed: captchaFailed } = await captcha;
  return {
    kind: 'ready',
    settings,
    privacyPending,
    // a setting's link becomes an href only when it is http(s); otherwise the dialog links to /privacyPolicy
    privacyUrl: safeHttpUrl(settingValue(privacyPending ? await guest : settings, 'privacyPolicy.url')),
    passwordPrompt: apiUnavailable ? null : forced ? 'forced' : expiring ? 'expiring' : null,
    captcha: captchaConfig,
    captchaFailed,
    act: await act,
    apiUnavailable,
  };
}
