import { MAP_PAGES, needsMapDocument } from '../maps/csp';
import type { MapProvider } from '../maps/config';
import type { PageName } from '../domain/routes';
import { resolveTenantRoute } from './tenant-route';

/** The page of the document a request comes from (its Referer), when it is one of ours. */
function refererPage(referer: string | null): PageName | null {
  if (!referer) return null;
  try {
    const route = resolveTenantRoute(new URL(referer).pathname, undefined);
    return route.kind === 'page' ? route.page : null;
  } catch {
    return null;
  }
}

/**
 * A map's CSP sources come only with a document that renders a map (lib/maps/csp.ts `documentMapProvider`), and an
 * in-app navigation keeps the document it starts from. So the router's fetch of a map page (Sec-Fetch-Dest `empty`,
 * not a `document` load) from a page without a map, under a provider that needs its own sources, is answered with
 * something that is not the page's payload: Next's router then loads the page as a whole document, whose policy
 * carries the map's sources. A fetch from a map page's document, or under OpenStreetMap, goes on as usual.
 */
export function needsDocumentLoad(headers: Headers, page: PageName, provider: MapProvider): boolean {
  if (!MAP_PAGES.has(page) || !needsMapDocument(provider) || headers.get('sec-fetch-dest') !== 'empty') return false;
  const from = refererPage(headers.get('referer'));
  return from === null || !MAP_PAGES.has(from);
}
