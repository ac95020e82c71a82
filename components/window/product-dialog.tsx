'use client';

import { useId, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { Box, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Textarea } from '@/components/ui/textarea';
import { Checkbox } from '@/components/ui/checkbox';
import { NativeSelectField, NativeSelectRoot } from '@/components/ui/native-select';
import { FormField } from '@/components/organisation/form-dialog';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { Category, Product, Vat } from '@/lib/acquiring/contract/storefront';
import { ApiError } from '@/lib/client/api-failure';
import { textOr } from '@/lib/i18n/text-keys';
import { moneyLocale } from '@/lib/operations/money-view';
import { PRODUCT_EXPONENTS, PRODUCT_TYPES } from '@/lib/window/catalogue';
import {
  initialProductValues, productSaveRequest, withCurrency, type ProductErrors, type ProductField, type ProductFormValues,
} from '@/lib/window/product-form';
import { productFormSchema } from '@/lib/window/product-form-schema';
import type { CategoryNode } from '@/lib/window/tree';
import { ImageInput } from './image-input';
import { CatalogueFormDialog } from './catalogue-form-dialog';

/** Two fields side by side from the sm breakpoint. */
function Pair({ children }: { children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
      {children}
    </Grid>
  );
}

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
  const locale = moneyLocale(useLocale());
  const editing = product !== null;
  const formId = useId();
  const enabledCurrencies = currencies.filter((currency) => currency.enabled || currency.numberCode === product?.currency);

  const form = useFormik<ProductFormValues>({
    initialValues: initialProductValues(product, currencies, locale, categoryId),
    validationSchema: productFormSchema(products),
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const answer = await api(editing ? ENDPOINTS.productUpdate : ENDPOINTS.productCreate, { json: productSaveRequest(values) });
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

  const error = (field: ProductField): string | undefined => {
    const key = form.submitCount > 0 ? (form.errors as Record<string, string | undefined>)[field] : undefined;
    if (!key) return undefined;
    return key.startsWith('text:') ? key.slice(5) : textOr(tAll, key, key);
  };
  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => void form.setFieldValue(field as string, value);

  const id = (field: string) => `${formId}-${field}`;

  function textField(field: 'title' | 'vendorCode' | 'barCode' | 'price' | 'stock', label: string, options: { required?: boolean; inputMode?: 'decimal' | 'numeric'; hint?: string } = {}) {
    return (
      <FormField id={id(field)} label={label} required={options.required} error={error(field)} hint={options.hint}>
        {(described) => <Input {...form.getFieldProps(field)} {...described} autoComplete="off" inputMode={options.inputMode} />}
      </FormField>
    );
  }

  function select(field: 'currency' | 'exponent' | 'vatRate' | 'type', label: string, options: { value: string; label: string }[], onChange: (value: string) => void) {
    return (
      <FormField id={id(field)} label={label} error={error(field)}>
        {(described) => (
          <NativeSelectRoot>
            <NativeSelectField {...described} value={String(form.values[field] ?? '')} onChange={(event) => onChange(event.target.value)} items={options} />
          </NativeSelectRoot>
        )}
      </FormField>
    );
  }

  function flag(field: 'marking' | 'titleChange' | 'priceChange', label: string) {
    return (
      <Checkbox checked={form.values[field]} onCheckedChange={(event) => set(field, event.checked === true)}>
        {label}
      </Checkbox>
    );
  }

  const toggleCategory = (categoryIdToToggle: number, checked: boolean) =>
    set('parentsIdSet', checked ? [...form.values.parentsIdSet, categoryIdToToggle] : form.values.parentsIdSet.filter((item) => item !== categoryIdToToggle));

  return (
    <CatalogueFormDialog size="lg" title={editing ? t('editProduct') : t('newProduct')} testId="product-dialog" form={form} onClose={onClose} formId={formId}>
      {textField('title', t('productTitle'), { required: true })}
      <Pair>
        {textField('vendorCode', t('vendorCode'), { required: true })}
        {textField('barCode', t('barCode'), { inputMode: 'numeric' })}
      </Pair>
      <Pair>
        {textField('price', t('price'), { required: true, inputMode: 'decimal' })}
        {select('currency', t('currency'), enabledCurrencies.map((currency) => ({ value: String(currency.numberCode), label: `${currency.code} · ${currency.name}` })), (value) =>
          void form.setValues(withCurrency(form.values, currencies, Number(value))))}
      </Pair>
      <Pair>
        {textField('stock', t('stock'), { inputMode: 'decimal', hint: t('stockHint') })}
        {select('exponent', t('exponent'), PRODUCT_EXPONENTS.map((exponent) => ({ value: String(exponent), label: t(`exponent${exponent}`) })), (value) => set('exponent', Number(value)))}
      </Pair>
      <Pair>
        {select('vatRate', t('vatRate'), [{ value: '', label: t('vatNone') }, ...vats.map((vat) => ({ value: String(vat.id), label: vat.title }))], (value) =>
          set('vatRate', value === '' ? null : Number(value)))}
        {select('type', t('type'), PRODUCT_TYPES.map((type) => ({ value: String(type), label: t(`type${type}`) })), (value) => set('type', Number(value)))}
      </Pair>
      <FormField id={id('description')} label={t('description')} error={error('description')}>
        {(described) => <Textarea {...form.getFieldProps('description')} {...described} autoresize rows={2} />}
      </FormField>
      <ImageInput
        id={id('image')}
        label={t('image')}
        stored={form.values.image}
        picked={form.values.imageFile}
        onPick={(image) => set('imageFile', image)}
        onRemove={() => void form.setValues({ ...form.values, image: null, imageFile: null })}
      />
      {error('imageFile') && (
        <Text role="alert" color="fg.error" textStyle="sm">
          {error('imageFile')}
        </Text>
      )}
      {tree.length > 0 && (
        <Box as="fieldset" minW="0">
          <Box as="legend" textStyle="sm" fontWeight="medium" mb="2">
            {t('productCategories')}
          </Box>
          <Stack gap="2" maxH="48" overflowY="auto" p="1">
            {tree.map((node) => (
              <Box key={node.category.id} style={{ paddingInlineStart: `${node.depth * 1.25}rem` }}>
                <Checkbox checked={form.values.parentsIdSet.includes(node.category.id)} onCheckedChange={(event) => toggleCategory(node.category.id, event.checked === true)}>
                  {node.category.title}
                </Checkbox>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      <HStack wrap="wrap" gap="4">
        {flag('marking', t('marking'))}
        {flag('titleChange', t('titleChange'))}
        {flag('priceChange', t('priceChange'))}
      </HStack>
    </CatalogueFormDialog>
  );
}
