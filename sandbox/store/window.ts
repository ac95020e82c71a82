/**
 * Storefront rows (api/window/*): categories (a tree by parent_id), products, their category links and images,
 * all per outlet (merchant). Runtime tables: seeded on open and re-seeded by a control reset (generate/window.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Category, Product, ProductMarking } from '../../lib/acquiring/contract/storefront.ts';
import { allRows, getRow, run } from './statements.ts';

interface CategoryRow {
  id: number; merchant_id: number; parent_id: number | null; title: string; description: string; status: number;
  for_all_users: number; users: string;
}

interface ProductRow {
  id: number; merchant_id: number; title: string; vendor_code: string; bar_code: string; description: string; image_id: number | null;
  status: number; exponent: number; stock: number | null; price: number; currency: number; vat_rate: number | null; title_change: number;
  price_change: number; type: number; marking: number;
}

export interface CategoryData {
  title: string; description: string; parentId: number | null; status: number; forAllUsers: boolean; usersIdSet: number[];
}

export interface ProductData {
  title: string; vendorCode: string; barCode: string; description: string; status: number; exponent: number; stock: number | null;
  price: number; currency: number; vatRate: number | null; titleChange: boolean; priceChange: boolean; type: number; marking: ProductMarking;
  parentsIdSet: number[];
}

export const imagePath = (imageId: number) => `api/window/image/${imageId}`;

function linksOf(db: DatabaseSync, merchantId: number): { product_id: number; category_id: number }[] {
  return allRows(db, `SELECT l.product_id, l.category_id FROM window_product_category l JOIN window_product p ON p.id = l.product_id
    WHERE p.merchant_id = ? ORDER BY l.product_id, l.category_id`, merchantId);
}

function toCategory(row: CategoryRow, rows: readonly CategoryRow[], links: readonly { product_id: number; category_id: number }[]): Category {
  const usersIdSet = (JSON.parse(row.users) as number[]).sort((a, b) => a - b);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    parentId: row.parent_id,
    status: row.status,
    forAllUsers: row.for_all_users === 1,
    users: usersIdSet.map((userId) => ({ userId })),
    usersIdSet,
    children: rows.filter((child) => child.parent_id === row.id).map((child) => child.id),
    productList: links.filter((link) => link.category_id === row.id).map((link) => link.product_id),
  };
}

function toProduct(row: ProductRow, categoryIds: number[]): Product {
  return {
    id: row.id,
    title: row.title,
    vendorCode: row.vendor_code,
    barCode: row.bar_code,
    description: row.description,
    image: row.image_id === null ? null : imagePath(row.image_id),
    parentsIdSet: categoryIds,
    parents: categoryIds.map((parentId) => ({ parentId })),
    status: row.status,
    exponent: row.exponent,
    stock: row.stock,
    price: row.price,
    currency: row.currency,
    vatRate: row.vat_rate,
    titleChange: row.title_change === 1,
    priceChange: row.price_change === 1,
    type: row.type,
    marking: row.marking === 1 ? 1 : 0,
    merchantId: row.merchant_id,
  };
}

export function categoryRows(db: DatabaseSync, merchantId: number): CategoryRow[] {
  return allRows<CategoryRow>(db, 'SELECT * FROM window_category WHERE merchant_id = ? ORDER BY id', merchantId);
}

export function listCategories(db: DatabaseSync, merchantId: number, limit: number, offset: number): Category[] {
  const rows = categoryRows(db, merchantId);
  const links = linksOf(db, merchantId);
  return rows.slice(offset, offset + limit).map((row) => toCategory(row, rows, links));
}

export function findCategory(db: DatabaseSync, merchantId: number, id: number): Category | undefined {
  const rows = categoryRows(db, merchantId);
  const row = rows.find((item) => item.id === id);
  return row ? toCategory(row, rows, linksOf(db, merchantId)) : undefined;
}

export function saveCategory(db: DatabaseSync, merchantId: number, id: number | null, data: CategoryData): number {
  const values = [data.parentId, data.title, data.description, data.status, data.forAllUsers ? 1 : 0, JSON.stringify(data.forAllUsers ? [] : data.usersIdSet)] as const;
  if (id === null) {
    const result = db.prepare(`INSERT INTO window_category (merchant_id, parent_id, title, description, status, for_all_users, users)
      VALUES (?, ?, ?, ?, ?, ?, ?)`).run(merchantId, ...values);
    return Number(result.lastInsertRowid);
  }
  run(db, 'UPDATE window_category SET parent_id = ?, title = ?, description = ?, status = ?, for_all_users = ?, users = ? WHERE id = ? AND merchant_id = ?',
    ...values, id, merchantId);
  return id;
}

/** Removes the categories; their products go too, unless they also sit in a category that stays. */
export function deleteCategories(db: DatabaseSync, merchantId: number, ids: readonly number[]): { products: number } {
  if (ids.length === 0) return { products: 0 };
  const list = ids.join(',');
  const doomed = allRows<{ id: number; image_id: number | null }>(db, `SELECT p.id, p.image_id FROM window_product p WHERE p.merchant_id = ?
    AND EXISTS (SELECT 1 FROM window_product_category l WHERE l.product_id = p.id AND l.category_id IN (${list}))
    AND NOT EXISTS (SELECT 1 FROM window_product_category l WHERE l.product_id = p.id AND l.category_id NOT IN (${list}))`, merchantId);
  for (const product of doomed) deleteProduct(db, merchantId, product.id);
  db.exec(`DELETE FROM window_product_category WHERE category_id IN (${list})`);
  run(db, `DELETE FROM window_category WHERE merchant_id = ? AND id IN (${list})`, merchantId);
  return { products: doomed.length };
}

