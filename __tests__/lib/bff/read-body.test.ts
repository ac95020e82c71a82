import { readJsonObject, stringField, TOO_LARGE } from '@/lib/bff/read-body';

function post(body: string, contentType: string | null = 'application/json'): Request {
  return new Request('https://bo.example.com/api/session/auth', {
    method: 'POST',
    headers: contentType === null ? {} : { 'content-type': contentType },
    body,
  });
}

describe('readJsonObject: a small JSON object body or null', () => {
  it('reads a JSON object', async () => {
    await expect(readJsonObject(post('{"login":"a@b.c","password":"x"}'))).resolves.toEqual({ login: 'a@b.c', password: 'x' });
  });

  it('accepts application/json with a charset, case-insensitively', async () => {
    await expect(readJsonObject(post('{"a":1}', 'Application/JSON; charset=utf-8'))).resolves.toEqual({ a: 1 });
  });

  it.each([
    ['text/plain (a cross-site form can send it without preflight)', 'text/plain'],
    ['form encoding', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no content type', null],
  ])('refuses a non-JSON content type: %s', async (_label, type) => {
    await expect(readJsonObject(post('{"a":1}', type))).resolves.toBeNull();
  });

  it.each([
    ['an array', '[{"a":1}]'],
    ['null', 'null'],
    ['a string', '"x"'],
    ['a number', '42'],
    ['malformed JSON', '{"a":'],
    ['empty body', ''],
  ])('refuses %s', async (_label, body) => {
    await expect(readJsonObject(post(body))).resolves.toBeNull();
  });

  it('says a body over the limit is too large (a 413, not "field required"), and accepts one at it', async () => {
    const atLimit = JSON.stringify({ a: 'x'.repeat(100 - 8) });
    expect(atLimit).toHaveLength(100);
    await expect(readJsonObject(post(atLimit), 100)).resolves.toEqual({ a: 'x'.repeat(92) });
    await expect(readJsonObject(post(JSON.stringify({ a: 'x'.repeat(93) })), 100)).resolves.toBe(TOO_LARGE);
  });

  it('the default limit is 16 KiB', async () => {
    await expect(readJsonObject(post(JSON.stringify({ a: 'x'.repeat(17 * 1024) })))).resolves.toBe(TOO_LARGE);
  });

  it('the limit is in bytes: 10 000 Cyrillic letters (20 000 bytes) are past 16 KiB', async () => {
    // 10 000 Cyrillic letters are 20 000 bytes of UTF-8: over a 16 KiB byte limit.
    const body = JSON.stringify({ a: 'я'.repeat(10_000) });
    expect(new TextEncoder().encode(body).length).toBeGreaterThan(16 * 1024);
    await expect(readJsonObject(post(body))).resolves.toBe(TOO_LARGE);
  });
});

describe('stringField', () => {
  const body = { login: 'user@example.com', empty: '', number: 5, nil: null, list: ['a'], object: { a: 'b' } };

  it('returns a non-empty string within the limit', () => {
    expect(stringField(body, 'login', 100)).toBe('user@example.com');
    expect(stringField(body, 'login', 'user@example.com'.length)).toBe('user@example.com');
  });

  it('refuses a string longer than the limit', () => {
    expect(stringField(body, 'login', 'user@example.com'.length - 1)).toBeNull();
  });

  it.each(['empty', 'number', 'nil', 'list', 'object', 'missing'])('refuses %s', (name) => {
    expect(stringField(body, name, 100)).toBeNull();
  });
});
