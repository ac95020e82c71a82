import 'server-only';
import type { NextRequest } from 'next/server';
import { proxyRouteOf, type ProxyRoute } from './allowlist';
import { matchesPattern, safeSegments } from '../acquiring/endpoint-match';
import type { AnyEndpoint, HttpMethod } from '../acquiring/endpoint';
import { pickHeaders, REQUEST_HEADERS_TO_UPSTREAM, RESPONSE_HEADERS_TO_BROWSER } from './headers';
import { bffError, signedOut, unavailable } from './respond';
import { answerThrown, bffCallBudgetMs, bffHandler, type BffContext } from './handler';
import { upstreamFetch, UpstreamUnavailableError, withinDeadline } from '../acquiring/upstream';
import { TransportTimeoutError } from '../acquiring/upstream-transport';
import { deadlineAfter } from '../acquiring/deadline';
import { isSignedIn, saveSession, type AppSession } from '../session/session';
import { failureAnswer, upstreamFailureAction } from './upstream-failure';
import { extendedExpiry } from '../session/sliding';
import { bodyLimitFor, checkBodyHeaders, readBodyLimited } from './body-limits';
import { assetAlias } from './guest-alias';
import { TIME_ZONE_COOKIE } from '../i18n/locale';
import { userTimeZone } from '../i18n/reader';
import { REPORT_ZONE_PARAM } from '../operations/report-columns';
import { rotatedCsrf, takeUpstreamCsrf } from './upstream-csrf';
import { readerLocale, refusalText } from './reader-text';
import { hasRole, mayChangeGrant } from '../domain/roles';
import { sessionSettings } from '../tenant/reference-data';
import { organisationSettings } from '../organisation/settings';
import { userAnswerForBrowser, type SecretReader } from '../organisation/user-secrets';
import { auditedCallFor, type CallFacts } from './audited-calls';
import { actorOf, recordCall, thrownStatus } from './audit-trail';

const MAX_QUERY_LENGTH = 8192;
/** An answer the BFF reads before passing it on (users whose secrets it hides, an audited result): at most this much. */
const READ_ANSWER_MAX_BYTES = 16 * 1024 * 1024;

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

/** The browser's body of a call that has one, within its type and size limits (lib/bff/body-limits.ts); or the refusal. */
async function readRequestBody(context: BffContext, route: ProxyRoute, method: HttpMethod): Promise<Uint8Array<ArrayBuffer> | undefined | Response> {
  const { request } = context;
  if (method !== 'POST' && method !== 'PUT' && method !== 'DELETE') return undefined;
  const limit = bodyLimitFor(route.path);
  const contentType = request.headers.get('content-type');
  const verdict = checkBodyHeaders(limit, contentType, request.headers.get('content-length'));
  if (verdict === 'too-large') return bffError(413, refusalText(context, 'Bff.tooLarge'));
  if (verdict === 'unsupported-type') return bffError(415, 'Unsupported content type');
  const bytes = await readBodyLimited(request.body, limit.maxBytes);
  if (bytes === null) return bffError(413, refusalText(context, 'Bff.tooLarge'));
  if (bytes.byteLength > 0 && !contentType) return bffError(415, 'Unsupported content type');
  return bytes;
}

/** A JSON body (the browser's or the API's); undefined when it is none. */
function jsonOf(bytes: Uint8Array | undefined, contentType: string | null): unknown {
  if (!bytes || bytes.byteLength === 0 || !/json/i.test(contentType ?? '')) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Issue 35 §6: a grant goes on only when the session's role may change it (lib/domain/roles.ts `CHANGEABLE_GRANTS`).
 * The grant must be a JSON number, as the page sends it: a string the API might read otherwise is refused.
 */
function grantChangeAllowed(session: AppSession, body: unknown): boolean {
  const grantId = typeof body === 'object' && body !== null ? (body as { grantId?: unknown }).grantId : undefined;
  const role = session.user?.roles[0];
  return role !== undefined && typeof grantId === 'number' && Number.isInteger(grantId) && mayChangeGrant(role, grantId);
}

/** Who reads the users of an answer: an operator manager's tenant setting is looked up beside the call, within its deadline. */
async function secretReader(context: BffContext): Promise<SecretReader> {
  const roles = context.session.user?.roles ?? [];
  const token = context.session.token;
  if (!token || !hasRole(roles, 'holding', 'merchant')) return { roles, apiSecretDisplay: false };
  const settings = await withinDeadline(context.deadline, sessionSettings(context.alias, token, context.deadline)).catch(() => []);
  return { roles, apiSecretDisplay: organisationSettings(settings).apiSecretDisplay };
}

/** The whole answer (bounded); a body cut off or silent past the transport's bound is the upstream unavailable. */
async function readAnswer(upstream: Response, signal: AbortSignal): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    return await readBodyLimited(upstream.body, READ_ANSWER_MAX_BYTES);
  } catch (error) {
    if (signal.aborted) throw error;
    const timedOut = error instanceof TransportTimeoutError || (error instanceof Error && error.cause instanceof TransportTimeoutError);
    throw new UpstreamUnavailableError(timedOut ? 504 : 502, error);
  }
}

/**
 * A call through the proxy; an audited one (lib/bff/audited-calls.ts) writes its audit line with the answer the
 * browser gets, the API's answer, or the failure.
 */
async function forward(context: BffContext, route: ProxyRoute, segments: string[]): Promise<Response> {
  const call = auditedCallFor(context.request.method, segments);
  if (!call) return forwardCall(context, route, segments, null);
  const facts: CallFacts = { segments, query: context.request.nextUrl.searchParams, body: undefined, answer: undefined, reason: null };
  // taken before the call: an answer that ends the session (401) empties it
  const actor = actorOf(context.session.user);
  try {
    const response = await forwardCall(context, route, segments, facts);
    recordCall(call, context, facts, response.status, actor);
    return response;
  } catch (error) {
    recordCall(call, context, facts, thrownStatus(error, context.request), actor);
    throw error;
  }
}

