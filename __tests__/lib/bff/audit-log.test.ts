import { AUDIT_ACTIONS, recordAudit, setAuditDestination } from '@/lib/bff/audit-log';

const written: string[] = [];
beforeAll(() => setAuditDestination({ write: (line: string) => void written.push(line) }));
beforeEach(() => {
  written.length = 0;
});
const last = () => JSON.parse(written.at(-1) ?? '{}') as Record<string, unknown>;

describe('recordAudit: one JSON line under the logger name "audit"', () => {
  it('names every action issue 35 §5 asks for', () => {
    for (const action of ['sign-in', 'sign-out', 'password.change', 'password.restore', 'terminal.close-day', 'grant.change', 'user.create', 'user.change', 'user.block', 'user.delete', 'catalogue.upload', 'act.generate', 'act.send']) {
      expect(AUDIT_ACTIONS).toContain(action);
    }
  });

  it('writes who, where, what, the result and the request id', () => {
    recordAudit({ action: 'grant.change', actor: { userId: 7, role: 'operator' }, tenant: 'greenbank', target: { merchantId: 29, grantId: 1 }, result: 'success', status: 200, requestId: 'r-1' });
    expect(written).toHaveLength(1);
    expect(last()).toMatchObject({ name: 'audit', level: 30, msg: 'grant.change', action: 'grant.change', actor: { userId: 7, role: 'operator' }, tenant: 'greenbank', target: { merchantId: 29, grantId: 1 }, result: 'success', status: 200, requestId: 'r-1' });
    expect(typeof last().time).toBe('number');
  });

  it('keeps codes, never free text: a fact or a reason that is not a short code is left out', () => {
    recordAudit({
      action: 'sign-in',
      actor: null,
      tenant: null,
      target: { code: '00', note: 'password is hunter2', login: 'boss@bank.example', id: 5, flag: true },
      result: 'failure',
      reason: 'User boss@bank.example is blocked',
      requestId: null,
    });
    expect(last().target).toEqual({ code: '00', id: 5, flag: true });
    expect(last().reason).toBeUndefined();
    expect(written.join('')).not.toMatch(/hunter2|boss@bank/);
  });
});
