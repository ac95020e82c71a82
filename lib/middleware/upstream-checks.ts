import { createHash } from 'node:crypto';
import { upstreamFetch, readJsonBody, UpstreamUnavailableError, withinDeadline } from '../acquiring/upstream';
import * as ENDPOINTS from '../acquiring/endpoints';
import type { Endpoint } from '../acquiring/endpoint';
import type { Deadline } from '../acquiring/deadline';
import { TtlCache } from '../tenant/ttl-cache';
import { mapProviderOf, type MapProvider } from '../maps/config';
import { userSettings } from '../tenant/reference-data';
import { settingValue } from '../tenant/brand';

/**
 * The few upstream facts the middleware needs, cached briefly per tenant so that a page view
 * costs no extra round trip: is the alias a tenant, is there a language list, the build version.
 * `null` means "could not tell" (upstream down, or not before the page's deadline): the page itself
 * then shows the failure. The loads are shared by the requests that wait for them; each request waits
 * only until its own deadline (lib/acquiring/deadline.ts), and `startUpstreamChecks` begins them all at once.
 */
const tenantCache = new TtlCache<boolean>(60_000);
const languagesCache = new TtlCache<boolean>(5_000);
const versionCache = new TtlCache<string>(10_000);
const captchaCache = new TtlCache<boolean>(60_000);

/** One check's own bound; the page's deadline, when shorter, bounds it too. */
const PROBE_TIMEOUT_MS = 5000;

async function probe(alias: string | null, endpoint: Endpoint<unknown, never, unknown>, deadline: Deadline | undefined): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await upstreamFetch({ alias, method: endpoint.method, path: endpoint.path, timeoutMs: PROBE_TIMEOUT_MS, deadline });
    return { status: response.status, body: await readJsonBody(response) };
  } catch {
    return null;
  }
}

/** "Could not tell" is thrown inside the loaders so that the caches never keep it. */
class Unknown extends Error {}
/** "Could not tell" answers null (the page says "temporarily unavailable"); anything else is a real error. */
const unknownAsNull = (error: unknown) => {
  if (error instanceof Unknown || error instanceof UpstreamUnavailableError) return null;
  throw error;
};

/**
 * The loads themselves, shared by the requests that wait for them: the request that starts one bounds its
 * call by its deadline (a load cut short is "could not tell", which the caches never keep).
 */
const loadTenant = (alias: string, deadline?: Deadline) =>
  tenantCache.get(alias, async () => {
    const answer = await probe(alias, ENDPOINTS.guestSettings, deadline);
    if (answer?.status === 404) return false;
    if (!answer || answer.status >= 500) throw new Unknown();
    return true;
  });

export function tenantExists(alias: string, deadline?: Deadline): Promise<boolean | null> {
  return withinDeadline(deadline, loadTenant(alias, deadline)).catch(unknownAsNull);
}

/** No answer, or a gateway's "unavailable" (spec §8 502/504): the API is down for now, not without a list. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/**
 * Spec §2 "If no language list is loaded the user goes to error": false when the API answered without one (an
 * error, an empty list). null when the API cannot be reached or did not answer in time: then the page shows
 * "temporarily unavailable" (spec §8) and recovers with the API, instead of a technical error page.
 */
export function hasLanguageList(alias: string | null, deadline?: Deadline): Promise<boolean | null> {
  return withinDeadline(deadline, loadLanguageList(alias, deadline)).catch(unknownAsNull);
}

const loadLanguageList = (alias: string | null, deadline?: Deadline) =>
  languagesCache.get(alias ?? '', async () => {
    const answer = await probe(alias, ENDPOINTS.languageList, deadline);
    if (!answer || UNAVAILABLE_STATUSES.has(answer.status)) throw new Unknown();
    const list = (answer.body as { result?: unknown } | null)?.result;
    return answer.status < 400 && Array.isArray(list) && list.length > 0;
  });

/** The version is re-read at most this often when a session disagrees with the cached one. */
export const VERSION_RECHECK_MS = 1_000;

export function currentBuildVersion(alias: string | null, { recheck = false, deadline }: { recheck?: boolean; deadline?: Deadline } = {}): Promise<string | null> {
  return withinDeadline(deadline, loadBuildVersion(alias, recheck, deadline)).catch(unknownAsNull);
}

const loadBuildVersion = (alias: string | null, recheck: boolean, deadline?: Deadline) =>
  versionCache.get(
    alias ?? '',
    async () => {
      const answer = await probe(alias, ENDPOINTS.info, deadline);
      const version = (answer?.body as { buildVersion?: unknown } | null)?.buildVersion;
      if (typeof version !== 'string') throw new Unknown();
      return version;
    },
    Date.now(),
    recheck ? VERSION_RECHECK_MS : Infinity,
  );

/**
 * Spec §4: "If the build version from the server differs from the stored version, the user is logged out."
 * A session that disagrees with the cached version is checked against a fresh reading first (at most one
 * upstream call a second per tenant): right after a deployment, a login within the cache's lifetime carries
 * the new version while the cache still holds the old one, and must not be signed out for it.
 */
export async function buildVersionChanged(alias: string | null, sessionVersion: string, deadline?: Deadline): Promise<boolean> {
  const cached = await currentBuildVersion(alias, { deadline });
  if (!cached || cached === sessionVersion) return false;
  const fresh = await currentBuildVersion(alias, { recheck: true, deadline });
  return Boolean(fresh) && fresh !== sessionVersion;
}

/** Whether the tenant's pages may load reCAPTCHA (for the CSP); false when it cannot be told. */
export function captchaEnabled(alias: string | null, deadline?: Deadline): Promise<boolean> {
  return withinDeadline(deadline, loadCaptcha(alias, deadline)).catch(() => false);
}

const loadCaptcha = (alias: string | null, deadline?: Deadline) =>
  captchaCache.get(alias ?? '', async () => {
    const answer = await probe(alias, ENDPOINTS.captchaConfiguration, deadline);
    if (!answer || answer.status >= 500) throw new Unknown();
    const config = (answer.body as { result?: { enabled?: unknown } } | null)?.result;
    return config?.enabled === true;
  });

const settled = () => undefined;

/**
 * Begins the tenant-wide checks of a page view at once, before the middleware awaits them one by one: the
 * awaits then find them loaded or in flight, and a slow API costs the page one round trip, not four. The
 * loads carry the page's deadline; only the awaits race it.
 */
export function startUpstreamChecks(alias: string | null, deadline: Deadline): void {
  if (alias !== null) loadTenant(alias, deadline).catch(settled);
  loadLanguageList(alias, deadline).catch(settled);
  loadBuildVersion(alias, false, deadline).catch(settled);
  loadCaptcha(alias, deadline).catch(settled);
}

const mapProviderCache = new TtlCache<MapProvider>(60_000);

/**
 * The map provider of a signed-in user's settings (for the CSP of the pages that show a map),
 * cached per session (keyed by a hash of its token, never the token itself); 'disabled' when it cannot be told, so that no map host is allowed.
 */
export function mapProviderFor(alias: string | null, token: string, deadline?: Deadline): Promise<MapProvider> {
  const load = mapProviderCache.get(`${alias ?? ''} ${createHash('sha256').update(token).digest('base64url')}`, async () => {
    const settings = await userSettings(alias, token, deadline);
    if (!Array.isArray(settings)) throw new Unknown();
    return mapProviderOf(settingValue(settings, 'map.provider'));
  });
  return withinDeadline(deadline, load).catch(() => 'disabled' as const);
}
