/** JSON answers of the BFF itself. The browser reads `action` to pick the spec §8 behaviour. */

export type BffAction = 'logout' | 'unavailable' | 'forbidden' | 'not-found';

export interface BffErrorBody {
  message: string;
  action?: BffAction;
}

const NO_STORE = { 'cache-control': 'private, no-store' };

export function bffJson(body: unknown, status = 200, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(NO_STORE)) merged.set(name, value);
  merged.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { status, headers: merged });
}

export function bffError(status: number, message: string, action?: BffAction): Response {
  const body: BffErrorBody = action ? { message, action } : { message };
  return bffJson(body, status);
}

export const unavailable = (status: 502 | 504) =>
  bffError(status, 'The system is temporarily unavailable, please try again later', 'unavailable');

export const signedOut = () => bffError(401, 'Unauthorized', 'logout');
