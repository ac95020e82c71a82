import { buildVersionChanged } from '@/lib/middleware/upstream-checks';
import { upstreamFetch } from '@/lib/acquiring/upstream';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/acquiring/upstream', () => ({
  ...jest.requireActual('@/lib/acquiring/upstream'),
  upstreamFetch: jest.fn(),
  readJsonBody: async (response: Response) => response.json(),
}));

const fetchMock = upstreamFetch as jest.MockedFunction<typeof upstreamFetch>;
const answer = (buildVersion: string) => Promise.resolve(Response.json({ buildVersion }));

describe('build version check (spec §4: a changed build version signs the user out)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => jest.useRealTimers());

  it('a session of the current version stays; of another version, after a fresh reading, is signed out', async () => {
    fetchMock.mockImplementation(() => answer('2.0'));
    await expect(buildVersionChanged('t1', '2.0')).resolves.toBe(false);
    jest.advanceTimersByTime(1_500);
    await expect(buildVersionChanged('t1', '1.0')).resolves.toBe(true);
  });

  it('right after a deployment, a login carrying the new version is not signed out by the cached old one', async () => {
    fetchMock.mockImplementation(() => answer('1.0'));
    await expect(buildVersionChanged('t2', '1.0')).resolves.toBe(false);
    fetchMock.mockImplementation(() => answer('2.0'));
    jest.advanceTimersByTime(1_500);
    // The cache (10 s) still says 1.0; the new session says 2.0: a fresh reading settles it.
    await expect(buildVersionChanged('t2', '2.0')).resolves.toBe(false);
    // …and the old sessions are now the ones signed out.
    await expect(buildVersionChanged('t2', '1.0')).resolves.toBe(true);
  });

  it('re-reads at most once a second per tenant, however many stale cookies arrive', async () => {
    fetchMock.mockImplementation(() => answer('2.0'));
    await buildVersionChanged('t3', '2.0');
    jest.advanceTimersByTime(1_500);
    for (let n = 0; n < 20; n += 1) await buildVersionChanged('t3', 'old');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an unreachable upstream signs nobody out', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new Error('down')));
    await expect(buildVersionChanged('t4', '1.0')).resolves.toBe(false);
  });
});
