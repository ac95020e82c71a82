import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { ApiResult } from '../../lib/acquiring/contract/envelopes';
import type { Category, Product } from '../../lib/acquiring/contract/storefront';
import { signInAt, tenantPath, waitForApp } from '../support/auth';

export const TENANTS = [null, 'greenbank'] as const;

/** A prefix no other run (project, tenant, worker) uses at the same time: storefront data is shared by the outlet. */
export function uniquePrefix(testInfo: TestInfo): string {
  return `E2E-${testInfo.project.name.slice(0, 1).toUpperCase()}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296).toString(36).toUpperCase()}`;
}

export async function openWindow(page: Page, alias: string | null, login: string): Promise<void> {
  await signInAt(page, alias, login, tenantPath(alias, 'window'));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Витрина' })).toBeVisible();
}

/** The product rows as the viewport shows them: table rows from md up, cards below. */
export function productRows(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Товары' })
    .getByRole('row')
    .or(page.getByRole('list', { name: 'Товары' }).getByRole('listitem'))
    .filter({ visible: true });
}

/** A category's filter button in the tree (its name starts with the title; the actions button's does not). */
export function categoryButton(page: Page, title: string): Locator {
  return page.getByTestId('category-tree').getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
}

export function productRow(page: Page, title: string): Locator {
  return productRows(page).filter({ hasText: title });
}

/** Deletes the outlet's products whose article starts with the prefix, through the BFF with the page's session. */
export async function deleteProductsByPrefix(page: Page, prefix: string): Promise<void> {
  const list = await page.request.get('/api/window/product/list?limit=10000', { headers: { accept: 'application/json', 'x-bo-request': '1' } });
  const products = ((await list.json()) as ApiResult<Product[]>).result;
  for (const product of products.filter((item) => item.vendorCode.startsWith(prefix))) {
    await page.request.delete(`/api/window/product?id=${product.id}`, { headers: { 'x-bo-request': '1' } });
  }
}

/** Deletes the outlet's categories whose title contains the prefix (with what they hold), through the BFF. */
export async function deleteCategoriesByPrefix(page: Page, prefix: string): Promise<void> {
  const list = await page.request.get('/api/window/category/list?limit=10000', { headers: { accept: 'application/json', 'x-bo-request': '1' } });
  const categories = ((await list.json()) as ApiResult<Category[]>).result;
  for (const category of categories.filter((item) => item.title.includes(prefix))) {
    await page.request.delete(`/api/window/category?id=${category.id}&force=true`, { headers: { 'x-bo-request': '1' } });
  }
}

/** windows-1251 for the Latin and Cyrillic letters a test file uses (Excel's "CSV" in Russian Windows). */
export function encodeCp1251(text: string): Buffer {
  return Buffer.from([...text].map((ch) => {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (code < 0x80) return code;
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    if (code === 0x401) return 0xa8;
    if (code === 0x451) return 0xb8;
    return 0x3f;
  }));
}

/** A 24×24 PNG: a teal square with a white disc. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAAP0lEQVR42mNQnLz8Py0xw6gFQ8MCXIAqFhACFFlALCDLAlIBSRaQC0YtGLWAjsmULhmNLkUFXQq70Qpn6FsAAG2oSZOytObdAAAAAElFTkSuQmCC', 'base64');
