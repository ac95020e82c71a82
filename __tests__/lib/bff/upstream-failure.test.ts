import { failureAnswer, upstreamFailureAction } from '@/lib/bff/upstream-failure';

describe('upstream failures map to spec §8', () => {
  it.each(['api/user/list', 'api/transaction/list', 'api/privacy-policy/confirm', 'info'])(
    '"401 … logout and redirect to /auth": 401 on %s → logout',
    (path) => {
      expect(upstreamFailureAction(401, path)).toBe('logout');
    },
  );

  it.each(['api/user/list', 'api/window/product', 'api/session/forgot-send-token', 'api/session/authx', 'api/session/logout/extra'])(
    '"403 on a path that is not auth or logout": 403 on %s → logout',
    (path) => {
      expect(upstreamFailureAction(403, path)).toBe('logout');
    },
  );

  it.each(['api/session/auth', 'api/session/logout', 'session/auth', 'tenant/api/session/logout'])('403 on auth or logout (%s) passes through', (path) => {
    expect(upstreamFailureAction(403, path)).toBe('pass');
  });

  it.each([502, 504])('"HTTP 502 or 504 → generic dialog": %d → unavailable', (status) => {
    expect(upstreamFailureAction(status, 'api/user/list')).toBe('unavailable');
    expect(upstreamFailureAction(status, 'api/session/auth')).toBe('unavailable');
  });

  it.each([
    [409, 'privacy-policy confirmation, the page\'s to show'],
    [423, 'visible captcha'],
    [429, 'server error as is'],
    [500, 'default call failure'],
    [503, 'not in the 502/504 row'],
    [400, 'validation'],
    [404, 'not found'],
    [200, 'success'],
  ])('%d passes through (%s)', (status) => {
    expect(upstreamFailureAction(status, 'api/user/list')).toBe('pass');
  });
});

describe('failureAnswer: the one answer of the proxy, the XLSX export and the session probe to an upstream failure', () => {
  const session = () => ({ destroy: jest.fn() });

  it('a logout ends the session and says so (401 logout)', async () => {
    const ended = session();
    const answer = failureAnswer(upstreamFailureAction(401, 'api/user/list'), 401, ended);
    expect(answer?.status).toBe(401);
    expect(await answer?.json()).toEqual({ message: 'Unauthorized', action: 'logout' });
    expect(ended.destroy).toHaveBeenCalledTimes(1);
  });

  it.each([
    [502, 502],
    [504, 504],
  ])('%d becomes "temporarily unavailable" (%d), the session stays', async (status, answered) => {
    const kept = session();
    const answer = failureAnswer(upstreamFailureAction(status, 'api/user/list'), status, kept);
    expect(answer?.status).toBe(answered);
    expect((await answer?.json()).action).toBe('unavailable');
    expect(kept.destroy).not.toHaveBeenCalled();
  });

  it('anything else passes through (null)', () => {
    const kept = session();
    expect(failureAnswer(upstreamFailureAction(409, 'api/user/list'), 409, kept)).toBeNull();
    expect(failureAnswer(upstreamFailureAction(200, 'api/user/list'), 200, kept)).toBeNull();
    expect(kept.destroy).not.toHaveBeenCalled();
  });
});
