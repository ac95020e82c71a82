import type { NextRequest } from 'next/server';
import { isValidAlias } from '../domain/routes';

export const ALIAS_HEADER = 'x-tenant-alias';

/**
 * The tenant a guest call is for: header from our own fetch wrapper, or `?alias=` (the logo).
 * null = default tenant; undefined = a malformed alias, refused.
 */
export function guestAlias(request: NextRequest): string | null | undefined {
  const raw = request.headers.get(ALIAS_HEADER) ?? request.nextUrl.searchParams.get('alias');
  if (raw === null || raw === '') return null;
  return isValidAlias(raw) ? raw : undefined;
}
