/**
 * The tenant's place in a URL and in the visitor's cookies, shared by the middleware, the page tree and the
 * session. Plain constants, no imports.
 */

/** Internal first segment of the default tenant's pages; never valid as an alias, never public. */
export const DEFAULT_TENANT_SEGMENT = '_';

/** The remembered tenant of the last sign-in (spec §4), read by the middleware only. */
export const ALIAS_COOKIE = 'fi-alias';
