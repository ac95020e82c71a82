import 'server-only';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Role } from '../domain/roles';

/**
 * The audit trail (issue 35 §5): one JSON line per action on money, rights and accounts, under its own logger name
 * (`"name":"audit"`), so that a bank's log shipper routes it apart from the request logs. Each line says who
 * (the user's id and role, never the login), in which tenant, to what, with which result, and the request id that
 * finds the request's own log line. Nothing a user typed goes in as free text: ids, flags and short codes only, so
 * no password, code, token, cookie, restore token, captcha answer or card number can reach the trail.
 *
 * The lines are written synchronously: an audit line must not be lost when the process ends right after the action.
 */

/** Every action the trail records. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-out',
  'password.change',
  'password.restore-request',
  'password.restore',
  'terminal.close-day',
  'grant.change',
  'user.create',
  'user.change',
  'user.block',
  'user.unblock',
  'user.reset-password',
  'user.delete',
  'catalogue.upload',
  'act.generate',
  'act.send',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `pending`: the step went through and the action waits for another (a sign-in whose code was sent). */
export type AuditResult = 'success' | 'failure' | 'pending';

export interface AuditActor {
  userId: number;
  role: Role;
}

/** Ids, flags and short codes about the action (the terminal, the grant, the host's answer code). */
export type AuditFacts = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface AuditEvent {
  action: AuditAction;
  /** null: nobody signed in (a failed sign-in, a restore by token) */
  actor: AuditActor | null;
  /** the tenant's alias; null for the default tenant */
  tenant: string | null;
  target?: AuditFacts;
  result: AuditResult;
  /** the HTTP status the browser got */
  status?: number;
  /** why it failed: the API's exception name or the BFF's own reason code, never a message (it may quote the input) */
  reason?: string | null;
  detail?: AuditFacts;
  requestId: string | null;
}

/** A string fact that is a code, not text: anything else is left out of the line. */
const CODE = /^[A-Za-z0-9._:-]{1,64}$/;

function cleanFacts(facts: AuditFacts | undefined): Record<string, string | number | boolean | null> | undefined {
  if (!facts) return undefined;
  const clean: Record<string, string | number | boolean | null> = {};
  for (const [name, value] of Object.entries(facts)) {
    if (value === undefined) continue;
    if (typeof value === 'string' && !CODE.test(value)) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    clean[name] = value;
  }
  return Object.keys(clean).length > 0 ? clean : undefined;
}

const LOGGER_KEY = Symbol.for('merchant-back-office.audit-logger');
type LoggerHolder = { [LOGGER_KEY]?: Logger };

function createAuditLogger(destination: DestinationStream): Logger {
  // Always on: the trail does not follow LOG_LEVEL, which may silence the request logs.
  return pino({ name: 'audit', level: 'info' }, destination);
}

/** One logger per process, shared by every route bundle (each bundle has its own copy of this module). */
function auditLogger(): Logger {
  const global = globalThis as typeof globalThis & LoggerHolder;
  global[LOGGER_KEY] ??= createAuditLogger(pino.destination({ dest: 1, sync: true }));
  return global[LOGGER_KEY];
}

/** Sends the trail elsewhere (tests read it back); returns nothing: the previous destination is dropped. */
export function setAuditDestination(destination: DestinationStream): void {
  (globalThis as typeof globalThis & LoggerHolder)[LOGGER_KEY] = createAuditLogger(destination);
}

export function recordAudit(event: AuditEvent): void {
  const reason = event.reason && CODE.test(event.reason) ? event.reason : undefined;
  auditLogger().info(
    {
      action: event.action,
      actor: event.actor,
      tenant: event.tenant,
      target: cleanFacts(event.target),
      result: event.result,
      status: event.status,
      reason,
      detail: cleanFacts(event.detail),
      requestId: event.requestId,
    },
    event.action,
  );
}
