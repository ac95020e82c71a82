import 'server-only';
import { recordAudit, type AuditAction, type AuditActor, type AuditFacts, type AuditResult } from './audit-log';
import { requestIdOf } from '../observability/request-id';
import { UpstreamUnavailableError } from '../acquiring/upstream';
import { roleOfUser } from '../domain/roles';
import type { ShellUser } from '../session/types';
import type { BffContext } from './handler';
import { actionOf, callOutcome, type AuditedCall, type CallFacts } from './audited-calls';

/** The user as the trail names them: id and role, never the login. */
export function actorOf(user: ShellUser | undefined): AuditActor | null {
  return user ? { userId: user.id, role: user.roles[0] ?? roleOfUser(user) } : null;
}

/** The status the browser gets for a call that threw (lib/bff/handler.ts `answerThrown`). */
export function thrownStatus(error: unknown, request: Request): number {
  if (error instanceof UpstreamUnavailableError) return error.status;
  return request.signal.aborted ? 499 : 500;
}

/** The API's exception name or the BFF's own reason code of a refused answer (a JSON body of ours). */
async function refusalReason(response: Response): Promise<string | null> {
  if (response.status < 400 || !(response.headers.get('content-type') ?? '').includes('json')) return null;
  const body = (await response.clone().json().catch(() => null)) as Record<string, unknown> | null;
  const reason = body?.exception ?? body?.reason ?? body?.action;
  return typeof reason === 'string' ? reason : null;
}

/** What a session route says of its action beyond the answer's status. */
export interface AuditNote {
  /** the action, when the route knows it only once it runs (a change by restore token is a restore) */
  action?: AuditAction;
  /** who: set by a sign-in (the user it signed in, or null); otherwise the session's user */
  actor?: AuditActor | null;
  target?: AuditFacts;
  /** a result the status does not tell (a sign-in waiting for its code) */
  result?: AuditResult;
  detail?: AuditFacts;
  /** nothing happened that the trail follows (a sign-out without a session) */
  skip?: boolean;
}

/**
 * Wraps a session route (lib/bff/sign-in-routes.ts, session-routes.ts, password-routes.ts) so that every answer,
 * and every call that throws, writes its audit line: the result from the status the browser gets, refined by what
 * the route notes.
 */
export function audited(action: AuditAction, handle: (context: BffContext, note: AuditNote) => Promise<Response>) {
  return async (context: BffContext): Promise<Response> => {
    const note: AuditNote = {};
    const before = actorOf(context.session.user);
    const record = (status: number, reason: string | null) => {
      if (note.skip) return;
      recordAudit({
        action: note.action ?? action,
        actor: note.actor !== undefined ? note.actor : (actorOf(context.session.user) ?? before),
        tenant: context.alias,
        target: note.target,
        result: status >= 400 ? 'failure' : (note.result ?? 'success'),
        status,
        reason,
        detail: note.detail,
        requestId: requestIdOf(context.request.headers),
      });
    };
    try {
      const response = await handle(context, note);
      record(response.status, await refusalReason(response));
      return response;
    } catch (error) {
      record(thrownStatus(error, context.request), null);
      throw error;
    }
  };
}

/** The audit line of a call through the proxy (lib/bff/audited-calls.ts), once its answer or failure is known. */
export function recordCall(call: AuditedCall, context: BffContext, facts: CallFacts, status: number, actor: AuditActor | null): void {
  const outcome = callOutcome(call, facts, status);
  const answer = facts.answer as { exception?: unknown } | null | undefined;
  const upstreamReason = status >= 400 && typeof answer?.exception === 'string' ? answer.exception : null;
  recordAudit({
    action: actionOf(call, facts),
    actor,
    tenant: context.alias,
    target: call.target?.(facts),
    result: outcome.result,
    status,
    reason: facts.reason ?? upstreamReason,
    detail: outcome.detail,
    requestId: requestIdOf(context.request.headers),
  });
}
