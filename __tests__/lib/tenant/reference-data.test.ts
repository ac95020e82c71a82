/** Spec §9 caches: "payment instruments 15" — per session, 15 s, failures never kept. */
jest.mock('server-only', () => ({}));

import { setUpstreamTransport, type UpstreamTransport } from '@/lib/acquiring/upstream';
import { paymentInstruments } from '@/lib/tenant/reference-data';
import { CACHE_LIFETIMES } from '@/lib/domain/limits';

const calls: { url: string; authorization: string | null }[] = [];
let fail = false;
const transport: UpstreamTransport = async (url, request) => {
  calls.push({ url, authorization: request.headers.get('authorization') });
  if (fail) return new Response(JSON.stringify({ message: 'boom' }), { status: 500 });
  return new Response(JSON.stringify({ result: [{ type: 'Terminal', name: `Card for ${request.headers.get('authorization')}` }] }), { status: 200 });
};

let previous: UpstreamTransport;
beforeAll(() => {
  previous = setUpstreamTransport(transport);
});
afterAll(() => {
  setUpstreamTransport(previous);
});
beforeEach(() => {
  calls.length = 0;
  fail = false;
  jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

describe('paymentInstruments (spec §9 "payment instruments 15")', () => {
  it('the lifetime is the spec’s 15', () => {
    expect(CACHE_LIFETIMES.paymentInstruments).toBe(15);
  });

  it('one session asks once within 15 s, and again after', async () => {
    const first = await paymentInstruments('greenbank', 'token-a1');
    await expect(paymentInstruments('greenbank', 'token-a1')).resolves.toEqual(first);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/\/greenbank\/api\/payment-instrument\/list$/);
    jest.setSystemTime(Date.now() + 14_000);
    await paymentInstruments('greenbank', 'token-a1');
    expect(calls).toHaveLength(1);
    jest.setSystemTime(Date.now() + 2_000);
    await paymentInstruments('greenbank', 'token-a1');
    expect(calls).toHaveLength(2);
  });

  it('never serves one session’s list to another, nor one tenant’s to another', async () => {
    const mine = await paymentInstruments(null, 'token-b1');
    const theirs = await paymentInstruments(null, 'token-b2');
    const otherBank = await paymentInstruments('greenbank', 'token-b1');
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer token-b1', 'Bearer token-b2', 'Bearer token-b1']);
    expect(mine[0]!.name).toBe('Card for Bearer token-b1');
    expect(theirs[0]!.name).toBe('Card for Bearer token-b2');
    expect(otherBank).toHaveLength(1);
  });

  it('a failure is not kept: the next page asks again', async () => {
    fail = true;
    await expect(paymentInstruments(null, 'token-c1')).rejects.toMatchObject({ status: 500 });
    fail = false;
    await expect(paymentInstruments(null, 'token-c1')).resolves.toHaveLength(1);
    expect(calls).toHaveLength(2);
  });
});
