/** What the component tests' fake `fetch` answers: the part of a Response the API client reads. */
export interface FakeResponse {
  ok: boolean;
  status: number;
  text: () => Promise<string>;
}

export type FetchMock = jest.Mock<Promise<FakeResponse>, [string, RequestInit]>;

/** An answer with this status and JSON body. */
export function answer(status: number, body: unknown): FakeResponse {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) };
}

/**
 * The global `fetch` as a mock for each test of the block it is called in (fresh before each test,
 * removed after it); returns that mock.
 */
export function mockFetchEachTest(): FetchMock {
  const fetchMock: FetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset();
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });
  return fetchMock;
}
