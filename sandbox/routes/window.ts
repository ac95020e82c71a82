/**
 * Storefront (spec §7): GET api/vat/list; api/window/category (list, POST, PUT, DELETE with force), api/window/product
 * (list, POST, PUT, DELETE), POST api/window/product-upload-csv, and GET api/window/image/{id} for the stored images.
 * Only an operator whose outlet shows the storefront (grant 10 not "0") may use it; everyone else gets 400 (never 403,
 * which signs the UI out, spec §8). A CSV cell that is not a number fails the whole file with 500 NumberFormatException.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { CatalogueRowError, CatalogueUploadResult, ProductMarking } from '../../lib/acquiring/contract.ts';
import { toMinorUnits } from '../../lib/domain/money.ts';
import {
  BAR_CODE, CATALOGUE_LIMIT, CSV_MAX_BYTES, DESCRIPTION_MAX_LENGTH, IMAGE_MAX_BYTES, PRODUCT_TYPES, TITLE_MAX_LENGTH,
  VENDOR_CODE_MAX_LENGTH, fileExtension, isProductExponent,
} from '../../lib/window/catalogue.ts';
import { csvHeaderIndex, decodeCsv, missingRequiredColumns, parseCsv, type CsvColumnKey } from '../../lib/window/csv.ts';
import { subtreeIds } from '../../lib/window/tree.ts';
import { VATS } from '../generate/window.ts';
import { bodyObject, HttpError, notFound, ok, requireAuth, type Reply, type RequestContext, type Route } from '../http/types.ts';
import { intParam, MAX_OFFSET } from '../http/query.ts';
import { allRows } from '../store/statements.ts';
import { showWindowPage } from '../store/users.ts';
import {
  categoryRows, countProducts, deleteCategories, deleteProduct, findCategory, findImage, findProduct, findProductByVendorCode, insertImage,
  listCategories, listProducts, productIdByBarCode, saveCategory, saveProduct, type ProductData,
} from '../store/window.ts';
import { CURRENCIES } from './reference.ts';
import { parseMultipart } from './acts.ts';
import { hostTexts } from '../present/host-texts.ts';
import type { CatalogueColumn, WindowTexts } from '../present/catalogue-texts.ts';

/** The storefront's answers in the reader's language (Accept-Language), else Russian. */
const textsOf = (ctx: RequestContext): WindowTexts => hostTexts(ctx.req.headers['accept-language']).window;

interface WindowCaller {
  merchantId: number;
  db: DatabaseSync;
  texts: WindowTexts;
}

function refuse(message: string, field?: string): HttpError {
  return new HttpError(400, { message, exception: 'ValidationException', errors: [field ? { field, message } : { message }] });
}

/** The operator's outlet, when the storefront is on for it (spec §4 window-page visibility). */
function caller(ctx: RequestContext): WindowCaller {
  const { user } = requireAuth(ctx);
  const texts = textsOf(ctx);
  if (!showWindowPage(ctx.app.db, user) || user.merchant_id === null) throw refuse(texts.noAccess);
  return { merchantId: user.merchant_id, db: ctx.app.db, texts };
}

function page(ctx: RequestContext): { limit: number; offset: number } {
  return {
    limit: intParam(ctx.query, 'limit', CATALOGUE_LIMIT, 1, CATALOGUE_LIMIT),
    offset: intParam(ctx.query, 'offset', 0, 0, MAX_OFFSET),
  };
}

function idParam(texts: WindowTexts, value: unknown, field = 'id'): number {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) throw refuse(texts.required, field);
  return id;
}

function optionalId(texts: WindowTexts, value: unknown, field: string): number | null {
  return value === null || value === undefined || value === '' ? null : idParam(texts, value, field);
}

function text(texts: WindowTexts, body: Record<string, unknown>, field: string, max: number, message: string, required: boolean): string {
  const value = body[field];
  const result = value === undefined || value === null ? '' : typeof value === 'string' || typeof value === 'number' ? String(value).trim() : null;
  if (result === null || (required && result === '')) throw refuse(texts.required, field);
  if (result.length > max) throw refuse(message, field);
  return result;
}

function integer(texts: WindowTexts, body: Record<string, unknown>, field: string, fallback: number): number {
  const value = body[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw refuse(texts.mustBeNumber, field);
  return value;
}

function idList(texts: WindowTexts, value: unknown, field: string): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw refuse(texts.required, field);
  return [...new Set(value.map((item) => idParam(texts, item, field)))];
}

