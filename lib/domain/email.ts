/**
 * An e-mail address as the acquiring API takes it (spec §5 "valid e-mail", message «Некорректный Email»): a local
 * part, an @, and a domain with a dot and a top-level part of at least two characters (so not `a@b`), at most 254
 * characters in all (RFC 5321). One pattern for the forms and the sandbox.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(input: string): boolean {
  return input.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(input);
}
