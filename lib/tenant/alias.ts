import { isValidAlias } from '../domain/routes';
import { DEFAULT_TENANT_SEGMENT } from '../middleware/tenant-route';

/** The tenant of the internal `[subCatalog]` segment: null for the default tenant. */
export function aliasFromSegment(segment: string): string | null {
  if (segment === DEFAULT_TENANT_SEGMENT) return null;
  return isValidAlias(segment) ? segment : null;
}
