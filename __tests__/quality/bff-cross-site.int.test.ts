/**
 * Issue 19 §2: every BFF call that uses the session, GET included, passes the same-origin and
 * anti-forgery check. `GET api/terminal/close-day/{id}` closes a terminal day (spec §7): a link on
 * another site, on a sibling sub-domain or on our own pages must not close it. Only what the pages
 * load with `<img>` works without the header: the logo (it never reads the session) and, from our own
 * origin only, the product images. Session-bound answers are `private, no-store` whatever the upstream says.
 */
import { NextRequest } from 'next/server';
import { buildRequest, NO_BODY, startBff, TOKEN, UPSTREAM_CACHE_CONTROL, type Bff, type CookieState } from './bff-harness';

let bff: Bff;
beforeAll(async () => {
  bff = await startBff({ timeoutMs: 2000 });
});
afterAll(async () => {
  await bff.stop();
});

const NAVIGATIONS: Record<string, Record<string, string>> = {
  'a cross-site link': { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  'a link on a sibling sub-domain': { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  'a typed URL or a bookmark': { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  'a link on our own page': { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  'a cross-site <img>': { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
  'an old browser without Sec-Fetch-*': {},
};
const SAME_ORIGIN_IMAGE = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' };

/** A GET as the browser sends it, without our fetch wrapper's anti-forgery header. */
function browserGet(path: string, query: string, cookie: CookieState, headers: Record<string, string>): NextRequest {
  const built = buildRequest(bff, { method: 'GET', path, query, body: NO_BODY, forgery: 'no-header', cookie });
  if (!built) throw new Error(`no request for ${path}`);
  return new NextRequest(built.url, { method: 'GET', headers: { ...Object.fromEntries(built.headers), ...headers } });
}

const sessionGets = () =>
  bff.routes.filter((route) => route.method === 'GET' && route.access === 'session').map((route) => route.path.replace(':id', '7').replace(':name', 'list'));

describe('a navigation or a foreign page never reaches a session call', () => {
  it.each(Object.keys(NAVIGATIONS))('%s to GET api/terminal/close-day/7 is refused before the upstream', async (label) => {
    const calls = bff.upstream.calls.length;
    const response = await bff.proxy.GET(browserGet('api/terminal/close-day/7', '', 'signed-in', NAVIGATIONS[label] ?? {}));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Cross-site request refused', action: 'forbidden' });
    expect(bff.upstream.calls.length).toBe(calls);
  });

  it('every session GET of the allowlist refuses them all', async () => {
    const letThrough: string[] = [];
    for (const path of sessionGets()) {
      for (const [label, headers] of Object.entries(NAVIGATIONS)) {
        const calls = bff.upstream.calls.length;
        const response = await bff.proxy.GET(browserGet(path, '', 'signed-in', headers));
        if (response.status !== 403 || bff.upstream.calls.length !== calls) letThrough.push(`${label}: GET ${path} → ${response.status}`);
      }
    }
    expect(letThrough).toEqual([]);
  });

  it('GET api/session/state refuses a navigation too', async () => {
    const { sessionState } = await import('@/lib/bff/session-routes');
    const response = await sessionState(browserGet('api/session/state', '', 'signed-in', NAVIGATIONS['a cross-site link'] ?? {}));
    expect(response.status).toBe(403);
  });

  it("our fetch wrapper's call (the header, same origin) goes through: the control", async () => {
    const request = buildRequest(bff, { method: 'GET', path: 'api/terminal/close-day/7', query: '', body: NO_BODY, forgery: 'ok', cookie: 'signed-in' });
    const response = await bff.proxy.GET(request as NextRequest);
    expect(response.status).toBe(200);
    expect(bff.upstream.calls.at(-1)?.url.pathname).toBe('/api/terminal/close-day/7');
  });
});

describe('what the pages load with <img>', () => {
  it('the logo: no header, no session, the tenant from ?alias=, never the session token', async () => {
    const response = await bff.proxy.GET(browserGet('api/image/logo/logo.png', 'alias=greenbank', 'signed-in', SAME_ORIGIN_IMAGE));
    expect(response.status).toBe(200);
    const call = bff.upstream.calls.at(-1);
    expect(call?.url.pathname).toBe('/greenbank/api/image/logo/logo.png');
    expect(call?.headers.get('authorization')).toBeNull();
  });

  it('the logo, the API unreachable: "temporarily unavailable" (502), as every BFF call answers it', async () => {
    bff.upstream.fault = { drop: true };
    try {
      const response = await bff.proxy.GET(browserGet('api/image/logo/logo.png', 'alias=greenbank', 'none', SAME_ORIGIN_IMAGE));
      expect(response.status).toBe(502);
      expect((await response.json()).action).toBe('unavailable');
    } finally {
      bff.upstream.fault = null;
    }
  });

  it('a product image from our own page: no header needed', async () => {
    const response = await bff.proxy.GET(browserGet('api/window/image/7', '', 'signed-in', SAME_ORIGIN_IMAGE));
    expect(response.status).toBe(200);
    expect(bff.upstream.calls.at(-1)?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('a product image on another site: refused', async () => {
    const response = await bff.proxy.GET(browserGet('api/window/image/7', '', 'signed-in', { ...SAME_ORIGIN_IMAGE, 'sec-fetch-site': 'cross-site' }));
    expect(response.status).toBe(403);
  });
});

describe('"Session-bound answers must always be private, no-store"', () => {
  it.each(['api/currency/list', 'api/terminal/close-day/7', 'api/window/image/7', 'api/merchant/report'])(
    `GET %s: the upstream's "${UPSTREAM_CACHE_CONTROL}" never reaches the browser`,
    async (path) => {
      const request = buildRequest(bff, { method: 'GET', path, query: '', body: NO_BODY, forgery: 'ok', cookie: 'signed-in' });
      const response = await bff.proxy.GET(request as NextRequest);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  it('every session call of the allowlist, every method', async () => {
    const cached: string[] = [];
    for (const route of bff.routes.filter((item) => item.access === 'session')) {
      const path = route.path.replace(':id', '7').replace(':name', 'list');
      const body = route.method === 'GET' ? NO_BODY : { contentType: 'application/json', bytes: new TextEncoder().encode('{}') };
      const request = buildRequest(bff, { method: route.method, path, query: '', body, forgery: 'ok', cookie: 'signed-in' });
      const response = await bff.proxy[route.method](request as NextRequest);
      if (response.headers.get('cache-control') !== 'private, no-store') cached.push(`${route.method} ${path}: ${response.status} ${response.headers.get('cache-control')}`);
    }
    expect(cached).toEqual([]);
  });
});
