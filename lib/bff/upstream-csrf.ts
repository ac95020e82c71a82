import 'server-only';
import type { BffContext } from './handler';

/**
 * The API's rotating anti-forgery token takes one path into the session, for the proxied calls and the session calls
 * alike: the server client's hook hands it over (`onCsrfToken`, lib/acquiring/acquiring-client.ts); it is kept in the
 * sealed session, never sent to the browser.
 */
export function rotatedCsrf(): { onCsrfToken: (token: string) => void; token: () => string | undefined } {
  let rotated: string | undefined;
  return {
    onCsrfToken: (token) => {
      rotated = token;
    },
    token: () => rotated,
  };
}

/** Takes a rotated token into the session; true when it changed (the caller seals the session again). */
export function takeUpstreamCsrf(context: BffContext, csrf: string | undefined): boolean {
  if (!csrf || !context.session.token || csrf === context.session.upstreamCsrf) return false;
  context.session.upstreamCsrf = csrf;
  return true;
}

/** Takes a rotated token into the session and seals it again when it changed. */
export async function rememberUpstreamCsrf(context: BffContext, csrf: string | undefined): Promise<void> {
  if (takeUpstreamCsrf(context, csrf)) await context.session.save();
}
