/** /__sandbox/* — the control API for tests (faults, request log, settings overrides, version, reset, sessions). */
import { resetRuntimeTables } from '../store/db.ts';
import { allRows } from '../store/statements.ts';
import type { SandboxApp } from '../app.ts';
import { HttpError, type Reply } from '../http/types.ts';
import type { CloseDayState } from '../state.ts';
import { findTenant } from '../tenants.ts';

export interface ControlRequest {
  app: SandboxApp;
  method: string;
  /** path after /__sandbox, e.g. /faults */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, { message: 'JSON object body expected' });
  return body as Record<string, unknown>;
}

function optionalNumber(body: Record<string, unknown>, name: string): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new HttpError(400, { message: `${name} must be a number` });
  return value;
}

function addFault(req: ControlRequest): Reply {
  const body = objectBody(req.body);
  if (typeof body.path !== 'string') throw new HttpError(400, { message: 'path (a regular expression string) is required' });
  let path: RegExp;
  try {
    path = new RegExp(body.path);
  } catch {
    throw new HttpError(400, { message: 'path is not a valid regular expression' });
  }
  const fault = req.app.state.addFault({
    path,
    method: typeof body.method === 'string' ? body.method.toUpperCase() : undefined,
    status: optionalNumber(body, 'status'),
    delayMs: optionalNumber(body, 'delayMs'),
    drop: body.drop === true,
    malformed: body.malformed === true,
    remaining: optionalNumber(body, 'times'),
  });
  return { status: 201, json: { result: { ...fault, path: fault.path.source } } };
}

function tenantAlias(segment: string): string {
  const alias = segment === '_default' ? '' : segment;
  if (!findTenant(alias)) throw new HttpError(404, { message: 'Unknown financial institute' });
  return alias;
}

