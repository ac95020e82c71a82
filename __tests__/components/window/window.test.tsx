/** @jest-environment jsdom */
import '@/__tests__/components/ui/dom-stubs';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { CategoryDialog } from '@/components/window/category-dialog';
import { CategoryPanel } from '@/components/window/category-panel';
import { FileUploadList } from '@/components/window/upload-rows';
import { ProductList } from '@/components/window/product-list';
import type { UserListItem } from '@/lib/acquiring/contract/organisation';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { Category, Product } from '@/lib/acquiring/contract/storefront';
import { createUploadStore } from '@/lib/window/uploads';
import { categoryTree } from '@/lib/window/tree';
import { renderWithProviders } from '../render';

jest.setTimeout(20_000);

const RUB: Currency = { id: 643, numberCode: 643, code: 'RUB', name: 'Рубль', fraction: 2, symbol: '₽', symbolPosition: 'right', enabled: true, defaultCurrency: true };

const coffee: Product = {
  id: 7, title: 'Кофе молотый', vendorCode: 'COF-1', barCode: '', description: '', image: null, parentsIdSet: [2], parents: [{ parentId: 2 }], status: 0,
  exponent: 3, stock: 12500, price: 159990, currency: 643, vatRate: null, titleChange: false, priceChange: false, type: 1, marking: 0, merchantId: 1,
};

const drinks: Category = {
  id: 2, title: 'Напитки', description: '', parentId: null, status: 0, forAllUsers: true, users: [], usersIdSet: [], children: [], productList: [7],
};

const operator = { id: 11, fullName: 'Операторов Иван' } as UserListItem;

// jsdom applies no media queries: the md+ table is display:none there, the phone cards show — both carry the rows.
test('the product table: named, one row per product with its stock and price, an actions menu whose items call back', async () => {
  const onEdit = jest.fn();
  const onDelete = jest.fn();
  renderWithProviders(<ProductList products={[coffee]} currencies={[RUB]} empty="Пусто" onEdit={onEdit} onDelete={onDelete} />);
  const table = screen.getByRole('table', { name: 'Товары', hidden: true });
  const row = within(table).getAllByRole('row', { hidden: true })[1];
  if (!row) throw new Error('no product row');
  expect(within(row).getByTestId('product-stock')).toHaveTextContent('12,500');
  expect(within(row).getByTestId('product-price')).toHaveTextContent('1 599,90 ₽');
  fireEvent.click(within(row).getByRole('button', { name: 'Действия с товаром «Кофе молотый»', hidden: true }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Изменить', 'Удалить']);
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Удалить' }));
  expect(onDelete).toHaveBeenCalledWith(coffee);
  expect(onEdit).not.toHaveBeenCalled();
  expect(screen.getByRole('list', { name: 'Товары' })).toBeInTheDocument();
});

test('no products: the given empty text instead of the table', () => {
  renderWithProviders(<ProductList products={[]} currencies={[RUB]} empty="Ничего не найдено" onEdit={jest.fn()} onDelete={jest.fn()} />);
  expect(screen.getByTestId('products-empty')).toHaveTextContent('Ничего не найдено');
  expect(screen.queryByRole('table')).toBeNull();
});

test('the category tree: filter buttons named by title and marked current, each category with its actions', async () => {
  const onSelect = jest.fn();
  const onAdd = jest.fn();
  renderWithProviders(
    <CategoryPanel tree={categoryTree([drinks])} counts={new Map([[2, 1]])} total={5} selected={null} onSelect={onSelect} onAdd={onAdd} onEdit={jest.fn()} onDelete={jest.fn()} />,
  );
  const tree = screen.getByTestId('category-tree');
  expect(within(tree).getByRole('button', { name: /^Все товары/ })).toHaveAttribute('aria-current', 'true');
  fireEvent.click(within(tree).getByRole('button', { name: /^Напитки/ }));
  expect(onSelect).toHaveBeenCalledWith(2);
  fireEvent.click(within(tree).getByRole('button', { name: 'Действия с категорией «Напитки»' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Добавить подкатегорию' }));
  expect(onAdd).toHaveBeenCalledWith(2);
});

test('the category form: a named dialog, the required title, chosen users, Cancel closes', async () => {
  const onClose = jest.fn();
  renderWithProviders(
    <AppProvider alias={null}>
      <CategoryDialog category={null} parentId={null} categories={[drinks]} users={[operator]} onClose={onClose} onSaved={jest.fn()} />
    </AppProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Новая категория' });
  expect(dialog).toHaveAttribute('data-testid', 'category-dialog');
  const title = within(dialog).getByRole('textbox', { name: 'Название' });
  expect(title).toBeRequired();
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Доступна всем пользователям' }));
  expect(await within(dialog).findByRole('group', { name: 'Пользователи' })).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(await within(dialog).findByText('Поле обязательно для заполнения')).toBeInTheDocument();
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveAccessibleDescription('Поле обязательно для заполнения');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Выберите хотя бы одного пользователя');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить' }));
  expect(onClose).toHaveBeenCalled();
});

test('the upload list: a named progress bar, Cancel marks the row cancelled, the close button hides it', () => {
  const store = createUploadStore();
  const cancel = jest.fn();
  renderWithProviders(<FileUploadList store={store} />);
  expect(screen.queryByTestId('file-uploads')).toBeNull();
  act(() => {
    const id = store.add('prices.csv', cancel);
    store.progress(id, 0.4);
  });
  const row = screen.getByTestId('file-upload');
  expect(row).toHaveAttribute('data-status', 'loading');
  expect(within(row).getByRole('progressbar', { name: 'Загрузка файла prices.csv' })).toHaveAttribute('aria-valuenow', '40');
  fireEvent.click(within(row).getByRole('button', { name: 'Отменить загрузку файла prices.csv' }));
  expect(cancel).toHaveBeenCalled();
  expect(row).toHaveAttribute('data-status', 'cancel');
  expect(within(row).getByRole('status')).toHaveTextContent('Отменено');
  fireEvent.click(within(row).getByRole('button', { name: 'Скрыть prices.csv' }));
  expect(screen.queryByTestId('file-upload')).toBeNull();
});
