/**
 * Money as integers of minor units (spec §9: amounts convert with the currency fraction, a comma
 * is accepted as decimal separator). Conversions work on the decimal digits as text, so no
 * floating-point rounding ever enters an amount.
 */

const MAX_FRACTION_DIGITS = 18;

function assertFraction(fraction: number): void {
  if (!Number.isInteger(fraction) || fraction < 0 || fraction > MAX_FRACTION_DIGITS) {
    throw new RangeError(`Invalid number of fraction digits: ${fraction}`);
  }
}

interface DecimalParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

// Sign, whole digits, then a point or comma and fraction digits; one side may be empty ("5.", ",5").
const DECIMAL = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

function parseDecimal(input: string | number): DecimalParts | null {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  // Spaces (also non-breaking ones) are grouping separators a user may type or paste.
  const text = String(input).replace(/[\s\u00a0\u202f]/g, '');
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  return { negative: sign === '-', whole, fraction };
}

/**
 * A decimal amount ("12,34", "12.34", 12.34) as an integer of 10^-fraction units: 1234 for two
 * digits. Null when the text is not a number, has more significant fraction digits than allowed,
 * or leaves the safe-integer range.
 */
export function toMinorUnits(amount: string | number, fraction: number): number | null {
  assertFraction(fraction);
  const parts = parseDecimal(amount);
  if (!parts) return null;
  const kept = parts.fraction.slice(0, fraction);
  if (/[^0]/.test(parts.fraction.slice(fraction))) return null;
  const magnitude = BigInt(`${parts.whole}${kept.padEnd(fraction, '0')}` || '0');
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const value = Number(magnitude);
  return parts.negative && value !== 0 ? -value : value;
}

/**
 * Like toMinorUnits, but extra fraction digits round instead of failing: down ('floor') or up
 * ('ceil'). For filter bounds: amount ≥ 1.234 is minor ≥ 124, amount ≤ 1.234 is minor ≤ 123.
 */
export function toMinorUnitsRounded(amount: string | number, fraction: number, mode: 'floor' | 'ceil'): number | null {
  assertFraction(fraction);
  const parts = parseDecimal(amount);
  if (!parts) return null;
  const truncated = toMinorUnits(`${parts.negative ? '-' : ''}${parts.whole || '0'}.${parts.fraction.slice(0, fraction)}`, fraction);
  if (truncated === null) return null;
  const hasRemainder = /[^0]/.test(parts.fraction.slice(fraction));
  // Truncation goes towards zero: it already is the floor of a positive and the ceiling of a negative.
  const step = !hasRemainder ? 0 : mode === 'ceil' && !parts.negative ? 1 : mode === 'floor' && parts.negative ? -1 : 0;
  const rounded = truncated + step;
  return Number.isSafeInteger(rounded) ? rounded : null;
}

