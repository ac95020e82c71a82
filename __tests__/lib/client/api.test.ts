/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { createApiClient, lazyBffClient } from '@/lib/client/api';
import { ApiError, BFF_TIMEOUT_MS, failureReaction, handledByPage, reactToFailure, shownAsUnavailable, type ApiHooks } from '@/lib/client/api-failure';
import { serverEnv } from '@/lib/env';
import { asCall } from '../../components/fetch-mock';
import type { Endpoint, HttpMethod } from '@/lib/acquiring/endpoint';
/** A row of the endpoint table as these tests name it: any method and path. */
const row = (method: HttpMethod, path: string): Endpoint<unknown, unknown, unknown> => ({ method, path, access: 'session' });

type FetchArgs = [input: string, init: RequestInit];

function hooks(): jest.Mocked<ApiHooks> {
  return { onUnavailable: jest.fn(), onSignedOut: jest.fn(), onPrivacyPolicy: jest.fn() };
}

/** The global fetch answers `status` and `body`; the mock sees each call as `[path?query, init]` (`asCall`). */
function respond(status: number, body: unknown): jest.Mock {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const mock = jest.fn(async (..._call: FetchArgs) => new Response(status === 204 ? null : text, { status }));
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => mock(...(await asCall(input, init)))) as typeof fetch;
  return mock;
}