// ─── Categories ────────────────────────────────────────────────────────────────────────────────

function mobileOperatorIds(db: DatabaseSync, merchantId: number): Set<number> {
  return new Set(allRows<{ id: number }>(db, 'SELECT id FROM app_user WHERE merchant_id = ? AND can_mobile = 1 AND holding_id IS NULL AND company_id IS NULL', merchantId)
    .map((row) => row.id));
}

function writeCategory(ctx: RequestContext, update: boolean): Reply {
  const { db, merchantId, texts } = caller(ctx);
  const body = bodyObject(ctx);
  const id = update ? idParam(texts, body.id) : null;
  const rows = categoryRows(db, merchantId);
  if (id !== null && !rows.some((row) => row.id === id)) throw notFound(texts.badCategory);
  const title = text(texts, body, 'title', TITLE_MAX_LENGTH, texts.maxLength128, true);
  const description = text(texts, body, 'description', DESCRIPTION_MAX_LENGTH, texts.descriptionTooLong, false);
  const parentId = optionalId(texts, body.parentId, 'parentId');
  if (parentId !== null) {
    if (!rows.some((row) => row.id === parentId)) throw refuse(texts.badCategory, 'parentId');
    const tree = rows.map((row) => ({ id: row.id, title: row.title, parentId: row.parent_id }));
    if (id !== null && subtreeIds(tree, id).has(parentId)) throw refuse(texts.badParent, 'parentId');
  }
  const forAllUsers = body.forAllUsers === undefined ? true : body.forAllUsers === true;
  const usersIdSet = forAllUsers ? [] : idList(texts, body.usersIdSet, 'usersIdSet');
  if (!forAllUsers && usersIdSet.length === 0) throw refuse(texts.chooseUsers, 'usersIdSet');
  const operators = mobileOperatorIds(db, merchantId);
  if (usersIdSet.some((userId) => !operators.has(userId))) throw refuse(texts.badUsers, 'usersIdSet');
  const saved = saveCategory(db, merchantId, id, { title, description, parentId, status: integer(texts, body, 'status', 0), forAllUsers, usersIdSet });
  return ok(findCategory(db, merchantId, saved));
}

