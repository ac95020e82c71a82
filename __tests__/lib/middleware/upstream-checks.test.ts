/**
 * The middleware's upstream checks (lib/middleware/upstream-checks.ts): the warm-ups of a page view carry its
 * deadline, and the map provider is read from the user's settings like every other setting.
 */
import { mapProviderFor, startUpstreamChecks } from '@/lib/middleware/upstream-checks';
import { deadlineAfter } from '@/lib/acquiring/deadline';
import { setUpstreamTransport, type UpstreamTransport } from '@/lib/acquiring/upstream';

jest.mock('server-only', () => ({}));

interface Seen {
  path: string;
  timeoutMs: number;
}

describe('upstream checks', () => {
  let previous: UpstreamTransport;
  const seen: Seen[] = [];
  let settings: unknown = [];
  beforeAll(() => {
    previous = setUpstreamTransport(async (url, { timeoutMs }) => {
      const path = new URL(url).pathname;
      seen.push({ path, timeoutMs });
      if (path.endsWith('/api/setting/list')) return Response.json({ result: settings });
      return Response.json({ result: [] });
    });
  });
  afterAll(() => setUpstreamTransport(previous));
  beforeEach(() => {
    seen.length = 0;
  });

  it("the warm-ups of a page view wait no longer than what is left of its deadline", async () => {
    startUpstreamChecks('warmbank', deadlineAfter(1_000));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.map((call) => call.path).sort()).toEqual(
      ['/warmbank/api/language/list', '/warmbank/api/session/recaptcha/configuration', '/warmbank/api/setting/guest-list', '/warmbank/info'].sort(),
    );
    // each probe's own bound is 5 s; the page had 1 s left
    for (const call of seen) expect(call.timeoutMs).toBeLessThanOrEqual(1_000);
  });

  it.each([
    ['osm', [{ name: 'map.provider', value: 'osm' }], 'osm'],
    ['the default (no setting)', [{ name: 'map.google.key', value: 'k' }], 'disabled'],
    ['an unknown provider', [{ name: 'map.provider', value: 'bing' }], 'disabled'],
  ])('the map provider: %s', async (_what, list, expected) => {
    settings = list;
    await expect(mapProviderFor(null, `token-${expected}-${JSON.stringify(list)}`, deadlineAfter(2_000))).resolves.toBe(expected);
    expect(seen.at(-1)?.path).toBe('/api/setting/list');
    expect(seen.at(-1)?.timeoutMs).toBeLessThanOrEqual(2_000);
  });

  it('a broken settings answer: no map host allowed, and asked again next time', async () => {
    settings = { not: 'a list' };
    await expect(mapProviderFor('mapbank', 'token-broken')).resolves.toBe('disabled');
    settings = [{ name: 'map.provider', value: 'yandex' }];
    await expect(mapProviderFor('mapbank', 'token-broken')).resolves.toBe('yandex');
  });
});
