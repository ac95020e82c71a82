/** Request context, replies and routes of the sandbox's table-driven router. */
import type { IncomingMessage } from 'node:http';
import type { ApiErrorBody } from '../../lib/acquiring/contract/envelopes.ts';
import type { SandboxApp } from '../app.ts';
import type { SessionRecord } from '../store/sessions.ts';
import type { UserRecord } from '../store/users.ts';
import type { Tenant } from '../tenants.ts';

export interface Reply {
  status?: number;
  json?: unknown;
  bytes?: Buffer;
  /** streamed body (chunked transfer; backpressure honoured) — used by the CSV report */
  stream?: Iterable<Buffer>;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface AuthState {
  session: SessionRecord;
  user: UserRecord;
}

export interface RequestContext {
  app: SandboxApp;
  req: IncomingMessage;
  method: string;
  url: URL;
  /** path without the alias prefix and without a trailing slash, e.g. /api/session/auth */
  path: string;
  tenant: Tenant;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  auth: AuthState | null;
  /** set when a handler rotates the session (the reply then carries the new CSRF value) */
  replySession?: SessionRecord | null;
}

/**
 * guest: no token needed (a token is ignored); optional: a valid full session is attached when sent;
 * user: a full session is required; pending: a full session or one waiting for its MFA code.
 */
export type Access = 'guest' | 'optional' | 'user' | 'pending';

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** /api/privacy-policy/:id — segments starting with ":" are parameters */
  pattern: string;
  access: Access;
  /** answered even when the privacy policy is not confirmed (otherwise 409) */
  privacyExempt?: boolean;
  handler: (ctx: RequestContext) => Reply | Promise<Reply>;
}

export class HttpError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  /** extra response headers, e.g. Retry-After of a 429 */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, body: ApiErrorBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export function ok(result: unknown): Reply {
  return { json: { result } };
}

export function badRequest(message: string, field?: string): HttpError {
  return new HttpError(400, { message, exception: 'ValidationException', errors: [field ? { field, message } : { message }] });
}

export function notFound(message = 'Not found'): HttpError {
  return new HttpError(404, { message, exception: 'NotFoundException' });
}

export function forbidden(message = 'Forbidden'): HttpError {
  return new HttpError(403, { message, exception: 'ForbiddenException' });
}

export function requireAuth(ctx: RequestContext): AuthState {
  if (!ctx.auth) throw new HttpError(401, { message: 'Unauthorized' });
  return ctx.auth;
}

/** Reads a JSON object body; anything else is an empty object. */
export function bodyObject(ctx: RequestContext): Record<string, unknown> {
  const body = ctx.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}
