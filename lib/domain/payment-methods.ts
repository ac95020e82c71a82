/** Payment methods (spec §9). */
export const PAYMENT_METHODS = ['alipay', 'ecom', 'cash', 'qps', 'rsbdynamicqr', 'mvisa', 'general'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The method of the fast payment system (СБП): its operations carry no card, but the system's operation id. */
export const FAST_PAYMENT_METHOD = 'qps' satisfies PaymentMethod;

/** What a screen or a report names: one of the spec's methods, or `other` for one the spec does not list (never its raw code). */
export type PaymentMethodKey = PaymentMethod | 'other';

export function paymentMethodKey(value: unknown): PaymentMethodKey {
  return isPaymentMethod(value) ? value : 'other';
}

/** The fast-payment id that stands for the card of a СБП operation; null for any other (or a СБП one without it). */
export function fastPaymentId(row: { paymentMethod: string; qpsOperationId?: string | null }): string | null {
  return row.paymentMethod === FAST_PAYMENT_METHOD ? (row.qpsOperationId ?? null) : null;
}

/** A payment instrument of type Terminal is a card (spec §3). */
export const CARD_INSTRUMENT_TYPE = 'Terminal';

export function isCardInstrument(instrument: { type: string | null | undefined }): boolean {
  return instrument.type === CARD_INSTRUMENT_TYPE;
}

/**
 * How a selected instrument name widens in the filter (spec §9): Card also covers Host and
 * Server, Cash also covers operations without an instrument (null).
 */
export const PAYMENT_INSTRUMENT_FILTER_EXPANSION = {
  Card: { names: ['Card', 'Host', 'Server'], includesNull: false },
  Cash: { names: ['Cash'], includesNull: true },
} as const satisfies Record<string, { names: readonly string[]; includesNull: boolean }>;

export interface ExpandedInstrumentNames {
  names: string[];
  includesNull: boolean;
}

export function expandPaymentInstrumentNames(selected: readonly string[]): ExpandedInstrumentNames {
  const names = new Set<string>();
  let includesNull = false;
  for (const name of selected) {
    const expansion = Object.hasOwn(PAYMENT_INSTRUMENT_FILTER_EXPANSION, name)
      ? PAYMENT_INSTRUMENT_FILTER_EXPANSION[name as keyof typeof PAYMENT_INSTRUMENT_FILTER_EXPANSION]
      : { names: [name], includesNull: false };
    expansion.names.forEach((expanded) => names.add(expanded));
    includesNull ||= expansion.includesNull;
  }
  return { names: [...names], includesNull };
}
