import type { Currency } from '../acquiring/contract/reference-data';
import { ISO_CURRENCIES } from '../domain/iso-currencies.ts';

/** The currency the product falls back to: the rouble (spec §1: a Russian interface for Russian acquiring). */
const FALLBACK_DEFAULT = 643;

/**
 * The currencies a screen goes on with when the tenant's list (spec §7 `api/currency/list`) failed to load: ISO
 * 4217's, the rouble enabled and default, the rest there to name a currency an operation or a link carries. So an
 * amount still shows «₽», never «643», and the currency select still names its choice. Built on the server: the
 * table never reaches the browser's first load.
 */
export const ISO_FALLBACK_CURRENCIES: readonly Currency[] = Object.entries(ISO_CURRENCIES).map(([numeric, iso]) => {
  const numberCode = Number(numeric);
  return { id: numberCode, numberCode, name: iso.code, ...iso, enabled: numberCode === FALLBACK_DEFAULT, defaultCurrency: numberCode === FALLBACK_DEFAULT };
});
