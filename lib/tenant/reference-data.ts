import 'server-only';
import { createHash } from 'node:crypto';
import { callEndpoint } from '../acquiring/upstream';
import * as ENDPOINTS from '../acquiring/endpoints';
import type { Deadline } from '../acquiring/deadline';
import type { Currency, Dictionary, Language, PaymentInstrument, Setting } from '../acquiring/contract/reference-data';
import type { CaptchaConfiguration } from '../acquiring/contract/session';
import { CACHE_LIFETIMES } from '../domain/limits';
import { TtlCache } from './ttl-cache';

/**
 * Spec §9 caches (lib/domain/limits.ts): "language list 5, dictionary 5, currency list 0, payment
 * instruments 15, settings 60; units are not shown". We read them as seconds: short enough that a
 * bank's change of its settings shows within a minute.
 */
const toMs = (lifetimeSeconds: number) => lifetimeSeconds * 1000;

const settingsCache = new TtlCache<Setting[]>(toMs(CACHE_LIFETIMES.settings));
const languagesCache = new TtlCache<Language[]>(toMs(CACHE_LIFETIMES.languageList));
const defaultLanguageCache = new TtlCache<string>(toMs(CACHE_LIFETIMES.languageList));
const dictionaryCache = new TtlCache<Dictionary>(toMs(CACHE_LIFETIMES.dictionary));
const captchaCache = new TtlCache<CaptchaConfiguration>(toMs(CACHE_LIFETIMES.settings));
const paymentInstrumentsCache = new TtlCache<PaymentInstrument[]>(toMs(CACHE_LIFETIMES.paymentInstruments));

const key = (alias: string | null, ...rest: string[]) => [alias ?? '', ...rest].join('|');

/** A session's part of a cache key: a digest of its token, so no token is kept as a key. */
const sessionKey = (token: string) => createHash('sha256').update(token).digest('base64url');

export function guestSettings(alias: string | null): Promise<Setting[]> {
  return settingsCache.get(key(alias), () => callEndpoint(ENDPOINTS.guestSettings, { alias }));
}

export function languageList(alias: string | null): Promise<Language[]> {
  return languagesCache.get(key(alias), () => callEndpoint(ENDPOINTS.languageList, { alias }));
}

export function defaultLanguageId(alias: string | null): Promise<string> {
  return defaultLanguageCache.get(key(alias), async () =>
    String(await callEndpoint(ENDPOINTS.languageDefaultId, { alias })),
  );
}

export function dictionary(alias: string | null, languageId: string): Promise<Dictionary> {
  return dictionaryCache.get(key(alias, languageId), () =>
    callEndpoint(ENDPOINTS.dictionary, { alias, search: new URLSearchParams({ id: languageId }) }),
  );
}

/** Spec §9: currency list is not cached (its lifetime is 0). */
export function currencyList(alias: string | null, token: string, deadline?: Deadline): Promise<Currency[]> {
  return callEndpoint(ENDPOINTS.currencyList, { alias, token, deadline });
}

/**
 * Spec §9 "payment instruments 15": the list filter's instruments, kept 15 s per session (the call needs the
 * user's token, so one user's list never serves another). A failure is not kept: the next page asks again.
 */
export function paymentInstruments(alias: string | null, token: string): Promise<PaymentInstrument[]> {
  return paymentInstrumentsCache.get(key(alias, sessionKey(token)), () => callEndpoint(ENDPOINTS.paymentInstrumentList, { alias, token }));
}

/** The signed-in user's full settings: per session, never cached across users. */
export function userSettings(alias: string | null, token: string, deadline?: Deadline): Promise<Setting[]> {
  return callEndpoint(ENDPOINTS.settingList, { alias, token, deadline });
}

const sessionSettingsCache = new TtlCache<Setting[]>(toMs(CACHE_LIFETIMES.settings));

/**
 * The session's settings for the BFF's own decisions (which of a user's fields the browser may see), kept per
 * session (a digest of its token) for the spec's settings lifetime, so that a page of calls asks once.
 */
export function sessionSettings(alias: string | null, token: string, deadline?: Deadline): Promise<Setting[]> {
  return sessionSettingsCache.get(key(alias, sessionKey(token)), () => userSettings(alias, token, deadline));
}

/** The tenant's reCAPTCHA configuration (spec §3 "Captcha config"), cached like settings. */
export function captchaConfiguration(alias: string | null): Promise<CaptchaConfiguration> {
  return captchaCache.get(key(alias), () => callEndpoint(ENDPOINTS.captchaConfiguration, { alias }));
}
