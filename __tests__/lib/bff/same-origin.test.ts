import { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE, checkMutationOrigin, isMutation } from '@/lib/bff/same-origin';

const ORIGIN = 'https://bo.example.com';

function headers(init: Record<string, string>): Headers {
  return new Headers(init);
}

const withToken = { [ANTI_FORGERY_HEADER]: ANTI_FORGERY_VALUE };

describe('"Browser → BFF mutations need a same-origin check (Origin / Sec-Fetch-Site) and a custom anti-forgery header"', () => {
  it('the anti-forgery header is x-bo-request: 1', () => {
    expect(ANTI_FORGERY_HEADER).toBe('x-bo-request');
    expect(ANTI_FORGERY_VALUE).toBe('1');
  });

  it('a same-origin request with the header is accepted', () => {
    expect(checkMutationOrigin(headers({ ...withToken, origin: ORIGIN, 'sec-fetch-site': 'same-origin' }), ORIGIN)).toBe('ok');
  });

  it('a same-origin request with the header but no Origin/Sec-Fetch-Site (old browser) is accepted', () => {
    expect(checkMutationOrigin(headers(withToken), ORIGIN)).toBe('ok');
  });

  it.each([
    ['no header at all', {}],
    ['header with another value', { [ANTI_FORGERY_HEADER]: 'true' }],
    ['header empty', { [ANTI_FORGERY_HEADER]: '' }],
  ])('missing anti-forgery header is refused (%s), even from our own origin', (_label, extra) => {
    expect(checkMutationOrigin(headers({ ...extra, origin: ORIGIN, 'sec-fetch-site': 'same-origin' }), ORIGIN)).toBe('missing-header');
  });

  it.each(['cross-site', 'same-site', 'none'])('Sec-Fetch-Site: %s is refused', (site) => {
    expect(checkMutationOrigin(headers({ ...withToken, 'sec-fetch-site': site, origin: ORIGIN }), ORIGIN)).toBe('cross-site');
  });

  it('Origin: null (sandboxed frame, data: URL) is refused', () => {
    expect(checkMutationOrigin(headers({ ...withToken, origin: 'null' }), ORIGIN)).toBe('foreign-origin');
  });

  it.each([
    'https://evil.example',
    'http://bo.example.com',
    'https://bo.example.com:8443',
    'https://sub.bo.example.com',
    'https://bo.example.com.evil.example',
  ])('foreign Origin %s is refused', (origin) => {
    expect(checkMutationOrigin(headers({ ...withToken, origin }), ORIGIN)).toBe('foreign-origin');
  });

  it('a foreign Origin is refused even when Sec-Fetch-Site claims same-origin', () => {
    expect(checkMutationOrigin(headers({ ...withToken, origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }), ORIGIN)).toBe(
      'foreign-origin',
    );
  });
});

describe('isMutation ("a GET never mutates")', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s is a mutation', (method) => {
    expect(isMutation(method)).toBe(true);
  });
  it.each(['GET', 'HEAD', 'OPTIONS'])('%s is not', (method) => {
    expect(isMutation(method)).toBe(false);
  });
});
