/**
 * Where the sign-in code went (issue 34: «отправленный вам» did not say where), shown on the code step. Only a masked
 * form ever leaves the server: enough for the user to recognise the mailbox or phone, not to learn the address.
 */
import type { SessionObject } from '../acquiring/contract/session';

const HIDDEN = '•••';

/** merchant@demo.test → m•••t@demo.test; the mailbox's domain stays, the name keeps its first and last letters. */
export function maskedEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  const name = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (at < 1 || !domain) return null;
  const kept = name.length > 2 ? `${name[0]}${HIDDEN}${name[name.length - 1]}` : `${name[0]}${HIDDEN}`;
  return `${kept}@${domain}`;
}

/** +79990000001 → +7 ••• •••-••-01: the country code and the last two digits. */
export function maskedPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return null;
  return `+${digits[0]} ${HIDDEN} ${HIDDEN}-••-${digits.slice(-2)}`;
}

/** The masked address the API says it sent the code to (its `authenticationCodeChannel`), or null when it does not say. */
export function codeDestination(session: Pick<SessionObject, 'authenticationCodeChannel' | 'user'>): string | null {
  const { loginEmail, loginPhone } = session.user;
  if (session.authenticationCodeChannel === 'email' && loginEmail) return maskedEmail(loginEmail);
  if (session.authenticationCodeChannel === 'phone' && loginPhone) return maskedPhone(loginPhone);
  return null;
}
