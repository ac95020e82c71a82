/** The sandbox storefront: access, categories with force delete, products with images and unique codes, CSV upload. */
import { encodeCp1251 } from '../../sandbox/present/csv.ts';
import { call, login, sandboxPerFile, type LoggedIn } from '../sandbox/helpers.ts';
import type { Category, CatalogueUploadResult, Product, ProductSaveRequest } from '../../lib/acquiring/contract/storefront.ts';

jest.setTimeout(60_000);

const sb = sandboxPerFile({ scale: 2000 });
let operator: LoggedIn;

beforeAll(async () => {
  operator = await login(sb.url, '', 'operator@demo.test');
});

const get = async <T>(who: LoggedIn, path: string) => call<{ result: T; message?: string }>(sb.url, path, { token: who.token });
const send = <T>(who: LoggedIn, method: string, path: string, body?: unknown) =>
  call<{ result: T; message: string; exception?: string; errors?: { field?: string; message: string }[] }>(sb.url, path, { method, token: who.token, csrf: who.csrf, body });

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function product(extra: Partial<ProductSaveRequest> = {}): ProductSaveRequest {
  return {
    id: null, title: 'Тестовый товар', vendorCode: `T-${Math.random().toString(36).slice(2, 10)}`, barCode: '', description: '', image: null,
    imageFile: null, parentsIdSet: [], status: 0, exponent: 3, stock: 2500, price: 79990, currency: 643, vatRate: 4, titleChange: false,
    priceChange: false, type: 1, marking: 0, ...extra,
  };
}

