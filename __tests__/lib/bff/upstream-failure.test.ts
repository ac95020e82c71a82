import { upstreamFailureAction } from '@/lib/bff/upstream-failure';

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
