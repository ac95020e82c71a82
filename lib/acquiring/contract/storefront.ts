/**
 * The storefront: categories, products, images, VAT and catalogue uploads.
 * Part of the acquiring API contract (sandbox/CONTRACT.md): types only, shared by the sandbox, the BFF and the UI.
 */

/** GET api/vat/list → `{ result: Vat[] }`; a product's `vatRate` is the `id` of one. */
export interface Vat {
  id: number;
  title: string;
}

/** One category of GET api/window/category/list (flat; the tree is built from `parentId`). */
export interface Category {
  id: number;
  title: string;
  description: string;
  /** null: a root category */
  parentId: number | null;
  /** 0 by default; other values are not described by the spec */
  status: number;
  /** every operator of the outlet sees it; otherwise only `usersIdSet` */
  forAllUsers: boolean;
  users: { userId: number }[];
  usersIdSet: number[];
  /** ids of the direct child categories */
  children: number[];
  /** ids of the products in this category */
  productList: number[];
}

/** POST (no id) / PUT (with id) api/window/category (spec §3 save payload). */
export interface CategorySaveRequest {
  id: number | null;
  title: string;
  description: string;
  parentId: number | null;
  status: number;
  forAllUsers: boolean;
  usersIdSet: number[];
}

/** 0 or 1: a product with mandatory marking (a code is scanned at sale). */
export type ProductMarking = 0 | 1;

/** A product as the API sends it; stock and price are integers (spec §3). */
export interface Product {
  id: number;
  title: string;
  vendorCode: string;
  barCode: string;
  description: string;
  /** path of the image below the tenant root (`api/window/image/{id}`), null without one */
  image: string | null;
  parentsIdSet: number[];
  parents: { parentId: number }[];
  status: number;
  /** decimal digits of the stock: 0 for pieces, 3 for kilograms or litres */
  exponent: number;
  /** stock × 10^exponent; null: not counted */
  stock: number | null;
  /** price in minor units of `currency` */
  price: number;
  /** ISO 4217 numeric code */
  currency: number;
  /** id from api/vat/list */
  vatRate: number | null;
  /** the title may be changed at sale */
  titleChange: boolean;
  /** the price may be changed at sale */
  priceChange: boolean;
  /** subject of payment: 1 goods (default), 2 excise goods, 3 work, 4 service */
  type: number;
  marking: ProductMarking;
  merchantId: number;
}

/** A new image for a product: the file's bytes in base64 and its extension (png, jpg, jpeg, webp). */
export interface ProductImageFile {
  base64: string;
  extension: string;
}

/**
 * POST (no id) / PUT (with id) api/window/product (spec §3): stock scaled by the exponent and price by the
 * currency fraction to integers. `imageFile` sets a new image; `image: null` without `imageFile` removes it.
 */
export interface ProductSaveRequest {
  id: number | null;
  title: string;
  vendorCode: string;
  barCode: string;
  description: string;
  image: string | null;
  imageFile: ProductImageFile | null;
  parentsIdSet: number[];
  status: number;
  exponent: number;
  stock: number | null;
  price: number;
  currency: number;
  vatRate: number | null;
  titleChange: boolean;
  priceChange: boolean;
  type: number;
  marking: ProductMarking;
}

/** A CSV row that was not applied: its line number in the file (the header is line 1) and why. */
export interface CatalogueRowError {
  row: number;
  field?: string;
  message: string;
}

/** POST api/window/product-upload-csv (multipart, field `file`) → the rows applied and the rows refused. */
export interface CatalogueUploadResult {
  created: number;
  updated: number;
  errors: CatalogueRowError[];
}
