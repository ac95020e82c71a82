'use client';

import { useId } from 'react';
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { PlainField } from '@/components/plain/controls';
import { PlainCheckbox, PlainInput, PlainSelect, PlainTextarea } from '@/components/plain/inputs';
import kit from '@/components/plain/kit.module.css';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import type { ApiResult, Category, Currency, Product, Vat } from '@/lib/acquiring/contract';
import { ApiError } from '@/lib/client/api';
import { PRODUCT_EXPONENTS, PRODUCT_TYPES } from '@/lib/window/catalogue';
import {
  initialProductValues, productSaveRequest, validateProduct, withCurrency, type ProductErrors, type ProductField, type ProductFormValues,
} from '@/lib/window/product-form';
import type { CategoryNode } from '@/lib/window/tree';
import { ImageInput } from './image-input';
import { CatalogueFormDialog } from './catalogue-form-dialog';
import styles from './window.module.css';

interface ProductDialogProps {
  /** null: a new product */
  product: Product | null;
  /** the category being viewed: a new product starts in it */
  categoryId: number | null;
  products: readonly Product[];
  tree: readonly CategoryNode<Category>[];
  currencies: readonly Currency[];
  vats: readonly Vat[];
  onClose: () => void;
  onSaved: (product: Product) => void;
}

const SERVER_FIELDS: readonly ProductField[] = ['title', 'vendorCode', 'barCode', 'description', 'price', 'stock', 'currency', 'exponent', 'vatRate', 'type', 'parentsIdSet', 'imageFile'];

