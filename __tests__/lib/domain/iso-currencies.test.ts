import { ISO_CURRENCIES } from '@/lib/domain/iso-currencies';
import { ISO_FALLBACK_CURRENCIES } from '@/lib/tenant/currency-fallback';
import { currencyFractionFor } from '@/lib/domain/money';
import { currencyChoices, defaultCurrencyId, formatCurrencyAmount } from '@/lib/operations/money-view';
import type { Currency } from '@/lib/acquiring/contract/reference-data';

describe("ISO 4217 currencies: how an amount shows when the tenant's currency list did not load", () => {
  it('knows the rouble by its numeric code (spec §3 Currency.numberCode is the ISO code)', () => {
    expect(ISO_CURRENCIES[643]).toEqual({ code: 'RUB', fraction: 2, symbol: '₽', symbolPosition: 'right' });
    expect(ISO_CURRENCIES[392].fraction).toBe(0);
  });

  it('holds three-letter codes and standard fractions only', () => {
    for (const [numeric, currency] of Object.entries(ISO_CURRENCIES)) {
      expect(Number(numeric)).toBeGreaterThan(0);
      expect(currency.code).toMatch(/^[A-Z]{3}$/);
      expect([0, 2, 3]).toContain(currency.fraction);
      expect(currency.symbol).not.toBe('');
    }
  });

  it('stands in for the list: the rouble enabled and default, the rest there to name what an operation carries', () => {
    expect(defaultCurrencyId(ISO_FALLBACK_CURRENCIES)).toBe(643);
    expect(ISO_FALLBACK_CURRENCIES.filter((currency) => currency.enabled).map((currency) => currency.code)).toEqual(['RUB']);
    expect(formatCurrencyAmount(0, 643, ISO_FALLBACK_CURRENCIES, 'ru')).toBe('0,00\u00a0₽');
    expect(formatCurrencyAmount(123456, 840, ISO_FALLBACK_CURRENCIES, 'en')).toBe('$1,234.56');
    expect(formatCurrencyAmount(1500, 392, ISO_FALLBACK_CURRENCIES, 'ru')).toBe('¥1\u00a0500');
    expect(currencyFractionFor(ISO_FALLBACK_CURRENCIES, 392)).toBe(0);
    expect(currencyChoices(ISO_FALLBACK_CURRENCIES, 643)).toEqual([{ value: '643', label: 'RUB ₽' }]);
  });

  it('never shows a currency as its numeric code', () => {
    expect(formatCurrencyAmount(0, 643, [], 'ru')).toBe('0,00');
    expect(formatCurrencyAmount(1500, 999, ISO_FALLBACK_CURRENCIES, 'ru')).toBe('15,00');
  });

  it("keeps the chosen currency in a select where the tenant's list has it disabled", () => {
    const tenant = [
      { numberCode: 643, code: 'RUB', symbol: '₽', enabled: true },
      { numberCode: 156, code: 'CNY', symbol: '¥', enabled: false },
    ] as Currency[];
    expect(currencyChoices(tenant, 643)).toEqual([{ value: '643', label: 'RUB ₽' }]);
    // a disabled currency chosen by a link stays shown
    expect(currencyChoices(tenant, 156)).toEqual([{ value: '643', label: 'RUB ₽' }, { value: '156', label: 'CNY ¥' }]);
    expect(currencyChoices(tenant, null)).toEqual([{ value: '643', label: 'RUB ₽' }]);
  });
});
