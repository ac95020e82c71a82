import { checkSameOrigin, expectedOrigins, type OriginConfig } from '@/lib/bff/same-origin';
import { ANTI_FORGERY_HEADER, ANTI_FORGERY_VALUE } from '@/lib/shared/bff-headers';
import { parseAppOrigins } from '@/lib/env';

const ORIGIN = 'https://bo.example.com';

function headers(init: Record<string, string>): Headers {
  return new Headers(init);
}

const withToken = { [ANTI_FORGERY_HEADER]: ANTI_FORGERY_VALUE };

describe('"Every BFF call that uses the session, GET included, needs a same-origin check (Origin / Sec-Fetch-Site) and a custom anti-forgery header"', () => {
  const expected = [ORIGIN];

  it('the anti-forgery header is x-bo-request: 1', () => {
    expect(ANTI_FORGERY_HEADER).toBe('x-bo-request');
    expect(ANTI_FORGERY_VALUE).toBe('1');
  });

  it('a same-origin request with the header is accepted', () => {
    expect(checkSameOrigin(headers({ ...withToken, origin: ORIGIN, 'sec-fetch-site': 'same-origin' }), expected)).toBe('ok');
  });

  it('a same-origin request with the header but no Origin/Sec-Fetch-Site (old browser) is accepted', () => {
    expect(checkSameOrigin(headers(withToken), expected)).toBe('ok');
  });

  it.each([
    ['no header at all', {}],
    ['header with another value', { [ANTI_FORGERY_HEADER]: 'true' }],
    ['header empty', { [ANTI_FORGERY_HEADER]: '' }],
  ])('missing anti-forgery header is refused (%s), even from our own origin', (_label, extra) => {
    expect(checkSameOrigin(headers({ ...extra, origin: ORIGIN, 'sec-fetch-site': 'same-origin' }), expected)).toBe('missing-header');
  });

  it.each(['cross-site', 'same-site', 'none'])('Sec-Fetch-Site: %s is refused', (site) => {
    expect(checkSameOrigin(headers({ ...withToken, 'sec-fetch-site': site, origin: ORIGIN }), expected)).toBe('cross-site');
  });

  it('Origin: null (sandboxed frame, data: URL) is refused', () => {
    expect(checkSameOrigin(headers({ ...withToken, origin: 'null' }), expected)).toBe('foreign-origin');
  });

  it.each([
    'https://evil.example',
    'http://bo.example.com',
    'https://bo.example.com:8443',
    'https://sub.bo.example.com',
    'https://bo.example.com.evil.example',
  ])('foreign Origin %s is refused', (origin) => {
    expect(checkSameOrigin(headers({ ...withToken, origin }), expected)).toBe('foreign-origin');
  });

  it('a foreign Origin is refused even when Sec-Fetch-Site claims same-origin', () => {
    expect(checkSameOrigin(headers({ ...withToken, origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }), expected)).toBe('foreign-origin');
  });

  // GET api/terminal/close-day/{id} closes a day: a link on another site (or on a sibling sub-domain) must not.
  it.each([
    ['a cross-site link', 'cross-site'],
    ['a link on a sibling sub-domain', 'same-site'],
    ['a typed URL or bookmark', 'none'],
  ])('a top-level navigation (%s) is refused', (_label, site) => {
    expect(checkSameOrigin(headers({ 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }), expected)).toBe('cross-site');
  });

  it('a same-origin navigation (a link on our own page) carries no anti-forgery header: refused', () => {
    expect(checkSameOrigin(headers({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }), expected)).toBe(
      'missing-header',
    );
  });

  describe('images the pages show with <img> (product images)', () => {
    const image = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' };
    it('a same-origin <img> passes without the header on an image route', () => {
      expect(checkSameOrigin(headers(image), expected, { image: true })).toBe('ok');
    });
    it('…but not on any other route', () => {
      expect(checkSameOrigin(headers(image), expected)).toBe('missing-header');
    });
    it('a cross-site <img> is refused', () => {
      expect(checkSameOrigin(headers({ ...image, 'sec-fetch-site': 'cross-site' }), expected, { image: true })).toBe('cross-site');
    });
    it('an image request without Sec-Fetch-* (no way to tell where it comes from) is refused', () => {
      expect(checkSameOrigin(headers({}), expected, { image: true })).toBe('missing-header');
    });
    it('a same-origin navigation to the image is refused', () => {
      expect(checkSameOrigin(headers({ ...image, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }), expected, { image: true })).toBe(
        'missing-header',
      );
    });
  });
});

