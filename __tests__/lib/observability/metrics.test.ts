import { signInOutcome } from '@/lib/observability/metrics';

describe('signInOutcome: what a sign-in route’s answer counts as', () => {
  it.each([
    ['/api/session/auth', 401, { step: 'password', kind: 'failure' }],
    ['/api/session/auth', 403, { step: 'password', kind: 'failure' }],
    ['/api/session/auth', 423, { step: 'password', kind: 'failure' }],
    ['/api/session/auth', 429, { step: 'password', kind: 'limit' }],
    ['/api/session/confirm-authentication-code', 400, { step: 'code', kind: 'failure' }],
    ['/api/session/confirm-authentication-code', 429, { step: 'code', kind: 'limit' }],
    ['/api/session/resend-authentication-code', 429, { step: 'resend', kind: 'limit' }],
    ['/api/session/resend-authentication-code', 400, null],
    ['/api/session/auth', 200, null],
    ['/api/session/auth', 502, null],
    ['/api/user/list', 401, null],
  ])('%s %i → %j', (route, status, outcome) => {
    expect(signInOutcome(route, status)).toEqual(outcome);
  });
});
