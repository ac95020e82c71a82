/**
 * The product dialog's checks (spec §5 field messages), as the yup schema its formik runs. Each field reports one
 * message path for next-intl: the first rule it breaks, in the order the spec lists them.
 */
import { object, string, type StringSchema, type TestContext } from 'yup';
import type { Product } from '../acquiring/contract/storefront';
import { priceSchema, stockSchema, type ValidationMessageKey } from '../domain/validation';
import { BAR_CODE, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, VENDOR_CODE_MAX_LENGTH } from './catalogue';
import type { ProductFormValues, ProductMessage } from './product-form';

const message = (path: ProductMessage) => path;

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The amount's own schema (shared with the other forms) judged against the currency or unit the form has chosen. */
function amountTest(schemaOf: (values: ProductFormValues) => StringSchema<string | undefined>) {
  return function test(this: TestContext, value: string | undefined) {
    try {
      schemaOf(this.parent as ProductFormValues).validateSync(value);
      return true;
    } catch (error) {
      return this.createError({ message: message(`Validation.${(error as { message: ValidationMessageKey }).message}`) });
    }
  };
}

/**
 * Spec §5: required fields, number formats matching the unit of measure and the currency, price above zero,
 * duplicate article and duplicate barcode among the merchant's other products (`products`, the one edited left out).
 */
export function productFormSchema(products: readonly Product[]) {
  const othersThan = (id: unknown) => products.filter((product) => product.id !== id);
  return object({
    title: string().trim().required(message('Validation.required')).max(TITLE_MAX_LENGTH, message('Validation.maxLength128')),
    vendorCode: string()
      .trim()
      .required(message('Validation.required'))
      .max(VENDOR_CODE_MAX_LENGTH, message('Validation.maxLength64'))
      .test('unique', message('Window.duplicateVendorCode'), function unique(value) {
        return !value || !othersThan(this.parent.id).some((product) => sameCode(product.vendorCode, value));
      }),
    barCode: string()
      .trim()
      .matches(/^\d+$/, { message: message('Validation.digitsOnly'), excludeEmptyString: true })
      // digits but too few or too many; a non-digit is the message above
      .test('length', message('Validation.length8to14'), (value) => !value || !/^\d+$/.test(value) || BAR_CODE.test(value))
      .test('unique', message('Window.duplicateBarCode'), function unique(value) {
        return !value || !BAR_CODE.test(value) || !othersThan(this.parent.id).some((product) => product.barCode !== '' && sameCode(product.barCode, value));
      }),
    description: string().max(DESCRIPTION_MAX_LENGTH, message('Window.descriptionTooLong')),
    price: string().test('price', amountTest((values) => priceSchema(values.fraction))),
    stock: string().test('stock', amountTest((values) => stockSchema(values.exponent))),
  });
}
