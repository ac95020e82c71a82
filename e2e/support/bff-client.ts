/**
 * Calls to the BFF as the page makes them (the anti-forgery header, the tenant header of a guest), with a session
 * cookie the test holds itself: so a test can replay an old cookie, or take one from one app instance to another.
 */
export const SESSION_COOKIE = '__Host-bo-session';

export interface BffAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The session cookie the answer set: a new seal, '' when it ended the session, undefined when it left it. */
  seal: string | undefined;
  /** Every cookie the answer set, `name=value`. */
  setCookies: string[];
}

export interface BffCall {
  method?: 'GET' | 'POST';
  seal?: string;
  json?: unknown;
  alias?: string;
  cookies?: Record<string, string>;
}

export async function bffCall(base: string, path: string, { method = 'GET', seal, json, alias, cookies = {} }: BffCall = {}): Promise<BffAnswer> {
  const jar = { ...cookies, ...(seal ? { [SESSION_COOKIE]: seal } : {}) };
  const headers: Record<string, string> = { 'x-bo-request': '1', accept: 'application/json' };
  if (alias) headers['x-tenant-alias'] = alias;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const cookieHeader = Object.entries(jar).map(([name, value]) => `${name}=${value}`).join('; ');
  if (cookieHeader) headers.cookie = cookieHeader;
  const response = await fetch(`${base}/${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), redirect: 'manual' });
  const text = await response.text();
  const setCookies = response.headers.getSetCookie().map((cookie) => cookie.split(';', 1)[0] ?? '');
  const session = setCookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, seal: session?.slice(SESSION_COOKIE.length + 1), setCookies };
}
