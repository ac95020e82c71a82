import { bearerMatches, metricsToken } from '@/lib/server/metrics-access';

describe('metrics on the public port only behind METRICS_TOKEN', () => {
  const token = 'a'.repeat(32);

  it('a token shorter than 32 characters counts as none', () => {
    expect(metricsToken(undefined)).toBeNull();
    expect(metricsToken('short')).toBeNull();
    expect(metricsToken(` ${token} `)).toBe(token);
  });

  it('only the exact bearer token opens them', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(null, token)).toBe(false);
  });
});
