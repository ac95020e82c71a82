import type { Currency } from '../acquiring/contract/reference-data';
import { formatMoney, type MoneyLocale } from '../domain/money';

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

/**
 * An amount of minor units in the currency with this numeric code: its fraction, symbol and the
 * symbol's side. An unknown currency shows two digits and its numeric code.
 */
export function formatCurrencyAmount(minor: number, currencyId: number | null, currencies: readonly Currency[], locale: string): string {
  const currency = currencies.find((item) => item.numberCode === currencyId);
  if (!currency) return formatMoney(minor, { fraction: 2, symbol: currencyId === null ? '' : String(currencyId), symbolPosition: 'right' }, moneyLocale(locale));
  return formatMoney(minor, currency, moneyLocale(locale));
}