function removeCategory(ctx: RequestContext): Reply {
  const { db, merchantId, texts } = caller(ctx);
  const id = idParam(texts, ctx.query.get('id'));
  const rows = categoryRows(db, merchantId);
  if (!rows.some((row) => row.id === id)) throw notFound(texts.badCategory);
  const ids = [...subtreeIds(rows.map((row) => ({ id: row.id, title: row.title, parentId: row.parent_id })), id)];
  const category = findCategory(db, merchantId, id);
  const hasContent = ids.length > 1 || (category?.productList.length ?? 0) > 0;
  if (hasContent && ctx.query.get('force') !== 'true') throw refuse(texts.notEmpty);
  db.exec('BEGIN');
  try {
    const { products } = deleteCategories(db, merchantId, ids);
    db.exec('COMMIT');
    return ok({ categories: ids.length, products });
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

// ─── Products ──────────────────────────────────────────────────────────────────────────────────

const IMAGE_TYPES: Record<string, { contentType: string; matches: (bytes: Buffer) => boolean }> = {
  png: { contentType: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  jpg: { contentType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  jpeg: { contentType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  webp: { contentType: 'image/webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
};

/** imageFile { base64, extension }: an allowed extension, bytes that are that format, not empty, at most 2 MB. */
function readImage(texts: WindowTexts, value: unknown): { contentType: string; data: Buffer } | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw refuse(texts.imageBroken, 'imageFile');
  const { base64, extension } = value as Record<string, unknown>;
  const type = typeof extension === 'string' ? IMAGE_TYPES[extension.toLowerCase().replace(/^\./, '')] : undefined;
  if (!type) throw refuse(texts.imageExtension, 'imageFile');
  if (typeof base64 !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64.replace(/^data:[^,]*,/, ''))) throw refuse(texts.imageBroken, 'imageFile');
  const data = Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
  if (data.length === 0) throw refuse(texts.imageEmpty, 'imageFile');
  if (data.length > IMAGE_MAX_BYTES) throw refuse(texts.imageTooLarge, 'imageFile');
  if (!type.matches(data)) throw refuse(texts.imageBroken, 'imageFile');
  return { contentType: type.contentType, data };
}

function checkCodes({ db, merchantId, texts }: WindowCaller, selfId: number | null, vendorCode: string, barCode: string): void {
  const byVendor = findProductByVendorCode(db, merchantId, vendorCode);
  if (byVendor && byVendor.id !== selfId) throw refuse(texts.duplicateVendorCode, 'vendorCode');
  if (barCode !== '' && !BAR_CODE.test(barCode)) throw refuse(texts.barCode, 'barCode');
  const byBarCode = productIdByBarCode(db, merchantId, barCode);
  if (byBarCode !== undefined && byBarCode !== selfId) throw refuse(texts.duplicateBarCode, 'barCode');
}

function checkCategories({ db, merchantId, texts }: WindowCaller, ids: readonly number[], field: string): void {
  const known = new Set(categoryRows(db, merchantId).map((row) => row.id));
  if (ids.some((id) => !known.has(id))) throw refuse(texts.badCategory, field);
}

const enabledCurrency = (code: number) => CURRENCIES.find((currency) => currency.numberCode === code && currency.enabled);

function writeProduct(ctx: RequestContext, update: boolean): Reply {
  const storefront = caller(ctx);
  const { db, merchantId, texts } = storefront;
  const body = bodyObject(ctx);
  const id = update ? idParam(texts, body.id) : null;
  const current = id === null ? undefined : findProduct(db, merchantId, id);
  if (id !== null && !current) throw notFound(texts.productNotFound);
  if (id === null && countProducts(db, merchantId) >= CATALOGUE_LIMIT) throw refuse(texts.limit);
  const title = text(texts, body, 'title', TITLE_MAX_LENGTH, texts.maxLength128, true);
  const vendorCode = text(texts, body, 'vendorCode', VENDOR_CODE_MAX_LENGTH, texts.maxLength64, true);
  const barCode = text(texts, body, 'barCode', 14, texts.barCode, false);
  checkCodes(storefront, id, vendorCode, barCode);
  const exponent = integer(texts, body, 'exponent', 0);
  if (!isProductExponent(exponent)) throw refuse(texts.badExponent, 'exponent');
  const stock = body.stock === null || body.stock === undefined ? null : integer(texts, body, 'stock', 0);
  if (stock !== null && stock < 0) throw refuse(texts.mustNotBeNegative, 'stock');
  const price = integer(texts, body, 'price', 0);
  if (price <= 0) throw refuse(texts.priceAboveZero, 'price');
  const currency = integer(texts, body, 'currency', 643);
  if (!enabledCurrency(currency)) throw refuse(texts.badCurrency, 'currency');
  const vatRate = body.vatRate === null || body.vatRate === undefined ? null : integer(texts, body, 'vatRate', 0);
  if (vatRate !== null && !VATS.some((vat) => vat.id === vatRate)) throw refuse(texts.badVat, 'vatRate');
  const type = integer(texts, body, 'type', 1);
  if (!(PRODUCT_TYPES as readonly number[]).includes(type)) throw refuse(texts.badType, 'type');
  const parentsIdSet = idList(texts, body.parentsIdSet, 'parentsIdSet');
  checkCategories(storefront, parentsIdSet, 'parentsIdSet');
  const image = readImage(texts, body.imageFile);
  const data: ProductData = {
    title, vendorCode, barCode, parentsIdSet, exponent, stock, price, currency, vatRate, type,
    description: text(texts, body, 'description', DESCRIPTION_MAX_LENGTH, texts.descriptionTooLong, false),
    status: integer(texts, body, 'status', 0),
    titleChange: body.titleChange === true,
    priceChange: body.priceChange === true,
    marking: (body.marking === 1 || body.marking === true ? 1 : 0) as ProductMarking,
  };
  db.exec('BEGIN');
  try {
    // a new file replaces the image; `image: null` without a file removes it; otherwise it stays
    const imageId = image ? insertImage(db, merchantId, image.contentType, image.data) : body.image === null ? null : undefined;
    const saved = saveProduct(db, merchantId, id, data, imageId);
    db.exec('COMMIT');
    return ok(findProduct(db, merchantId, saved));
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

function removeProduct(ctx: RequestContext): Reply {
  const { db, merchantId, texts } = caller(ctx);
  if (!deleteProduct(db, merchantId, idParam(texts, ctx.query.get('id')))) throw notFound(texts.productNotFound);
  return ok(true);
}

function image(ctx: RequestContext): Reply {
  const { db, merchantId, texts } = caller(ctx);
  const found = findImage(db, merchantId, idParam(texts, ctx.params.id));
  if (!found) throw notFound(texts.imageNotFound);
  // an image id never changes its bytes (a new upload gets a new id)
  return { bytes: found.data, contentType: found.contentType, headers: { 'cache-control': 'private, max-age=86400, immutable' } };
}

// ─── CSV upload ────────────────────────────────────────────────────────────────────────────────

/** What a Java backend answers when BigDecimal meets a cell that is not a number: the whole file fails (spec §8). */
function numberFormat(value: string): HttpError {
  return new HttpError(500, { message: `For input string: "${value}"`, exception: 'NumberFormatException' });
}

const NUMBER = /^[+-]?\d+([.,]\d*)?$|^[+-]?[.,]\d+$/;

/** A decimal cell, spaces allowed as grouping; anything else is a NumberFormatException. */
function decimalCell(value: string): string {
  const compact = value.replace(/[\s\u00a0]/g, '');
  if (!NUMBER.test(compact)) throw numberFormat(value);
  return compact;
}

function integerCell(value: string): number {
  const compact = value.trim();
  if (!/^[+-]?\d+$/.test(compact)) throw numberFormat(value);
  return Number(compact);
}

class RowError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

function categoryFor(db: DatabaseSync, merchantId: number, title: string): number {
  const found = categoryRows(db, merchantId).find((row) => row.title.toLowerCase() === title.toLowerCase());
  return found ? found.id : saveCategory(db, merchantId, null, { title, description: '', parentId: null, status: 0, forAllUsers: true, usersIdSet: [] });
}

function uploadCsv(ctx: RequestContext): Reply {
  const { db, merchantId, texts } = caller(ctx);
  const contentType = ctx.req.headers['content-type'] ?? '';
  const parts = Buffer.isBuffer(ctx.body) && contentType.toLowerCase().startsWith('multipart/form-data') ? parseMultipart(contentType, ctx.body) : undefined;
  const file = parts?.find((part) => part.name === 'file' && part.fileName !== null);
  if (!file) throw refuse(texts.csvExpected, 'file');
  if (fileExtension(file.fileName ?? '') !== 'csv') throw refuse(texts.csvExtension, 'file');
  if (file.data.length > CSV_MAX_BYTES) throw refuse(texts.csvTooLarge, 'file');
  const rows = parseCsv(decodeCsv(file.data).text);
  const [header, ...data] = rows;
  if (!header || data.length === 0) throw refuse(texts.csvEmpty, 'file');
  const index = csvHeaderIndex(header.cells);
  const missing = missingRequiredColumns(index);
  if (missing.length > 0) throw refuse(texts.csvColumns(missing.map((column) => column.header).join(', ')), 'file');
  const cell = (cells: string[], key: CsvColumnKey) => {
    const position = index.get(key);
    return position === undefined ? undefined : (cells[position] ?? '').trim();
  };

  // a row's error names its column: «Артикул: …»
  const columnError = (column: CatalogueColumn, message: string) => new RowError(column, `${texts.column[column]}: ${message}`);

  const result: CatalogueUploadResult = { created: 0, updated: 0, errors: [] };
  db.exec('BEGIN');
  try {
    for (const row of data) {
      const errors: CatalogueRowError[] = [];
      try {
        const vendorCode = cell(row.cells, 'vendorCode') ?? '';
        const title = cell(row.cells, 'title') ?? '';
        const priceText = decimalCell(cell(row.cells, 'price') ?? '');
        const currencyText = cell(row.cells, 'currency');
        const currency = currencyText ? integerCell(currencyText) : 643;
        const exponentText = cell(row.cells, 'exponent');
        const stockText = cell(row.cells, 'stock');
        const stockDecimal = stockText ? decimalCell(stockText) : null;
        const vatText = cell(row.cells, 'vatRate');
        const vatRate = vatText ? integerCell(vatText) : undefined;
        const existing = vendorCode ? findProductByVendorCode(db, merchantId, vendorCode) : undefined;
        const exponent = exponentText ? integerCell(exponentText) : (existing?.exponent ?? 0);
        if (vendorCode === '') throw columnError('vendorCode', texts.required);
        if (vendorCode.length > VENDOR_CODE_MAX_LENGTH) throw columnError('vendorCode', texts.maxLength64);
        if (title === '') throw columnError('title', texts.required);
        if (title.length > TITLE_MAX_LENGTH) throw columnError('title', texts.maxLength128);
        const currencyInfo = enabledCurrency(currency);
        if (!currencyInfo) throw columnError('currency', texts.badCurrency);
        const price = toMinorUnits(priceText, currencyInfo.fraction);
        if (price === null) throw columnError('price', texts.currencyMismatch);
        if (price <= 0) throw new RowError('price', texts.priceAboveZero);
        if (!isProductExponent(exponent)) throw new RowError('exponent', texts.badExponent);
        const stock = stockDecimal === null ? (existing?.stock ?? null) : toMinorUnits(stockDecimal, exponent);
        if (stockDecimal !== null && stock === null) throw columnError('stock', texts.unitMismatch);
        if (stock !== null && stock < 0) throw columnError('stock', texts.mustNotBeNegative);
        if (vatRate !== undefined && !VATS.some((vat) => vat.id === vatRate)) throw columnError('vatRate', texts.badVat);
        const barCode = cell(row.cells, 'barCode') ?? existing?.barCode ?? '';
        if (barCode !== '' && !BAR_CODE.test(barCode)) throw new RowError('barCode', texts.barCode);
        const byBarCode = productIdByBarCode(db, merchantId, barCode);
        if (byBarCode !== undefined && byBarCode !== existing?.id) throw new RowError('barCode', texts.duplicateBarCode);
        const description = cell(row.cells, 'description') ?? existing?.description ?? '';
        if (description.length > DESCRIPTION_MAX_LENGTH) throw new RowError('description', texts.descriptionTooLong);
        if (!existing && countProducts(db, merchantId) >= CATALOGUE_LIMIT) throw new RowError('vendorCode', texts.limit);
        const categoryTitle = cell(row.cells, 'category');
        const parentsIdSet = existing?.parentsIdSet ?? [];
        const withCategory = categoryTitle ? [...new Set([...parentsIdSet, categoryFor(db, merchantId, categoryTitle.slice(0, TITLE_MAX_LENGTH))])] : parentsIdSet;
        saveProduct(db, merchantId, existing?.id ?? null, {
          title, vendorCode, barCode, description, exponent, stock, price, currency, parentsIdSet: withCategory,
          vatRate: vatRate ?? existing?.vatRate ?? null,
          status: existing?.status ?? 0,
          titleChange: existing?.titleChange ?? false,
          priceChange: existing?.priceChange ?? false,
          type: existing?.type ?? 1,
          marking: existing?.marking ?? 0,
        });
        if (existing) result.updated += 1;
        else result.created += 1;
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        errors.push({ row: row.line, field: error.field, message: error.message });
      }
      result.errors.push(...errors);
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return ok(result);
}

export const windowRoutes: Route[] = [
  { method: 'GET', pattern: '/api/vat/list', access: 'user', handler: () => ok(VATS) },
  { method: 'GET', pattern: '/api/window/category/list', access: 'user', handler: (ctx) => {
    const { db, merchantId } = caller(ctx);
    const { limit, offset } = page(ctx);
    return ok(listCategories(db, merchantId, limit, offset));
  } },
  { method: 'POST', pattern: '/api/window/category', access: 'user', handler: (ctx) => writeCategory(ctx, false) },
  { method: 'PUT', pattern: '/api/window/category', access: 'user', handler: (ctx) => writeCategory(ctx, true) },
  { method: 'DELETE', pattern: '/api/window/category', access: 'user', handler: removeCategory },
  { method: 'GET', pattern: '/api/window/product/list', access: 'user', handler: (ctx) => {
    const { db, merchantId } = caller(ctx);
    const { limit, offset } = page(ctx);
    return ok(listProducts(db, merchantId, limit, offset));
  } },
  { method: 'POST', pattern: '/api/window/product', access: 'user', handler: (ctx) => writeProduct(ctx, false) },
  { method: 'PUT', pattern: '/api/window/product', access: 'user', handler: (ctx) => writeProduct(ctx, true) },
  { method: 'DELETE', pattern: '/api/window/product', access: 'user', handler: removeProduct },
  { method: 'POST', pattern: '/api/window/product-upload-csv', access: 'user', handler: uploadCsv },
  { method: 'GET', pattern: '/api/window/image/:id', access: 'user', handler: image },
];
