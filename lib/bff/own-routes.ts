/**
 * The BFF's own routes that call no endpoint of the acquiring API of their own name, for the browser's client
 * (lib/client/api.ts): the session's expiry and the operations export the BFF writes itself. The calls of spec §7
 * are in lib/acquiring/endpoints.ts.
 */
import type { Endpoint } from '../acquiring/endpoint';

/** The BFF's own reading of the session (app/api/session/state). */
export interface SessionStateAnswer {
  expiresAt: number;
}

export const sessionState: Endpoint<unknown, never, SessionStateAnswer> = { method: 'GET', path: 'api/session/state', access: 'own' };
export const exportOperations: Endpoint<Blob, never, Blob> = { method: 'GET', path: 'api/export/operations', access: 'own' };
