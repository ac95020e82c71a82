/**
 * POST api/window/product-upload-csv (spec §7): creates or updates products by article, row by row; a row's error
 * names its column. A cell that is not a number fails the whole file with 500 NumberFormatException, as the Java
 * backend does.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { CatalogueRowError, CatalogueUploadResult } from '../../lib/acquiring/contract/storefront.ts';
import { toMinorUnits } from '../../lib/domain/money.ts';
import {
  BAR_CODE, CATALOGUE_LIMIT, CSV_MAX_BYTES, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, VENDOR_CODE_MAX_LENGTH, fileExtension, isProductExponent,
} from '../../lib/window/catalogue.ts';
import { csvHeaderIndex, decodeCsv, missingRequiredColumns, parseCsv, type CsvColumnKey } from '../../lib/window/csv.ts';
import { VATS } from '../generate/window.ts';
import { fileOf, formDataOf } from '../http/form-data.ts';
import { HttpError, ok, type Reply, type RequestContext } from '../http/types.ts';
import { categoryRows, countProducts, findProductByVendorCode, productIdByBarCode, saveCategory, saveProduct } from '../store/window.ts';
import type { CatalogueColumn } from '../present/catalogue-texts.ts';
import { caller, enabledCurrency, refuse } from './window-caller.ts';

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

export async function uploadCsv(ctx: RequestContext): Promise<Reply> {
  const { db, merchantId, texts } = caller(ctx);
  const file = await fileOf(await formDataOf(ctx), 'file');
  if (!file) throw refuse(texts.csvExpected, 'file');
  if (fileExtension(file.fileName) !== 'csv') throw refuse(texts.csvExtension, 'file');
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
