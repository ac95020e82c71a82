/**
 * The phone project (375 px) runs every flow whose screen has a narrow layout, but not twice for two tenants:
 * a test tagged `DESKTOP_ONLY` runs in the desktop project alone (playwright.config.ts, the phone project's
 * `grepInvert`). That tag goes on
 * - checks that do not depend on the viewport (the bundles a page loads, a URL codec, a test that sets its own width);
 * - the unprefixed tenant's copy of a per-tenant flow: the phone proves the narrow layout on the alias-prefixed
 *   tenant, the desktop proves both tenants. The two tenants share every component; only the prefix differs.
 */
export const DESKTOP_ONLY = '@desktop-only';

/** `test.describe(title, onPhoneAliasOnly(alias), …)`: both tenants on desktop, the alias-prefixed one on the phone. */
export function onPhoneAliasOnly(alias: string | null): { tag?: string } {
  return alias === null ? { tag: DESKTOP_ONLY } : {};
}
