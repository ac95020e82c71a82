import { isCardInputMethod, type CardInputMethod } from '../domain/card-input-methods.ts';
import { isDisplayedOperation, type DisplayedOperation } from '../domain/operations.ts';

/**
 * Spec §3: the card method defaults to UNKNOWN. A missing card method, or a capability the spec's
 * list (§9) does not know, reads as UNKNOWN instead of a raw message key.
 */
export function cardMethodKey(cardMethod: { cardInputCapability?: unknown } | null | undefined): CardInputMethod {
  const value = cardMethod?.cardInputCapability;
  return isCardInputMethod(value) ? value : 'UNKNOWN';
}

/** The operation's key in the display list (spec §9), or null for one it does not know (shown as its code). */
export function operationKey(operation: unknown): DisplayedOperation | null {
  return isDisplayedOperation(operation) ? operation : null;
}
