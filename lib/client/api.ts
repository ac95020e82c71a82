/**
 * The browser's only way to the acquiring API: ky, to the BFF on the page's own origin, with the
 * anti-forgery header and the tenant alias. Failures follow spec §8 through the hooks.
 */
import type { KyInstance } from 'ky';
import { resolveTarget, type EndpointTarget } from '../acquiring/endpoint';
import { ApiError, requestIdOfAnswer, type ApiHooks } from './api-failure';

/** What a call sends besides its endpoint: the endpoint's body type as JSON, or a form. */
export interface ApiRequest<Body = unknown> {
  json?: Body;
  body?: BodyInit;
  search?: URLSearchParams;
  signal?: AbortSignal;
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
