/**
 * Issue 21 "Report times are in the wrong zone" / "Report values are raw codes": the report is written for its reader.
 * The BFF sends the upstream report call the user's language (Accept-Language, the language cookie among the tenant's
 * languages, as the screens choose it) and time zone (`timeZone`, the spec's time-zone cookie), whatever the browser sent.
 */
import { NextRequest } from 'next/server';
import { currentJar, ORIGIN, SESSION_COOKIE, startBff, type Bff } from './bff-harness';

let bff: Bff;
beforeAll(async () => {
  bff = await startBff({ timeoutMs: 2000 });
});
afterAll(async () => {
  await bff.stop();
});

/** A same-origin call of the signed-in browser with these cookies; the upstream call it made. */
async function call(method: 'GET' | 'POST', path: string, cookies: Record<string, string>, acceptLanguage = 'de-DE') {
  const jar = currentJar();
  jar.incoming.clear();
  jar.incoming.set(SESSION_COOKIE, bff.seals.signedIn);
  const headers = new Headers({ 'x-bo-request': '1', 'sec-fetch-site': 'same-origin', 'accept-language': acceptLanguage });
  headers.set('cookie', Object.entries(cookies).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '));
  if (method === 'POST') headers.set('content-type', 'application/json');
  const request = new NextRequest(`${ORIGIN}/${path}`, { method, headers, body: method === 'POST' ? JSON.stringify({ 'operation.in': ['REFUND'] }) : undefined });
  bff.upstream.calls.length = 0;
  const response = await bff.proxy[method](request);
  await response.text();
  const upstream = bff.upstream.calls.find((item) => !item.url.pathname.includes('/api/language/'));
  if (!upstream) throw new Error(`no upstream call for ${path}`);
  return upstream;
}

describe('the report is written for its reader', () => {
  it('carries the language cookie and the zone cookie to GET and POST api/merchant/report', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const upstream = await call(method, 'api/merchant/report?operation.in=REFUND&timeZone=Pacific/Kiritimati', { language: 'en', tz: 'Asia/Yekaterinburg' });
      expect(upstream.url.pathname).toBe('/api/merchant/report');
      expect(upstream.headers.get('accept-language')).toBe('en');
      expect(upstream.url.searchParams.getAll('timeZone')).toEqual(['Asia/Yekaterinburg']);
      if (method === 'GET') expect(upstream.url.searchParams.get('operation.in')).toBe('REFUND');
    }
  });

  it('falls back to Russian and Moscow, as the screens do, for a missing or unknown cookie', async () => {
    const upstream = await call('GET', 'api/merchant/report?reconciliationId=5', { language: 'xx', tz: 'Mars/Olympus' });
    expect(upstream.headers.get('accept-language')).toBe('ru');
    expect(upstream.url.searchParams.get('timeZone')).toBe('Europe/Moscow');
    expect(upstream.url.searchParams.get('reconciliationId')).toBe('5');
  });

  it('asks every other call in the language of the screens too (the host texts), but adds no zone', async () => {
    const upstream = await call('GET', 'api/transaction/list?limit=20', { language: 'en', tz: 'Asia/Yekaterinburg' }, 'de-DE');
    expect(upstream.headers.get('accept-language')).toBe('en');
    expect(upstream.url.searchParams.has('timeZone')).toBe(false);
  });
});
