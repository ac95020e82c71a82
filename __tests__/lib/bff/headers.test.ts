import { REQUEST_HEADERS_TO_UPSTREAM, RESPONSE_HEADERS_TO_BROWSER, pickHeaders } from '@/lib/bff/headers';

const FORBIDDEN = [
  'cookie',
  'authorization',
  'set-cookie',
  'x-csrf-token',
  'host',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
  'request-source',
  'financial-institute-alias',
  'origin',
  'x-bo-request',
  'x-tenant-alias',
  'x-middleware-subrequest',
];

function everything(): Headers {
  const headers = new Headers({
    accept: 'application/json',
    'accept-language': 'ru',
    'content-type': 'application/json',
    'content-disposition': 'attachment; filename="report.csv"',
    'cache-control': 'private, max-age=60',
    etag: '"abc"',
    'last-modified': 'Wed, 21 Oct 2015 07:28:00 GMT',
    'retry-after': '30',
    'if-none-match': '"abc"',
    'if-modified-since': 'Wed, 21 Oct 2015 07:28:00 GMT',
  });
  for (const name of FORBIDDEN) headers.set(name, `secret-${name}`);
  headers.append('set-cookie', 'JSESSIONID=upstream; Path=/; HttpOnly');
  return headers;
}

describe('BFF header allowlists ("never the browser\'s Cookie"; "upstream Set-Cookie is stripped")', () => {
  it.each(FORBIDDEN)('"%s" never goes from the browser to the upstream', (name) => {
    expect(pickHeaders(everything(), REQUEST_HEADERS_TO_UPSTREAM).has(name)).toBe(false);
  });

  it.each(FORBIDDEN)('"%s" never goes from the upstream back to the browser', (name) => {
    expect(pickHeaders(everything(), RESPONSE_HEADERS_TO_BROWSER).has(name)).toBe(false);
  });

  it('no header list contains a credential or routing header', () => {
    for (const name of FORBIDDEN) {
      expect(REQUEST_HEADERS_TO_UPSTREAM).not.toContain(name);
      expect(RESPONSE_HEADERS_TO_BROWSER).not.toContain(name);
    }
  });

  it('the request allowlist passes accept, accept-language, content-type and conditional headers unchanged', () => {
    const picked = pickHeaders(everything(), REQUEST_HEADERS_TO_UPSTREAM);
    expect(Object.fromEntries(picked.entries())).toEqual({
      accept: 'application/json',
      'accept-language': 'ru',
      'content-type': 'application/json',
      'if-none-match': '"abc"',
      'if-modified-since': 'Wed, 21 Oct 2015 07:28:00 GMT',
    });
  });

  it('the response allowlist passes content-type, content-disposition, cache-control, etag, last-modified, retry-after', () => {
    const picked = pickHeaders(everything(), RESPONSE_HEADERS_TO_BROWSER);
    expect(Object.fromEntries(picked.entries())).toEqual({
      'content-type': 'application/json',
      'content-disposition': 'attachment; filename="report.csv"',
      'cache-control': 'private, max-age=60',
      etag: '"abc"',
      'last-modified': 'Wed, 21 Oct 2015 07:28:00 GMT',
      'retry-after': '30',
    });
  });

  it('header names are matched case-insensitively and absent headers are not invented', () => {
    const picked = pickHeaders(new Headers({ 'Content-Type': 'text/csv' }), RESPONSE_HEADERS_TO_BROWSER);
    expect([...picked.keys()]).toEqual(['content-type']);
    expect(picked.get('content-type')).toBe('text/csv');
  });
});
