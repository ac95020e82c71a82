/**
 * Spec §3 Product: "When sent, stock is scaled by the exponent and price by the currency fraction into integers;
 * fraction, parents and initial are removed." Spec §5: duplicate article, duplicate barcode, price above zero, number
 * matching the unit of measure and the currency.
 */
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { Product } from '@/lib/acquiring/contract/storefront';
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { initialProductValues, productSaveRequest, withCurrency, type ProductFormValues } from '@/lib/window/product-form';
import { productFormSchema } from '@/lib/window/product-form-schema';

const RUB: Currency = { id: 643, numberCode: 643, code: 'RUB', name: 'Рубль', fraction: 2, symbol: '₽', symbolPosition: 'right', enabled: true, defaultCurrency: true };
const JPY: Currency = { id: 392, numberCode: 392, code: 'JPY', name: 'Иена', fraction: 0, symbol: '¥', symbolPosition: 'left', enabled: true, defaultCurrency: false };
const CURRENCIES = [RUB, JPY];

/** The errors the dialog's formik gets from the schema: the first message of each field. */
function validateProduct(values: ProductFormValues, products: readonly Product[]): Promise<FormikErrors<ProductFormValues>> {
  return validateYupSchema(values, productFormSchema(products)).then(() => ({}), yupToFormErrors);
}

const stored: Product = {
  id: 7, title: 'Кофе молотый', vendorCode: 'COF-1', barCode: '4600000000035', description: 'Арабика', image: 'api/window/image/3',
  parentsIdSet: [2], parents: [{ parentId: 2 }], status: 0, exponent: 3, stock: 12500, price: 159990, currency: 643, vatRate: 4,
  titleChange: false, priceChange: true, type: 1, marking: 0, merchantId: 1,
};

describe('amounts both ways', () => {
  test('from the wire: stock / 10^exponent and price / 10^fraction as decimal text', () => {
    const values = initialProductValues(stored, CURRENCIES, 'en');
    expect(values).toEqual(expect.objectContaining({ stock: '12.500', price: '1599.90', fraction: 2, initial: stored, parents: [{ parentId: 2 }] }));
  });

  test('the decimal separator of the interface language (issue 34: «190.00» in Russian), read back to the same integers', async () => {
    const values = initialProductValues(stored, CURRENCIES, 'ru');
    expect(values).toEqual(expect.objectContaining({ stock: '12,500', price: '1599,90' }));
    expect(await validateProduct(values, [stored])).toEqual({});
    expect(productSaveRequest(values)).toEqual(expect.objectContaining({ stock: 12500, price: 159990 }));
  });

  test('to the wire: the same integers back, a comma accepted as decimal separator', () => {
    const values = { ...initialProductValues(stored, CURRENCIES, 'en'), stock: '12,5', price: '1599,9' };
    const request = productSaveRequest(values);
    expect(request.stock).toBe(12500);
    expect(request.price).toBe(159990);
  });

  test('a currency without fraction digits scales the price by 1; an empty stock is null (not counted)', () => {
    const values = withCurrency({ ...initialProductValues(null, CURRENCIES, 'ru'), title: 'Чай', vendorCode: 'TEA', price: '350', stock: ' ' }, CURRENCIES, 392);
    expect(productSaveRequest(values)).toEqual(expect.objectContaining({ price: 350, currency: 392, stock: null }));
  });
});