/**
 * Issue 19 §1 "Any host, any proxy": origins × APP_ORIGIN × TRUST_PROXY. Direct requests carry the
 * `x-forwarded-*` headers that Next itself adds when they are missing (base-server.js), as in production.
 */
describe('the expected origin: APP_ORIGIN, else the Host; X-Forwarded-* only with TRUST_PROXY', () => {
  interface Scenario {
    label: string;
    origin: string;
    headers: Record<string, string>;
  }
  const direct = (host: string): Record<string, string> => ({ host, 'x-forwarded-host': host, 'x-forwarded-proto': 'http' });
  const viaProxy = (host: string, forwardedHost: string): Record<string, string> => ({ host, 'x-forwarded-host': forwardedHost, 'x-forwarded-proto': 'https' });
  const SCENARIOS: Scenario[] = [
    { label: 'tester at http://127.0.0.1:3000', origin: 'http://127.0.0.1:3000', headers: direct('127.0.0.1:3000') },
    { label: 'tester at the machine address', origin: 'http://192.168.1.5:3000', headers: direct('192.168.1.5:3000') },
    { label: 'developer at http://localhost:3000', origin: 'http://localhost:3000', headers: direct('localhost:3000') },
    { label: 'TLS proxy, Host not passed', origin: 'https://lk.bank.example', headers: viaProxy('127.0.0.1:3000', 'lk.bank.example') },
    { label: 'TLS proxy, Host passed', origin: 'https://lk.bank.example', headers: viaProxy('lk.bank.example', 'lk.bank.example') },
    { label: "TLS proxy, a second tenant's domain", origin: 'https://green.bank.example', headers: viaProxy('green.bank.example', 'green.bank.example') },
    { label: 'TLS proxy on port 8443', origin: 'https://lk.bank.example:8443', headers: viaProxy('127.0.0.1:3000', 'lk.bank.example:8443') },
    { label: 'another site', origin: 'https://evil.example', headers: direct('127.0.0.1:3000') },
    { label: 'another site, through the proxy', origin: 'https://evil.example', headers: viaProxy('lk.bank.example', 'lk.bank.example') },
    { label: 'plain-HTTP copy of our host, through the proxy', origin: 'http://lk.bank.example', headers: viaProxy('lk.bank.example', 'lk.bank.example') },
    { label: 'forwarded headers sent straight to the app', origin: 'https://evil.example', headers: viaProxy('127.0.0.1:3000', 'evil.example') },
    {
      label: 'a proxy that appends: the client value comes first',
      origin: 'https://evil.example',
      headers: { host: 'lk.bank.example', 'x-forwarded-host': 'evil.example, lk.bank.example', 'x-forwarded-proto': 'https, https' },
    },
  ];
  const APP_ORIGIN = 'https://lk.bank.example, https://green.bank.example';
  const CONFIGS: Record<string, OriginConfig> = {
    'no APP_ORIGIN, no TRUST_PROXY': { appOrigins: [], trustProxy: false },
    'no APP_ORIGIN, TRUST_PROXY=1': { appOrigins: [], trustProxy: true },
    'APP_ORIGIN, no TRUST_PROXY': { appOrigins: parseAppOrigins(APP_ORIGIN), trustProxy: false },
    'APP_ORIGIN, TRUST_PROXY=1': { appOrigins: parseAppOrigins(APP_ORIGIN), trustProxy: true },
  };
  // Which scenarios each configuration accepts; every other one is refused as a foreign origin.
  const ACCEPTED: Record<string, string[]> = {
    'no APP_ORIGIN, no TRUST_PROXY': [
      'tester at http://127.0.0.1:3000',
      'tester at the machine address',
      'developer at http://localhost:3000',
      // Not knowing of a proxy, the app takes the request for what it sees: plain HTTP to that Host.
      'plain-HTTP copy of our host, through the proxy',
    ],
    'no APP_ORIGIN, TRUST_PROXY=1': [
      'tester at http://127.0.0.1:3000',
      'tester at the machine address',
      'developer at http://localhost:3000',
      'TLS proxy, Host not passed',
      'TLS proxy, Host passed',
      "TLS proxy, a second tenant's domain",
      'TLS proxy on port 8443',
      // TRUST_PROXY=1 says the app is reachable only through the proxy, which overwrites these headers
      // (README); a browser cannot add them to a cross-site request anyway.
      'forwarded headers sent straight to the app',
    ],
    'APP_ORIGIN, no TRUST_PROXY': ['TLS proxy, Host not passed', 'TLS proxy, Host passed', "TLS proxy, a second tenant's domain"],
    'APP_ORIGIN, TRUST_PROXY=1': ['TLS proxy, Host not passed', 'TLS proxy, Host passed', "TLS proxy, a second tenant's domain"],
  };

  for (const [configLabel, config] of Object.entries(CONFIGS)) {
    describe(configLabel, () => {
      it.each(SCENARIOS.map((scenario) => [scenario.label, scenario] as const))('%s', (_label, scenario) => {
        const request = headers({ ...scenario.headers, ...withToken, origin: scenario.origin, 'sec-fetch-site': 'same-origin' });
        const verdict = checkSameOrigin(request, expectedOrigins(request, config));
        expect(verdict).toBe((ACCEPTED[configLabel] ?? []).includes(scenario.label) ? 'ok' : 'foreign-origin');
      });
    });
  }

  it('the Host is normalised as browsers write an Origin (lower case, no default port)', () => {
    expect(expectedOrigins(headers({ host: 'LK.Bank.Test:80' }), CONFIGS['no APP_ORIGIN, no TRUST_PROXY']!)).toEqual(['http://lk.bank.test']);
    expect(expectedOrigins(headers({ host: '[::1]:3000' }), CONFIGS['no APP_ORIGIN, no TRUST_PROXY']!)).toEqual(['http://[::1]:3000']);
  });

  it.each(['evil.example@lk.bank.example', 'lk.bank.example/path', 'lk.bank.example:port', ''])('a Host like %j gives no expected origin', (host) => {
    expect(expectedOrigins(headers(host ? { host } : {}), CONFIGS['no APP_ORIGIN, no TRUST_PROXY']!)).toEqual([]);
  });

  it('X-Forwarded-Port is never used (Next adds its own listening port when the proxy sends none)', () => {
    const request = headers({ host: '127.0.0.1:3000', 'x-forwarded-host': 'lk.bank.example', 'x-forwarded-proto': 'https', 'x-forwarded-port': '3000' });
    expect(expectedOrigins(request, CONFIGS['no APP_ORIGIN, TRUST_PROXY=1']!)).toEqual(['https://lk.bank.example']);
  });
});

describe('APP_ORIGIN', () => {
  it('is a comma-separated list of origins, normalised', () => {
    expect(parseAppOrigins('https://LK.bank.example/, http://127.0.0.1:3000 ,https://green.bank.example:443')).toEqual([
      'https://lk.bank.example',
      'http://127.0.0.1:3000',
      'https://green.bank.example',
    ]);
  });
  it('unset or blank: none (the Host decides)', () => {
    expect(parseAppOrigins(undefined)).toEqual([]);
    expect(parseAppOrigins('  ')).toEqual([]);
  });
  it.each(['lk.bank.example', 'https://lk.bank.example/cabinet', 'ftp://lk.bank.example', 'https://user@lk.bank.example', 'https://lk.bank.example/?a=1'])(
    '%j is a configuration mistake and stops the start',
    (value) => {
      expect(() => parseAppOrigins(value)).toThrow(/APP_ORIGIN/);
    },
  );
});
