/** Card input methods and the card-input-capability codes behind each (spec §9). */
export const CARD_INPUT_METHOD_CODES = {
  MAGNETIC: [2, 4],
  CONTACT: [1, 7],
  CONTACTLESS: [3, 5],
  MANUAL: [6],
  CPQR: [9],
  AUTOMANUAL: [10],
  UNKNOWN: [-1],
} as const satisfies Record<string, readonly number[]>;

export type CardInputMethod = keyof typeof CARD_INPUT_METHOD_CODES;

export const CARD_INPUT_METHODS = Object.keys(CARD_INPUT_METHOD_CODES) as readonly CardInputMethod[];

const methodByCode: ReadonlyMap<number, CardInputMethod> = new Map(
  CARD_INPUT_METHODS.flatMap((method) =>
    CARD_INPUT_METHOD_CODES[method].map((code): [number, CardInputMethod] => [code, method]),
  ),
);

export function isCardInputMethod(value: unknown): value is CardInputMethod {
  return typeof value === 'string' && Object.hasOwn(CARD_INPUT_METHOD_CODES, value);
}

/** Transaction details default the card method to UNKNOWN (spec §3), so unmapped codes do too. */
export function cardInputMethod(code: number | null | undefined): CardInputMethod {
  return (code == null ? undefined : methodByCode.get(code)) ?? 'UNKNOWN';
}
