import { assignRequestId, isRequestId, requestIdOf, REQUEST_ID_HEADER } from '@/lib/observability/request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('assignRequestId: the proxy’s X-Request-Id only when the proxy is trusted', () => {
  it('behind a trusted proxy, its id (nginx’s $request_id) is kept', () => {
    expect(assignRequestId('0f8e3b9c2d1a4e5f6a7b8c9d0e1f2a3b', true)).toBe('0f8e3b9c2d1a4e5f6a7b8c9d0e1f2a3b');
  });

  it('without TRUST_PROXY the client’s header is ignored: a new UUID', () => {
    const id = assignRequestId('chosen-by-the-client', false);
    expect(id).toMatch(UUID);
    expect(id).not.toBe('chosen-by-the-client');
  });

  it.each([
    ['a header that would break a log line', 'abc\r\nx-admin: 1'],
    ['spaces and quotes', 'a "b" c'],
    ['too long', 'a'.repeat(129)],
    ['empty', ''],
    ['several headers', ['one', 'two']],
    ['none', undefined],
  ])('a trusted proxy’s malformed id (%s): a new one', (_, sent) => {
    expect(assignRequestId(sent, true)).toMatch(UUID);
  });

  it('each new id differs', () => {
    expect(assignRequestId(undefined, false)).not.toBe(assignRequestId(undefined, false));
  });
});

describe('requestIdOf: what route handlers, pages and the audit read', () => {
  it('reads the header the server entry set', () => {
    expect(requestIdOf(new Headers({ [REQUEST_ID_HEADER]: 'req-1' }))).toBe('req-1');
  });

  it('null when the request did not come through the server entry, or the value is not an id', () => {
    expect(requestIdOf(new Headers())).toBeNull();
    expect(requestIdOf(new Headers({ [REQUEST_ID_HEADER]: 'a b' }))).toBeNull();
  });

  it('isRequestId accepts ids of up to 128 safe characters', () => {
    expect(isRequestId('a'.repeat(128))).toBe(true);
    expect(isRequestId('trace:0af7651916cd43dd8448eb211c80319c')).toBe(true);
    expect(isRequestId(42)).toBe(false);
  });
});

describe('requestIdOf: the X-Request-Id of the request, when it looks like one (the audit trail’s cases)', () => {
  const headers = (value?: string) => new Headers(value === undefined ? {} : { 'x-request-id': value });

  it.each(['3f2b9c1e-8d4a-4c7e-9b1f-2a6d8e0c5f7a', 'req.1_A-b', 'a'.repeat(128)])('%j is taken', (value) => {
    expect(requestIdOf(headers(value))).toBe(value);
  });

  it.each([
    ['none', undefined],
    ['empty', ''],
    ['too long', 'a'.repeat(129)],
    ['a forged log line', 'x"},{"action":"sign-in"'],
    ['spaces', 'a b'],
    ['a cookie', 'session=Fe26.2**abc'],
  ])('%s → null', (_label, value) => {
    expect(requestIdOf(headers(value))).toBeNull();
  });
});
