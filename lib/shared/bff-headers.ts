/**
 * The request headers our own pages add to every BFF call, read by the BFF (lib/bff) and written by the
 * browser's clients (lib/client, lib/window). Plain constants, no imports: browser and server code share them.
 */

/** The custom anti-forgery header: a cross-origin page cannot add it without a CORS preflight we never grant. */
export const ANTI_FORGERY_HEADER = 'x-bo-request';
export const ANTI_FORGERY_VALUE = '1';

/** The tenant a guest call is for, set by our own fetch wrapper. */
export const ALIAS_HEADER = 'x-tenant-alias';
