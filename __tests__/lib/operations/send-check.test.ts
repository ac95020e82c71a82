import { applyPhoneMask, contactError, contactPayload, phoneFromMasked, resendFoundNoLastContact, sendCheckContact, sendCheckFailureShown } from '@/lib/operations/send-check';
import { internationalPhone, parsePhoneMask } from '@/lib/domain/phone-mask';

const mask = parsePhoneMask('+7 (###) ###-##-##');

describe('sending a check by phone or e-mail (spec §5, §8)', () => {
  it('reads the tenant phone mask', () => {
    expect(mask).toEqual({ prefix: '7', digits: 10, mask: '+7 (###) ###-##-##' });
  });

  it('falls back to the default mask as a whole (prefix included) when the tenant mask has no digit places', () => {
    for (const setting of ['', '+375', 'phone']) {
      const fallback = parsePhoneMask(setting);
      expect(fallback).toEqual({ prefix: '7', digits: 10, mask: '+7 (###) ###-##-##' });
      const masked = applyPhoneMask('9991234567', fallback);
      expect(masked).toBe('+7 (999) 123-45-67');
      expect(phoneFromMasked(masked, fallback)).toBe('+79991234567');
      expect(contactError('phone', masked, fallback)).toBeNull();
    }
  });

  it('masks what is typed and accepts the national part, a leading 8 or the full number', () => {
    expect(applyPhoneMask('999', mask)).toBe('+7 (999');
    expect(applyPhoneMask('9991234567', mask)).toBe('+7 (999) 123-45-67');
    expect(applyPhoneMask('89991234567', mask)).toBe('+7 (999) 123-45-67');
    expect(applyPhoneMask('+7 999 123 45 67', mask)).toBe('+7 (999) 123-45-67');
    expect(phoneFromMasked('+7 (999) 123-45-67', mask)).toBe('+79991234567');
  });

  it('reads a pasted number as the one phone rule does (lib/domain/phone-mask.ts), also past the mask\'s length', () => {
    expect(applyPhoneMask('8 (999) 123-45-67 89', mask)).toBe('+7 (999) 123-45-67');
    expect(applyPhoneMask('7999123456789', mask)).toBe('+7 (999) 123-45-67');
    // under another country's mask the 8 is a digit like any other
    const us = parsePhoneMask('+1 (###) ###-####');
    expect(applyPhoneMask('89991234567', us)).toBe('+1 (899) 912-3456');
    expect(applyPhoneMask('+1 999 123 4567', us)).toBe('+1 (999) 123-4567');
    expect(phoneFromMasked('89991234567', mask)).toBe(internationalPhone('89991234567', mask));
  });

  it('keeps the number while it is typed digit by digit into the masked field', () => {
    let value = '';
    for (const digit of '9991234567') value = applyPhoneMask(`${value}${digit}`, mask);
    expect(value).toBe('+7 (999) 123-45-67');
  });

  it('answers the spec texts for empty and invalid contacts', () => {
    expect(contactError('phone', '', mask)).toBe('enterPhone');
    expect(contactError('phone', '+7 (999) 12', mask)).toBe('enterPhone');
    expect(contactError('phone', '+7 (999) 123-45-67', mask)).toBeNull();
    expect(contactError('email', '', mask)).toBe('enterEmail');
    expect(contactError('email', 'not-an-email', mask)).toBe('enterEmail');
    expect(contactError('email', 'Buyer@Example.com', mask)).toBeNull();
  });

  it('sends the normalised contact', () => {
    expect(contactPayload('email', ' Buyer@Example.com ', mask)).toEqual({ email: 'buyer@example.com' });
    expect(contactPayload('phone', '+7 (999) 123-45-67', mask)).toEqual({ phone: '+79991234567' });
  });

  it('shows nothing on 429 and the catalogue text otherwise', () => {
    expect(sendCheckFailureShown(429)).toBe(false);
    expect(sendCheckFailureShown(500)).toBe(true);
    expect(sendCheckFailureShown(400)).toBe(true);
  });
});

describe('a first send and a resend (spec §7 send-check, resend-check; sandbox/CONTRACT.md "Receipts")', () => {
  it('a resend to the last contact names none (the API reuses it); a first send or a resend elsewhere names the typed one', () => {
    expect(sendCheckContact('last', 'email', 'ignored@example.com', mask)).toEqual({});
    expect(sendCheckContact('other', 'email', 'Buyer@Example.com', mask)).toEqual({ email: 'buyer@example.com' });
    expect(sendCheckContact(null, 'phone', '+7 (999) 123-45-67', mask)).toEqual({ phone: '+79991234567' });
  });

  it('a resend to the last contact refused as a bad request found none to reuse: the check was never sent', () => {
    expect(resendFoundNoLastContact(400, 'last')).toBe(true);
    expect(resendFoundNoLastContact(400, 'other')).toBe(false);
    expect(resendFoundNoLastContact(400, null)).toBe(false);
    expect(resendFoundNoLastContact(500, 'last')).toBe(false);
  });
});