describe('the save payload', () => {
  test('fraction, parents and initial are removed; the image weight dropped; marking 0 or 1', () => {
    const values = { ...initialProductValues(stored, CURRENCIES, 'en'), marking: true, imageFile: { base64: 'iVBORw0K', extension: 'png', weight: 1234 } };
    const request = productSaveRequest(values);
    expect(request).not.toHaveProperty('fraction');
    expect(request).not.toHaveProperty('parents');
    expect(request).not.toHaveProperty('initial');
    expect(request).toEqual({
      id: 7, title: 'Кофе молотый', vendorCode: 'COF-1', barCode: '4600000000035', description: 'Арабика', image: 'api/window/image/3',
      imageFile: { base64: 'iVBORw0K', extension: 'png' }, parentsIdSet: [2], status: 0, exponent: 3, stock: 12500, price: 159990,
      currency: 643, vatRate: 4, titleChange: false, priceChange: true, type: 1, marking: 1,
    });
  });

  test('a new product: spec §3 defaults (status 0, price 1, type 1), the default currency, the viewed category', () => {
    const values = initialProductValues(null, CURRENCIES, 'ru', 5);
    expect(values).toEqual(expect.objectContaining({ id: null, status: 0, price: '1', type: 1, currency: 643, parentsIdSet: [5], initial: null }));
    expect(productSaveRequest({ ...values, title: ' Чай ', vendorCode: ' T-1 ' })).toEqual(expect.objectContaining({ title: 'Чай', vendorCode: 'T-1', price: 100, stock: null, imageFile: null, marking: 0 }));
  });
});

describe('spec §5 product messages', () => {
  const base = { ...initialProductValues(null, CURRENCIES, 'ru'), title: 'Новый', vendorCode: 'NEW-1' };

  test('required title and article', async () => {
    expect(await validateProduct({ ...base, title: ' ', vendorCode: '' }, [stored])).toEqual({ title: 'Validation.required', vendorCode: 'Validation.required' });
  });

  test('duplicate article (any case) and duplicate barcode among the other products, not the product itself', async () => {
    expect(await validateProduct({ ...base, vendorCode: 'cof-1', barCode: '4600000000035' }, [stored])).toEqual({
      vendorCode: 'Window.duplicateVendorCode',
      barCode: 'Window.duplicateBarCode',
    });
    expect(await validateProduct(initialProductValues(stored, CURRENCIES, 'en'), [stored])).toEqual({});
  });

  test('price must be a number above zero that matches the currency', async () => {
    expect((await validateProduct({ ...base, price: '0' }, [])).price).toBe('Validation.priceAboveZero');
    expect((await validateProduct({ ...base, price: 'abc' }, [])).price).toBe('Validation.mustBeNumber');
    expect((await validateProduct({ ...base, price: '1.005' }, [])).price).toBe('Validation.currencyMismatch');
    expect((await validateProduct(withCurrency({ ...base, price: '1.5' }, CURRENCIES, 392), [])).price).toBe('Validation.currencyMismatch');
  });

  test('stock must match the unit of measure and not be negative', async () => {
    expect((await validateProduct({ ...base, stock: '1.5', exponent: 0 }, [])).stock).toBe('Validation.unitMismatch');
    expect((await validateProduct({ ...base, stock: '1.5', exponent: 3 }, [])).stock).toBeUndefined();
    expect((await validateProduct({ ...base, stock: '-1' }, [])).stock).toBe('Validation.mustNotBeNegative');
  });

  test('lengths: title 128, article 64, description 1000; an empty price is required', async () => {
    expect(await validateProduct({ ...base, title: 'Ч'.repeat(129), vendorCode: 'V'.repeat(65), description: 'о'.repeat(1001), price: '' }, [])).toEqual({
      title: 'Validation.maxLength128',
      vendorCode: 'Validation.maxLength64',
      description: 'Window.descriptionTooLong',
      price: 'Validation.required',
    });
    expect(await validateProduct({ ...base, title: 'Ч'.repeat(128), vendorCode: 'V'.repeat(64), description: 'о'.repeat(1000) }, [])).toEqual({});
  });

  test('barcode: digits only, 8 to 14 of them', async () => {
    expect((await validateProduct({ ...base, barCode: '46A' }, [])).barCode).toBe('Validation.digitsOnly');
    expect((await validateProduct({ ...base, barCode: '123' }, [])).barCode).toBe('Validation.length8to14');
  });
});
