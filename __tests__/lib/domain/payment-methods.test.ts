import {
  PAYMENT_METHODS,
  expandPaymentInstrumentNames,
  isCardInstrument,
  isPaymentMethod,
  offeredInstrumentNames,
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

  // Issue 34 §4: the filter offered «Хост» and «Сервер», words a merchant does not know; «Карта» covers them (spec §9).
  it('offers the names a merchant knows: Card stands for Host and Server, which it covers', () => {
    expect(offeredInstrumentNames(['Card', 'Host', 'Server', 'Cash', 'QPS', 'Cash'])).toEqual(['Card', 'Cash', 'QPS']);
    expect(offeredInstrumentNames(['Host', 'Server', 'QPS'])).toEqual(['Host', 'Server', 'QPS']);
    expect(expandPaymentInstrumentNames(offeredInstrumentNames(['Card', 'Host', 'Server'])).names).toEqual(['Card', 'Host', 'Server']);
  });
});
