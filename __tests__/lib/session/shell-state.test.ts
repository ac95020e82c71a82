/** The signed-in shell's state: the captcha configuration failure (spec §8), the privacy-policy link (http(s) only), an API out of reach. */
jest.mock('server-only', () => ({}));
jest.mock('@/lib/tenant/reference-data', () => ({ captchaConfiguration: jest.fn(), userSettings: jest.fn() }));
jest.mock('@/lib/session/act-state', () => ({ loadActState: jest.fn(async () => ({ canAct: false, exists: false })) }));

import { captchaConfiguration, userSettings } from '@/lib/tenant/reference-data';
import { loadShellState } from '@/lib/session/shell-state';
import { UpstreamHttpError, UpstreamUnavailableError } from '@/lib/acquiring/upstream';
import type { SignedInSession } from '@/lib/session/signed-in';

const session = { alias: null, token: 't', user: { needChangePassword: false, passExpireDate: null } } as unknown as SignedInSession;
const captcha = jest.mocked(captchaConfiguration);
const settings = jest.mocked(userSettings);

beforeEach(() => {
  captcha.mockResolvedValue({ enabled: true, siteKeys: { invisible: 'i', checkbox: 'c' } });
  settings.mockResolvedValue([]);
});

it('a captcha configuration that cannot be read: the fallback, and the shell knows it failed', async () => {
  captcha.mockRejectedValue(new Error('down'));
  const state = await loadShellState(session, []);
  expect(state).toMatchObject({ kind: 'ready', captchaFailed: true, captcha: { enabled: true, siteKeys: { invisible: '', checkbox: '' } } });
});

it('a configuration read is not a failure', async () => {
  await expect(loadShellState(session, [])).resolves.toMatchObject({ captchaFailed: false, captcha: { siteKeys: { invisible: 'i' } } });
});

it.each([
  ['https://bank.example/policy', 'https://bank.example/policy'],
  ['javascript:alert(1)', ''],
  ['//evil.example/x', ''],
])('the privacy-policy link %s of the settings becomes %j', async (url, expected) => {
  settings.mockRejectedValue(new UpstreamHttpError(409, null));
  const state = await loadShellState(session, [{ name: 'privacyPolicy.url', value: url }]);
  expect(state).toMatchObject({ kind: 'ready', privacyPending: true, privacyUrl: expected });
});

it.each([
  ['out of reach', new UpstreamUnavailableError(502, new Error('ECONNREFUSED'))],
  ['timed out', new UpstreamUnavailableError(504, new Error('timeout'))],
  ['behind a gateway that says 502', new UpstreamHttpError(502, null)],
])('an API %s: the shell says "temporarily unavailable" (no error page, no page without the settings)', async (_what, error) => {
  settings.mockRejectedValue(error);
  await expect(loadShellState(session, [])).resolves.toMatchObject({ kind: 'ready', apiUnavailable: true, privacyPending: false, passwordPrompt: null });
});

it('an API that answers: no "unavailable"', async () => {
  await expect(loadShellState(session, [])).resolves.toMatchObject({ kind: 'ready', apiUnavailable: false });
});

it('any other failure is still a rendering error (spec §8: go to /error)', async () => {
  settings.mockRejectedValue(new UpstreamHttpError(500, null));
  await expect(loadShellState(session, [])).rejects.toBeInstanceOf(UpstreamHttpError);
});

it('settings that do not come in time (502/504) leave the shell standing, with the "temporarily unavailable" dialog (issue 19)', async () => {
  settings.mockRejectedValue(new UpstreamUnavailableError(504, new Error('The page deadline passed')));
  await expect(loadShellState(session, [])).resolves.toMatchObject({ kind: 'ready', apiUnavailable: true, privacyPending: false, settings: [] });
});

it('the guest settings (loaded beside) are awaited only for the privacy link of a pending confirmation', async () => {
  settings.mockRejectedValue(new UpstreamHttpError(409, null));
  const guest = new Promise<{ name: string; value: string }[]>((resolve) => setTimeout(() => resolve([{ name: 'privacyPolicy.url', value: 'https://bank.example/p' }]), 20));
  await expect(loadShellState(session, guest)).resolves.toMatchObject({ privacyPending: true, privacyUrl: 'https://bank.example/p', apiUnavailable: false });
});
