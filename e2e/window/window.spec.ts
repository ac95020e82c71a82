import { expect as baseExpect, test, type FileChooser, type Page } from '@playwright/test';
import { DEMO_USERS, signIn, tenantPath, waitForApp } from '../support/auth';
import { categoryButton, deleteCategoriesByPrefix, deleteProductsByPrefix, encodeCp1251, openWindow, PNG, productRow, TENANTS, uniquePrefix } from './support';
import { onPhoneAliasOnly } from '../support/widths';
import { chooseMenuItem } from '../support/menu';

// Dialog animations and first clicks wait for hydration: slow on a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const NO_WINDOW = 'operator-nowindow@demo.test';


/**
 * The file dialog a key opens. Chromium shows one at a time and lets the last one go a moment after Playwright closes
 * it: a key pressed in that moment opens nothing (the CI run waited 3 minutes for it), so press again, as a user would.
 */
async function fileChooserOf(page: Page, press: () => Promise<void>): Promise<FileChooser> {
  for (let attempt = 1; ; attempt += 1) {
    const opened = page.waitForEvent('filechooser', { timeout: 5_000 });
    await press();
    try {
      return await opened;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
for (const alias of TENANTS) {
  test.describe(`storefront ${alias ?? 'default tenant'}`, onPhoneAliasOnly(alias), () => {
    test('category and product with an image: messages, create, edit price and stock, exact after reload, delete', async ({ page }, testInfo) => {
      const prefix = uniquePrefix(testInfo);
      const category = `Категория ${prefix}`;
      const title = `Товар ${prefix}`;
      await openWindow(page, alias, DEMO_USERS.operator);
      try {
        await expect(page.getByRole('link', { name: 'Витрина' }).or(page.getByRole('button', { name: 'Открыть меню' })).first()).toBeVisible();

        // category
        await page.getByRole('button', { name: 'Добавить категорию' }).click();
        const categoryDialog = page.getByRole('dialog', { name: 'Новая категория' });
        await categoryDialog.getByRole('button', { name: 'Сохранить' }).click();
        await expect(categoryDialog.getByText('Поле обязательно для заполнения')).toBeVisible();
        await categoryDialog.getByRole('textbox', { name: 'Название' }).fill(category);
        await categoryDialog.getByRole('button', { name: 'Сохранить' }).click();
        await expect(categoryDialog).toBeHidden();
        const tree = page.getByTestId('category-tree');
        await expect(categoryButton(page, category)).toBeVisible();

        // product: the spec's messages first (duplicate article of a seeded product, price not above zero)
        await page.getByRole('button', { name: 'Добавить товар' }).click();
        const dialog = page.getByRole('dialog', { name: 'Новый товар' });
        await dialog.getByRole('textbox', { name: 'Название' }).fill(title);
        await dialog.getByRole('textbox', { name: 'Артикул' }).fill('drk-cap-300');
        await dialog.getByRole('textbox', { name: 'Цена' }).fill('0');
        await dialog.getByRole('button', { name: 'Сохранить' }).click();
        await expect(dialog.getByText('Товар с таким артикулом уже существует')).toBeVisible();
        await expect(dialog.getByText('Цена должна быть больше нуля')).toBeVisible();
        await dialog.getByRole('textbox', { name: 'Цена' }).fill('12,345');
        await expect(dialog.getByText('Число не соответствует выбранной валюте')).toBeVisible();
        await dialog.getByRole('textbox', { name: 'Артикул' }).fill(prefix);
        await dialog.getByRole('textbox', { name: 'Цена' }).fill('123,45');
        await dialog.getByRole('textbox', { name: 'Остаток' }).fill('7');
        await dialog.locator('input[type=file]').setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: PNG });
        await expect(dialog.getByText('Недопустимый формат файла. Допустимы: png, jpg, jpeg, webp')).toBeVisible();
        await dialog.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
        await expect(dialog.getByRole('img', { name: 'Выбранное изображение' })).toBeVisible();
        await dialog.locator('label').filter({ hasText: category }).click();
        await dialog.getByRole('button', { name: 'Сохранить' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('status').filter({ hasText: `Товар «${title}» создан` })).toBeVisible();

        // the category filter shows it, with its image, price and stock
        await categoryButton(page, category).click();
        const row = productRow(page, title);
        await expect(row).toHaveCount(1);
        await expect(row.getByRole('img', { name: `Изображение товара «${title}»` })).toBeVisible();
        await expect(row.getByTestId('product-price')).toHaveText('123,45\u00a0₽');
        await expect(row.getByTestId('product-stock')).toHaveText('7');

        // edit price and stock (kilograms: three decimals)
        await chooseMenuItem(row.getByRole('button', { name: `Действия с товаром «${title}»` }), page.getByRole('menuitem', { name: 'Изменить' }));
        const edit = page.getByRole('dialog', { name: 'Изменить товар' });
        // the amounts as the interface language writes them (issue 34: «190.00» in Russian)
        await expect(edit.getByRole('textbox', { name: 'Цена' })).toHaveValue('123,45');
        await edit.getByLabel('Единица измерения').selectOption({ label: 'Килограммы или литры (3 знака)' });
        await edit.getByRole('textbox', { name: 'Остаток' }).fill('2,5');
        await edit.getByRole('textbox', { name: 'Цена' }).fill('1999,9');
        await edit.getByRole('button', { name: 'Сохранить' }).click();
        await expect(edit).toBeHidden();
        await page.reload();
        await waitForApp(page);
        await page.getByLabel('Поиск по названию, артикулу или штрихкоду').fill(prefix);
        await expect(row.getByTestId('product-price')).toHaveText('1\u00a0999,90\u00a0₽');
        await expect(row.getByTestId('product-stock')).toHaveText('2,500');
        await expect(row.getByRole('img', { name: `Изображение товара «${title}»` })).toBeVisible();

        // delete the product, then the category
        await chooseMenuItem(row.getByRole('button', { name: `Действия с товаром «${title}»` }), page.getByRole('menuitem', { name: 'Удалить' }));
        await page.getByRole('alertdialog', { name: 'Удалить товар?' }).getByRole('button', { name: 'Удалить' }).click();
        await expect(row).toHaveCount(0);
        await chooseMenuItem(tree.getByRole('button', { name: `Действия с категорией «${category}»` }), page.getByRole('menuitem', { name: 'Удалить' }));
        await page.getByRole('alertdialog', { name: 'Удалить категорию?' }).getByRole('button', { name: 'Удалить' }).click();
        await expect(categoryButton(page, category)).toHaveCount(0);
        await page.reload();
        await waitForApp(page);
        await expect(categoryButton(page, category)).toHaveCount(0);
        await page.getByLabel('Поиск по названию, артикулу или штрихкоду').fill(prefix);
        await expect(page.getByTestId('products-empty')).toHaveText('Ничего не найдено');
      } finally {
        // a failed run leaves nothing behind for the next one
        await deleteProductsByPrefix(page, prefix);
        await deleteCategoriesByPrefix(page, prefix);
      }
    });

    test('image picker: a click, Enter and Space open the file dialog; a chosen file shows; the upload icon is icon-sized', async ({ page }) => {
      await openWindow(page, alias, DEMO_USERS.operator);
      await page.getByRole('button', { name: 'Добавить товар' }).click();
      const dialog = page.getByRole('dialog', { name: 'Новый товар' });
      const dropzone = dialog.getByRole('button', { name: 'Перетащите изображение сюда или выберите файл' });
      await dropzone.scrollIntoViewIfNeeded();
      await expect(dropzone).toBeVisible();

      // issue 34: the icon was drawn about 490 px tall and filled the dialog
      const icon = await dropzone.locator('svg').boundingBox();
      expect(icon?.height).toBeLessThanOrEqual(32);
      expect(icon?.width).toBeLessThanOrEqual(32);
      const zone = await dropzone.boundingBox();
      expect(zone?.height).toBeLessThan(200);

      let [chooser] = await Promise.all([page.waitForEvent('filechooser'), dropzone.click()]);
      expect(chooser.isMultiple()).toBe(false);
      for (const key of ['Enter', 'Space']) {
        // the browser opens one file dialog at a time: close the last one (no file) before the next
        await chooser.setFiles([]);
        await dropzone.focus();
        await expect(dropzone).toBeFocused();
        chooser = await fileChooserOf(page, () => page.keyboard.press(key));
      }
      await chooser.setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
      await expect(dialog.getByRole('img', { name: 'Выбранное изображение' })).toBeVisible();
    });

    test('CSV upload: UTF-8 and windows-1251 create products, a broken file shows the spec message, cancel marks it cancelled', async ({ page }, testInfo) => {
      const prefix = uniquePrefix(testInfo);
      await openWindow(page, alias, DEMO_USERS.operator);
      const file = page.getByTestId('catalogue-file');
      const uploadRow = (name: string) => page.getByTestId('file-upload').filter({ hasText: name });
      try {
        await file.setInputFiles({
          name: `${prefix}-utf8.csv`,
          mimeType: 'text/csv',
          buffer: Buffer.from(`\ufeffАртикул;Наименование;Цена;Остаток\r\n${prefix}-1;Сыр ${prefix};1 250,50;3\r\n`, 'utf8'),
        });
        await expect(uploadRow(`${prefix}-utf8.csv`)).toHaveAttribute('data-status', 'done');
        await expect(uploadRow(`${prefix}-utf8.csv`)).toContainText('Новых товаров: 1, обновлено: 0');
        await file.setInputFiles({
          name: `${prefix}-1251.csv`,
          mimeType: 'text/csv',
          buffer: encodeCp1251(`Артикул,Наименование,Цена\r\n${prefix}-2,Хлеб ржаной ${prefix},45\r\n`),
        });
        await expect(uploadRow(`${prefix}-1251.csv`)).toHaveAttribute('data-status', 'done');
        await page.getByLabel('Поиск по названию, артикулу или штрихкоду').fill(prefix);
        await expect(productRow(page, `Сыр ${prefix}`).getByTestId('product-price')).toHaveText('1\u00a0250,50\u00a0₽');
        await expect(productRow(page, `Хлеб ржаной ${prefix}`)).toHaveCount(1);
        // done rows go after 5 s
        await expect(uploadRow(`${prefix}-utf8.csv`)).toHaveCount(0, { timeout: 15_000 });

        await file.setInputFiles({ name: `${prefix}-broken.csv`, mimeType: 'text/csv', buffer: Buffer.from(`Артикул;Наименование;Цена\r\n${prefix}-3;Молоко;дорого\r\n`) });
        await expect(uploadRow(`${prefix}-broken.csv`)).toHaveAttribute('data-status', 'error');
        await expect(uploadRow(`${prefix}-broken.csv`)).toContainText('Ошибка сервера: невозможно прочитать файл или неверный формат файла');
        await expect(productRow(page, 'Молоко')).toHaveCount(0);

        // held in the browser: the upload stays in flight until cancelled
        await page.route('**/api/window/product-upload-csv', () => {});
        await file.setInputFiles({ name: `${prefix}-slow.csv`, mimeType: 'text/csv', buffer: Buffer.from(`Артикул;Наименование;Цена\r\n${prefix}-4;Кефир;80\r\n`) });
        await expect(uploadRow(`${prefix}-slow.csv`)).toHaveAttribute('data-status', 'loading');
        await expect(uploadRow(`${prefix}-slow.csv`).getByRole('progressbar', { name: `Загрузка файла ${prefix}-slow.csv` })).toBeVisible();
        await page.getByRole('button', { name: `Отменить загрузку файла ${prefix}-slow.csv` }).click();
        await expect(uploadRow(`${prefix}-slow.csv`)).toHaveAttribute('data-status', 'cancel');
        await expect(uploadRow(`${prefix}-slow.csv`)).toContainText('Отменено');
        await page.unroute('**/api/window/product-upload-csv');
        await page.getByRole('button', { name: `Скрыть ${prefix}-slow.csv` }).click();
        await expect(uploadRow(`${prefix}-slow.csv`)).toHaveCount(0);
      } finally {
        await deleteProductsByPrefix(page, prefix);
      }
    });

    test('merchant and the operator with grant 10 = 0: no Витрина tab, not-found page at /window', async ({ page }) => {
      for (const login of [DEMO_USERS.merchant, NO_WINDOW]) {
        await signIn(page, alias, login);
        await expect(page.getByRole('link', { name: 'Витрина' })).toHaveCount(0);
        await page.goto(tenantPath(alias, 'window'));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
        await page.context().clearCookies();
      }
    });
  });
}