/** Whether the amount fits the given number of fraction digits (currency or unit of measure). */
export function fitsFraction(amount: string | number, fraction: number): boolean {
  return toMinorUnits(amount, fraction) !== null;
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount of minor units: ${minor}`);
}

interface SplitDigits {
  negative: boolean;
  whole: string;
  fraction: string;
}

function splitDigits(minor: number, fraction: number): SplitDigits {
  assertFraction(fraction);
  assertMinor(minor);
  const digits = String(Math.abs(minor)).padStart(fraction + 1, '0');
  const cut = digits.length - fraction;
  return { negative: minor < 0, whole: digits.slice(0, cut), fraction: digits.slice(cut) };
}

/** The decimal text of an amount of minor units, with a point: fromMinorUnits(1234, 2) → '12.34'. */
export function fromMinorUnits(minor: number, fraction: number): string {
  const { negative, whole, fraction: digits } = splitDigits(minor, fraction);
  return `${negative ? '-' : ''}${whole}${digits ? `.${digits}` : ''}`;
}

/** For charts and averages, where a float is fine; never feed it back into an amount. */
export function minorUnitsToNumber(minor: number, fraction: number): number {
  return Number(fromMinorUnits(minor, fraction));
}

export interface AmountParts {
  /** The whole part, with the sign ('-0' for a negative amount under one unit). */
  amountClear: string;
  /** The fraction digits, zero-padded to the currency fraction ('' when it has none). */
  amountDivisional: string;
}

/** The "whole part plus fraction" of the transaction list and details (spec §3). */
export function splitMinorUnits(minor: number, fraction: number): AmountParts {
  const { negative, whole, fraction: digits } = splitDigits(minor, fraction);
  return { amountClear: `${negative ? '-' : ''}${whole}`, amountDivisional: digits };
}

/**
 * Back from amountClear/amountDivisional to minor units. The fraction part counts minor units
 * (5 with two digits is 0.05). Null when a part is not a number or the fraction part is too long.
 */
export function joinAmountParts(
  amountClear: string | number,
  amountDivisional: string | number | null | undefined,
  fraction: number,
): number | null {
  const clear = String(amountClear).trim();
  const divisional = String(amountDivisional ?? '').trim();
  if (!/^[+-]?\d+$/.test(clear) || !/^\d*$/.test(divisional) || divisional.length > fraction) return null;
  return toMinorUnits(`${clear}.${divisional.padStart(fraction, '0')}`, fraction);
}

export type MoneyLocale = 'ru' | 'en';
export type SymbolPosition = 'left' | 'right';

export interface CurrencyFormat {
  fraction: number;
  symbol: string;
  symbolPosition: SymbolPosition;
}

const NBSP = '\u00a0';

const SEPARATORS = {
  ru: { group: NBSP, decimal: ',' },
  en: { group: ',', decimal: '.' },
} as const satisfies Record<MoneyLocale, { group: string; decimal: string }>;

/** An amount of minor units with grouping: 123456789 → '1 234 567,89' (ru) or '1,234,567.89' (en). */
export function formatAmount(minor: number, fraction: number, locale: MoneyLocale): string {
  const { negative, whole, fraction: digits } = splitDigits(minor, fraction);
  const { group, decimal } = SEPARATORS[locale];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return `${negative ? '-' : ''}${grouped}${digits ? `${decimal}${digits}` : ''}`;
}

/** With the currency symbol on its side: '1 234,56 ₽' (right) or '-$1,234.56' (left). */
export function formatMoney(minor: number, currency: CurrencyFormat, locale: MoneyLocale): string {
  const amount = formatAmount(minor, currency.fraction, locale);
  if (!currency.symbol) return amount;
  if (currency.symbolPosition === 'right') return `${amount}${NBSP}${currency.symbol}`;
  return amount.startsWith('-') ? `-${currency.symbol}${amount.slice(1)}` : `${currency.symbol}${amount}`;
}

export interface CurrencyFraction {
  numberCode: number;
  fraction: number;
  defaultCurrency?: boolean;
}

/** Without a currency on file two digits are assumed, the fraction of most currencies. */
export const FALLBACK_CURRENCY_FRACTION = 2;

/** The fraction of the currency with this numeric code, else of the default currency. */
export function currencyFractionFor(currencies: readonly CurrencyFraction[], currencyId: number | null): number {
  const currency =
    currencies.find((item) => item.numberCode === currencyId) ?? currencies.find((item) => item.defaultCurrency);
  return currency?.fraction ?? FALLBACK_CURRENCY_FRACTION;
}

/** Product fields whose amounts are scaled on the wire (spec §3 Product). */
export interface ProductAmountFields {
  stock: string | number | null;
  price: string | number;
  exponent: number;
  fraction?: unknown;
  parents?: unknown;
  initial?: unknown;
}

export type ProductPayload<P extends ProductAmountFields> = Omit<
  P,
  'stock' | 'price' | 'fraction' | 'parents' | 'initial'
> & { stock: number | null; price: number };

/**
 * The product as sent (spec §3): "stock is scaled by the exponent and price by the currency
 * fraction into integers; fraction, parents and initial are removed". Validate the form first
 * (see validation.ts); an amount that does not fit throws.
 */
export function toProductPayload<P extends ProductAmountFields>(product: P, currencyFraction: number): ProductPayload<P> {
  const { stock, price, fraction: _fraction, parents: _parents, initial: _initial, ...rest } = product;
  const hasStock = stock !== null && String(stock).trim() !== '';
  const scaledStock = hasStock ? toMinorUnits(stock, product.exponent) : null;
  const scaledPrice = toMinorUnits(price, currencyFraction);
  if ((hasStock && scaledStock === null) || scaledPrice === null) {
    throw new RangeError('Product stock or price does not fit its unit of measure or currency');
  }
  return { ...rest, stock: scaledStock, price: scaledPrice };
}

/** Stock and price of a product as received, back into decimal text for the form. */
export function productAmountsFromWire(
  product: { stock: number | null; price: number; exponent: number },
  currencyFraction: number,
): { stock: string | null; price: string } {
  return {
    stock: product.stock === null ? null : fromMinorUnits(product.stock, product.exponent),
    price: fromMinorUnits(product.price, currencyFraction),
  };
}
