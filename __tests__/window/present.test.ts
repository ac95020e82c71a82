/** The products table: a category filter that includes subcategories, the search, stock and price as shown. */
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { Product } from '@/lib/acquiring/contract/storefront';
import { filterProducts, formatPrice, formatStock, productCounts } from '@/lib/window/present';

const product = (id: number, title: string, parentsIdSet: number[], extra: Partial<Product> = {}): Product => ({
  id, title, vendorCode: `V-${id}`, barCode: '', description: '', image: null, parentsIdSet, parents: parentsIdSet.map((parentId) => ({ parentId })),
  status: 0, exponent: 0, stock: null, price: 100, currency: 643, vatRate: null, titleChange: false, priceChange: false, type: 1, marking: 0,
  merchantId: 1, ...extra,
});
const categories = [{ id: 1, title: 'Напитки', parentId: null }, { id: 2, title: 'Кофе', parentId: 1 }, { id: 3, title: 'Выпечка', parentId: null }];
const products = [product(1, 'Морс', [1]), product(2, 'Эспрессо', [2], { barCode: '4600000000011' }), product(3, 'Круассан', [3])];

test('a category shows its subcategories’ products; search by title, article or barcode', () => {
  expect(filterProducts(products, categories, { categoryId: 1, search: '' }).map((p) => p.title)).toEqual(['Морс', 'Эспрессо']);
  expect(filterProducts(products, categories, { categoryId: null, search: 'круас' }).map((p) => p.id)).toEqual([3]);
  expect(filterProducts(products, categories, { categoryId: null, search: '000011' }).map((p) => p.id)).toEqual([2]);
  expect(filterProducts(products, categories, { categoryId: null, search: 'v-1' }).map((p) => p.id)).toEqual([1]);
});

test('a category counts its subcategories’ products too, each product once: the number its filter shows', () => {
  const both = product(4, 'Капучино', [1, 2]);
  const counts = productCounts([...products, both], categories);
  expect(counts.get(2)).toBe(2);
  expect(counts.get(1)).toBe(3);
  expect(counts.get(1)).toBe(filterProducts([...products, both], categories, { categoryId: 1, search: '' }).length);
  expect(counts.get(3)).toBe(1);
  // a parent cycle does not loop
  expect(productCounts([product(5, 'Х', [8])], [{ id: 8, title: 'А', parentId: 9 }, { id: 9, title: 'Б', parentId: 8 }])).toEqual(new Map([[8, 1], [9, 1]]));
});

test('stock in its unit, price with the currency symbol', () => {
  const rub: Currency = { id: 643, numberCode: 643, code: 'RUB', name: 'Рубль', fraction: 2, symbol: '₽', symbolPosition: 'right', enabled: true, defaultCurrency: true };
  expect(formatStock({ stock: 12500, exponent: 3 }, 'ru')).toBe('12,500');
  expect(formatStock({ stock: null, exponent: 0 }, 'ru')).toBeNull();
  expect(formatPrice({ price: 159990, currency: 643 }, [rub], 'ru')).toBe('1\u00a0599,90\u00a0₽');
});
