import { ValidationError } from 'yup';
import { contactSchema, type ValidationMessageKey } from '../domain/validation';
import { internationalPhone, type PhoneMask } from '../domain/phone-mask';

export type CheckChannel = 'email' | 'phone';

/**
 * The national digits the user typed. Typed with a country part (a plus, or more digits than the mask has), the
 * one phone rule of every form reads it (`internationalPhone`: the mask's prefix, or 8 for +7), and it goes.
 */
function nationalDigits(input: string, mask: PhoneMask): string {
  const digits = input.replace(/\D/g, '');
  const withPlus = input.trim().startsWith('+');
  if (!withPlus && digits.length <= mask.digits) return digits;
  const international = internationalPhone(withPlus ? `+${digits}` : digits.slice(0, mask.digits + 1), mask).slice(1);
  return (mask.prefix && international.startsWith(mask.prefix) ? international.slice(mask.prefix.length) : international).slice(0, mask.digits);
}

/** Formats the typing into the mask as far as it goes: '999123' → '+7 (999) 123'. */
export function applyPhoneMask(input: string, mask: PhoneMask): string {
  const digits = nationalDigits(input, mask);
  if (digits === '') return '';
  const template = mask.mask;
  let out = '';
  let used = 0;
  let seenHash = false;
  for (const char of template) {
    if (char === '#') {
      seenHash = true;
      if (used >= digits.length) break;
      out += digits[used++];
    } else if (!seenHash || used < digits.length) {
      out += char;
    }
  }
  return out;
}

/** The full international number ('+79991234567') of a masked value, by the one phone rule of every form. */
export function phoneFromMasked(value: string, mask: PhoneMask): string {
  return internationalPhone(applyPhoneMask(value, mask), mask);
}

/** Validates a contact with the spec §5 schema; the message key or null when valid. */
export function contactError(channel: CheckChannel, value: string, mask: PhoneMask): ValidationMessageKey | null {
  if (channel === 'phone') {
    const digits = nationalDigits(value, mask);
    if (value.trim() === '') return 'enterPhone';
    if (digits.length !== mask.digits) return 'enterPhone';
  }
  try {
    contactSchema(channel).validateSync(channel === 'phone' ? phoneFromMasked(value, mask) : value);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message as ValidationMessageKey;
    throw error;
  }
}

/** Spec §8: 429 on send-check shows nothing; any other failure the catalogue's text. */
export function sendCheckFailureShown(status: number): boolean {
  return status !== 429;
}

/** The contact field the API takes. */
export function contactPayload(channel: CheckChannel, value: string, mask: PhoneMask): { phone: string } | { email: string } {
  return channel === 'phone' ? { phone: phoneFromMasked(value, mask) } : { email: value.trim().toLowerCase() };
}

/**
 * Where a resend goes (spec §7 `resend-check`; sandbox/CONTRACT.md "Receipts"): without a contact the API reuses the
 * last one the operation's check was sent to — which the app is never told beforehand — or to another contact given.
 * A first send (`send-check`) always names its contact.
 */
export type ResendTarget = 'last' | 'other';

/** The contact a call names: none for a resend to the last contact, else the typed one. */
export function sendCheckContact(
  target: ResendTarget | null,
  channel: CheckChannel,
  value: string,
  mask: PhoneMask,
): { phone: string } | { email: string } | Record<string, never> {
  return target === 'last' ? {} : contactPayload(channel, value, mask);
}

/**
 * A resend to the last contact refused as a bad request: the operation's check was never sent, so there is no last
 * contact to reuse; the merchant is asked for one instead of shown a failure.
 */
export function resendFoundNoLastContact(status: number, target: ResendTarget | null): boolean {
  return target === 'last' && status === 400;
}
