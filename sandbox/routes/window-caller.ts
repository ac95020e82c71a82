/**
 * What every storefront route (spec §7) starts with: the operator whose outlet shows the storefront (grant 10 not
 * "0"; everyone else gets 400, never 403, which signs the UI out, spec §8), and the readers of a body's fields that
 * answer 400 ValidationException in the reader's language.
 */
import type { DatabaseSync } from 'node:sqlite';
import { CATALOGUE_LIMIT } from '../../lib/window/catalogue.ts';
import { HttpError, requireAuth, type RequestContext } from '../http/types.ts';
import { intParam, MAX_OFFSET } from '../http/query.ts';
import { showWindowPage } from '../store/users.ts';
import { CURRENCIES } from './reference.ts';
import { hostTexts } from '../present/host-texts.ts';
import type { WindowTexts } from '../present/catalogue-texts.ts';

/** The storefront's answers in the reader's language (Accept-Language), else Russian. */
const textsOf = (ctx: RequestContext): WindowTexts => hostTexts(ctx.req.headers['accept-language']).window;

export interface WindowCaller {
  merchantId: number;
  db: DatabaseSync;
  texts: WindowTexts;
}

export function refuse(message: string, field?: string): HttpError {
  return new HttpError(400, { message, exception: 'ValidationException', errors: [field ? { field, message } : { message }] });
}

/** The operator's outlet, when the storefront is on for it (spec §4 window-page visibility). */
export function caller(ctx: RequestContext): WindowCaller {
  const { user } = requireAuth(ctx);
  const texts = textsOf(ctx);
  if (!showWindowPage(ctx.app.db, user) || user.merchant_id === null) throw refuse(texts.noAccess);
  return { merchantId: user.merchant_id, db: ctx.app.db, texts };
}

export function page(ctx: RequestContext): { limit: number; offset: number } {
  return {
    limit: intParam(ctx.query, 'limit', CATALOGUE_LIMIT, 1, CATALOGUE_LIMIT),
    offset: intParam(ctx.query, 'offset', 0, 0, MAX_OFFSET),
  };
}

export function idParam(texts: WindowTexts, value: unknown, field = 'id'): number {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) throw refuse(texts.required, field);
  return id;
}

export function optionalId(texts: WindowTexts, value: unknown, field: string): number | null {
  return value === null || value === undefined || value === '' ? null : idParam(texts, value, field);
}

export function text(texts: WindowTexts, body: Record<string, unknown>, field: string, max: number, message: string, required: boolean): string {
  const value = body[field];
  const result = value === undefined || value === null ? '' : typeof value === 'string' || typeof value === 'number' ? String(value).trim() : null;
  if (result === null || (required && result === '')) throw refuse(texts.required, field);
  if (result.length > max) throw refuse(message, field);
  return result;
}

export function integer(texts: WindowTexts, body: Record<string, unknown>, field: string, fallback: number): number {
  const value = body[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw refuse(texts.mustBeNumber, field);
  return value;
}

export function idList(texts: WindowTexts, value: unknown, field: string): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw refuse(texts.required, field);
  return [...new Set(value.map((item) => idParam(texts, item, field)))];
}

/** A currency the merchant may price in (the reference list's enabled ones). */
export const enabledCurrency = (code: number) => CURRENCIES.find((currency) => currency.numberCode === code && currency.enabled);
