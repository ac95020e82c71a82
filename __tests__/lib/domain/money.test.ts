import {
  currencyFractionFor,
  fitsFraction,
  formatAmount,
  formatMoney,
  fromMinorUnits,
  joinAmountParts,
  productAmountsFromWire,
  splitMinorUnits,
  toMinorUnits,
  toMinorUnitsRounded,
  toProductPayload,
} from '@/lib/domain/money';

const NBSP = '\u00a0';

describe('toMinorUnits (spec §9: "Amounts convert with the currency fraction (decimal digits); a comma is accepted as decimal separator")', () => {
  it('scales by the fraction, with comma or point', () => {
    expect(toMinorUnits('12,34', 2)).toBe(1234);
    expect(toMinorUnits('12.34', 2)).toBe(1234);
    expect(toMinorUnits('12', 2)).toBe(1200);
    expect(toMinorUnits('12,5', 2)).toBe(1250);
    expect(toMinorUnits(',5', 2)).toBe(50);
    expect(toMinorUnits('7.', 0)).toBe(7);
    expect(toMinorUnits('1,234', 3)).toBe(1234);
  });

  it('has no float drift', () => {
    expect(toMinorUnits('0.29', 2)).toBe(29);
    expect(toMinorUnits(1.005, 3)).toBe(1005);
    expect(toMinorUnits('19.99', 2)).toBe(1999);
    expect(toMinorUnits('90071992547409.91', 2)).toBe(9007199254740991);
  });

  it('accepts signs, spaces as grouping and trailing zeros', () => {
    expect(toMinorUnits('-1,50', 2)).toBe(-150);
    expect(toMinorUnits('+3', 2)).toBe(300);
    expect(toMinorUnits(`1 234${NBSP}567,89`, 2)).toBe(123456789);
    expect(toMinorUnits('12.3400', 2)).toBe(1234);
    expect(Object.is(toMinorUnits('-0', 2), 0)).toBe(true);
  });

  it('refuses what is not an exact amount', () => {
    expect(toMinorUnits('12.345', 2)).toBeNull();
    expect(toMinorUnits(0.1 + 0.2, 2)).toBeNull();
    expect(toMinorUnits('abc', 2)).toBeNull();
    expect(toMinorUnits('1.2.3', 2)).toBeNull();
    expect(toMinorUnits('', 2)).toBeNull();
    expect(toMinorUnits('-', 2)).toBeNull();
    expect(toMinorUnits('1e5', 2)).toBeNull();
    expect(toMinorUnits(Number.NaN, 2)).toBeNull();
    expect(toMinorUnits('90071992547409.92', 2)).toBeNull();
  });

  it('refuses an invalid fraction', () => {
    expect(() => toMinorUnits('1', -1)).toThrow(RangeError);
    expect(() => toMinorUnits('1', 1.5)).toThrow(RangeError);
  });

  it('tells whether an amount fits a fraction', () => {
    expect(fitsFraction('1,25', 2)).toBe(true);
    expect(fitsFraction('1,255', 2)).toBe(false);
  });
});

describe('toMinorUnitsRounded', () => {
  it('rounds extra digits towards the requested side', () => {
    expect(toMinorUnitsRounded('1.234', 2, 'ceil')).toBe(124);
    expect(toMinorUnitsRounded('1.234', 2, 'floor')).toBe(123);
    expect(toMinorUnitsRounded('1.230', 2, 'ceil')).toBe(123);
    expect(toMinorUnitsRounded('-1.234', 2, 'ceil')).toBe(-123);
    expect(toMinorUnitsRounded('-1.234', 2, 'floor')).toBe(-124);
    expect(toMinorUnitsRounded(',5', 0, 'floor')).toBe(0);
    expect(toMinorUnitsRounded('x', 2, 'floor')).toBeNull();
  });
});

describe('fromMinorUnits', () => {
  it('gives the decimal text', () => {
    expect(fromMinorUnits(1234, 2)).toBe('12.34');
    expect(fromMinorUnits(5, 2)).toBe('0.05');
    expect(fromMinorUnits(-5, 2)).toBe('-0.05');
    expect(fromMinorUnits(1234, 0)).toBe('1234');
    expect(fromMinorUnits(0, 3)).toBe('0.000');
  });

  it('round-trips with toMinorUnits', () => {
    for (const minor of [0, 1, 99, 100, 123456789, -42, Number.MAX_SAFE_INTEGER]) {
      expect(toMinorUnits(fromMinorUnits(minor, 2), 2)).toBe(minor);
    }
  });

  it('refuses non-integers', () => {
    expect(() => fromMinorUnits(1.5, 2)).toThrow(RangeError);
  });
});

