/** What the storefront page shows: the product filter (category with its subcategories, text search) and amounts. */
import type { Currency } from '../acquiring/contract/reference-data';
import type { Product } from '../acquiring/contract/storefront';
import { formatAmount, formatMoney, type MoneyLocale } from '../domain/money';
import { subtreeIds, type TreeCategory } from './tree';

export interface ProductFilter {
  /** null: all products */
  categoryId: number | null;
  search: string;
}

/** A category shows its own products and those of its subcategories; the search looks at title, article and barcode. */
export function filterProducts(products: readonly Product[], categories: readonly TreeCategory[], filter: ProductFilter): Product[] {
  const within = filter.categoryId === null ? null : subtreeIds(categories, filter.categoryId);
  const needle = filter.search.trim().toLocaleLowerCase('ru');
  return products
    .filter((product) => within === null || product.parentsIdSet.some((id) => within.has(id)))
    .filter((product) => needle === '' || [product.title, product.vendorCode, product.barCode].some((text) => text.toLocaleLowerCase('ru').includes(needle)))
    .sort((a, b) => a.title.localeCompare(b.title, 'ru') || a.id - b.id);
}

/**
 * Products of each category counted as its filter shows them: its own and those of its subcategories, each
 * product once (a product in a category and in one of its subcategories is one product).
 */
export function productCounts(products: readonly Product[], categories: readonly TreeCategory[]): Map<number, number> {
  const parentOf = new Map(categories.map((category) => [category.id, category.parentId]));
  const counts = new Map<number, number>();
  for (const product of products) {
    const within = new Set<number>();
    for (const start of product.parentsIdSet) {
      // up to the root; `within` also stops a parent cycle
      for (let id: number | null | undefined = start; id !== null && id !== undefined && !within.has(id); id = parentOf.get(id)) within.add(id);
    }
    for (const id of within) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Stock in its unit's decimals ('12,5' for 12500 with exponent 3 in ru), null when it is not counted. */
export function formatStock(product: Pick<Product, 'stock' | 'exponent'>, locale: MoneyLocale): string | null {
  return product.stock === null ? null : formatAmount(product.stock, product.exponent, locale);
}

/** The price with the currency symbol; without the currency on file, two decimals and its numeric code. */
export function formatPrice(product: Pick<Product, 'price' | 'currency'>, currencies: readonly Currency[], locale: MoneyLocale): string {
  const currency = currencies.find((item) => item.numberCode === product.currency);
  if (!currency) return `${formatAmount(product.price, 2, locale)} (${product.currency})`;
  return formatMoney(product.price, currency, locale);
}