function putSettings(req: ControlRequest, segment: string): Reply {
  const alias = tenantAlias(segment);
  const body = objectBody(req.body);
  const current = { ...(req.app.state.settingOverrides.get(alias) ?? {}) };
  for (const [name, value] of Object.entries(body)) {
    if (value === null) delete current[name];
    else current[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  req.app.state.settingOverrides.set(alias, current);
  return { json: { result: current } };
}

/** PUT /__sandbox/terminal-close-day/{terminalId} { code, description, hostCode?, hostDescription? } */
function putCloseDay(req: ControlRequest, segment: string): Reply {
  const id = Number(segment);
  if (!Number.isInteger(id) || id <= 0) throw new HttpError(400, { message: 'terminal id expected' });
  const body = objectBody(req.body);
  const text = (name: string, required: boolean): string | undefined => {
    const value = body[name];
    if (value === undefined || value === null) {
      if (required) throw new HttpError(400, { message: `${name} is required` });
      return undefined;
    }
    if (typeof value !== 'string' && typeof value !== 'number') throw new HttpError(400, { message: `${name} must be a string` });
    return String(value);
  };
  const state: CloseDayState = { code: text('code', true) as string, description: text('description', false) ?? '' };
  const hostCode = text('hostCode', false);
  const hostDescription = text('hostDescription', false);
  if (hostCode !== undefined) state.hostCode = hostCode;
  if (hostDescription !== undefined) state.hostDescription = hostDescription;
  req.app.state.closeDay.set(id, state);
  return { json: { result: { terminalId: id, ...state } } };
}

/** The newest sessions' tokens: tests check that none of them ever reaches a browser (the request log keeps none). */
const SESSION_LIST_LIMIT = 500;

function sessionTokens(app: SandboxApp): { token: string; alias: string; login: string; pending: boolean; expiresAt: string }[] {
  const rows = allRows<{ token: string; tenant: string; login_email: string; pending_code: number; expires_at: number }>(app.db,
    `SELECT s.token, s.tenant, u.login_email, s.pending_code, s.expires_at FROM session s JOIN app_user u ON u.id = s.user_id
     ORDER BY s.created_at DESC LIMIT ?`, SESSION_LIST_LIMIT);
  return rows.map((r) => ({ token: r.token, alias: r.tenant, login: r.login_email, pending: r.pending_code === 1, expiresAt: new Date(r.expires_at).toISOString() }));
}

export function handleControl(req: ControlRequest): Reply {
  const { app, method, path } = req;
  const state = app.state;
  const settingsMatch = /^\/settings(?:\/([^/]+))?$/.exec(path);
  if (path === '/faults' && method === 'POST') return addFault(req);
  if (path === '/faults' && method === 'GET') return { json: { result: state.faults.map((f) => ({ ...f, path: f.path.source })) } };
  if (path === '/faults' && method === 'DELETE') {
    state.faults = [];
    return { json: { result: true } };
  }
  if (path === '/requests' && method === 'GET') return { json: { result: state.requests } };
  if (path === '/requests' && method === 'DELETE') {
    state.requests = [];
    return { json: { result: true } };
  }
  if (settingsMatch && method === 'PUT' && settingsMatch[1]) return putSettings(req, settingsMatch[1]);
  if (settingsMatch && method === 'DELETE') {
    if (settingsMatch[1]) state.settingOverrides.delete(tenantAlias(settingsMatch[1]));
    else state.settingOverrides.clear();
    return { json: { result: true } };
  }
  const closeDayMatch = /^\/terminal-close-day(?:\/([^/]+))?$/.exec(path);
  if (closeDayMatch && method === 'PUT' && closeDayMatch[1]) return putCloseDay(req, closeDayMatch[1]);
  if (closeDayMatch && method === 'GET') {
    return { json: { result: [...state.closeDay.entries()].map(([terminalId, s]) => ({ terminalId, ...s })) } };
  }
  if (closeDayMatch && method === 'DELETE') {
    if (closeDayMatch[1]) state.closeDay.delete(Number(closeDayMatch[1]));
    else state.closeDay.clear();
    return { json: { result: true } };
  }
  if (path === '/sent-checks' && method === 'GET') {
    const rows = allRows<{ id: number; tenant: string; user_id: number; trx_id: number; kind: string; channel: string; contact: string; created_at: number }>(app.db,
      'SELECT * FROM check_sending ORDER BY id DESC');
    return {
      json: {
        result: rows.map((r) => ({
          id: r.id, alias: r.tenant, userId: r.user_id, transactionId: r.trx_id, kind: r.kind, channel: r.channel, contact: r.contact,
          time: new Date(r.created_at).toISOString(),
        })),
      },
    };
  }
  if (path === '/version' && method === 'POST') {
    const body = objectBody(req.body);
    if (typeof body.buildVersion !== 'string' || !body.buildVersion) throw new HttpError(400, { message: 'buildVersion is required' });
    state.buildVersion = body.buildVersion;
    return { json: { result: { buildVersion: state.buildVersion } } };
  }
  if (path === '/reset' && method === 'POST') {
    state.reset();
    resetRuntimeTables(app.db, app.now());
    return { json: { result: true } };
  }
  if (path === '/password-tokens' && method === 'GET') {
    const login = req.query.get('login');
    const rows = allRows<{ token: string; tenant: string; login_email: string; expires_at: number }>(app.db,
      `SELECT t.token, t.tenant, u.login_email, t.expires_at FROM password_token t JOIN app_user u ON u.id = t.user_id
       WHERE (?1 IS NULL OR u.login_email = ?1) ORDER BY t.rowid DESC`, login);
    return { json: { result: rows.map((r) => ({ token: r.token, alias: r.tenant, login: r.login_email, expiresAt: new Date(r.expires_at).toISOString() })) } };
  }
  if (path === '/sessions' && method === 'GET') return { json: { result: sessionTokens(app) } };
  throw new HttpError(404, { message: 'Unknown control endpoint' });
}
