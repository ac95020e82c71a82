/**
 * Reference data: settings, languages, dictionaries, currencies, payment instruments, the privacy policy.
 * Part of the acquiring API contract (sandbox/CONTRACT.md): types only, shared by the sandbox, the BFF and the UI.
 */
import type { SymbolPosition } from '../../domain/money.ts';

export interface Setting {
  name: string;
  value: string;
}

export interface Language {
  id: string;
  name: string;
  enabled: boolean;
}

/** Flat map: next-intl message path → text. */
export type Dictionary = Record<string, string>;

export interface Currency {
  id: number;
  /** ISO 4217 numeric code, also the currencyId of transactions */
  numberCode: number;
  code: string;
  name: string;
  /** decimal digits */
  fraction: number;
  symbol: string;
  /** where the symbol stands (lib/domain/money.ts formats with it) */
  symbolPosition: SymbolPosition;
  enabled: boolean;
  defaultCurrency: boolean;
}

export type PaymentInstrumentType = 'Terminal' | 'Host' | 'Server' | 'Cash' | 'qps' | 'ecom' | 'alipay' | 'mvisa' | 'rsbdynamicqr';

export interface PaymentInstrument {
  /** "Terminal" means card */
  type: PaymentInstrumentType;
  name: string;
}

export interface PrivacyPolicy {
  id: number;
  languageId: string;
  /** HTML */
  content: string;
  url: string | null;
}
