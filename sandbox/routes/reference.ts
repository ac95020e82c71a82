/** Build info, logo, currencies, languages, dictionaries, payment instruments. */
import type { Currency, Language, PaymentInstrument } from '../../lib/acquiring/contract/reference-data.ts';
import { effectiveSettings } from '../app.ts';
import { notFound, ok, type Reply, type RequestContext, type Route } from '../http/types.ts';
import { drawLogo } from '../png.ts';
import { ALIAS_PATTERN, findTenant } from '../tenants.ts';

export const CURRENCIES: readonly Currency[] = [
  { id: 643, numberCode: 643, code: 'RUB', name: 'Российский рубль', fraction: 2, symbol: '₽', symbolPosition: 'right', enabled: true, defaultCurrency: true },
  { id: 840, numberCode: 840, code: 'USD', name: 'Доллар США', fraction: 2, symbol: '$', symbolPosition: 'left', enabled: true, defaultCurrency: false },
  { id: 978, numberCode: 978, code: 'EUR', name: 'Евро', fraction: 2, symbol: '€', symbolPosition: 'right', enabled: true, defaultCurrency: false },
  { id: 398, numberCode: 398, code: 'KZT', name: 'Казахстанский тенге', fraction: 2, symbol: '₸', symbolPosition: 'right', enabled: true, defaultCurrency: false },
  { id: 392, numberCode: 392, code: 'JPY', name: 'Японская иена', fraction: 0, symbol: '¥', symbolPosition: 'left', enabled: true, defaultCurrency: false },
  { id: 156, numberCode: 156, code: 'CNY', name: 'Китайский юань', fraction: 2, symbol: '¥', symbolPosition: 'right', enabled: false, defaultCurrency: false },
];

export const LANGUAGES: readonly Language[] = [
  { id: 'ru', name: 'Русский', enabled: true },
  { id: 'en', name: 'English', enabled: true },
];

/** Type "Terminal" is a card. Names are what the transaction filter `paymentInstrumentNames` takes. */
export const PAYMENT_INSTRUMENTS: readonly PaymentInstrument[] = [
  { type: 'Terminal', name: 'Card' },
  { type: 'Host', name: 'Host' },
  { type: 'Server', name: 'Server' },
  { type: 'Cash', name: 'Cash' },
  { type: 'qps', name: 'QPS' },
  { type: 'ecom', name: 'Ecom' },
  { type: 'alipay', name: 'Alipay' },
  { type: 'mvisa', name: 'mVisa' },
  { type: 'rsbdynamicqr', name: 'RSB Dynamic QR' },
];

const logoCache = new Map<string, Buffer>();

function logo(ctx: RequestContext): Reply {
  const queryAlias = ctx.query.get('alias');
  let tenant = ctx.tenant;
  if (queryAlias && queryAlias !== ctx.tenant.alias) {
    const found = ALIAS_PATTERN.test(queryAlias) ? findTenant(queryAlias) : undefined;
    if (!found) throw notFound('Unknown financial institute');
    tenant = found;
  }
  const color = effectiveSettings(ctx.app, tenant).mainColor ?? tenant.mainColor;
  let bytes = logoCache.get(color);
  if (!bytes) {
    bytes = drawLogo(color);
    logoCache.set(color, bytes);
  }
  return { bytes, contentType: 'image/png', headers: { 'cache-control': 'public, max-age=300' } };
}

function dictionary(ctx: RequestContext): Reply {
  const id = ctx.query.get('id') ?? 'ru';
  const dict = ctx.tenant.dictionaries[id];
  if (!dict) throw notFound(`Unknown language ${id}`);
  return ok(dict);
}

export const referenceRoutes: Route[] = [
  { method: 'GET', pattern: '/info', access: 'guest', handler: (ctx) => ({ json: { buildVersion: ctx.app.state.buildVersion } }) },
  { method: 'GET', pattern: '/api/image/logo/logo.png', access: 'guest', handler: logo },
  { method: 'GET', pattern: '/api/currency/list', access: 'user', handler: () => ok(CURRENCIES) },
  { method: 'GET', pattern: '/api/language/list', access: 'guest', handler: () => ok(LANGUAGES) },
  { method: 'GET', pattern: '/api/language/defaultId', access: 'guest', handler: () => ok('ru') },
  { method: 'GET', pattern: '/api/dictionary', access: 'guest', handler: dictionary },
  { method: 'GET', pattern: '/api/payment-instrument/list', access: 'user', handler: () => ok(PAYMENT_INSTRUMENTS) },
];
