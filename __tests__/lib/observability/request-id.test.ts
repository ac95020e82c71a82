import { requestIdOf } from '@/lib/observability/request-id';

const headers = (value?: string) => new Headers(value === undefined ? {} : { 'x-request-id': value });

describe('requestIdOf: the X-Request-Id of the request, when it looks like one', () => {
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
