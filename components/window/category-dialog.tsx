'use client';

import { useMemo } from 'react';
import { useFormik } from 'formik';
import { Box, Button, Checkbox, Dialog, Field, Input, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { useFailureAlert } from '@/components/organisation/use-org-feedback';
import type { ApiResult, Category, UserListItem } from '@/lib/acquiring/contract';
import { categorySaveRequest, initialCategoryValues, validateCategory, type CategoryField, type CategoryFormValues } from '@/lib/window/category-form';
import { categoryTree, subtreeIds } from '@/lib/window/tree';

interface CategoryDialogProps {
  /** null: a new category */
  category: Category | null;
  parentId: number | null;
  categories: readonly Category[];
  users: readonly UserListItem[];
  onClose: () => void;
  onSaved: (category: Category) => void;
}

/** Create or edit a category (spec §3 save payload): title, description, parent, all users or chosen ones. */
export function CategoryDialog({ category, parentId, categories, users, onClose, onSaved }: CategoryDialogProps) {
  const t = useTranslations('Window');
  const tAll = useTranslations();
  const { api, alerts } = useApp();
  const alertFailure = useFailureAlert();
  const editing = category !== null;
  const prefix = editing ? `category-${category.id}` : 'new-category';

  // a category cannot move under itself or under one of its subcategories
  const parents = useMemo(() => {
    const excluded = category ? subtreeIds(categories, category.id) : new Set<number>();
    return categoryTree(categories).filter((node) => !excluded.has(node.category.id));
  }, [categories, category]);

  const form = useFormik<CategoryFormValues>({
    initialValues: initialCategoryValues(category, parentId),
    validate: (values) => validateCategory(values),
    validateOnBlur: false,
    onSubmit: async (values) => {
      try {
        const answer = await api<ApiResult<Category>>('api/window/category', { method: editing ? 'PUT' : 'POST', json: categorySaveRequest(values) });
        alerts.push('success', t(editing ? 'categorySaved' : 'categoryCreated', { title: answer.result.title }));
        onSaved(answer.result);
      } catch (error) {
        alertFailure(error);
      }
    },
  });

  const error = (field: CategoryField) => {
    const key = form.submitCount > 0 ? form.errors[field] : undefined;
    return typeof key === 'string' ? tAll(key) : null;
  };
  const id = (field: string) => `${prefix}-${field}`;
  const toggleUser = (userId: number, checked: boolean) => {
    const next = checked ? [...form.values.usersIdSet, userId] : form.values.usersIdSet.filter((item) => item !== userId);
    void form.setFieldValue('usersIdSet', next);
  };

  return (
    <Dialog.Root open onOpenChange={(event) => !event.open && !form.isSubmitting && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" mx="2" asChild>
            <form onSubmit={form.handleSubmit} noValidate aria-labelledby={`${prefix}-title`} data-testid="category-dialog">
              <Dialog.Header>
                <Dialog.Title id={`${prefix}-title`}>{editing ? t('editCategory') : t('newCategory')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={Boolean(error('title'))}>
                    <Field.Label>
                      {t('categoryTitle')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input name="title" value={form.values.title} onChange={form.handleChange} autoComplete="off" maxLength={200} />
                    <Field.ErrorText>{error('title')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(error('description'))}>
                    <Field.Label>{t('description')}</Field.Label>
                    <Textarea name="description" value={form.values.description} onChange={form.handleChange} rows={2} autoresize />
                    <Field.ErrorText>{error('description')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('parentCategory')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                       
                        value={form.values.parentId ?? ''}
                        onChange={(event) => void form.setFieldValue('parentId', event.target.value === '' ? null : Number(event.target.value))}
                      >
                        <option value="">{t('noParent')}</option>
                        {parents.map((node) => (
                          <option key={node.category.id} value={node.category.id}>
                            {`${'\u00a0\u00a0'.repeat(node.depth)}${node.category.title}`}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Checkbox.Root checked={form.values.forAllUsers} onCheckedChange={(event) => void form.setFieldValue('forAllUsers', event.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('forAllUsers')}</Checkbox.Label>
                  </Checkbox.Root>
                  {!form.values.forAllUsers && (
                    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" aria-describedby={id('users-hint')} aria-invalid={Boolean(error('usersIdSet'))}>
                      <Box as="legend" px="1" fontSize="sm" fontWeight="medium">
                        {t('users')}
                      </Box>
                      <Text id={id('users-hint')} fontSize="xs" color="fg.muted" mb="2">
                        {t('usersHint')}
                      </Text>
                      <Stack gap="2" maxH="12rem" overflowY="auto">
                        {users.length === 0 && <Text fontSize="sm">{t('noUsers')}</Text>}
                        {users.map((user) => (
                          <Checkbox.Root key={user.id} checked={form.values.usersIdSet.includes(user.id)} onCheckedChange={(event) => toggleUser(user.id, event.checked === true)}>
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{user.fullName}</Checkbox.Label>
                          </Checkbox.Root>
                        ))}
                      </Stack>
                      {error('usersIdSet') && (
                        <Text color="fg.error" fontSize="sm" mt="2" role="alert">
                          {error('usersIdSet')}
                        </Text>
                      )}
                    </Box>
                  )}
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
