import {
  PAYMENT_METHODS,
  expandPaymentInstrumentNames,
  isCardInstrument,
  isPaymentMethod,
} from '@/lib/domain/payment-methods';

describe('payment methods (spec §9: "alipay, ecom, cash, qps, rsbdynamicqr, mvisa, general")', () => {
  it('has exactly those methods', () => {
    expect(PAYMENT_METHODS.join(', ')).toBe('alipay, ecom, cash, qps, rsbdynamicqr, mvisa, general');
    expect(isPaymentMethod('qps')).toBe(true);
    expect(isPaymentMethod('QPS')).toBe(false);
  });
});

describe('payment instruments', () => {
  it('treats type Terminal as a card (spec §3 "type Terminal means card")', () => {
    expect(isCardInstrument({ type: 'Terminal' })).toBe(true);
    expect(isCardInstrument({ type: 'Cash' })).toBe(false);
    expect(isCardInstrument({ type: null })).toBe(false);
  });

  // spec §9: "Card expands to Card, Host and Server; Cash also includes null."
  it('expands Card to Card, Host and Server', () => {
    expect(expandPaymentInstrumentNames(['Card'])).toEqual({ names: ['Card', 'Host', 'Server'], includesNull: false });
  });

  it('lets Cash also match operations without an instrument', () => {
    expect(expandPaymentInstrumentNames(['Cash'])).toEqual({ names: ['Cash'], includesNull: true });
  });

  it('passes other names through and merges repeats', () => {
    expect(expandPaymentInstrumentNames(['QPS', 'Card', 'Server', 'Cash'])).toEqual({
      names: ['QPS', 'Card', 'Host', 'Server', 'Cash'],
      includesNull: true,
    });
    expect(expandPaymentInstrumentNames([])).toEqual({ names: [], includesNull: false });
  });
});
