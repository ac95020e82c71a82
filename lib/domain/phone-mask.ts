/**
 * The tenant's phone mask (setting `phone.mask`, e.g. `+7 (###) ###-##-##`; spec §5 "Phone: a plus is
 * prepended when missing, then validated as an international number"): the digits before the first `#`
 * are the country prefix and each `#` one national digit. One reading for the send-check form and the
 * sandbox that checks what it sends. Pure TS with extension imports: importable from Node and Next alike.
 */
import { SETTING_DEFAULTS } from '../acquiring/settings.ts';

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