export function countProducts(db: DatabaseSync, merchantId: number): number {
  return getRow<{ n: number }>(db, 'SELECT count(*) AS n FROM window_product WHERE merchant_id = ?', merchantId)?.n ?? 0;
}

function categoriesOfProducts(db: DatabaseSync, merchantId: number): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const link of linksOf(db, merchantId)) map.set(link.product_id, [...(map.get(link.product_id) ?? []), link.category_id]);
  return map;
}

export function listProducts(db: DatabaseSync, merchantId: number, limit: number, offset: number): Product[] {
  const parents = categoriesOfProducts(db, merchantId);
  return allRows<ProductRow>(db, 'SELECT * FROM window_product WHERE merchant_id = ? ORDER BY id LIMIT ? OFFSET ?', merchantId, limit, offset)
    .map((row) => toProduct(row, parents.get(row.id) ?? []));
}

export function findProduct(db: DatabaseSync, merchantId: number, id: number): Product | undefined {
  const row = getRow<ProductRow>(db, 'SELECT * FROM window_product WHERE id = ? AND merchant_id = ?', id, merchantId);
  if (!row) return undefined;
  const parents = allRows<{ category_id: number }>(db, 'SELECT category_id FROM window_product_category WHERE product_id = ? ORDER BY category_id', id);
  return toProduct(row, parents.map((link) => link.category_id));
}

export function findProductByVendorCode(db: DatabaseSync, merchantId: number, vendorCode: string): Product | undefined {
  const row = getRow<{ id: number }>(db, 'SELECT id FROM window_product WHERE merchant_id = ? AND vendor_code = ?', merchantId, vendorCode);
  return row ? findProduct(db, merchantId, row.id) : undefined;
}

/** The product holding this barcode (none for an empty one). */
export function productIdByBarCode(db: DatabaseSync, merchantId: number, barCode: string): number | undefined {
  if (barCode === '') return undefined;
  return getRow<{ id: number }>(db, 'SELECT id FROM window_product WHERE merchant_id = ? AND bar_code = ?', merchantId, barCode)?.id;
}

/** Inserts or updates; `imageId` undefined keeps the current image, null removes it. */
export function saveProduct(db: DatabaseSync, merchantId: number, id: number | null, data: ProductData, imageId?: number | null): number {
  const values = [data.title, data.vendorCode, data.barCode, data.description, data.status, data.exponent, data.stock, data.price, data.currency,
    data.vatRate, data.titleChange ? 1 : 0, data.priceChange ? 1 : 0, data.type, data.marking] as const;
  let productId: number;
  if (id === null) {
    const result = db.prepare(`INSERT INTO window_product (merchant_id, title, vendor_code, bar_code, description, status, exponent, stock, price,
      currency, vat_rate, title_change, price_change, type, marking, image_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(merchantId, ...values, imageId ?? null);
    productId = Number(result.lastInsertRowid);
  } else {
    productId = id;
    run(db, `UPDATE window_product SET title = ?, vendor_code = ?, bar_code = ?, description = ?, status = ?, exponent = ?, stock = ?, price = ?,
      currency = ?, vat_rate = ?, title_change = ?, price_change = ?, type = ?, marking = ? WHERE id = ? AND merchant_id = ?`, ...values, id, merchantId);
    if (imageId !== undefined) {
      const old = getRow<{ image_id: number | null }>(db, 'SELECT image_id FROM window_product WHERE id = ?', id)?.image_id ?? null;
      run(db, 'UPDATE window_product SET image_id = ? WHERE id = ?', imageId, id);
      if (old !== null && old !== imageId) run(db, 'DELETE FROM window_image WHERE id = ?', old);
    }
  }
  run(db, 'DELETE FROM window_product_category WHERE product_id = ?', productId);
  for (const categoryId of new Set(data.parentsIdSet)) run(db, 'INSERT INTO window_product_category (product_id, category_id) VALUES (?, ?)', productId, categoryId);
  return productId;
}

export function deleteProduct(db: DatabaseSync, merchantId: number, id: number): boolean {
  const row = getRow<{ image_id: number | null }>(db, 'SELECT image_id FROM window_product WHERE id = ? AND merchant_id = ?', id, merchantId);
  if (!row) return false;
  run(db, 'DELETE FROM window_product_category WHERE product_id = ?', id);
  run(db, 'DELETE FROM window_product WHERE id = ?', id);
  if (row.image_id !== null) run(db, 'DELETE FROM window_image WHERE id = ?', row.image_id);
  return true;
}

export function insertImage(db: DatabaseSync, merchantId: number, contentType: string, data: Uint8Array): number {
  const result = db.prepare('INSERT INTO window_image (merchant_id, content_type, data) VALUES (?, ?, ?)').run(merchantId, contentType, data);
  return Number(result.lastInsertRowid);
}

export function findImage(db: DatabaseSync, merchantId: number, id: number): { contentType: string; data: Buffer } | undefined {
  const row = getRow<{ content_type: string; data: Uint8Array }>(db, 'SELECT content_type, data FROM window_image WHERE id = ? AND merchant_id = ?', id, merchantId);
  return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : undefined;
}
