import { CARD_INPUT_METHODS, cardInputMethod, isCardInputMethod } from '@/lib/domain/card-input-methods';

describe('card input methods (spec §9)', () => {
  // "MAGNETIC (2, 4), CONTACT (1, 7), CONTACTLESS (3, 5), MANUAL (6), CPQR (9), AUTOMANUAL (10), UNKNOWN (-1)"
  it.each([
    [2, 'MAGNETIC'],
    [4, 'MAGNETIC'],
    [1, 'CONTACT'],
    [7, 'CONTACT'],
    [3, 'CONTACTLESS'],
    [5, 'CONTACTLESS'],
    [6, 'MANUAL'],
    [9, 'CPQR'],
    [10, 'AUTOMANUAL'],
    [-1, 'UNKNOWN'],
  ])('code %i reads %s', (code, method) => {
    expect(cardInputMethod(code)).toBe(method);
  });

  it('defaults to UNKNOWN for other or missing codes (spec §3 "default UNKNOWN")', () => {
    expect(cardInputMethod(8)).toBe('UNKNOWN');
    expect(cardInputMethod(null)).toBe('UNKNOWN');
  });

  it('lists the methods in spec order', () => {
    expect(CARD_INPUT_METHODS).toEqual(['MAGNETIC', 'CONTACT', 'CONTACTLESS', 'MANUAL', 'CPQR', 'AUTOMANUAL', 'UNKNOWN']);
    expect(isCardInputMethod('CPQR')).toBe(true);
    expect(isCardInputMethod('NFC')).toBe(false);
  });
});