async function upload(who: LoggedIn, bytes: Uint8Array, fileName = 'catalogue.csv') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${sb.url}/api/window/product-upload-csv`, {
    method: 'POST', body: form, headers: { 'request-source': 'frontend', authorization: `Bearer ${who.token}`, 'x-csrf-token': who.csrf },
  });
  return { status: response.status, body: (await response.json()) as { result: CatalogueUploadResult; message: string; exception?: string } };
}

test('only an operator with the storefront on: the others get 400, never 403', async () => {
  const merchant = await login(sb.url, '', 'merchant@demo.test');
  const noWindow = await login(sb.url, '', 'operator-nowindow@demo.test');
  for (const who of [merchant, noWindow]) {
    const answer = await get(who, '/api/window/product/list?limit=10000');
    expect(answer.status).toBe(400);
  }
  const seeded = await get<Product[]>(operator, '/api/window/product/list?limit=10000');
  expect(seeded.status).toBe(200);
  expect(seeded.body.result.length).toBeGreaterThanOrEqual(5);
  const vats = await get<{ id: number; title: string }[]>(operator, '/api/vat/list');
  expect(vats.body.result).toContainEqual({ id: 4, title: 'НДС 20%' });
});

test('product with an image: stored, served, unique article and barcode, price above zero', async () => {
  const created = await send<Product>(operator, 'POST', '/api/window/product', product({ barCode: '4609876543210', imageFile: { base64: PNG_1PX, extension: 'png' } }));
  expect(created.status).toBe(200);
  expect(created.body.result).toEqual(expect.objectContaining({ stock: 2500, price: 79990, exponent: 3, image: expect.stringMatching(/^api\/window\/image\/\d+$/) }));
  const image = await fetch(`${sb.url}/${created.body.result.image}`, { headers: { 'request-source': 'frontend', authorization: `Bearer ${operator.token}` } });
  expect(image.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(PNG_1PX);

  const duplicate = await send(operator, 'POST', '/api/window/product', product({ vendorCode: created.body.result.vendorCode.toLowerCase() }));
  expect(duplicate.status).toBe(400);
  expect(duplicate.body.errors).toEqual([{ field: 'vendorCode', message: 'Товар с таким артикулом уже существует' }]);
  const sameBarCode = await send(operator, 'POST', '/api/window/product', product({ barCode: '4609876543210' }));
  expect(sameBarCode.body.message).toBe('Товар с таким штрихкодом уже существует');
  const free = await send(operator, 'POST', '/api/window/product', product({ price: 0 }));
  expect(free.body.message).toBe('Цена должна быть больше нуля');
  const notPng = await send(operator, 'POST', '/api/window/product', product({ imageFile: { base64: Buffer.from('hello').toString('base64'), extension: 'png' } }));
  expect(notPng.body.message).toBe('Файл не является изображением указанного формата');

  const edited = await send<Product>(operator, 'PUT', '/api/window/product', { ...product(), ...created.body.result, imageFile: null, image: null, price: 100 });
  expect(edited.body.result).toEqual(expect.objectContaining({ price: 100, image: null }));
  expect((await send(operator, 'DELETE', `/api/window/product?id=${created.body.result.id}`)).status).toBe(200);
});

test('category tree: no cycles, non-empty delete needs force and takes the products along', async () => {
  const root = await send<Category>(operator, 'POST', '/api/window/category', { id: null, title: 'Корень', description: '', parentId: null, status: 0, forAllUsers: true, usersIdSet: [] });
  const child = await send<Category>(operator, 'POST', '/api/window/category', { id: null, title: 'Ветка', description: '', parentId: root.body.result.id, status: 0, forAllUsers: false, usersIdSet: [] });
  expect(child.body.message).toBe('Выберите пользователей или откройте категорию для всех');
  const userId = Number((operator.session.user as { id: number }).id);
  const branch = await send<Category>(operator, 'POST', '/api/window/category', { id: null, title: 'Ветка', description: '', parentId: root.body.result.id, status: 0, forAllUsers: false, usersIdSet: [userId] });
  expect(branch.body.result).toEqual(expect.objectContaining({ parentId: root.body.result.id, forAllUsers: false, usersIdSet: [userId], users: [{ userId }] }));
  const cycle = await send(operator, 'PUT', '/api/window/category', { ...root.body.result, parentId: branch.body.result.id });
  expect(cycle.status).toBe(400);
  const item = await send<Product>(operator, 'POST', '/api/window/product', product({ parentsIdSet: [branch.body.result.id] }));
  const refused = await send(operator, 'DELETE', `/api/window/category?id=${root.body.result.id}`);
  expect(refused.status).toBe(400);
  const forced = await send<{ categories: number; products: number }>(operator, 'DELETE', `/api/window/category?id=${root.body.result.id}&force=true`);
  expect(forced.body.result).toEqual({ categories: 2, products: 1 });
  const products = await get<Product[]>(operator, '/api/window/product/list?limit=10000');
  expect(products.body.result.some((p) => p.id === item.body.result.id)).toBe(false);
});

test('CSV upload: UTF-8 with BOM and `,`, windows-1251 with `;`, updates by article, per-row errors, number format → 500', async () => {
  const code = `CSV-${Date.now()}`;
  const utf8 = `\ufeffАртикул,Наименование,Цена,Остаток,Знаков в остатке,Категория\r\n${code}-1,"Сыр, твёрдый",\"1 250,50\",\"1,5\",3,Сыры\r\n${code}-2,Хлеб,45,10,0,\r\n,Без артикула,10,,,\r\n`;
  const first = await upload(operator, new TextEncoder().encode(utf8));
  expect(first.status).toBe(200);
  expect(first.body.result).toEqual({ created: 2, updated: 0, errors: [{ row: 4, field: 'vendorCode', message: 'Артикул: Поле обязательно для заполнения' }] });
  const cp1251 = encodeCp1251(`Артикул;Наименование;Цена\r\n${code}-2;Хлеб бородинский;52,00\r\n`);
  const second = await upload(operator, cp1251);
  expect(second.body.result).toEqual({ created: 0, updated: 1, errors: [] });
  const list = (await get<Product[]>(operator, '/api/window/product/list?limit=10000')).body.result;
  expect(list.find((p) => p.vendorCode === `${code}-1`)).toEqual(expect.objectContaining({ title: 'Сыр, твёрдый', price: 125050, stock: 1500, exponent: 3 }));
  expect(list.find((p) => p.vendorCode === `${code}-2`)).toEqual(expect.objectContaining({ title: 'Хлеб бородинский', price: 5200 }));

  const broken = await upload(operator, new TextEncoder().encode(`Артикул;Наименование;Цена\r\n${code}-3;Молоко;дорого\r\n`));
  expect(broken.status).toBe(500);
  expect(broken.body.exception).toBe('NumberFormatException');
  const columns = await upload(operator, new TextEncoder().encode('a;b\r\n1;2\r\n'));
  expect(columns.body.message).toBe('В файле нет обязательных колонок: Артикул, Наименование, Цена');
  expect((await upload(operator, new TextEncoder().encode('x'), 'catalogue.txt')).body.message).toBe('Допустим только файл с расширением .csv');
});
