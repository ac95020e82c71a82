import { isIP } from 'node:net';

/**
 * The client's address, for the limits counted per address (lib/bff/sign-in-limits.ts), or null when unknown.
 *
 * Only a reverse proxy we trust (`TRUST_PROXY=1`) makes X-Forwarded-For worth reading, and then only its last
 * entry, the one that proxy appended; the entries before it are whatever the client wrote. Without a proxy the
 * header is the client's own too (Next keeps one the client sent, and route handlers never see the socket's
 * address), so the address stays unknown: counting by a made-up address would let a client pick its bucket, or
 * fill someone else's.
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  const last = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() ?? '';
  return normalizedAddress(last);
}

/** `203.0.113.7`, `203.0.113.7:51234`, `[2001:db8::1]:443`, `::ffff:203.0.113.7` → one spelling; anything else null. */
export function normalizedAddress(raw: string): string | null {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1] as string;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return isIP(address) === 0 ? null : address;
}
