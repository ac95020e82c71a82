import { PROXY_ROUTES } from '@/lib/bff/allowlist';
import { actionOf, AUDITED_CALLS, auditedCallFor, callOutcome, type CallFacts } from '@/lib/bff/audited-calls';

const facts = (extra: Partial<CallFacts>): CallFacts => ({ segments: [], query: new URLSearchParams(), body: undefined, answer: undefined, reason: null, ...extra });
const segments = (path: string) => path.split('/');

describe('the audited proxy calls (issue 35 §5): one table by method and path', () => {
  it('every entry is an allowlisted call, and none is listed twice', () => {
    for (const call of AUDITED_CALLS) {
      expect(PROXY_ROUTES.some((route) => route.method === call.method && route.path === call.path)).toBe(true);
    }
    expect(new Set(AUDITED_CALLS.map((call) => `${call.method} ${call.path}`)).size).toBe(AUDITED_CALLS.length);
  });

  it('recognises a call by its method and concrete path', () => {
    expect(auditedCallFor('GET', segments('api/terminal/close-day/85'))?.action).toBe('terminal.close-day');
    expect(auditedCallFor('POST', segments('api/terminal/close-day/85'))).toBeNull();
    expect(auditedCallFor('GET', segments('api/user/list'))).toBeNull();
  });

  it('PUT api/user: a status change blocks or unblocks, resetPassword resets, anything else changes', () => {
    const put = auditedCallFor('PUT', segments('api/user'));
    if (!put) throw new Error('PUT api/user is audited');
    expect(actionOf(put, facts({ body: { id: 7, status: 1 } }))).toBe('user.block');
    expect(actionOf(put, facts({ body: { id: 7, status: 0 } }))).toBe('user.unblock');
    expect(actionOf(put, facts({ body: { id: 7, resetPassword: true } }))).toBe('user.reset-password');
    expect(actionOf(put, facts({ body: { id: 7, fullName: 'Б' } }))).toBe('user.change');
    expect(put.target?.(facts({ body: { id: 7 }, answer: { result: { id: 7, canMobile: 0 } } }))).toEqual({ userId: 7, kind: 'administrator' });
  });

  it('the result comes from the API’s answer: the close-day code, an act mailed or not, a catalogue refused whole', () => {
    const closeDay = auditedCallFor('GET', segments('api/terminal/close-day/1'));
    const generate = auditedCallFor('POST', segments('api/qps-refund-keys/generate'));
    const upload = auditedCallFor('POST', segments('api/window/product-upload-csv'));
    if (!closeDay || !generate || !upload) throw new Error('audited');
    expect(callOutcome(closeDay, facts({ answer: { result: { code: '00', reconciliationId: 5 } } }), 200)).toEqual({ result: 'success', detail: { code: '00', hostCode: undefined, reconciliationId: 5 } });
    expect(callOutcome(closeDay, facts({ answer: { result: { code: '011', hostCode: '91' } } }), 200).result).toBe('failure');
    expect(callOutcome(generate, facts({ answer: { result: false } }), 200)).toEqual({ result: 'success', detail: { mailed: false } });
    expect(callOutcome(upload, facts({ answer: { result: { created: 0, updated: 0, errors: [{}] } } }), 200).result).toBe('failure');
    expect(callOutcome(upload, facts({}), 502).result).toBe('failure');
  });
});
