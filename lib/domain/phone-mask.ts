/**
 * The tenant's phone mask (setting `phone.mask`, e.g. `+7 (###) ###-##-##`; spec §5 "Phone: a plus is
 * prepended when missing, then validated as an international number"): the digits before the first `#`
 * are the country prefix and each `#` one national digit. One reading for the send-check form and the
 * sandbox that checks what it sends. Pure TS with extension imports: importable from Node and Next alike.
 */
import { SETTING_DEFAULTS } from './settings.ts';

export interface PhoneMask {
  prefix: string;
  digits: number;
  mask: string;
}

/** A mask without any `#` (empty, or a bare prefix) falls back to the setting's default as a whole. */
export function parsePhoneMask(mask: string): PhoneMask {
  const template = mask.includes('#') ? mask : SETTING_DEFAULTS['phone.mask'];
  const prefix = template.slice(0, template.indexOf('#')).replace(/\D/g, '');
  const digits = (template.match(/#/g) ?? []).length;
  return { prefix, digits, mask: template };
}

/** The Russian trunk prefix: a national number dialled as 8 XXX … is +7 XXX …. */
const RUSSIAN_PREFIX = '7';
const RUSSIAN_TRUNK = '8';

/**
 * One phone rule for every form (issue 21; spec §5 "a plus is prepended when missing, then validated
 * as an international number"), read through the tenant's mask:
 * - spaces, brackets, dashes and dots are dropped;
 * - a number typed with its plus stands as it is;
 * - the national digits alone (as many as the mask's `#`) get the mask's prefix: `9991112233` → `+79991112233`;
 * - under a +7 mask, a leading 8 in place of the 7: `89991112233` → `+79991112233`;
 * - anything else gets the plus.
 * The caller checks the result as an international number (lib/domain/validation.ts).
 */
export function internationalPhone(input: string, mask: PhoneMask = parsePhoneMask('')): string {
  const compact = input.trim().replace(/[\s\u00a0()\-.]/g, '');
  if (compact === '' || compact.startsWith('+')) return compact;
  if (/^\d+$/.test(compact)) {
    if (compact.length === mask.digits) return `+${mask.prefix}${compact}`;
    if (mask.prefix === RUSSIAN_PREFIX && compact.length === mask.digits + 1 && compact.startsWith(RUSSIAN_TRUNK)) {
      return `+${RUSSIAN_PREFIX}${compact.slice(1)}`;
    }
  }
  return `+${compact}`;
}
