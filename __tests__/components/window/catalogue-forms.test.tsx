/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
/**
 * Spec §5 field messages in the storefront's dialogs: a save with invalid fields shows each field's message and
 * sends nothing; valid fields are sent.
 */
import '@/__tests__/components/ui/dom-stubs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { CategoryDialog } from '@/components/window/category-dialog';
import { ProductDialog } from '@/components/window/product-dialog';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { Category, Product } from '@/lib/acquiring/contract/storefront';
import { renderWithProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

jest.setTimeout(20_000);

const RUB: Currency = { id: 643, numberCode: 643, code: 'RUB', name: 'Рубль', fraction: 2, symbol: '₽', symbolPosition: 'right', enabled: true, defaultCurrency: true };

const coffee: Product = {
  id: 7, title: 'Кофе молотый', vendorCode: 'COF-1', barCode: '4600000000035', description: '', image: null, parentsIdSet: [], parents: [], status: 0,
  exponent: 0, stock: null, price: 159990, currency: 643, vatRate: null, titleChange: false, priceChange: false, type: 1, marking: 0, merchantId: 1,
};

const fetchMock = mockFetchEachTest();

function renderProductDialog() {
  renderWithProviders(
    <AppProvider alias={null}>
      <ProductDialog product={null} categoryId={null} products={[coffee]} tree={[]} currencies={[RUB]} vats={[]} onClose={jest.fn()} onSaved={jest.fn()} />
    </AppProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Новый товар' });
  const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
  return { dialog, field };
}

test('the product form: each invalid field shows its spec §5 message and nothing is sent', async () => {
  const { dialog, field } = renderProductDialog();
  fireEvent.change(field('Артикул'), { target: { value: 'cof-1' } });
  fireEvent.change(field('Штрихкод'), { target: { value: '46A' } });
  fireEvent.change(field('Цена'), { target: { value: '0' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(await within(dialog).findByText('Поле обязательно для заполнения')).toBeInTheDocument();
  expect(field('Название')).toHaveAccessibleDescription('Поле обязательно для заполнения');
  expect(field('Артикул')).toHaveAccessibleDescription('Товар с таким артикулом уже существует');
  expect(field('Штрихкод')).toHaveAccessibleDescription('Допустимы только цифры');
  expect(field('Цена')).toHaveAccessibleDescription('Цена должна быть больше нуля');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the product form: valid fields are sent', async () => {
  fetchMock.mockResolvedValue(answer(200, { result: { ...coffee, id: 8, title: 'Чай', vendorCode: 'TEA-1' } }));
  const { dialog, field } = renderProductDialog();
  fireEvent.change(field('Название'), { target: { value: 'Чай' } });
  fireEvent.change(field('Артикул'), { target: { value: 'TEA-1' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
  expect(url).toBe('/api/window/product');
  expect(JSON.parse(String(init.body))).toEqual(expect.objectContaining({ title: 'Чай', vendorCode: 'TEA-1', price: 100 }));
});

const drinks: Category = {
  id: 2, title: 'Напитки', description: '', parentId: null, status: 0, forAllUsers: true, users: [], usersIdSet: [], children: [], productList: [],
};

test('the category form: a title of spaces is missing and nothing is sent', async () => {
  renderWithProviders(
    <AppProvider alias={null}>
      <CategoryDialog category={null} parentId={null} categories={[drinks]} users={[]} onClose={jest.fn()} onSaved={jest.fn()} />
    </AppProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Новая категория' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Название/ }), { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(await within(dialog).findByText('Поле обязательно для заполнения')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});
