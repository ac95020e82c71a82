/**
 * Storefront (spec §7): GET api/vat/list; api/window/category (list, POST, PUT, DELETE with force), api/window/product
 * (list, POST, PUT, DELETE), POST api/window/product-upload-csv, and GET api/window/image/{id} for the stored images.
 * Who may use it: window-caller.ts; each job in its module.
 */
import { VATS } from '../generate/window.ts';
import { ok, type Route } from '../http/types.ts';
import { listCategories, listProducts } from '../store/window.ts';
import { caller, page } from './window-caller.ts';
import { removeCategory, writeCategory } from './window-categories.ts';
import { uploadCsv } from './window-csv.ts';
import { image } from './window-images.ts';
import { removeProduct, writeProduct } from './window-products.ts';

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