/** Create or edit a product: every field of spec §3, the checks and messages of spec §5, the scaled save payload. */
export function ProductDialog({ product, categoryId, products, tree, currencies, vats, onClose, onSaved }: ProductDialogProps) {
  const t = useTranslations('Window');
  const tAll = useTranslations();
  const { api, alerts } = useApp();
  const alertFailure = useFailureAlert();
  const editing = product !== null;
  const formId = useId();
  const enabledCurrencies = currencies.filter((currency) => currency.enabled || currency.numberCode === product?.currency);

  const form = useFormik<ProductFormValues>({
    initialValues: initialProductValues(product, currencies, categoryId),
    validate: (values) => validateProduct(values, products),
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await api<ApiResult<Product>>('api/window/product', { method: editing ? 'PUT' : 'POST', json: productSaveRequest(values) });
        alerts.push('success', t(editing ? 'productSaved' : 'productCreated', { title: answer.result.title }));
        onSaved(answer.result);
      } catch (error) {
        alertFailure(error);
        // the server's own field messages (e.g. a duplicate created meanwhile) show at their fields
        const fieldErrors = error instanceof ApiError ? ((error.body as { errors?: { field?: string; message: string }[] } | null)?.errors ?? []) : [];
        const server: Record<string, string> = {};
        for (const item of fieldErrors) if (item.field && (SERVER_FIELDS as readonly string[]).includes(item.field)) server[item.field] = `text:${item.message}`;
        helpers.setErrors(server as ProductErrors);
      }
    },
  });

  const error = (field: ProductField): string | null => {
    const key = form.submitCount > 0 ? (form.errors as Record<string, string | undefined>)[field] : undefined;
    if (!key) return null;
    return key.startsWith('text:') ? key.slice(5) : tAll(key);
  };
  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => void form.setFieldValue(field as string, value);

  function textField(field: 'title' | 'vendorCode' | 'barCode' | 'price' | 'stock', label: string, options: { required?: boolean; inputMode?: 'decimal' | 'numeric'; hint?: string } = {}) {
    return (
      <PlainField keepClass label={label} required={options.required} requiredMark error={error(field)} hint={options.hint}>
        <PlainInput name={field} value={form.values[field]} onChange={form.handleChange} autoComplete="off" inputMode={options.inputMode} />
      </PlainField>
    );
  }

  function select(field: 'currency' | 'exponent' | 'vatRate' | 'type', label: string, options: { value: string; label: string }[], onChange: (value: string) => void) {
    return (
      <PlainField keepClass label={label} error={error(field)}>
        <PlainSelect value={String(form.values[field] ?? '')} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </PlainSelect>
      </PlainField>
    );
  }

  function flag(field: 'marking' | 'titleChange' | 'priceChange', label: string) {
    return <PlainCheckbox label={label} checked={form.values[field]} onChange={(event) => set(field, event.target.checked)} />;
  }

  const toggleCategory = (categoryIdToToggle: number, checked: boolean) =>
    set('parentsIdSet', checked ? [...form.values.parentsIdSet, categoryIdToToggle] : form.values.parentsIdSet.filter((item) => item !== categoryIdToToggle));

  return (
    <CatalogueFormDialog
      size="xl"
      title={editing ? t('editProduct') : t('newProduct')}
      testId="product-dialog"
      form={form}
      onClose={onClose}
      formId={formId}
      formClassName={`${styles.form} ${styles.wideForm}`}
    >
      {textField('title', t('productTitle'), { required: true })}
      <div className={styles.pair}>
        {textField('vendorCode', t('vendorCode'), { required: true })}
        {textField('barCode', t('barCode'), { inputMode: 'numeric' })}
      </div>
      <div className={styles.pair}>
        {textField('price', t('price'), { required: true, inputMode: 'decimal' })}
        {select('currency', t('currency'), enabledCurrencies.map((currency) => ({ value: String(currency.numberCode), label: `${currency.code} · ${currency.name}` })), (value) =>
          void form.setValues(withCurrency(form.values, currencies, Number(value))))}
      </div>
      <div className={styles.pair}>
        {textField('stock', t('stock'), { inputMode: 'decimal', hint: t('stockHint') })}
        {select('exponent', t('exponent'), PRODUCT_EXPONENTS.map((exponent) => ({ value: String(exponent), label: t(`exponent${exponent}`) })), (value) => set('exponent', Number(value)))}
      </div>
      <div className={styles.pair}>
        {select('vatRate', t('vatRate'), [{ value: '', label: t('vatNone') }, ...vats.map((vat) => ({ value: String(vat.id), label: vat.title }))], (value) =>
          set('vatRate', value === '' ? null : Number(value)))}
        {select('type', t('type'), PRODUCT_TYPES.map((type) => ({ value: String(type), label: t(`type${type}`) })), (value) => set('type', Number(value)))}
      </div>
      <PlainField keepClass label={t('description')} error={error('description')}>
        <PlainTextarea className={styles.autosize} name="description" value={form.values.description} onChange={form.handleChange} rows={2} />
      </PlainField>
      <ImageInput
        id={`${formId}-image`}
        label={t('image')}
        stored={form.values.image}
        picked={form.values.imageFile}
        onPick={(image) => set('imageFile', image)}
        onRemove={() => void form.setValues({ ...form.values, image: null, imageFile: null })}
      />
      {error('imageFile') && (
        <p className={styles.error} role="alert">
          {error('imageFile')}
        </p>
      )}
      {tree.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className={kit.legend}>{t('productCategories')}</legend>
          <div className={`${styles.checkList} ${styles.categoriesList}`}>
            {tree.map((node) => (
              <div key={node.category.id} style={{ paddingInlineStart: `${node.depth * 1.25}rem` }}>
                <PlainCheckbox
                  label={node.category.title}
                  checked={form.values.parentsIdSet.includes(node.category.id)}
                  onChange={(event) => toggleCategory(node.category.id, event.target.checked)}
                />
              </div>
            ))}
          </div>
        </fieldset>
      )}
      <div className={styles.flags}>
        {flag('marking', t('marking'))}
        {flag('titleChange', t('titleChange'))}
        {flag('priceChange', t('priceChange'))}
      </div>
    </CatalogueFormDialog>
  );
}
