import type { NextRequest } from 'next/server';
import { isValidAlias } from '../domain/routes';
import { ALIAS_HEADER } from '../shared/bff-headers';

/**
 * The tenant a guest call is for: header from our own fetch wrapper, or `?alias=` (the logo).
 * null = default tenant; undefined = a malformed alias, refused.
 */
export function guestAlias(request: NextRequest): string | null | undefined {
  return checkedAlias(request.headers.get(ALIAS_HEADER) ?? request.nextUrl.searchParams.get('alias'));
}

/**
 * The tenant of a public file the pages embed (the logo): from its URL alone (`?alias=`), never a header. The answer
 * may be kept by a shared cache keyed on the URL (`public, max-age`): a header-chosen tenant would let one bank's
 * brand be served to another's users under the same URL (issue 35 §6).
 */
export function assetAlias(request: NextRequest): string | null | undefined {
  return checkedAlias(request.nextUrl.searchParams.get('alias'));
}

function checkedAlias(raw: string | null): string | null | undefined {
  if (raw === null || raw === '') return null;
  return isValidAlias(raw) ? raw : undefined;
}
