/**
 * The seed storefront of every outlet: a small category tree, a few products with prices, stock in pieces and
 * kilograms, VAT rates and drawn PNG images. Deterministic (ids and values follow the merchant id), so a reset
 * brings back the same catalogue.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { ProductMarking } from '../../lib/acquiring/contract/storefront.ts';
import { encodePng } from '../png.ts';
import { allRows, getRow, run } from '../store/statements.ts';
import { insertImage, saveCategory, saveProduct } from '../store/window.ts';

/** VAT rates of api/vat/list (Russian tax code, art. 164): a product's vatRate is one of these ids. */
export const VATS = [
  { id: 1, title: 'Без НДС' },
  { id: 2, title: 'НДС 0%' },
  { id: 3, title: 'НДС 10%' },
  { id: 4, title: 'НДС 20%' },
  { id: 5, title: 'НДС 10/110' },
  { id: 6, title: 'НДС 20/120' },
  { id: 7, title: 'НДС 5%' },
  { id: 8, title: 'НДС 7%' },
] as const;

interface SeedProduct {
  title: string; vendorCode: string; barCode: string; description: string; exponent: number; stock: number | null; price: number;
  vatRate: number; category: string; color: [number, number, number]; type: number; marking: ProductMarking;
}

const CATEGORIES: readonly { title: string; parent: string | null; description: string }[] = [
  { title: 'Напитки', parent: null, description: 'Горячие и холодные напитки' },
  { title: 'Кофе', parent: 'Напитки', description: 'Зерновой и молотый кофе' },
  { title: 'Выпечка', parent: null, description: 'Свежая выпечка каждый день' },
];

const PRODUCTS: readonly SeedProduct[] = [
  { title: 'Капучино 300 мл', vendorCode: 'DRK-CAP-300', barCode: '4600000000011', description: 'Эспрессо и вспененное молоко', exponent: 0, stock: null, price: 19000, vatRate: 4, category: 'Напитки', color: [166, 110, 64], type: 1, marking: 0 },
  { title: 'Морс клюквенный 0,5 л', vendorCode: 'DRK-MRS-500', barCode: '4600000000028', description: '', exponent: 0, stock: 24, price: 12000, vatRate: 4, category: 'Напитки', color: [190, 30, 60], type: 1, marking: 0 },
  { title: 'Кофе в зёрнах, 1 кг', vendorCode: 'COF-BEAN-1000', barCode: '4600000000035', description: 'Арабика, средняя обжарка', exponent: 0, stock: 8, price: 189000, vatRate: 4, category: 'Кофе', color: [90, 55, 30], type: 1, marking: 0 },
  { title: 'Кофе молотый на развес', vendorCode: 'COF-GRD-KG', barCode: '', description: 'Цена за килограмм', exponent: 3, stock: 12500, price: 159990, vatRate: 4, category: 'Кофе', color: [120, 80, 45], type: 1, marking: 0 },
  { title: 'Круассан с миндалём', vendorCode: 'BAK-CRS-ALM', barCode: '4600000000042', description: '', exponent: 0, stock: 15, price: 14550, vatRate: 3, category: 'Выпечка', color: [225, 170, 80], type: 1, marking: 0 },
];

/** A 64×64 tile: the product's colour with a lighter disc, enough to tell products apart in the table. */
export function drawProductImage(color: readonly [number, number, number], size = 64): Buffer {
  const px = new Uint8Array(size * size * 4);
  const c = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const inDisc = (x - c) ** 2 + (y - c) ** 2 < (size * 0.3) ** 2;
      for (let k = 0; k < 3; k++) {
        const base = color[k] ?? 0;
        px[i + k] = inDisc ? Math.round(base + (255 - base) * 0.55) : base;
      }
      px[i + 3] = 255;
    }
  }
  return encodePng(size, size, px);
}

/** The merchants that get a seed storefront: every outlet with an operator. */
function outletsWithOperators(db: DatabaseSync): number[] {
  return allRows<{ merchant_id: number }>(db, `SELECT DISTINCT merchant_id FROM app_user
    WHERE merchant_id IS NOT NULL AND holding_id IS NULL AND company_id IS NULL ORDER BY merchant_id`).map((row) => row.merchant_id);
}

export function seedWindow(db: DatabaseSync): void {
  const images = new Map<string, Buffer>();
  for (const merchantId of outletsWithOperators(db)) {
    const ids = new Map<string, number>();
    for (const category of CATEGORIES) {
      const parentId = category.parent === null ? null : (ids.get(category.parent) ?? null);
      ids.set(category.title, saveCategory(db, merchantId, null, { title: category.title, description: category.description, parentId, status: 0, forAllUsers: true, usersIdSet: [] }));
    }
    for (const product of PRODUCTS) {
      const key = product.color.join(',');
      const png = images.get(key) ?? drawProductImage(product.color);
      images.set(key, png);
      const imageId = insertImage(db, merchantId, 'image/png', png);
      // stock varies a little between outlets so their catalogues are not identical
      const stock = product.stock === null ? null : product.stock + (merchantId % 5) * 10 ** product.exponent;
      saveProduct(db, merchantId, null, {
        title: product.title, vendorCode: product.vendorCode, barCode: product.barCode, description: product.description, status: 0,
        exponent: product.exponent, stock, price: product.price, currency: 643, vatRate: product.vatRate, titleChange: false,
        priceChange: product.exponent > 0, type: product.type, marking: product.marking, parentsIdSet: [ids.get(product.category) ?? 0].filter(Boolean),
      }, imageId);
    }
  }
}

/** Part of the control reset (inside its transaction): the storefront back to its seed. */
export function resetWindowRuntime(db: DatabaseSync): void {
  db.exec('DELETE FROM window_product_category; DELETE FROM window_product; DELETE FROM window_category; DELETE FROM window_image;');
  db.exec("DELETE FROM sqlite_sequence WHERE name IN ('window_product', 'window_category', 'window_image')");
  seedWindow(db);
  run(db, "INSERT OR REPLACE INTO meta (key, value) VALUES ('windowSeeded', '1')");
}

/** A data file opened for the first time gets its seed storefront. */
export function ensureWindowRuntime(db: DatabaseSync): void {
  if (getRow(db, "SELECT 1 AS x FROM meta WHERE key = 'windowSeeded'")) return;
  db.exec('BEGIN');
  try {
    resetWindowRuntime(db);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
