import type { Currency } from '../acquiring/contract/reference-data';
import { formatMoney, FALLBACK_CURRENCY_FRACTION, type MoneyLocale } from '../domain/money';
import { isoCurrency } from '../domain/iso-currencies';

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
 * The currencies to choose from (the enabled ones) and, when the chosen one is not among them (the tenant's list
 * did not load), the chosen one as ISO 4217 knows it, so a select never shows empty.
 */
export function currencyChoices(currencies: readonly Currency[], chosen: number | null): CurrencyChoice[] {
  const choices = enabledCurrencies(currencies).map((currency) => ({ value: String(currency.numberCode), label: `${currency.code} ${currency.symbol}` }));
  const iso = choices.some((choice) => choice.value === String(chosen)) ? null : isoCurrency(chosen);
  return iso ? [{ value: String(chosen), label: `${iso.code} ${iso.symbol}` }, ...choices] : choices;
}

/**
 * An amount of minor units in the currency with this numeric code: its fraction, symbol and the symbol's side, from
 * the tenant's currency list, else as ISO 4217 has it (lib/domain/iso-currencies.ts). A code neither knows shows
 * two digits and no symbol: never the bare numeric code («0,00 643»).
 */
export function formatCurrencyAmount(minor: number, currencyId: number | null, currencies: readonly Currency[], locale: string): string {
  const currency = currencies.find((item) => item.numberCode === currencyId) ?? isoCurrency(currencyId);
  return formatMoney(minor, currency ?? { fraction: FALLBACK_CURRENCY_FRACTION, symbol: '', symbolPosition: 'right' }, moneyLocale(locale));
}
