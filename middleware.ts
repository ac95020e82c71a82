import { NextResponse, type NextRequest } from 'next/server';
import { resolveTenantRoute, ALIAS_COOKIE, DEFAULT_TENANT_SEGMENT } from './lib/middleware/tenant-route';
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from './lib/middleware/security-headers';
import { readSessionCookie, resealSession, sessionCookieOptions } from './lib/middleware/session-cookie';
import { extendedExpiry } from './lib/session/sliding';
import { buildVersionChanged, captchaEnabled, hasLanguageList, mapProviderFor, startUpstreamChecks, tenantExists } from './lib/middleware/upstream-checks';
import { DEADLINE_HEADER, deadlineAfter, type Deadline } from './lib/acquiring/deadline';
import type { MapProvider } from './lib/maps/config';
import { GUEST_ONLY_PAGES, INTERNAL_HEADERS } from './lib/middleware/constants';
import { buildPath } from './lib/domain/routes';
import { sessionCookieName } from './lib/session/options';
import { serverEnv } from './lib/env';

function redirectTo(request: NextRequest, location: string, keepQuery = false): NextResponse {
  const url = new URL(location, request.url);
  if (keepQuery) url.search = request.nextUrl.search;
  return NextResponse.redirect(url);
}

/** The pages that show a map of operations (the dashboard, the receipt in the list, the map itself). */
const MAP_PAGES = new Set(['dashboard', 'list', 'onMap']);

function withSecurityHeaders(response: NextResponse, nonce: string, captcha = false, map: MapProvider = 'disabled'): NextResponse {
  response.headers.set(
    'content-security-policy',
    contentSecurityPolicy({ nonce, development: process.env.NODE_ENV !== 'production', captcha, map }),
  );
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

function rewriteTo(request: NextRequest, path: string, nonce: string, alias: string | null, page: string, deadline?: Deadline): NextResponse {
  const headers = new Headers(request.headers);
  // Only the middleware may set these: drop whatever the client sent.
  for (const name of INTERNAL_HEADERS) headers.delete(name);
  // the render's share of the page's one deadline: what the checks here have left of it
  if (deadline) headers.set(DEADLINE_HEADER, String(deadline.at));
  headers.set('x-nonce', nonce);
  headers.set('x-bo-alias', alias ?? '');
  headers.set('x-bo-page', page);
  const url = request.nextUrl.clone();
  url.pathname = path;
  return NextResponse.rewrite(url, { request: { headers } });
}

/** Removes a stale, foreign or outdated session cookie; `__Host-` cookies go only with the same attributes. */
function endSession(response: NextResponse, drop: boolean): NextResponse {
  if (!drop) return response;
  const { secureCookies } = serverEnv();
  response.cookies.set(sessionCookieName(secureCookies), '', { path: '/', secure: secureCookies, httpOnly: true, sameSite: 'lax', maxAge: 0 });
  return response;
}

/**
 * Spec §8 "Unknown middleware: status 500": whatever fails in here answers a plain 500 page with the
 * security headers (nothing of the request or the error is echoed), never a hang or a half-done rewrite.
 */
function middlewareFailure(): NextResponse {
  const body = '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Техническая ошибка</title></head><body><h1>Техническая ошибка</h1></body></html>';
  const response = new NextResponse(body, { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } });
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  response.headers.set('content-security-policy', "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'");
  response.headers.set('cache-control', 'no-store');
  return response;
}

export async function middleware(request: NextRequest): Promise<NextResponse> {
  try {
    return await routeRequest(request);
  } catch (error) {
    console.error('middleware failed', error);
    return middlewareFailure();
  }
}

/** The default tenant's not-found page, for a path under an alias that no tenant has. */
function notFoundPage(request: NextRequest, nonce: string): NextResponse {
  return withSecurityHeaders(rewriteTo(request, `/${DEFAULT_TENANT_SEGMENT}/pageNotFound`, nonce, null, 'pageNotFound'), nonce);
}

/** Alias, public-page gating and the build-version check (spec §2, §4). Pages re-check the session themselves. */
async function routeRequest(request: NextRequest): Promise<NextResponse> {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  // Issue 19: one deadline for the whole page view (UPSTREAM_TIMEOUT_MS in all), from here to the render's last call.
  const deadline = deadlineAfter(serverEnv().upstreamTimeoutMs);
  const route = resolveTenantRoute(request.nextUrl.pathname, request.cookies.get(ALIAS_COOKIE)?.value);
  if (route.kind === 'redirect') return redirectTo(request, route.location, true);
  if (route.kind === 'not-found') {
    // Under an alias no tenant has, the page is the default tenant's (its "На главную" must lead somewhere).
    if (route.alias !== null && (await tenantExists(route.alias, deadline)) === false) return notFoundPage(request, nonce);
    return withSecurityHeaders(rewriteTo(request, route.rewrite, nonce, route.alias, 'pageNotFound'), nonce);
  }

  const { alias, page } = route;
  startUpstreamChecks(alias, deadline);
  if (alias !== null && (await tenantExists(alias, deadline)) === false) return notFoundPage(request, nonce);
  // no answer in time (null) is not "no list": the page then shows the spec §8 "temporarily unavailable" dialog
  if (page !== 'error' && page !== 'pageNotFound' && (await hasLanguageList(alias, deadline)) === false) {
    return redirectTo(request, buildPath(alias, 'error'));
  }

  const cookieState = await readSessionCookie(request, alias);
  let { session } = cookieState;
  let dropCookie = cookieState.stale;
  // Spec §4: "If the build version from the server differs from the stored version, the user is logged out."
  if (session?.buildVersion && (await buildVersionChanged(alias, session.buildVersion, deadline))) {
    session = null;
    dropCookie = true;
  }
  if (!route.public && !session) {
    const target = `${buildPath(alias, 'auth')}${cookieState.expired ? '?reason=ended' : ''}`;
    return endSession(redirectTo(request, target), dropCookie);
  }
  if (route.public && session && GUEST_ONLY_PAGES.has(page)) return redirectTo(request, buildPath(alias, 'dashboard'));

  const [captcha, map] = await Promise.all([
    captchaEnabled(alias, deadline),
    session && MAP_PAGES.has(page) ? mapProviderFor(alias, session.token, deadline) : Promise.resolve<MapProvider>('disabled'),
  ]);
  const response = endSession(withSecurityHeaders(rewriteTo(request, route.rewrite, nonce, alias, page, deadline), nonce, captcha, map), dropCookie);
  const extended = session ? extendedExpiry(session, Date.now()) : null;
  if (session && extended !== null) {
    response.cookies.set(sessionCookieName(serverEnv().secureCookies), await resealSession(session, extended), sessionCookieOptions());
  }
  if (alias && request.cookies.get(ALIAS_COOKIE)?.value !== alias) {
    // Read by the middleware only: HttpOnly, and Secure wherever the session cookie is (Observatory cookie test).
    response.cookies.set(ALIAS_COOKIE, alias, { path: '/', sameSite: 'lax', httpOnly: true, secure: serverEnv().secureCookies, maxAge: 365 * 24 * 3600 });
  }
  return response;
}

export const config = {
  runtime: 'nodejs',
  matcher: ['/((?!api/|_next/static|_next/image|favicon.ico|robots.txt).*)'],
};