async function forwardCall(context: BffContext, route: ProxyRoute, segments: string[], facts: CallFacts | null): Promise<Response> {
  const { request, session } = context;
  if (route.access === 'session' && !isSignedIn(session)) return signedOut();
  const search = request.nextUrl.search;
  if (search.length > MAX_QUERY_LENGTH) return bffError(414, 'Query too long');

  const method = request.method as HttpMethod;
  const read = await readRequestBody(context, route, method);
  if (read instanceof Response) return read;
  let body = read;
  // read only where it is checked or audited (a product's body may be megabytes of image)
  const sent = facts || route.grant ? jsonOf(body, request.headers.get('content-type')) : undefined;
  if (facts) facts.body = sent;
  if (route.grant) {
    if (!grantChangeAllowed(session, sent)) {
      if (facts) facts.reason = 'grant-not-allowed';
      return bffError(403, refusalText(context, 'Bff.grantNotAllowed'), 'forbidden');
    }
    // the API gets exactly what was checked: no second reading of the same bytes (duplicate keys…) can differ
    body = new TextEncoder().encode(JSON.stringify(sent));
  }
  // begun beside the call: the settings that say whether an operator's API secret may be shown
  const secrets = route.users ? secretReader(context) : null;
  const upstreamHeaders = pickHeaders(request.headers, REQUEST_HEADERS_TO_UPSTREAM);
  // The host's own texts (response texts, receipt lines, reports) in the language of the screens, not the browser's.
  // Looked up (cached reference data) only for a call that goes on: a refused one reaches no upstream at all.
  upstreamHeaders.set('accept-language', await readerLocale(context));
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
    deadline: context.deadline,
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
  if (!facts && !secrets) return new Response(upstream.body, { status: upstream.status, headers });
  // Read whole: the users' secrets are hidden, and the audit line records what the API answered.
  const answer = await readAnswer(upstream, request.signal);
  if (answer === null) return unavailable(502);
  const answered = jsonOf(answer, upstream.headers.get('content-type'));
  if (facts) facts.answer = answered;
  if (secrets && upstream.ok && answered !== undefined) {
    return new Response(JSON.stringify(userAnswerForBrowser(answered, await secrets)), { status: upstream.status, headers });
  }
  return new Response(answer, { status: upstream.status, headers });
}

/**
 * A public file the pages embed (the logo, `<img src>`): the tenant comes from its URL alone (`?alias=`, never a
 * header: lib/bff/guest-alias.ts `assetAlias`), the session cookie is never read, and the upstream's caching headers
 * pass (nothing in it is a user's, and a cache keyed on the URL keeps each tenant's apart).
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
      deadline: deadlineAfter(bffCallBudgetMs()),
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

type RouteHandler = (request: NextRequest) => Promise<Response>;

/** What every refused path gets: the same answer whether the path is unknown, unsafe or of another method. */
const notFound = async (): Promise<Response> => bffError(404, 'Not found', 'not-found');

/** The path's segments below the origin (`['api', 'user', 'list']`); null for one we never forward. */
function requestSegments(pathname: string): string[] | null {
  // Reject anything the URL parser may have normalised: encoded bytes, dots, doubled slashes.
  if (/%|\/\/|\\/.test(pathname)) return null;
  const safe = safeSegments(pathname.replace(/^\/api\//, ''));
  return safe && ['api', ...safe];
}

/** A forwarded call of a known row: the public logo without the session, any other through the checks of `bffHandler`. */
function routeHandler(route: ProxyRoute): (request: NextRequest, segments: string[]) => Promise<Response> {
  if (route.access === 'asset') {
    return (request, segments) => {
      const alias = assetAlias(request);
      if (alias === undefined) return Promise.resolve(bffError(400, 'Unknown financial institute', 'not-found'));
      return serveAsset(request, alias, segments, request.nextUrl.search);
    };
  }
  return (request, segments) => bffHandler('public', (context) => forward(context, route, segments), { image: route.image })(request);
}

/**
 * Route handler for `app/api/[...path]`: every path below `/api/` that neither a generated route file (lib/bff/route-files.ts)
 * nor one of the BFF's own routes answers is refused, as JSON rather than Next's page.
 */
export function unknownPathRoutes(): Record<HttpMethod, RouteHandler> {
  return { GET: notFound, POST: notFound, PUT: notFound, DELETE: notFound };
}

/**
 * Route handlers of one generated route file (lib/bff/route-files.ts): each method's row is known, so a call only
 * checks that its path is safe and matches the row's pattern (a dynamic folder takes any segment). A method
 * without a row, or a path that does not match, is refused exactly as the catch-all refuses an unknown path.
 */
export function endpointRoutes(rows: Partial<Record<HttpMethod, AnyEndpoint>>): Record<HttpMethod, RouteHandler> {
  const handlers: Record<HttpMethod, RouteHandler> = { GET: notFound, POST: notFound, PUT: notFound, DELETE: notFound };
  for (const [method, endpoint] of Object.entries(rows) as [HttpMethod, AnyEndpoint][]) {
    const route = proxyRouteOf(endpoint);
    if (!route || route.method !== method) throw new Error(`${method} ${endpoint.path} is no forwarded row of that method`);
    const handle = routeHandler(route);
    handlers[method] = async (request) => {
      const segments = requestSegments(request.nextUrl.pathname);
      if (!segments || request.method !== method || !matchesPattern(route.path, segments)) return notFound();
      return handle(request, segments);
    };
  }
  return handlers;
}
