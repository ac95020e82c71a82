/** Storefront products (spec §7 api/window/product): write one (unique codes, known categories, checked image), delete one. */
import type { ProductMarking } from '../../lib/acquiring/contract/storefront.ts';
import {
  BAR_CODE, CATALOGUE_LIMIT, DESCRIPTION_MAX_LENGTH, PRODUCT_TYPES, TITLE_MAX_LENGTH, VENDOR_CODE_MAX_LENGTH, isProductExponent,
} from '../../lib/window/catalogue.ts';
import { VATS } from '../generate/window.ts';
import { bodyObject, notFound, ok, type Reply, type RequestContext } from '../http/types.ts';
import {
  categoryRows, countProducts, deleteProduct, findProduct, findProductByVendorCode, insertImage, productIdByBarCode, saveProduct, type ProductData,
} from '../store/window.ts';
import { caller, enabledCurrency, idList, idParam, integer, refuse, text, type WindowCaller } from './window-caller.ts';
import { readImage } from './window-images.ts';

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


export function writeProduct(ctx: RequestContext, update: boolean): Reply {
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

export function removeProduct(ctx: RequestContext): Reply {
  const { db, merchantId, texts } = caller(ctx);
  if (!deleteProduct(db, merchantId, idParam(texts, ctx.query.get('id')))) throw notFound(texts.productNotFound);
  return ok(true);
}
