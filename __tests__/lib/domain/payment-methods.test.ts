import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import {
  PAYMENT_METHODS,
  expandPaymentInstrumentNames,
  fastPaymentId,
  isCardInstrument,
  isPaymentMethod,
  paymentMethodKey,
} from '@/lib/domain/payment-methods';

describe('payment methods (spec §9: "alipay, ecom, cash, qps, rsbdynamicqr, mvisa, general")', () => {
  it('has exactly those methods', () => {
    expect(PAYMENT_METHODS.join(', ')).toBe('alipay, ecom, cash, qps, rsbdynamicqr, mvisa, general');
    expect(isPaymentMethod('qps')).toBe(true);
    expect(isPaymentMethod('QPS')).toBe(false);
  });

  it('names every method, and one it does not list as «Другой способ», never by its code (issue 34 §4)', () => {
    expect(PAYMENT_METHODS.map(paymentMethodKey)).toEqual([...PAYMENT_METHODS]);
    expect(paymentMethodKey('sberpay')).toBe('other');
    expect(paymentMethodKey(null)).toBe('other');
    for (const messages of [ru, en]) {
      for (const key of [...PAYMENT_METHODS, 'other'] as const) expect(messages.Operations.paymentMethod[key]).toMatch(/\S/);
    }
    expect(ru.Operations.paymentMethod.qps).toBe('СБП');
    expect(ru.Operations.paymentMethod.other).toBe('Другой способ');
  });

  it('puts a СБП operation’s fast-payment id where a card would be; other methods have none', () => {
    expect(fastPaymentId({ paymentMethod: 'qps', qpsOperationId: 'A1' })).toBe('A1');
    expect(fastPaymentId({ paymentMethod: 'qps', qpsOperationId: null })).toBeNull();
    expect(fastPaymentId({ paymentMethod: 'general', qpsOperationId: 'A1' })).toBeNull();
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
