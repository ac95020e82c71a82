/**
 * The browser's only way to the acquiring API: ky, to the BFF on the page's own origin, with the
 * anti-forgery header and the tenant alias. Failures follow spec §8 through the hooks.
 */
import type { KyInstance } from 'ky';
import { resolveTarget, type EndpointTarget } from '../acquiring/endpoint';

/**
 * The browser's own limit for one BFF call: past the BFF's deadline for the upstream (UPSTREAM_TIMEOUT_MS,
 * 15 s by default), so the BFF's 504 and its dialog come first; this catches a connection that died on the way.
 */
export const BFF_TIMEOUT_MS = 30_000;

export interface ApiHooks {
  /** 502/504: the "temporarily unavailable" dialog, with the failed request's id when the server gave one (X-Request-Id). */
  onUnavailable: (requestId?: string) => void;
  /** The BFF ended the session (401, or 403 outside auth/logout). */
  onSignedOut: () => void;
  /** 409 on a non-auth path: the privacy-policy confirmation. */
  onPrivacyPolicy: () => void;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** What a call sends besides its endpoint: the endpoint's body type as JSON, or a form. */
export interface ApiRequest<Body = unknown> {
  json?: Body;
  body?: BodyInit;
  search?: URLSearchParams;
  signal?: AbortSignal;
}

/** The id the server gave the request (lib/observability/request-id.ts, checked there), for the dialog. */
export function requestIdOfAnswer(response: Response): string | undefined {
  return response.headers.get('x-request-id') ?? undefined;
}

/** No answer, 502 or 504: the "temporarily unavailable" dialog already says it, so the caller shows nothing more. */
export function shownAsUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 502 || error.status === 504);
}

/** …or the session ended (401) and the page is on its way to the login. */
export function handledByPage(error: unknown): boolean {
  return shownAsUnavailable(error) || (error instanceof ApiError && error.status === 401);
}

/** What a failed BFF answer asks of the page besides its own error text (spec §8). */
export type FailureReaction = 'unavailable' | 'signed-out' | 'privacy-policy';

/**
 * Spec §8 by the BFF's answer: 502/504 (or `action: unavailable`) → the "temporarily unavailable" dialog;
 * `action: logout` → the login page, except on the login and logout calls themselves; 409 off those
 * calls → the privacy-policy confirmation. Null: the caller's own error text is all there is to show.
 */
export function failureReaction(status: number, body: unknown, path: string): FailureReaction | null {
  const isAuthCall = /session\/(auth|logout)/.test(path);
  const action = body && typeof body === 'object' && 'action' in body ? body.action : null;
  if (status === 502 || status === 504 || action === 'unavailable') return 'unavailable';
  if (action === 'logout' && !isAuthCall) return 'signed-out';
  if (status === 409 && !isAuthCall) return 'privacy-policy';
  return null;
}

/** Runs the hook of `failureReaction`; every call of the page (JSON, file, upload) reacts through here. */
export function reactToFailure(hooks: ApiHooks, status: number, body: unknown, path: string, requestId?: string): FailureReaction | null {
  const reaction = failureReaction(status, body, path);
  if (reaction === 'unavailable') hooks.onUnavailable(requestId);
  else if (reaction === 'signed-out') hooks.onSignedOut();
  else if (reaction === 'privacy-policy') hooks.onPrivacyPolicy();
  return reaction;
}

const loadBffClient = () => import('./bff-ky').then((module) => module.createBffClient);

/**
 * ky's code (about 9 KiB gzip) is not first-load JS: it loads on the page's first call, or once the page is idle
 * (AppProvider), whichever comes first.
 */
export function preloadBffClient(): Promise<unknown> {
  return loadBffClient();
}

/** The page's ky instance for the BFF (lib/client/bff-ky.ts), created on first use. */
export type BffClient = () => Promise<KyInstance>;

export function lazyBffClient(alias: string | null, hooks: ApiHooks): BffClient {
  let client: Promise<KyInstance> | null = null;
  return () =>
    (client ??= loadBffClient()
      .then((create) => create(alias, hooks))
      .catch((error: unknown) => {
        // a chunk the network did not deliver is asked again by the next call
        client = null;
        throw error;
      }));
}

export function createApiClient(alias: string | null, hooks: ApiHooks, bff: BffClient = lazyBffClient(alias, hooks)) {
  /** One call of the endpoint table (lib/acquiring/endpoints.ts) through the BFF: its answer as the BFF gives it. */
  async function api<Answer, Body, Browser>(target: EndpointTarget<Answer, Body, Browser>, request: ApiRequest<Body> = {}): Promise<Browser> {
    const { endpoint, path } = resolveTarget(target);
    let response: Response;
    try {
      const client = await bff();
      // Always a path on the page's own origin: "//evil.example" cannot become another host.
      response = await client(`/${path.replace(/^\/+/, '')}`, {
        method: endpoint.method,
        headers: { accept: 'application/json' },
        json: request.json,
        body: request.body,
        searchParams: request.search,
        signal: request.signal,
      });
    } catch (error) {
      if (request.signal?.aborted) throw new ApiError(0, null, 'Request canceled');
      if (error instanceof ApiError) throw error;
      hooks.onUnavailable();
      throw new ApiError(0, null, error instanceof Error ? error.message : 'Network error');
    }
    const text = await response.text();
    try {
      // the BFF answers what the table says of the endpoint: the one place its JSON is read as that type
      return (text ? JSON.parse(text) : null) as Browser;
    } catch {
      // A success whose body is not JSON (a broken gateway) is a failure, not null data (issue 9 resilience).
      if (/json/i.test(response.headers.get('content-type') ?? '')) {
        hooks.onUnavailable(requestIdOfAnswer(response));
        throw new ApiError(502, null, 'Malformed response');
      }
      return null as Browser;
    }
  }
  return api;
}

export type ApiClient = ReturnType<typeof createApiClient>;
