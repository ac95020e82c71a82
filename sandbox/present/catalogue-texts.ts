/**
 * The storefront's answers (spec §7 api/window/*, api/vat/list) in the host's languages: refusals of a category, a
 * product, an image or a catalogue file. A file's row errors name their column: «Артикул: …», "Article: …".
 */
import { CATALOGUE_LIMIT, IMAGE_EXTENSIONS } from '../../lib/window/catalogue.ts';
import { FIELD_TEXTS, type FieldTexts } from './field-texts.ts';

/** The catalogue file's columns a row error names. */
export type CatalogueColumn = 'vendorCode' | 'title' | 'currency' | 'price' | 'stock' | 'vatRate';

export interface WindowTexts extends FieldTexts {
  noAccess: string;
  descriptionTooLong: string;
  mustBeNumber: string;
  mustNotBeNegative: string;
  unitMismatch: string;
  currencyMismatch: string;
  priceAboveZero: string;
  duplicateVendorCode: string;
  duplicateBarCode: string;
  barCode: string;
  badCurrency: string;
  badVat: string;
  badExponent: string;
  badType: string;
  badCategory: string;
  badParent: string;
  chooseUsers: string;
  badUsers: string;
  notEmpty: string;
  limit: string;
  imageExtension: string;
  imageEmpty: string;
  imageTooLarge: string;
  imageBroken: string;
  csvExpected: string;
  csvExtension: string;
  csvEmpty: string;
  csvTooLarge: string;
  /** the required columns the file lacks, by their headers in the file */
  csvColumns: (columns: string) => string;
  productNotFound: string;
  imageNotFound: string;
  column: Readonly<Record<CatalogueColumn, string>>;
}

export const WINDOW_TEXTS: Readonly<Record<'ru' | 'en', WindowTexts>> = {
  ru: {
    ...FIELD_TEXTS.ru,
    noAccess: 'Витрина недоступна для этого пользователя',
    descriptionTooLong: 'Длина описания не должна превышать 1000 символов',
    mustBeNumber: 'Значение должно быть числом',
    mustNotBeNegative: 'Значение не может быть отрицательным',
    unitMismatch: 'Число не соответствует выбранной единице измерения',
    currencyMismatch: 'Число не соответствует выбранной валюте',
    priceAboveZero: 'Цена должна быть больше нуля',
    duplicateVendorCode: 'Товар с таким артикулом уже существует',
    duplicateBarCode: 'Товар с таким штрихкодом уже существует',
    barCode: 'Штрихкод: от 8 до 14 цифр',
    badCurrency: 'Неизвестная или отключённая валюта',
    badVat: 'Неизвестная ставка НДС',
    badExponent: 'Допустимое число знаков в остатке: от 0 до 3',
    badType: 'Неизвестный тип товара',
    badCategory: 'Категория не найдена',
    badParent: 'Категорию нельзя вложить в саму себя или в её подкатегорию',
    chooseUsers: 'Выберите пользователей или откройте категорию для всех',
    badUsers: 'Пользователь не найден среди операторов торговой точки',
    notEmpty: 'Категория содержит подкатегории или товары: подтвердите удаление вместе с ними',
    limit: `В каталоге может быть не более ${CATALOGUE_LIMIT} товаров`,
    imageExtension: `Допустимые форматы изображения: ${IMAGE_EXTENSIONS.join(', ')}`,
    imageEmpty: 'Файл изображения пуст',
    imageTooLarge: 'Размер изображения не должен превышать 2 МБ',
    imageBroken: 'Файл не является изображением указанного формата',
    csvExpected: 'Ожидается multipart/form-data с CSV-файлом в поле file',
    csvExtension: 'Допустим только файл с расширением .csv',
    csvEmpty: 'Файл не содержит товаров',
    csvTooLarge: 'Размер файла не должен превышать 4 МБ',
    csvColumns: (columns) => `В файле нет обязательных колонок: ${columns}`,
    productNotFound: 'Товар не найден',
    imageNotFound: 'Изображение не найдено',
    column: { vendorCode: 'Артикул', title: 'Наименование', currency: 'Валюта', price: 'Цена', stock: 'Остаток', vatRate: 'НДС' },
  },
  en: {
    ...FIELD_TEXTS.en,
    noAccess: 'The storefront is not available to this user',
    descriptionTooLong: 'The description must not exceed 1000 characters',
    mustBeNumber: 'The value must be a number',
    mustNotBeNegative: 'The value must not be negative',
    unitMismatch: 'The number does not match the chosen unit of measure',
    currencyMismatch: 'The number does not match the chosen currency',
    priceAboveZero: 'The price must be above zero',
    duplicateVendorCode: 'A product with this article already exists',
    duplicateBarCode: 'A product with this barcode already exists',
    barCode: 'Barcode: 8 to 14 digits',
    badCurrency: 'Unknown or disabled currency',
    badVat: 'Unknown VAT rate',
    badExponent: 'Decimal places of the stock: 0 to 3',
    badType: 'Unknown product type',
    badCategory: 'Category not found',
    badParent: 'A category cannot be placed inside itself or one of its subcategories',
    chooseUsers: 'Choose the users, or open the category to everyone',
    badUsers: 'The user is not one of the outlet\'s operators',
    notEmpty: 'The category holds subcategories or products: confirm deleting them with it',
    limit: `The catalogue holds at most ${CATALOGUE_LIMIT} products`,
    imageExtension: `Allowed image formats: ${IMAGE_EXTENSIONS.join(', ')}`,
    imageEmpty: 'The image file is empty',
    imageTooLarge: 'The image must not exceed 2 MB',
    imageBroken: 'The file is not an image of the given format',
    csvExpected: 'Expected multipart/form-data with a CSV file in the field file',
    csvExtension: 'Only a file with the .csv extension is allowed',
    csvEmpty: 'The file holds no products',
    csvTooLarge: 'The file must not exceed 4 MB',
    csvColumns: (columns) => `The file lacks required columns: ${columns}`,
    productNotFound: 'Product not found',
    imageNotFound: 'Image not found',
    column: { vendorCode: 'Article', title: 'Title', currency: 'Currency', price: 'Price', stock: 'Stock', vatRate: 'VAT' },
  },
};
