import { clientAddress, normalizedAddress } from '@/lib/bff/client-address';

describe('clientAddress: X-Forwarded-For only behind a trusted proxy, and only the entry it appended', () => {
  const headers = (value: string) => new Headers({ 'x-forwarded-for': value });

  it('without TRUST_PROXY the header is whatever the client wrote: unknown', () => {
    expect(clientAddress(headers('203.0.113.7'), false)).toBeNull();
    expect(clientAddress(new Headers(), false)).toBeNull();
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['6.6.6.6, 203.0.113.7', '203.0.113.7'],
    ['6.6.6.6,203.0.113.7 ', '203.0.113.7'],
    ['6.6.6.6, 2001:DB8::1', '2001:db8::1'],
    ['', null],
    ['6.6.6.6, not-an-address', null],
    ['6.6.6.6, <script>', null],
  ])('behind a trusted proxy: %j → %j', (value, expected) => {
    expect(clientAddress(headers(value), true)).toBe(expected);
  });

  it('no header behind a trusted proxy: unknown', () => {
    expect(clientAddress(new Headers(), true)).toBeNull();
  });
});

describe('normalizedAddress: one spelling per address', () => {
  it.each([
    ['203.0.113.7:51234', '203.0.113.7'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['  198.51.100.1  ', '198.51.100.1'],
    ['999.1.1.1', null],
    ['localhost', null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizedAddress(raw)).toBe(expected);
  });
});
