import 'server-only';
import type { NextRequest } from 'next/server';
import { matchProxyRoute, safeSegments, type HttpMethod, type ProxyRoute } from './allowlist';
import { pickHeaders, REQUEST_HEADERS_TO_UPSTREAM, RESPONSE_HEADERS_TO_BROWSER } from './headers';
import { bffError, signedOut, unavailable } from './respond';
import { answerThrown, bffHandler, type BffContext } from './handler';
import { upstreamFetch } from '../acquiring/upstream';
import { isSignedIn, saveSession } from '../session/session';
import { failureAnswer, upstreamFailureAction } from './upstream-failure';
import { extendedExpiry } from '../session/sliding';
import { bodyLimitFor, checkBodyHeaders, readBodyLimited } from './body-limits';
import { guestAlias } from './guest-alias';
import { LANGUAGE_COOKIE, TIME_ZONE_COOKIE } from '../i18n/locale';
import { userLocale, userTimeZone } from '../i18n/reader';
import { REPORT_ZONE_PARAM } from '../operations/report-columns';
import { rotatedCsrf, takeUpstreamCsrf } from './upstream-csrf';

const MAX_QUERY_LENGTH = 8192;

/**
 * An authenticated call also keeps the session alive (sliding expiry, see lib/session/sliding.ts);
 * true when the expiry moved, which it does by steps of minutes (RESEAL_STEP_MS).
 */
function extendSession(context: BffContext): boolean {
  const { session } = context;
  const next = session.expiresAt === undefined ? null : extendedExpiry({ expiresAt: session.expiresAt, lifeTime: session.lifeTime }, Date.now());
  if (next === null) return false;
  session.expiresAt = next;
  return true;
}

/** Whatever the upstream said about caching, an answer that went through the session is the user's alone. */
const SESSION_ANSWER_CACHE_CONTROL = 'private, no-store';

/**
 * A report is written for its reader (sandbox/CONTRACT.md "Report"): its texts in the language of the screens
 * (Accept-Language, set for every call) and its times in the user's zone (`timeZone`), from the cookie the screens read.
 */
function forReader(request: BffContext['request'], search: string): string {
  const query = new URLSearchParams(search);
  query.set(REPORT_ZONE_PARAM, userTimeZone(request.cookies.get(TIME_ZONE_COOKIE)?.value));
  return query.toString();
}

async function forward(context: BffContext, route: ProxyRoute, segments: string[]): Promise<Response> {
  const { request, session } = context;
  if (route.access === 'session' && !isSignedIn(session)) return signedOut();
  const search = request.nextUrl.search;
  if (search.length > MAX_QUERY_LENGTH) return bffError(414, 'Query too long');

  const method = request.method as HttpMethod;
  const hasBody = method === 'POST' || method === 'PUT' || method === 'DELETE';
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (hasBody) {
    // Type and size limits hold here, before anything reaches the upstream (lib/bff/body-limits.ts).
    const limit = bodyLimitFor(route.path);
    const contentType = request.headers.get('content-type');
    const verdict = checkBodyHeaders(limit, contentType, request.headers.get('content-length'));
    if (verdict === 'too-large') return bffError(413, 'Request body too large');
    if (verdict === 'unsupported-type') return bffError(415, 'Unsupported content type');
    const bytes = await readBodyLimited(request.body, limit.maxBytes);
    if (bytes === null) return bffError(413, 'Request body too large');
    if (bytes.byteLength > 0 && !contentType) return bffError(415, 'Unsupported content type');
    body = bytes;
  }
  const upstreamHeaders = pickHeaders(request.headers, REQUEST_HEADERS_TO_UPSTREAM);
  // The host's own texts (response texts, receipt lines, reports) in the language of the screens, not the browser's.
  // Looked up (cached reference data) only for a call that goes on: a refused one reaches no upstream at all.
  upstreamHeaders.set('accept-language', await userLocale(context.alias, request.cookies.get(LANGUAGE_COOKIE)?.value));
  const upstreamSearch = route.forReader ? forReader(request, search) : search.replace(/^\?/, '');
  const csrf = rotatedCsrf();
  const upstream = await upstreamFetch({
    alias: context.alias,
    method,
    path: segments.join('/'),
    search: upstreamSearch,
    token: route.access === 'session' ? session.token : undefined,
    csrf: session.upstreamCsrf,
    onCsrfToken: csrf.onCsrfToken,
    headers: upstreamHeaders,
    body: body && body.byteLength > 0 ? body : undefined,
    signal: request.signal,
  });
  const action = upstreamFailureAction(upstream.status, segments.join('/'));
  // The cookie is sealed again only when its content changed: a new upstream CSRF token, or the
  // sliding expiry moved (by steps of minutes). Never on a logout, which clears the cookie instead.
  if (action !== 'logout') {
    const csrfChanged = takeUpstreamCsrf(context, csrf.token());
    const extended = route.access === 'session' && upstream.ok && extendSession(context);
    if (csrfChanged || extended) await saveSession(session);
  }
  const failure = failureAnswer(action, upstream.status, session);
  if (failure) {
    discardBody(upstream);
    return failure;
  }
  const headers = pickHeaders(upstream.headers, RESPONSE_HEADERS_TO_BROWSER);
  headers.set('cache-control', SESSION_ANSWER_CACHE_CONTROL);
  return new Response(upstream.body, { status: upstream.status, headers });
}

