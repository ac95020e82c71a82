/** The text of an error answer's `{ message }` body, as the acquiring API and the BFF send it; null when it has none. */
export function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return null;
}
