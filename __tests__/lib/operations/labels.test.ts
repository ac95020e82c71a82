import { cardMethodKey, operationKey } from '@/lib/operations/labels';

describe('labels of operations and card methods (spec §3 card method default UNKNOWN, §9 lists)', () => {
  it('keeps a known card input method', () => {
    expect(cardMethodKey({ cardInputCapability: 'CONTACTLESS' })).toBe('CONTACTLESS');
    expect(cardMethodKey({ cardInputCapability: 'CPQR' })).toBe('CPQR');
  });

  it('reads a missing or unmapped card method as UNKNOWN', () => {
    expect(cardMethodKey(null)).toBe('UNKNOWN');
    expect(cardMethodKey(undefined)).toBe('UNKNOWN');
    expect(cardMethodKey({})).toBe('UNKNOWN');
    expect(cardMethodKey({ cardInputCapability: null })).toBe('UNKNOWN');
    expect(cardMethodKey({ cardInputCapability: 'FALLBACK' })).toBe('UNKNOWN');
    expect(cardMethodKey({ cardInputCapability: 3 })).toBe('UNKNOWN');
  });

  it('knows the display list of operations, TIPS included, and nothing else', () => {
    expect(operationKey('PAYMENT')).toBe('PAYMENT');
    expect(operationKey('TIPS')).toBe('TIPS');
    expect(operationKey('CASH_WITHDRAWAL')).toBe('CASH_WITHDRAWAL');
    expect(operationKey('BALANCE_INQUIRY')).toBeNull();
    expect(operationKey(null)).toBeNull();
  });
});
