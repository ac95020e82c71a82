import { ISO_CURRENCIES, isoCurrency } from '@/lib/domain/iso-currencies';
import { currencyFractionFor } from '@/lib/domain/money';
import { currencyChoices, formatCurrencyAmount } from '@/lib/operations/money-view';
import type { Currency } from '@/lib/acquiring/contract/reference-data';

describe('ISO 4217 currencies: how an amount shows when the tenant\'s currency list did not load', () => {
  it('knows the rouble by its numeric code (spec §3 Currency.numberCode is the ISO code)', () => {
    expect(isoCurrency(643)).toEqual({ code: 'RUB', fraction: 2, symbol: '₽', symbolPosition: 'right' });
    expect(isoCurrency(392)?.fraction).toBe(0);
    expect(isoCurrency(999)).toBeNull();
    expect(isoCurrency(null)).toBeNull();
  });

  it('holds three-letter codes and standard fractions only', () => {
    for (const [numeric, currency] of Object.entries(ISO_CURRENCIES)) {
      expect(Number(numeric)).toBeGreaterThan(0);
      expect(currency.code).toMatch(/^[A-Z]{3}$/);
      expect([0, 2, 3]).toContain(currency.fraction);
      expect(currency.symbol).not.toBe('');
    }
  });

  it('formats an amount without a currency list with the ISO symbol, never the numeric code', () => {
    expect(formatCurrencyAmount(0, 643, [], 'ru')).toBe('0,00\u00a0₽');
    expect(formatCurrencyAmount(123456, 840, [], 'en')).toBe('$1,234.56');
    expect(formatCurrencyAmount(1500, 392, [], 'ru')).toBe('¥1\u00a0500');
    // a code ISO's table does not hold: the amount alone
    expect(formatCurrencyAmount(1500, 999, [], 'ru')).toBe('15,00');
    expect(formatCurrencyAmount(1500, 999, [], 'ru')).not.toContain('999');
  });

  it("prefers the tenant's own symbol and fraction to ISO's", () => {
    const tenant = [{ numberCode: 643, code: 'RUB', fraction: 2, symbol: 'руб.', symbolPosition: 'right', enabled: true, defaultCurrency: true }] as Currency[];
    expect(formatCurrencyAmount(100, 643, tenant, 'ru')).toBe('1,00\u00a0руб.');
  });

  it('scales amounts with ISO\'s fraction when no currency list is at hand', () => {
    expect(currencyFractionFor([], 392)).toBe(0);
    expect(currencyFractionFor([], 643)).toBe(2);
    expect(currencyFractionFor([], 999)).toBe(2);
  });

  it('keeps the chosen currency in a select when the tenant\'s list did not load', () => {
    expect(currencyChoices([], 643)).toEqual([{ value: '643', label: 'RUB ₽' }]);
    expect(currencyChoices([], null)).toEqual([]);
    const tenant = [
      { numberCode: 643, code: 'RUB', symbol: '₽', enabled: true },
      { numberCode: 156, code: 'CNY', symbol: '¥', enabled: false },
    ] as Currency[];
    expect(currencyChoices(tenant, 643)).toEqual([{ value: '643', label: 'RUB ₽' }]);
    // a disabled currency chosen by a link stays shown
    expect(currencyChoices(tenant, 156)).toEqual([{ value: '156', label: 'CNY ¥' }, { value: '643', label: 'RUB ₽' }]);
  });
});
