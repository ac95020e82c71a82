import { hasLanguageList } from '@/lib/middleware/upstream-checks';
import { upstreamFetch } from '@/lib/acquiring/upstream';

jest.mock('server-only', () => ({}));
jest.mock('@/lib/acquiring/upstream', () => ({
  upstreamFetch: jest.fn(),
  readJsonBody: async (response: Response) => response.json(),
  withinDeadline: <T,>(_deadline: unknown, work: Promise<T>) => work,
}));

const fetchMock = upstreamFetch as jest.MockedFunction<typeof upstreamFetch>;
const LIST = { result: [{ id: 'ru', name: 'Русский', enabled: true }] };

/**
 * Spec §2 "If no language list is loaded the user goes to error" (false), but an API that cannot be reached for
 * now is the spec §8 "temporarily unavailable" (null: the page shows the dialog and recovers with the API).
 */
describe('hasLanguageList', () => {
  beforeEach(() => fetchMock.mockReset());

  it.each([
    ['a list', 200, LIST, true],
    ['an empty list', 200, { result: [] }, false],
    ['an error of the API', 500, { message: 'Internal' }, false],
    ['a refusal', 404, { message: 'Not found' }, false],
    ['a gateway that cannot reach it (502)', 502, { message: 'Bad gateway' }, null],
    ['a gateway that waited in vain (504)', 504, { message: 'Timeout' }, null],
    ['maintenance (503)', 503, { message: 'Unavailable' }, null],
  ])('%s → %s', async (_what, status, body, expected) => {
    fetchMock.mockResolvedValue(Response.json(body, { status }));
    await expect(hasLanguageList(`tenant-${status}-${String(expected)}`)).resolves.toBe(expected);
  });

  it('an API that cannot be reached: unknown, and asked again next time (not kept)', async () => {
    fetchMock.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    await expect(hasLanguageList('restarting')).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(Response.json(LIST));
    await expect(hasLanguageList('restarting')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
