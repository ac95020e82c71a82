/**
 * Storefront (Витрина) constants: spec §3 Product defaults, §5 file-input rules, §9 catalogue limit.
 * Imported by the sandbox too, so relative imports carry their `.ts` extension.
 */
import { CATALOGUE_LIST_LIMIT } from '../domain/limits.ts';

/** Categories and products are read with limit=10000, which is also the most a merchant can keep (spec §9). */
export const CATALOGUE_LIMIT = CATALOGUE_LIST_LIMIT;

/** Spec §3: status defaults to 0 for categories and products. */
export const DEFAULT_STATUS = 0;
/** Spec §3: price defaults to 1 (in major units of the currency). */
export const DEFAULT_PRICE = '1';
/** Spec §3: type defaults to 1. Types follow the fiscal "subject of payment": goods, excise goods, work, service. */
export const PRODUCT_TYPES = [1, 2, 3, 4] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const DEFAULT_PRODUCT_TYPE: ProductType = 1;

/** The unit of measure decides the stock's decimal digits (its exponent): pieces are whole, weight and volume take 3. */
export const PRODUCT_EXPONENTS = [0, 1, 2, 3] as const;
export type ProductExponent = (typeof PRODUCT_EXPONENTS)[number];

export function isProductExponent(value: number): value is ProductExponent {
  return (PRODUCT_EXPONENTS as readonly number[]).includes(value);
}

export const TITLE_MAX_LENGTH = 128;
export const VENDOR_CODE_MAX_LENGTH = 64;
export const DESCRIPTION_MAX_LENGTH = 1000;
/** EAN-8 … ITF-14: 8 to 14 digits. */
export const BAR_CODE = /^\d{8,14}$/;

/** Product images (spec §5 file input: valid extension, non-empty, weight under n MB). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];
export const IMAGE_MAX_MB = 2;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

/** The catalogue CSV (spec §5 generic validators: csv extension, file size). */
export const CSV_EXTENSIONS = ['csv'] as const;
export const CSV_MAX_MB = 4;
export const CSV_MAX_BYTES = CSV_MAX_MB * 1024 * 1024;

export type FileProblem = 'fileRequired' | 'fileEmpty' | 'fileExtension' | 'fileTooLarge';

export interface FileLike {
  name: string;
  size: number;
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The file-input checks of spec §5, in the order a user fixes them: a file, with the right extension, not empty, not too heavy. */
export function checkFile(file: FileLike | null | undefined, rules: { extensions: readonly string[]; maxBytes: number }): FileProblem | null {
  if (!file) return 'fileRequired';
  if (!rules.extensions.includes(fileExtension(file.name))) return 'fileExtension';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > rules.maxBytes) return 'fileTooLarge';
  return null;
}

/** The query of both catalogue lists (spec §7: `?limit=10000`). */
export function catalogueListQuery(): URLSearchParams {
  return new URLSearchParams({ limit: String(CATALOGUE_LIMIT) });
}
