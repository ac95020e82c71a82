import { applyDraft, draftOf } from '@/lib/reconciliation/draft';
import { reconciliationDefaults } from '@/lib/reconciliation/filter';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const defaults = { ...reconciliationDefaults(NOW), offset: 40 };
const ZONE = 'Europe/Moscow';

describe('filter form draft', () => {
  it('applying an untouched draft keeps the filter (exact default start) and goes to page 1', () => {
    const result = applyDraft(defaults, draftOf(defaults, ZONE), ZONE, { freeTextCodes: false });
    expect(result).toEqual({ ok: true, filter: { ...defaults, offset: 0 } });
  });

  it('reads typed numbers, names and Moscow dates', () => {
    const draft = { ...draftOf(defaults, ZONE), operationDay: ' 14 ', reconciliationId: '9', initiatorFullName: ' Петров ', from: '2026-03-01T00:00', to: '2026-03-02T10:15' };
    const result = applyDraft(defaults, draft, ZONE, { freeTextCodes: false });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.filter.checkNumber.operationDay).toBe(14);
    expect(result.filter.reconciliationId).toBe(9);
    expect(result.filter.initiatorFullName).toBe('Петров');
    expect(result.filter.serverDateTime).toEqual({ ge: '2026-02-28T21:00:00.000Z', le: '2026-03-02T07:15:59.999Z' });
  });

  it('refuses non-numbers and a start after the end', () => {
    const draft = { ...draftOf(defaults, ZONE), operationDay: '1.5', reconciliationId: 'abc', from: '2026-03-05T00:00', to: '2026-03-01T00:00' };
    expect(applyDraft(defaults, draft, ZONE, { freeTextCodes: false })).toEqual({
      ok: false,
      errors: { operationDay: 'number', reconciliationId: 'number', to: 'dateOrder' },
    });
  });

  it('takes typed codes when the codes list failed', () => {
    const draft = { ...draftOf(defaults, ZONE), hostResponseCodesText: '96, 12' };
    const result = applyDraft(defaults, draft, ZONE, { freeTextCodes: true });
    expect(result.ok && result.filter.hostResponseCodes).toEqual(['96', '12']);
  });
});
