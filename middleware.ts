import { NextResponse, type NextRequest } from 'next/server';
import { resolveTenantRoute } from './lib/middleware/tenant-route';
import { ALIAS_COOKIE, DEFAULT_TENANT_SEGMENT } from './lib/shared/tenant-segment';
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from './lib/middleware/security-headers';
import { BARE_ANSWER_HEADERS } from './lib/middleware/static-headers';
import { fallbackErrorTexts } from './lib/i18n/fallback-texts';
import { LANGUAGE_COOKIE } from './lib/i18n/locale';
import { readSessionCookie, resealSession, sessionCookieOptions } from './lib/middleware/session-cookie';
import { extendedExpiry } from './lib/session/sliding';
import { buildVersionChanged, captchaEnabled, hasLanguageList, mapProviderFor, startUpstreamChecks, tenantExists } from './lib/middleware/upstream-checks';
import { DEADLINE_HEADER, deadlineAfter, type Deadline } from './lib/acquiring/deadline';
import type { MapProvider } from './lib/maps/config';
import { documentMapProvider } from './lib/maps/csp';
import { needsDocumentLoad } from './lib/middleware/map-document';
import { GUEST_ONLY_PAGES, INTERNAL_HEADERS } from './lib/middleware/constants';
import { buildPath } from './lib/domain/routes';
import { sessionCookieName } from './lib/session/options';
import { serverEnv } from './lib/env';

/**
 * `request.url` is `localhost` behind Next, whatever host the browser is on: Next's middleware adapter
 * turns a Location on that same origin into a relative one (`/auth`), which keeps the browser where it is
 * (e2e/isolated/any-host.spec.ts: behind a proxy whose Host is 127.0.0.1). The adapter needs it absolute.
 */
function redirectTo(request: NextRequest, location: string, keepQuery = false): NextResponse {
  const url = new URL(location, request.url);
  if (keepQuery) url.search = request.nextUrl.search;
  return NextResponse.redirect(url);
}

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

/** A bare answer of the middleware itself, with the security headers and a CSP that allows nothing. */
function plainAnswer(status: number, body: string, extra: Record<string, string> = {}): NextResponse {
  return new NextResponse(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...extra, ...BARE_ANSWER_HEADERS } });
}

/**
 * Spec §8 "Unknown middleware: status 500": whatever fails in here answers a plain 500 page with the
 * security headers (nothing of the request or the error is echoed), never a hang or a half-done rewrite.
 * Its text is in the language the cookie names: the catalogues may be what failed to load.
 */
function middlewareFailure(request: NextRequest): NextResponse {
  const { language, texts } = fallbackErrorTexts(request.cookies.get(LANGUAGE_COOKIE)?.value);
  return plainAnswer(
    500,
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${texts.title}</title></head><body><h1>${texts.title}</h1><p>${texts.text}</p></body></html>`,
  );
}

/**
 * Pages are read, never posted to (no server actions): POST, PUT, OPTIONS… answer 405 here. TRACE and
 * other unknown methods never get this far (lib/middleware/method-guard.ts).
 */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

function methodNotAllowed(): NextResponse {
  return plainAnswer(405, '<!doctype html><html><head><meta charset="utf-8"><title>405</title></head><body><h1>405 Method Not Allowed</h1></body></html>', {
    allow: [...PAGE_METHODS].join(', '),
  });
}

/**
 * Files a browser or a crawler asks for on its own, which the app does not have (there is no public/ folder): a
 * bare 404 with a policy that allows nothing, rather than a rendered page (issue 35 §6: Next's not-found page
 * answered them with scripts and no CSP).
 */
const ABSENT_FILES: ReadonlySet<string> = new Set(['/favicon.ico', '/robots.txt']);

function absentFile(): NextResponse {
  return plainAnswer(404, '<!doctype html><html><head><meta charset="utf-8"><title>404</title></head><body><h1>404 Not Found</h1></body></html>');
}

export async function middleware(request: NextRequest): Promise<NextResponse> {
  if (!PAGE_METHODS.has(request.method)) return methodNotAllowed();
  if (ABSENT_FILES.has(request.nextUrl.pathname)) return absentFile();
  try {
    return await routeRequest(request);
  } catch (error) {
    console.error('middleware failed', error);
    return middlewareFailure(request);
  }
}

/** Not the page's payload: Next's router loads the page as a whole document instead (lib/middleware/map-document.ts). */
function documentLoad(): NextResponse {
  return plainAnswer(200, 'Load this page as a document.', { 'content-type': 'text/plain; charset=utf-8' });
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

  const [captcha, provider] = await Promise.all([
    captchaEnabled(alias, deadline),
    // cached per session (lib/middleware/upstream-checks.ts)
    session ? mapProviderFor(alias, session.token, deadline) : Promise.resolve<MapProvider>('disabled'),
  ]);
  // A map's sources come with a map page's document only: an in-app navigation to one loads it whole.
  if (session && needsDocumentLoad(request.headers, page, provider)) return documentLoad();
  const map = documentMapProvider(provider, page);
  const response = endSession(withSecurityHeaders(rewriteTo(request, route.rewrite, nonce, alias, page, deadline), nonce, captcha, map), dropCookie);
  const extended = session ? extendedExpiry(session, Date.now()) : null;
  if (session && extended !== null) {
    response.cookies.set(sessionCookieName(serverEnv().secureCookies), await resealSession(session, extended), sessionCookieOptions());
  }
  return response;
}

export const config = {
  runtime: 'nodejs',
  // Anchored: `/_next/imagefoo/dashboard` must not skip the middleware (issue 19). Static files carry their own
  // policy (next.config.mjs); /favicon.ico and /robots.txt come here for theirs (issue 35 §6).
  matcher: ['/((?!api/|_next/static/|_next/image$).*)'],
};
