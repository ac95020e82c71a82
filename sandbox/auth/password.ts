/** Password hashing with scrypt. Format: scrypt$N$r$p$saltHex$hashHex. */
import { scryptSync, timingSafeEqual } from 'node:crypto';

/** Low cost on purpose: a sandbox hashes hundreds of generated users at start-up. */
const N = 1024;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function hashPassword(password: string, saltHex: string): string {
  const hash = scryptSync(password, Buffer.from(saltHex, 'hex'), KEY_LENGTH, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${saltHex}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltHex, hashHex] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
