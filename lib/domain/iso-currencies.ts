/** What a currency looks like when the tenant's own list (spec §7 `api/currency/list`) is not at hand. */
export interface IsoCurrency {
  /** ISO 4217 letter code */
  code: string;
  /** minor-unit digits */
  fraction: number;
  symbol: string;
  symbolPosition: 'left' | 'right';
}

/**
 * ISO 4217 currencies by numeric code (the `currencyId` of operations): the letter code, the minor-unit digits of
 * the standard, and the symbol as this product shows it. Used only when the tenant's currency list failed to load
 * (lib/tenant/currency-fallback.ts), so that an amount never shows its currency as a bare number («0,00 643»).
 */
export const ISO_CURRENCIES = {
  36: { code: 'AUD', fraction: 2, symbol: 'A$', symbolPosition: 'left' },
  51: { code: 'AMD', fraction: 2, symbol: '֏', symbolPosition: 'right' },
  124: { code: 'CAD', fraction: 2, symbol: 'C$', symbolPosition: 'left' },
  156: { code: 'CNY', fraction: 2, symbol: '¥', symbolPosition: 'right' },
  392: { code: 'JPY', fraction: 0, symbol: '¥', symbolPosition: 'left' },
  398: { code: 'KZT', fraction: 2, symbol: '₸', symbolPosition: 'right' },
  417: { code: 'KGS', fraction: 2, symbol: 'сом', symbolPosition: 'right' },
  498: { code: 'MDL', fraction: 2, symbol: 'L', symbolPosition: 'right' },
  643: { code: 'RUB', fraction: 2, symbol: '₽', symbolPosition: 'right' },
  756: { code: 'CHF', fraction: 2, symbol: 'CHF', symbolPosition: 'left' },
  784: { code: 'AED', fraction: 2, symbol: 'AED', symbolPosition: 'right' },
  826: { code: 'GBP', fraction: 2, symbol: '£', symbolPosition: 'left' },
  840: { code: 'USD', fraction: 2, symbol: '$', symbolPosition: 'left' },
  860: { code: 'UZS', fraction: 2, symbol: 'сўм', symbolPosition: 'right' },
  933: { code: 'BYN', fraction: 2, symbol: 'Br', symbolPosition: 'right' },
  944: { code: 'AZN', fraction: 2, symbol: '₼', symbolPosition: 'right' },
  949: { code: 'TRY', fraction: 2, symbol: '₺', symbolPosition: 'right' },
  972: { code: 'TJS', fraction: 2, symbol: 'SM', symbolPosition: 'right' },
  978: { code: 'EUR', fraction: 2, symbol: '€', symbolPosition: 'right' },
  980: { code: 'UAH', fraction: 2, symbol: '₴', symbolPosition: 'right' },
  981: { code: 'GEL', fraction: 2, symbol: '₾', symbolPosition: 'right' },
} as const satisfies Record<number, IsoCurrency>;
