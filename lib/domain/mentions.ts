/**
 * Spec §8 reads some failures by what they *mention* (an exception's name anywhere in the answer, qualified or not).
 * Its own small module: the login page needs it without the whole error catalogue.
 */
export function mentions(data: unknown, needle: string): boolean {
  if (data === undefined || data === null) return false;
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return text.includes(needle);
}

const WRONG_PASSWORD_EXCEPTION = 'WrongPasswordException';

/** A login failure that counts as a wrong password (spec §8). */
export function isWrongPasswordFailure(response: { status?: number; data?: unknown } | null | undefined): boolean {
  return mentions(response?.data, WRONG_PASSWORD_EXCEPTION);
}
