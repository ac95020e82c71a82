import {
  RECONCILIATION_INITIATORS,
  RECONCILIATION_STATUS_TONES,
  isReconciliationInitiator,
  isReconciliationStatus,
  reconciliationStatus,
  reconciliationStatusCodes,
} from '@/lib/domain/reconciliation-status';

describe('reconciliation status (spec §4: "0 successful, 1 in progress, 2 and 3 unsuccessful")', () => {
  it.each([
    [0, 'successful'],
    [1, 'inProgress'],
    [2, 'unsuccessful'],
    [3, 'unsuccessful'],
  ])('code %i is %s', (code, status) => {
    expect(reconciliationStatus(code)).toBe(status);
  });

  it('has no status for a code the spec does not define', () => {
    expect(reconciliationStatus(4)).toBeNull();
    expect(reconciliationStatus(null)).toBeNull();
  });

  it('expands statuses into codes for the filter', () => {
    expect(reconciliationStatusCodes(['unsuccessful', 'successful'])).toEqual([0, 2, 3]);
  });

  it('shows success, progress and failure in distinct tones', () => {
    expect(RECONCILIATION_STATUS_TONES).toEqual({ successful: 'success', inProgress: 'info', unsuccessful: 'error' });
  });

  it('recognises status names only', () => {
    expect(isReconciliationStatus('inProgress')).toBe(true);
    expect(isReconciliationStatus('1')).toBe(false);
  });
});

describe('reconciliation initiators (spec §6: "Оператор (USER), Администратор (ADMIN), Сервер (SERVER)")', () => {
  // The UI translates the keys; the spec's Russian labels are kept here as the reference.
  const labelsInSpec = { USER: 'Оператор', ADMIN: 'Администратор', SERVER: 'Сервер' };

  it('has exactly the initiator types of the spec', () => {
    expect([...RECONCILIATION_INITIATORS]).toEqual(Object.keys(labelsInSpec));
  });

  it('accepts only those wire values', () => {
    expect(isReconciliationInitiator('ADMIN')).toBe(true);
    expect(isReconciliationInitiator('Администратор')).toBe(false);
    expect(isReconciliationInitiator('admin')).toBe(false);
  });
});
