import { upstreamFetch, readJsonBody } from '../acquiring/upstream';
import { TtlCache } from '../tenant/ttl-cache';

/**
 * The few upstream facts the middleware needs, cached briefly per tenant so that a page view
 * costs no extra round trip: is the alias a tenant, is there a language list, the build version.
 * `null` means "could not tell" (upstream down): the page itself then shows the failure.
 */
const tenantCache = new TtlCache<boolean | null>(60_000);
const languagesCache = new TtlCache<boolean | null>(5_000);
const versionCache = new TtlCache<string | null>(10_000);
const captchaCache = new TtlCache<boolean>(60_000);

async function probe(alias: string | null, path: string): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await upstreamFetch({ alias, path, timeoutMs: 5000 });
    return { status: response.status, body: await readJsonBody(response) };
  } catch {
    return null;
  }
}

export function tenantExists(alias: string): Promise<boolean | null> {
  return tenantCache.get(alias, async () => {
    const answer = await probe(alias, 'api/setting/guest-list');
    if (!answer) return null;
    if (answer.status === 404) return false;
    return answer.status < 500 ? true : null;
  });
}

export function hasLanguageList(alias: string | null): Promise<boolean | null> {
  return languagesCache.get(alias ?? '', async () => {
    const answer = await probe(alias, 'api/language/list');
    if (!answer || answer.status >= 500) return null;
    const list = (answer.body as { result?: unknown } | null)?.result;
    return Array.isArray(list) && list.length > 0;
  });
}

export function currentBuildVersion(alias: string | null): Promise<string | null> {
  return versionCache.get(alias ?? '', async () => {
    const answer = await probe(alias, 'info');
    const version = (answer?.body as { buildVersion?: unknown } | null)?.buildVersion;
    return typeof version === 'string' ? version : null;
  });
}

/** Whether the tenant's pages may load reCAPTCHA (for the CSP); false when it cannot be told. */
export function captchaEnabled(alias: string | null): Promise<boolean> {
  return captchaCache.get(alias ?? '', async () => {
    const answer = await probe(alias, 'api/session/recaptcha/configuration');
    const config = (answer?.body as { result?: { enabled?: unknown } } | null)?.result;
    return config?.enabled === true;
  });
}
