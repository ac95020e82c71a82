/**
 * What a row of the endpoint table is (lib/acquiring/endpoints.ts), and how a caller names one: an endpoint
 * without parameters, or `endpointCall(endpoint, { id })` of one with them. Types and two small functions only,
 * so the browser's client (lib/client/api.ts) carries none of the table.
 */
import type { ApiResult } from './contract/envelopes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the BFF lets the browser make the call. `public`: forwarded without a session (spec §4: session, dictionary and
 * privacy calls, plus guest data); `session`: forwarded with the session's token; `asset`: a public file the pages
 * embed (the logo), served without reading the session at all, so it needs no anti-forgery header; `own`: the BFF's
 * own route handler makes it (the calls that change the session).
 */
export type BffAccess = 'public' | 'session' | 'asset' | 'own';

/** What the proxy does besides forwarding. */
export interface EndpointFlags {
  /** The pages show it with `<img>`: the browser's same-origin image requests pass without the anti-forgery header. */
  image?: true;
  /** A file written for the user (the report): the BFF sends the user's language and time zone with it. */
  forReader?: true;
  /** The answer carries users: their secrets reach the browser only as lib/organisation/user-secrets.ts allows. */
  users?: true;
  /** The body changes a grant: only a grant the session's role may change goes on (lib/domain/roles.ts `CHANGEABLE_GRANTS`). */
  grant?: true;
}

/** The values of a path's parameters: `{ id }` for `:id` (digits), `{ name }` for `:name` (a lower-case word). */
export type PathParams = { id: number } | { name: string } | { id: number; name: string };

/**
 * One call. `Answer` is what the API's `{ result }` holds (what the server's `attempt` gives), `Body` what the call
 * sends, `Browser` what the browser gets from the BFF (the API's envelope, unless the BFF answers itself), `Params`
 * the values of the path's `:id`/`:name`. The last four fields are types only: no value ever sits in them.
 */
export interface Endpoint<Answer = unknown, Body = never, Browser = ApiResult<Answer>, Params extends PathParams | undefined = undefined> extends EndpointFlags {
  readonly method: HttpMethod;
  /** Below the tenant root, without a leading slash: `api/terminal/close-day/:id`. */
  readonly path: string;
  readonly access: BffAccess;
  readonly answer?: Answer;
  readonly body?: Body;
  readonly browser?: Browser;
  readonly params?: Params;
}

/** Any row of the table. */
export type AnyEndpoint = Endpoint<unknown, unknown, unknown, PathParams | undefined>;

/** A call of an endpoint with its parameters filled in. */
export interface EndpointCall<Answer = unknown, Body = never, Browser = ApiResult<Answer>> {
  readonly endpoint: Endpoint<Answer, Body, Browser, PathParams | undefined>;
  /** The path with its parameters, below the tenant root: `api/terminal/close-day/42`. */
  readonly path: string;
}

/** What a caller names: an endpoint without parameters, or a call of one with them (`endpointCall`). */
export type EndpointTarget<Answer = unknown, Body = never, Browser = ApiResult<Answer>> = Endpoint<Answer, Body, Browser> | EndpointCall<Answer, Body, Browser>;

const PARAM_VALUE: Readonly<Record<string, RegExp>> = { id: /^\d{1,18}$/, name: /^[a-z][a-z-]{0,31}$/ };

/** A call of an endpoint with parameters: `endpointCall(closeDay, { id: 42 })` → `api/terminal/close-day/42`. */
export function endpointCall<Answer, Body, Browser, Params extends PathParams>(endpoint: Endpoint<Answer, Body, Browser, Params>, params: Params): EndpointCall<Answer, Body, Browser> {
  const values = new Map<string, unknown>(Object.entries(params));
  const path = endpoint.path.replace(/:(id|name)\b/g, (_match, key: string) => {
    const value = String(values.get(key));
    // the allowlist's own rule for the segment: a value it would refuse is a bug here, not a call
    if (!PARAM_VALUE[key]?.test(value)) throw new Error(`Bad ${key} for ${endpoint.path}: ${value}`);
    return value;
  });
  return { endpoint, path };
}

/** The endpoint a caller named, and its path with the parameters in it. */
export function resolveTarget<Answer, Body, Browser>(target: EndpointTarget<Answer, Body, Browser>): EndpointCall<Answer, Body, Browser> {
  if ('endpoint' in target) return target;
  if (target.path.includes(':')) throw new Error(`${target.path} needs its parameters (endpointCall)`);
  return { endpoint: target, path: target.path };
}
