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
 * A call as the tests read it, `[path?query, init]`, from the `Request` the BFF client (ky) sends: the
 * method, headers and signal, and the body as sent (JSON text, or the form of a multipart upload).
 */
export async function asCall(input: RequestInfo | URL, init?: RequestInit): Promise<[string, RequestInit]> {
  if (!(input instanceof Request)) return [String(input), init ?? {}];
  const url = new URL(input.url);
  const type = input.headers.get('content-type') ?? '';
  const body = input.method === 'GET' || input.method === 'HEAD' ? null : type.startsWith('multipart/form-data') ? await input.formData() : await input.text();
  return [`${url.pathname}${url.search}`, { method: input.method, headers: input.headers, body, signal: input.signal, credentials: input.credentials, cache: input.cache }];
}

/** A fake answer as the `Response` a real fetch gives (a file's answer brings its own headers and blob). */
export async function asResponse(answer: FakeResponse | Response): Promise<Response> {
  if (answer instanceof Response) return answer;
  const file = answer as FakeResponse & { headers?: Headers; blob?: () => Promise<Blob> };
  const body = file.blob ? await file.blob() : await file.text();
  const headers = file.headers ?? new Headers({ 'content-type': 'application/json' });
  return new Response(answer.status === 204 ? null : body, { status: answer.status, headers });
}

/**
 * The global `fetch` as a mock for each test of the block it is called in (fresh before each test,
 * removed after it); returns that mock. It sees each call as `[path?query, init]` (`asCall`).
 */
export function mockFetchEachTest(): FetchMock {
  const fetchMock: FetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset();
    (globalThis as { fetch?: unknown }).fetch = async (input: RequestInfo | URL, init?: RequestInit) => asResponse(await fetchMock(...(await asCall(input, init))));
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });
  return fetchMock;
}