describe('amount split (spec §3: "amount (whole part plus fraction)", amountClear and amountDivisional)', () => {
  it('splits into the whole part and zero-padded fraction digits', () => {
    expect(splitMinorUnits(123405, 2)).toEqual({ amountClear: '1234', amountDivisional: '05' });
    expect(splitMinorUnits(7, 0)).toEqual({ amountClear: '7', amountDivisional: '' });
    expect(splitMinorUnits(-50, 2)).toEqual({ amountClear: '-0', amountDivisional: '50' });
  });

  it('joins the parts back into minor units', () => {
    expect(joinAmountParts(1234, '05', 2)).toBe(123405);
    expect(joinAmountParts('1234', 5, 2)).toBe(123405);
    expect(joinAmountParts('-0', '50', 2)).toBe(-50);
    expect(joinAmountParts(7, null, 0)).toBe(7);
  });

  it('refuses parts that do not fit', () => {
    expect(joinAmountParts(1, '123', 2)).toBeNull();
    expect(joinAmountParts('1.5', '00', 2)).toBeNull();
    expect(joinAmountParts(1, '-5', 2)).toBeNull();
  });
});

describe('formatting', () => {
  const rouble = { fraction: 2, symbol: '₽', symbolPosition: 'right' } as const;
  const dollar = { fraction: 2, symbol: '$', symbolPosition: 'left' } as const;

  it('groups thousands per language', () => {
    expect(formatAmount(123456789, 2, 'ru')).toBe(`1${NBSP}234${NBSP}567,89`);
    expect(formatAmount(123456789, 2, 'en')).toBe('1,234,567.89');
    expect(formatAmount(100, 0, 'en')).toBe('100');
    expect(formatAmount(-100000, 2, 'en')).toBe('-1,000.00');
  });

  it('puts the symbol on its side', () => {
    expect(formatMoney(123456, rouble, 'ru')).toBe(`1${NBSP}234,56${NBSP}₽`);
    expect(formatMoney(123456, dollar, 'en')).toBe('$1,234.56');
    expect(formatMoney(-123456, dollar, 'en')).toBe('-$1,234.56');
    expect(formatMoney(5, { ...rouble, symbol: '' }, 'ru')).toBe('0,05');
  });
});

describe('currencyFractionFor ("Amounts are converted with the currency fraction looked up by currencyId")', () => {
  const currencies = [
    { numberCode: 643, fraction: 2, defaultCurrency: true },
    { numberCode: 392, fraction: 0 },
    { numberCode: 48, fraction: 3 },
  ];

  it('finds the currency, else the default one, else two digits', () => {
    expect(currencyFractionFor(currencies, 392)).toBe(0);
    expect(currencyFractionFor(currencies, 48)).toBe(3);
    expect(currencyFractionFor(currencies, null)).toBe(2);
    expect(currencyFractionFor([{ numberCode: 48, fraction: 3, defaultCurrency: true }], 999)).toBe(3);
    expect(currencyFractionFor([], 643)).toBe(2);
  });
});

describe('product amounts (spec §3: "When sent, stock is scaled by the exponent and price by the currency fraction into integers; fraction, parents and initial are removed")', () => {
  const draft = {
    id: 5,
    title: 'Coffee beans',
    exponent: 3,
    stock: '2,5',
    price: '799.90',
    fraction: 2,
    parents: [{ parentId: 1 }],
    initial: { title: 'old' },
    parentsIdSet: [1],
  };

  it('scales stock by the exponent and price by the currency fraction', () => {
    expect(toProductPayload(draft, 2)).toEqual({ id: 5, title: 'Coffee beans', exponent: 3, stock: 2500, price: 79990, parentsIdSet: [1] });
  });

  it('sends an empty stock as null', () => {
    expect(toProductPayload({ ...draft, stock: null }, 2).stock).toBeNull();
    expect(toProductPayload({ ...draft, stock: ' ' }, 2).stock).toBeNull();
  });

  it('throws on amounts the form should have refused', () => {
    expect(() => toProductPayload({ ...draft, price: '1.005' }, 2)).toThrow(RangeError);
    expect(() => toProductPayload({ ...draft, stock: '1.0001' }, 2)).toThrow(RangeError);
  });

  it('reads scaled amounts back', () => {
    expect(productAmountsFromWire({ stock: 2500, price: 79990, exponent: 3 }, 2)).toEqual({ stock: '2.500', price: '799.90' });
    expect(productAmountsFromWire({ stock: null, price: 100, exponent: 0 }, 0)).toEqual({ stock: null, price: '100' });
  });
});