function call(mock: jest.Mock): FetchArgs {
  return mock.mock.calls[0] as FetchArgs;
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('createApiClient: "same-origin calls to the BFF with the anti-forgery header and the tenant alias"', () => {
  it('sends x-bo-request: 1, x-tenant-alias, accept JSON, same-origin credentials and no cache', async () => {
    const mock = respond(200, { result: [] });
    const api = createApiClient('greenbank', hooks());
    await expect(api(row('GET', 'api/language/list'))).resolves.toEqual({ result: [] });
    const [url, init] = call(mock);
    expect(url).toBe('/api/language/list');
    const headers = new Headers(init.headers);
    expect(headers.get('x-bo-request')).toBe('1');
    expect(headers.get('x-tenant-alias')).toBe('greenbank');
    expect(headers.get('accept')).toBe('application/json');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.cache).toBe('no-store');
  });

  it('the default tenant sends no alias header', async () => {
    const mock = respond(200, {});
    await createApiClient(null, hooks())(row('GET', 'api/language/list'));
    expect(new Headers(call(mock)[1].headers).has('x-tenant-alias')).toBe(false);
  });

  it('never sends an Authorization, Cookie or CSRF header of its own', async () => {
    const mock = respond(200, {});
    await createApiClient('greenbank', hooks())(row('POST', 'api/user'), { json: { a: 1 } });
    const headers = new Headers(call(mock)[1].headers);
    expect(headers.has('authorization')).toBe(false);
    expect(headers.has('cookie')).toBe(false);
    expect(headers.has('x-csrf-token')).toBe(false);
  });

  it('always calls a same-origin path: leading slashes are collapsed, so "//evil.example" cannot become another host', async () => {
    const mock = respond(200, {});
    await createApiClient(null, hooks())(row('GET', '//evil.example/api/user/list'));
    expect(call(mock)[0]).toBe('/evil.example/api/user/list');
  });

  it('JSON bodies get a content type; query parameters are appended', async () => {
    const mock = respond(200, { result: true });
    const api = createApiClient(null, hooks());
    await api(row('PUT', 'api/user'), { json: { id: 1, status: 1 }, search: new URLSearchParams({ id: '1' }) });
    const [url, init] = call(mock);
    expect(url).toBe('/api/user?id=1');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"id":1,"status":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('an empty success body is null', async () => {
    respond(200, undefined);
    await expect(createApiClient(null, hooks())(row('GET', 'api/user'))).resolves.toBeNull();
  });

  it.each([502, 504])('"HTTP 502 or 504 → generic dialog": %d calls onUnavailable and nothing else', async (status) => {
    respond(status, '<html>Bad gateway</html>');
    const h = hooks();
    await expect(createApiClient(null, h)(row('GET', 'api/user/list'))).rejects.toMatchObject({ status });
    expect(h.onUnavailable).toHaveBeenCalledTimes(1);
    expect(h.onSignedOut).not.toHaveBeenCalled();
    expect(h.onPrivacyPolicy).not.toHaveBeenCalled();
  });

  it('the dialog gets the failed request’s id from X-Request-Id, for support (issue 35 §3)', async () => {
    global.fetch = jest.fn(async () => new Response('{"message":"down","action":"unavailable"}', { status: 502, headers: { 'content-type': 'application/json', 'x-request-id': 'req-502' } })) as unknown as typeof fetch;
    const h = hooks();
    await expect(createApiClient(null, h)(row('GET', 'api/user/list'))).rejects.toMatchObject({ status: 502 });
    expect(h.onUnavailable).toHaveBeenCalledWith('req-502');
  });

  it('a network failure calls onUnavailable and rejects with status 0', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const h = hooks();
    await expect(createApiClient(null, h)(row('GET', 'api/user/list'))).rejects.toMatchObject({ status: 0 });
    expect(h.onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('"Request cancelled → \'Request canceled\'" and no dialog', async () => {
    const controller = new AbortController();
    controller.abort();
    global.fetch = jest.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    }) as unknown as typeof fetch;
    const h = hooks();
    await expect(createApiClient(null, h)(row('GET', 'api/user/list'), { signal: controller.signal })).rejects.toMatchObject({
      status: 0,
      message: 'Request canceled',
    });
    expect(h.onUnavailable).not.toHaveBeenCalled();
  });

  it('{action:"logout"} from the BFF → onSignedOut', async () => {
    respond(401, { message: 'Unauthorized', action: 'logout' });
    const h = hooks();
    await expect(createApiClient(null, h)(row('GET', 'api/user/list'))).rejects.toBeInstanceOf(ApiError);
    expect(h.onSignedOut).toHaveBeenCalledTimes(1);
  });

  it.each(['api/session/auth', 'api/session/logout'])('{action:"logout"} on %s does not sign out again (the page handles it)', async (path) => {
    respond(401, { message: 'Unauthorized', action: 'logout' });
    const h = hooks();
    await expect(createApiClient(null, h)(row('POST', path), { json: {} })).rejects.toMatchObject({ status: 401 });
    expect(h.onSignedOut).not.toHaveBeenCalled();
  });

  it('a 401 without the logout action (e.g. wrong password) does not sign out', async () => {
    respond(401, { message: 'Wrong', exception: 'WrongPasswordException', attemptsLeft: 2 });
    const h = hooks();
    await expect(createApiClient(null, h)(row('POST', 'api/session/auth'), { json: {} })).rejects.toMatchObject({ status: 401 });
    expect(h.onSignedOut).not.toHaveBeenCalled();
  });

  it('"409 on a non-auth path → privacy-policy confirmation dialog"', async () => {
    respond(409, { message: 'Privacy policy', exception: 'PrivacyPolicyNotConfirmedException' });
    const h = hooks();
    await expect(createApiClient(null, h)(row('GET', 'api/user/list'))).rejects.toMatchObject({ status: 409 });
    expect(h.onPrivacyPolicy).toHaveBeenCalledTimes(1);
  });

  it('409 on the auth path does not open the privacy-policy dialog', async () => {
    respond(409, { message: 'Privacy policy' });
    const h = hooks();
    await expect(createApiClient(null, h)(row('POST', 'api/session/auth'), { json: {} })).rejects.toMatchObject({ status: 409 });
    expect(h.onPrivacyPolicy).not.toHaveBeenCalled();
  });

  it.each([400, 403, 423, 429, 500])('%d calls no hook and rejects with status, body and the server message', async (status) => {
    const body = { message: `server says ${status}`, errors: [{ message: 'x' }] };
    respond(status, body);
    const h = hooks();
    const error: unknown = await createApiClient(null, h)(row('POST', 'api/user'), { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, body, message: `server says ${status}` });
    expect(h.onUnavailable).not.toHaveBeenCalled();
    expect(h.onSignedOut).not.toHaveBeenCalled();
    expect(h.onPrivacyPolicy).not.toHaveBeenCalled();
  });

  it('a non-JSON error body gives body null and an HTTP message', async () => {
    respond(500, 'oops');
    await expect(createApiClient(null, hooks())(row('GET', 'api/user/list'))).rejects.toMatchObject({ status: 500, body: null, message: 'HTTP 500' });
  });
});

describe('ky under the client: a timeout, and retries only for idempotent GETs', () => {
  afterEach(() => jest.useRealTimers());

  it('a GET that gets no answer is tried once more, then the "temporarily unavailable" dialog', async () => {
    const mock = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    global.fetch = mock as unknown as typeof fetch;
    const h = hooks();
    await expect(createApiClient(null, h)(row('GET', 'api/user/list'))).rejects.toMatchObject({ status: 0 });
    expect(mock).toHaveBeenCalledTimes(2);
    expect(h.onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('a GET answered 502 is tried once more; the second answer decides', async () => {
    const mock = jest
      .fn()
      .mockResolvedValueOnce(new Response('{"action":"unavailable"}', { status: 502 }))
      .mockResolvedValueOnce(new Response('{"result":[1]}', { status: 200 }));
    global.fetch = mock as unknown as typeof fetch;
    const h = hooks();
    await expect(createApiClient(null, h)(row('GET', 'api/user/list'))).resolves.toEqual({ result: [1] });
    expect(mock).toHaveBeenCalledTimes(2);
    expect(h.onUnavailable).not.toHaveBeenCalled();
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('a %s is never repeated (it may have taken effect)', async (method) => {
    const mock = respond(502, { action: 'unavailable' });
    const h = hooks();
    await expect(createApiClient(null, h)(row(method, 'api/user'), { json: {} })).rejects.toMatchObject({ status: 502 });
    expect(mock).toHaveBeenCalledTimes(1);
    expect(h.onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('a GET answered 500 or 504 is not repeated (504: the BFF has already waited its deadline)', async () => {
    for (const status of [500, 504]) {
      const mock = respond(status, { message: 'x' });
      await expect(createApiClient(null, hooks())(row('GET', 'api/user/list'))).rejects.toMatchObject({ status });
      expect(mock).toHaveBeenCalledTimes(1);
    }
  });

  it(`past ${BFF_TIMEOUT_MS / 1000} s without an answer: the "temporarily unavailable" dialog, status 0`, async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((_resolve, reject) => {
          (input as Request).signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof fetch;
    const h = hooks();
    const result = createApiClient(null, h)(row('POST', 'api/session/auth'), { json: {} }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(BFF_TIMEOUT_MS + 1);
    expect(await result).toMatchObject({ status: 0 });
    expect(h.onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('the timeout is past the BFF’s own default deadline for the upstream, so its 504 and dialog come first', () => {
    expect(process.env.UPSTREAM_TIMEOUT_MS).toBeUndefined();
    expect(BFF_TIMEOUT_MS).toBeGreaterThan(serverEnv().upstreamTimeoutMs);
  });
});

describe('failureReaction: spec §8 by the BFF answer, for every kind of call (JSON, file, upload)', () => {
  it.each([
    [502, { action: 'unavailable' }, 'api/merchant/report', 'unavailable'],
    [504, null, 'api/window/product-upload-csv', 'unavailable'],
    [200, { action: 'unavailable' }, 'api/user/list', 'unavailable'],
    [401, { message: 'Unauthorized', action: 'logout' }, 'api/merchant/report', 'signed-out'],
    [403, { action: 'logout' }, 'api/window/product-upload-csv', 'signed-out'],
    [409, { message: 'policy' }, 'api/merchant/report', 'privacy-policy'],
    [401, { action: 'logout' }, 'api/session/auth', null],
    [401, { action: 'logout' }, 'api/session/logout', null],
    [409, null, 'api/session/auth', null],
    [401, { message: 'Wrong password' }, 'api/user/list', null],
    [500, { message: 'boom' }, 'api/merchant/report', null],
    [400, 'not an object', 'api/user/list', null],
  ] as const)('%i %j on %s → %s', (status, body, path, expected) => {
    expect(failureReaction(status, body, path)).toBe(expected);
  });

  it('reactToFailure runs exactly the one hook of the reaction and answers it', () => {
    const mocks = hooks();
    expect(reactToFailure(mocks, 409, null, 'api/merchant/report')).toBe('privacy-policy');
    expect(mocks.onPrivacyPolicy).toHaveBeenCalledTimes(1);
    expect(mocks.onUnavailable).not.toHaveBeenCalled();
    expect(mocks.onSignedOut).not.toHaveBeenCalled();
    expect(reactToFailure(mocks, 500, null, 'api/merchant/report')).toBeNull();
    expect(mocks.onPrivacyPolicy).toHaveBeenCalledTimes(1);
  });
});

describe('what the page already said for a failed call', () => {
  it.each([
    [0, true, true],
    [502, true, true],
    [504, true, true],
    [401, false, true],
    [500, false, false],
    [409, false, false],
  ])('status %i: unavailable dialog %s, handled by the page %s', (status, unavailable, handled) => {
    const error = new ApiError(status, null, 'x');
    expect(shownAsUnavailable(error)).toBe(unavailable);
    expect(handledByPage(error)).toBe(handled);
  });

  it('anything but an ApiError is neither', () => {
    expect(shownAsUnavailable(new Error('x'))).toBe(false);
    expect(handledByPage(null)).toBe(false);
  });
});

describe('lazyBffClient: ky is not first-load JS; it loads on the first call (or when the page is idle)', () => {
  it('creates one ky instance for all the calls of the page', async () => {
    const client = lazyBffClient(null, hooks());
    const [first, second] = await Promise.all([client(), client()]);
    expect(first).toBe(second);
    expect(await client()).toBe(first);
  });

  it('a chunk the network did not deliver: no answer (the "temporarily unavailable" dialog), and the next call asks for it again', async () => {
    jest.resetModules();
    jest.doMock('@/lib/client/bff-ky', () => {
      throw new Error('ChunkLoadError: Loading chunk failed');
    });
    const lazy = await import('@/lib/client/api');
    const failing = hooks();
    const api = lazy.createApiClient(null, failing);
    await expect(api(row('GET', 'api/user/list'))).rejects.toMatchObject({ status: 0 });
    expect(failing.onUnavailable).toHaveBeenCalledTimes(1);

    jest.dontMock('@/lib/client/bff-ky');
    const mock = respond(200, { ok: true });
    await expect(api(row('GET', 'api/user/list'))).resolves.toEqual({ ok: true });
    expect(mock).toHaveBeenCalledTimes(1);
  });
});
