/**
 * The product dialog's values and save payload (its checks: product-form-schema.ts) (spec §3 Product, §5 field messages).
 * Amounts are edited as decimal text; on save, stock is scaled by the exponent and price by the currency
 * fraction into integers, and the form-only fields fraction, parents and initial are removed.
 */
import type { Currency } from '../acquiring/contract/reference-data';
import type { Product, ProductMarking, ProductSaveRequest } from '../acquiring/contract/storefront';
import { currencyFractionFor, productAmountsFromWire, toProductPayload, type MoneyLocale } from '../domain/money';
import type { ValidationMessageKey } from '../domain/validation';
import { DEFAULT_PRICE, DEFAULT_PRODUCT_TYPE, DEFAULT_STATUS } from './catalogue';

/** A picked image before it is sent: base64 bytes, extension and its weight in bytes (the weight is dropped on request). */
export interface PickedImage {
  base64: string;
  extension: string;
  weight: number;
}

export interface ProductFormValues {
  id: number | null;
  title: string;
  vendorCode: string;
  barCode: string;
  description: string;
  /** the stored image; null once removed or when there is none */
  image: string | null;
  imageFile: PickedImage | null;
  parentsIdSet: number[];
  status: number;
  exponent: number;
  /** decimal text; empty: stock not counted */
  stock: string;
  /** decimal text in major units */
  price: string;
  currency: number;
  vatRate: number | null;
  titleChange: boolean;
  priceChange: boolean;
  type: number;
  marking: boolean;
  /** the chosen currency's decimal digits (form only) */
  fraction: number;
  /** the categories as received (form only) */
  parents: { parentId: number }[];
  /** the product as it was opened, null for a new one (form only) */
  initial: Product | null;
}

export type ProductField = Exclude<keyof ProductFormValues, 'id' | 'image' | 'status' | 'fraction' | 'parents' | 'initial'>;

/** A message path for next-intl: a shared validation message or a storefront one. */
export type ProductMessage = `Validation.${ValidationMessageKey}` | `Window.${'duplicateVendorCode' | 'duplicateBarCode' | 'descriptionTooLong'}`;

export type ProductErrors = Partial<Record<ProductField, ProductMessage>>;

export function defaultCurrency(currencies: readonly Currency[]): Currency | undefined {
  const enabled = currencies.filter((currency) => currency.enabled);
  return enabled.find((currency) => currency.defaultCurrency) ?? enabled[0] ?? currencies[0];
}

/**
 * An amount's decimal text as the interface language writes it: «190,00» in Russian, «190.00» in English. Either
 * separator is read back on save (spec §9 "a comma is accepted as decimal separator").
 */
function localDecimal(text: string, locale: MoneyLocale): string {
  return locale === 'ru' ? text.replace('.', ',') : text;
}

/** Values for a new product (spec §3 defaults: status 0, price 1, type 1) or for editing one, amounts in the `locale`. */
export function initialProductValues(product: Product | null, currencies: readonly Currency[], locale: MoneyLocale, categoryId: number | null = null): ProductFormValues {
  if (!product) {
    const currency = defaultCurrency(currencies);
    return {
      id: null, title: '', vendorCode: '', barCode: '', description: '', image: null, imageFile: null,
      parentsIdSet: categoryId === null ? [] : [categoryId], status: DEFAULT_STATUS, exponent: 0, stock: '', price: DEFAULT_PRICE,
      currency: currency?.numberCode ?? 643, vatRate: null, titleChange: false, priceChange: false, type: DEFAULT_PRODUCT_TYPE,
      marking: false, fraction: currencyFractionFor(currencies, currency?.numberCode ?? null), parents: [], initial: null,
    };
  }
  const fraction = currencyFractionFor(currencies, product.currency);
  const amounts = productAmountsFromWire(product, fraction);
  return {
    id: product.id, title: product.title, vendorCode: product.vendorCode, barCode: product.barCode, description: product.description,
    image: product.image, imageFile: null, parentsIdSet: [...product.parentsIdSet], status: product.status, exponent: product.exponent,
    stock: localDecimal(amounts.stock ?? '', locale), price: localDecimal(amounts.price, locale), currency: product.currency, vatRate: product.vatRate, titleChange: product.titleChange,
    priceChange: product.priceChange, type: product.type, marking: product.marking === 1, fraction, parents: product.parents, initial: product,
  };
}

/** The currency changed: its fraction decides how many decimals the price may have. */
export function withCurrency(values: ProductFormValues, currencies: readonly Currency[], currency: number): ProductFormValues {
  return { ...values, currency, fraction: currencyFractionFor(currencies, currency) };
}

/**
 * The POST/PUT api/window/product body (spec §3): stock × 10^exponent and price × 10^fraction as integers;
 * fraction, parents and initial removed; the image's weight dropped. Validate first: an amount that does not fit throws.
 */
export function productSaveRequest(values: ProductFormValues): ProductSaveRequest {
  const { imageFile, marking, title, vendorCode, barCode, description, ...amounts } = values;
  const scaled = toProductPayload({ ...amounts, stock: amounts.stock.trim() === '' ? null : amounts.stock }, values.fraction);
  const markingFlag: ProductMarking = marking ? 1 : 0;
  return {
    ...scaled,
    title: title.trim(),
    vendorCode: vendorCode.trim(),
    barCode: barCode.trim(),
    description: description.trim(),
    imageFile: imageFile ? { base64: imageFile.base64, extension: imageFile.extension } : null,
    marking: markingFlag,
  };
}

