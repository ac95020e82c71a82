/** @jest-environment ./__tests__/environment/node-page-origin.ts */
/**
 * Issue 9 resilience: an upstream 200 whose body is not JSON (a broken gateway; the sandbox's
 * `malformed` fault) is a failure with the spec §8 "temporarily unavailable" behaviour, on the
 * server (first loads) and in the browser (calls through the BFF) — it used to crash a screen into /error.
 */
jest.mock('server-only', () => ({}));

import { createApiClient } from '@/lib/client/api';
import { ApiError } from '@/lib/client/api-failure';
import { fetchTransport, upstreamJson, UpstreamHttpError, setUpstreamTransport } from '@/lib/acquiring/upstream';
import type { Endpoint, HttpMethod } from '@/lib/acquiring/endpoint';
/** A row of the endpoint table as these tests name it: any method and path. */
const row = (method: HttpMethod, path: string): Endpoint<unknown, unknown, unknown> => ({ method, path, access: 'session' });

// The API stand-in of each test sits behind `fetch`; the server code reaches it through this transport
// (production uses node:http, where __tests__/lib/acquiring/upstream-transport.int.test.ts covers the same answers).
setUpstreamTransport(fetchTransport((input, init) => globalThis.fetch(input, init)));

const MALFORMED = '{"result": {"broken": tru';
const original = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = original;
});

function answer(body: string, status = 200): void {
  globalThis.fetch = (async () => new Response(body, { status, headers: { 'content-type': 'application/json; charset=utf-8' } })) as typeof fetch;
}

describe('a malformed success is a failure', () => {
  it('server side: upstreamJson throws a 502', async () => {
    answer(MALFORMED);
    await expect(upstreamJson({ alias: null, path: 'api/transaction/summary' })).rejects.toEqual(expect.objectContaining({ status: 502 }));
    await expect(upstreamJson({ alias: null, path: 'api/transaction/summary' })).rejects.toBeInstanceOf(UpstreamHttpError);
  });

  it('server side: an empty success is still null data, a JSON one its result', async () => {
    answer('');
    await expect(upstreamJson({ alias: null, path: 'api/x' })).resolves.toBeNull();
    answer('{"result":[1]}');
    await expect(upstreamJson({ alias: null, path: 'api/x' })).resolves.toEqual([1]);
  });

  it('browser side: the API client shows the unavailable dialog and throws', async () => {
    answer(MALFORMED);
    const hooks = { onUnavailable: jest.fn(), onSignedOut: jest.fn(), onPrivacyPolicy: jest.fn() };
    const api = createApiClient(null, hooks);
    await expect(api(row('GET', 'api/transaction/list'))).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onUnavailable).toHaveBeenCalledTimes(1);
    answer('{"result":[]}');
    await expect(api(row('GET', 'api/transaction/list'))).resolves.toEqual({ result: [] });
  });
});
