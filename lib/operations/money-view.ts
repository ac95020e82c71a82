import type { Currency } from '../acquiring/contract/reference-data';
import { formatMoney, FALLBACK_CURRENCY_FRACTION, type MoneyLocale } from '../domain/money';

/** The currencies the user may switch between (enabled ones). */
export function enabledCurrencies(currencies: readonly Currency[]): Currency[] {
  return currencies.filter((currency) => currency.enabled);
}

export function defaultCurrencyId(currencies: readonly Currency[]): number {
  return (currencies.find((currency) => currency.defaultCurrency) ?? currencies[0])?.numberCode ?? 643;
}

export function moneyLocale(locale: string): MoneyLocale {
  return locale.startsWith('ru') ? 'ru' : 'en';
}

/** A currency choice of a select: «RUB ₽». */
export interface CurrencyChoice {
  value: string;
  label: string;
}

/**
 * The currencies to choose from: the enabled ones, and the chosen one where it is disabled (a link chose it), so a
 * select never shows empty. Without the tenant's list the server passes ISO 4217's (lib/tenant/currency-fallback.ts).
 */
export function currencyChoices(currencies: readonly Currency[], chosen: number | null): CurrencyChoice[] {
  return currencies
    .filter((currency) => currency.enabled || currency.numberCode === chosen)
    .map((currency) => ({ value: String(currency.numberCode), label: `${currency.code} ${currency.symbol}` }));
}

/**
 * An amount of minor units in the currency with this numeric code: its fraction, symbol and the symbol's side. A
 * code the list lacks shows two digits and no symbol: never the bare numeric code («0,00 643»).
 */
export function formatCurrencyAmount(minor: number, currencyId: number | null, currencies: readonly Currency[], locale: string): string {
  const currency = currencies.find((item) => item.numberCode === currencyId);
  return formatMoney(minor, currency ?? { fraction: FALLBACK_CURRENCY_FRACTION, symbol: '', symbolPosition: 'right' }, moneyLocale(locale));
}
