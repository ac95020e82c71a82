import { createHash, timingSafeEqual } from 'node:crypto';

/** A `METRICS_TOKEN` shorter than this is refused (metrics stay off the public port): it could be guessed. */
export const MIN_METRICS_TOKEN_LENGTH = 32;

/** The token that opens `/api/metrics` on the public port, or null: unset or too short, the route answers 404. */
export function metricsToken(raw: string | undefined): string | null {
  const token = raw?.trim() ?? '';
  return token.length >= MIN_METRICS_TOKEN_LENGTH ? token : null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time. */
export function bearerMatches(authorization: string | null, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}
