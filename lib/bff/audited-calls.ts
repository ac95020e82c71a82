/**
 * The audited actions that pass through the proxy (the generated route files of app/api), recognised by method + path in this
 * one table (the patterns of lib/bff/allowlist.ts), each with what it acts on and what the API's answer says of its
 * result. The session calls (sign-in, sign-out, the password) have their own route handlers and audit there.
 */
import type { AuditAction, AuditFacts, AuditResult } from './audit-log';
import type { HttpMethod } from '../acquiring/endpoint';
import { firstMatchOf } from '../acquiring/endpoint-match';
import * as ENDPOINTS from '../acquiring/endpoints';
import type { AnyEndpoint } from '../acquiring/endpoint';

export interface CallFacts {
  /** the path's segments: `['api', 'terminal', 'close-day', '7']` */
  segments: readonly string[];
  query: URLSearchParams;
  /** the JSON body the browser sent, when it sent one */
  body: unknown;
  /** the API's JSON answer, when it gave one */
  answer: unknown;
  /** the BFF's own reason code when it refused the call itself */
  reason: string | null;
}

export interface CallOutcome {
  result: AuditResult;
  detail?: AuditFacts;
}

export interface AuditedCall {
  method: HttpMethod;
  path: string;
  action: AuditAction | ((call: CallFacts) => AuditAction);
  target?: (call: CallFacts) => AuditFacts;
  /** What a successful answer's `result` says of the action (the host's code, a mail not sent). */
  outcome?: (result: unknown) => CallOutcome;
}

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const resultOf = (answer: unknown): unknown => asObject(answer).result;
/** A number the browser or the API sent (ids arrive as numbers or digit strings); null for anything else. */
function idOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,18}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

/** An operator is a mobile user (canMobile = 1, spec §6); the other users of the list are administrators. */
function userKind(user: Json): 'operator' | 'administrator' | null {
  if (user.canMobile === undefined) return null;
  return Number(user.canMobile) === 1 ? 'operator' : 'administrator';
}

/** The user a user call acts on: its id (from the body, the query or the API's answer) and kind. */
function userTarget({ body, query, answer }: CallFacts): AuditFacts {
  const sent = asObject(body);
  const saved = asObject(resultOf(answer));
  return { userId: idOf(sent.id) ?? idOf(query.get('id')) ?? idOf(saved.id), kind: userKind(saved) ?? userKind(sent) };
}

/** PUT api/user: a status change blocks or unblocks (spec §4), `resetPassword` resets; anything else edits. */
function userChange({ body }: CallFacts): AuditAction {
  const sent = asObject(body);
  if (sent.resetPassword === true) return 'user.reset-password';
  if (sent.status === 1) return 'user.block';
  if (sent.status === 0) return 'user.unblock';
  return 'user.change';
}

/** Spec §8 "Close day": code 00 closed the day; 011 and anything else did not. */
function closeDayOutcome(result: unknown): CallOutcome {
  const answer = asObject(result);
  const code = typeof answer.code === 'string' ? answer.code : null;
  return {
    result: code === '00' ? 'success' : 'failure',
    detail: { code, hostCode: typeof answer.hostCode === 'string' ? answer.hostCode : undefined, reconciliationId: idOf(answer.reconciliationId) ?? undefined },
  };
}

/** Spec §8: generate answers `result: false` when the act was created but its mail failed. */
const actGenerateOutcome = (result: unknown): CallOutcome => ({ result: 'success', detail: { mailed: result === true } });
const actSendOutcome = (result: unknown): CallOutcome => ({ result: result === true ? 'success' : 'failure' });

/** A catalogue whose every row was refused changed nothing. */
function catalogueOutcome(result: unknown): CallOutcome {
  const answer = asObject(result);
  const created = Number(answer.created) || 0;
  const updated = Number(answer.updated) || 0;
  const rowErrors = Array.isArray(answer.errors) ? answer.errors.length : 0;
  return { result: rowErrors > 0 && created + updated === 0 ? 'failure' : 'success', detail: { created, updated, rowErrors } };
}

/** The method and path pattern of an endpoint of the table. */
const callOf = ({ method, path }: AnyEndpoint) => ({ method, path });

export const AUDITED_CALLS: readonly AuditedCall[] = [
  { ...callOf(ENDPOINTS.forgotSendToken), action: 'password.restore-request' },
  {
    ...callOf(ENDPOINTS.closeDay),
    action: 'terminal.close-day',
    target: ({ segments }) => ({ terminalId: idOf(segments[3]) }),
    outcome: closeDayOutcome,
  },
  {
    ...callOf(ENDPOINTS.merchantGrant),
    action: 'grant.change',
    target: ({ body }) => {
      const sent = asObject(body);
      return { merchantId: idOf(sent.merchantId), grantId: idOf(sent.grantId), value: sent.value === '0' || sent.value === '1' ? sent.value : null };
    },
  },
  { ...callOf(ENDPOINTS.userCreate), action: 'user.create', target: userTarget },
  { ...callOf(ENDPOINTS.userUpdate), action: userChange, target: userTarget },
  { ...callOf(ENDPOINTS.userDelete), action: 'user.delete', target: userTarget },
  { ...callOf(ENDPOINTS.catalogueUpload), action: 'catalogue.upload', outcome: catalogueOutcome },
  { ...callOf(ENDPOINTS.actGenerate), action: 'act.generate', outcome: actGenerateOutcome },
  { ...callOf(ENDPOINTS.actSend), action: 'act.send', outcome: actSendOutcome },
];

const auditedCallOf = firstMatchOf(AUDITED_CALLS);

export function auditedCallFor(method: string, segments: readonly string[]): AuditedCall | null {
  return auditedCallOf(method, segments);
}

export function actionOf(call: AuditedCall, facts: CallFacts): AuditAction {
  return typeof call.action === 'function' ? call.action(facts) : call.action;
}

/** The result of the call from the status the browser got and, on success, what the API's answer says. */
export function callOutcome(call: AuditedCall, facts: CallFacts, status: number): CallOutcome {
  if (status >= 400) return { result: 'failure' };
  return call.outcome ? call.outcome(resultOf(facts.answer)) : { result: 'success' };
}
