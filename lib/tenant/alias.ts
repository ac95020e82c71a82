import { isValidAlias } from '../domain/routes';
import { DEFAULT_TENANT_SEGMENT } from '../shared/tenant-segment';

/**
 * Whether the page tree may render for this first segment: the default tenant's internal one or a valid
 * alias. Anything else (`favicon.ico`, `robots.txt`…) reached the tree without the middleware's rewrite.
 */
export function isTenantSegment(segment: string): boolean {
  return segment === DEFAULT_TENANT_SEGMENT || isValidAlias(segment);
}

/** The tenant of the internal `[subCatalog]` segment: null for the default tenant. */
export function aliasFromSegment(segment: string): string | null {
  if (segment === DEFAULT_TENANT_SEGMENT) return null;
  return isValidAlias(segment) ? segment : null;
}

/**
 * The tenant of the page being rendered, from the `x-bo-alias` request header the middleware writes ('' for
 * the default tenant). Not trusted blindly: were the middleware bypassed, the header would be the client's,
 * and an alias becomes part of upstream paths.
 */
export function aliasFromHeader(value: string | null | undefined): string | null {
  return value && isValidAlias(value) ? value : null;
}
