'use client';

import { useFormik } from 'formik';
import { Box, Button, Checkbox, Dialog, Field, Grid, Input, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { SMALL_UP } from '@/components/organisation/media';
import { useFailureAlert } from '@/components/organisation/use-org-feedback';
import type { ApiResult, Category, Currency, Product, Vat } from '@/lib/acquiring/contract';
import { ApiError } from '@/lib/client/api';
import { PRODUCT_EXPONENTS, PRODUCT_TYPES } from '@/lib/window/catalogue';
import {
  initialProductValues, productSaveRequest, validateProduct, withCurrency, type ProductErrors, type ProductField, type ProductFormValues,
} from '@/lib/window/product-form';
import type { CategoryNode } from '@/lib/window/tree';
import { ImageInput } from './image-input';

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
  const prefix = editing ? `product-${product.id}` : 'new-product';
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
  const id = (field: string) => `${prefix}-${field}`;
  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => void form.setFieldValue(field as string, value);

  function textField(field: 'title' | 'vendorCode' | 'barCode' | 'price' | 'stock', label: string, options: { required?: boolean; inputMode?: 'decimal' | 'numeric'; hint?: string } = {}) {
    return (
      <Field.Root required={options.required} invalid={Boolean(error(field))}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input name={field} value={form.values[field]} onChange={form.handleChange} autoComplete="off" inputMode={options.inputMode} />
        {error(field) ? <Field.ErrorText>{error(field)}</Field.ErrorText> : options.hint ? <Field.HelperText>{options.hint}</Field.HelperText> : null}
      </Field.Root>
    );
  }

  function select(field: 'currency' | 'exponent' | 'vatRate' | 'type', label: string, options: { value: string; label: string }[], onChange: (value: string) => void) {
    return (
      <Field.Root invalid={Boolean(error(field))}>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={String(form.values[field] ?? '')} onChange={(event) => onChange(event.target.value)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{error(field)}</Field.ErrorText>
      </Field.Root>
    );
  }

  function flag(field: 'marking' | 'titleChange' | 'priceChange', label: string) {
    return (
      <Checkbox.Root checked={form.values[field]} onCheckedChange={(event) => set(field, event.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    );
  }

  const toggleCategory = (categoryIdToToggle: number, checked: boolean) =>
    set('parentsIdSet', checked ? [...form.values.parentsIdSet, categoryIdToToggle] : form.values.parentsIdSet.filter((item) => item !== categoryIdToToggle));

  const twoColumns = { [SMALL_UP]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } };

  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && !form.isSubmitting && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="640px" mx="2" asChild>
            <form onSubmit={form.handleSubmit} noValidate aria-labelledby={`${prefix}-title`} data-testid="product-dialog">
              <Dialog.Header>
                <Dialog.Title id={`${prefix}-title`}>{editing ? t('editProduct') : t('newProduct')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {textField('title', t('productTitle'), { required: true })}
                  <Grid gap="4" css={twoColumns}>
                    {textField('vendorCode', t('vendorCode'), { required: true })}
                    {textField('barCode', t('barCode'), { inputMode: 'numeric' })}
                  </Grid>
                  <Grid gap="4" css={twoColumns}>
                    {textField('price', t('price'), { required: true, inputMode: 'decimal' })}
                    {select('currency', t('currency'), enabledCurrencies.map((currency) => ({ value: String(currency.numberCode), label: `${currency.code} · ${currency.name}` })), (value) =>
                      void form.setValues(withCurrency(form.values, currencies, Number(value))))}
                  </Grid>
                  <Grid gap="4" css={twoColumns}>
                    {textField('stock', t('stock'), { inputMode: 'decimal', hint: t('stockHint') })}
                    {select('exponent', t('exponent'), PRODUCT_EXPONENTS.map((exponent) => ({ value: String(exponent), label: t(`exponent${exponent}`) })), (value) => set('exponent', Number(value)))}
                  </Grid>
                  <Grid gap="4" css={twoColumns}>
                    {select('vatRate', t('vatRate'), [{ value: '', label: t('vatNone') }, ...vats.map((vat) => ({ value: String(vat.id), label: vat.title }))], (value) =>
                      set('vatRate', value === '' ? null : Number(value)))}
                    {select('type', t('type'), PRODUCT_TYPES.map((type) => ({ value: String(type), label: t(`type${type}`) })), (value) => set('type', Number(value)))}
                  </Grid>
                  <Field.Root invalid={Boolean(error('description'))}>
                    <Field.Label>{t('description')}</Field.Label>
                    <Textarea name="description" value={form.values.description} onChange={form.handleChange} rows={2} autoresize />
                    <Field.ErrorText>{error('description')}</Field.ErrorText>
                  </Field.Root>
                  <ImageInput
                    id={id('image')}
                    label={t('image')}
                    stored={form.values.image}
                    picked={form.values.imageFile}
                    onPick={(image) => set('imageFile', image)}
                    onRemove={() => void form.setValues({ ...form.values, image: null, imageFile: null })}
                  />
                  {error('imageFile') && (
                    <Text color="fg.error" fontSize="sm" role="alert">
                      {error('imageFile')}
                    </Text>
                  )}
                  {tree.length > 0 && (
                    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3">
                      <Box as="legend" px="1" fontSize="sm" fontWeight="medium">
                        {t('productCategories')}
                      </Box>
                      <Stack gap="2" maxH="10rem" overflowY="auto">
                        {tree.map((node) => (
                          <Checkbox.Root
                            key={node.category.id}
                            ps={`${node.depth * 1.25}rem`}
                            checked={form.values.parentsIdSet.includes(node.category.id)}
                            onCheckedChange={(event) => toggleCategory(node.category.id, event.checked === true)}
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{node.category.title}</Checkbox.Label>
                          </Checkbox.Root>
                        ))}
                      </Stack>
                    </Box>
                  )}
                  <Stack gap="2">
                    {flag('marking', t('marking'))}
                    {flag('titleChange', t('titleChange'))}
                    {flag('priceChange', t('priceChange'))}
                  </Stack>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose} disabled={form.isSubmitting}>
                  {t('cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={form.isSubmitting}>
                  {t('save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