/**
 * A public file the pages embed (the logo, `<img src>`): the tenant comes from `?alias=`, the session
 * cookie is never read, and the upstream's caching headers pass (nothing in it is a user's).
 */
async function serveAsset(request: Request, alias: string | null, segments: string[], search: string): Promise<Response> {
  if (search.length > MAX_QUERY_LENGTH) return bffError(414, 'Query too long');
  try {
    const upstream = await upstreamFetch({
      alias,
      method: 'GET',
      path: segments.join('/'),
      search: search.replace(/^\?/, ''),
      headers: pickHeaders(request.headers, REQUEST_HEADERS_TO_UPSTREAM),
      signal: request.signal,
    });
    if (upstream.status === 502 || upstream.status === 504) {
      discardBody(upstream);
      return unavailable(upstream.status);
    }
    return new Response(upstream.body, { status: upstream.status, headers: pickHeaders(upstream.headers, RESPONSE_HEADERS_TO_BROWSER) });
  } catch (error) {
    return answerThrown(error, request);
  }
}

/**
 * Drops an upstream body we will not forward. Never awaited: Next's server `fetch` may hand out a
 * tee'd body, and cancelling one branch of a tee settles only when every branch is cancelled — an
 * awaited cancel hung every 401/403/502/504 answer of the proxy (found by the issue 9 suites).
 */
function discardBody(upstream: Response): void {
  upstream.body?.cancel().catch(() => undefined);
}

/** Route handler for `app/api/[...path]`: every method goes through the same allowlisted forwarder. */
export function proxyRoute() {
  const handle = async (request: NextRequest): Promise<Response> => {
    const { pathname, search } = request.nextUrl;
    // Reject anything the URL parser may have normalised: encoded bytes, dots, doubled slashes.
    if (/%|\/\/|\\/.test(pathname)) return bffError(404, 'Not found', 'not-found');
    const safe = safeSegments(pathname.replace(/^\/api\//, ''));
    const segments = safe && ['api', ...safe];
    const route = segments && matchProxyRoute(request.method, segments);
    if (!segments || !route) return bffError(404, 'Not found', 'not-found');
    if (route.access === 'asset') {
      const alias = guestAlias(request);
      if (alias === undefined) return bffError(400, 'Unknown financial institute', 'not-found');
      return serveAsset(request, alias, segments, search);
    }
    return bffHandler('public', (context) => forward(context, route, segments), { image: route.image })(request);
  };
  return { GET: handle, POST: handle, PUT: handle, DELETE: handle };
}
