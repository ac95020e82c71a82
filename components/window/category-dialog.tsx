'use client';

import { useId, useMemo } from 'react';
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { Box, Input, Stack, Text } from '@chakra-ui/react';
import { Textarea } from '@/components/ui/textarea';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { FormField } from '@/components/organisation/form-dialog';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import type { UserListItem } from '@/lib/acquiring/contract/organisation';
import type { Category } from '@/lib/acquiring/contract/storefront';
import { textOr } from '@/lib/i18n/text-keys';
import { categorySaveRequest, initialCategoryValues, type CategoryField, type CategoryFormValues } from '@/lib/window/category-form';
import { categoryFormSchema } from '@/lib/window/category-form-schema';
import { categoryTree, subtreeIds } from '@/lib/window/tree';
import { CategorySelect } from './category-select';
import { CatalogueFormDialog } from './catalogue-form-dialog';

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
  const formId = useId();
  const usersHintId = `${formId}-users-hint`;

  // a category cannot move under itself or under one of its subcategories
  const parents = useMemo(() => {
    const excluded = category ? subtreeIds(categories, category.id) : new Set<number>();
    return categoryTree(categories).filter((node) => !excluded.has(node.category.id));
  }, [categories, category]);

  const form = useFormik<CategoryFormValues>({
    initialValues: initialCategoryValues(category, parentId),
    validationSchema: categoryFormSchema,
    validateOnBlur: false,
    onSubmit: async (values) => {
      try {
        const answer = await api(editing ? ENDPOINTS.categoryUpdate : ENDPOINTS.categoryCreate, { json: categorySaveRequest(values) });
        alerts.push('success', t(editing ? 'categorySaved' : 'categoryCreated', { title: answer.result.title }));
        onSaved(answer.result);
      } catch (error) {
        alertFailure(error);
      }
    },
  });

  const error = (field: CategoryField) => {
    const key = form.submitCount > 0 ? form.errors[field] : undefined;
    return typeof key === 'string' ? textOr(tAll, key, key) : undefined;
  };
  const toggleUser = (userId: number, checked: boolean) => {
    const next = checked ? [...form.values.usersIdSet, userId] : form.values.usersIdSet.filter((item) => item !== userId);
    void form.setFieldValue('usersIdSet', next);
  };

  return (
    <CatalogueFormDialog size="lg" title={editing ? t('editCategory') : t('newCategory')} testId="category-dialog" form={form} onClose={onClose} formId={formId}>
      <FormField id={`${formId}-title`} label={t('categoryTitle')} required error={error('title')}>
        {(described) => <Input {...form.getFieldProps('title')} {...described} autoComplete="off" maxLength={200} />}
      </FormField>
      <FormField id={`${formId}-description`} label={t('description')} error={error('description')}>
        {(described) => <Textarea {...form.getFieldProps('description')} {...described} autoresize rows={2} />}
      </FormField>
      <Field label={t('parentCategory')}>
        <CategorySelect value={form.values.parentId} nodes={parents} noneLabel={t('noParent')} onChange={(id) => void form.setFieldValue('parentId', id)} />
      </Field>
      <Checkbox checked={form.values.forAllUsers} onCheckedChange={(event) => void form.setFieldValue('forAllUsers', event.checked === true)}>
        {t('forAllUsers')}
      </Checkbox>
      {!form.values.forAllUsers && (
        <Box as="fieldset" minW="0" aria-describedby={usersHintId} aria-invalid={Boolean(error('usersIdSet'))}>
          <Box as="legend" textStyle="sm" fontWeight="medium">
            {t('users')}
          </Box>
          <Text id={usersHintId} textStyle="xs" color="fg.muted" mb="2">
            {t('usersHint')}
          </Text>
          <Stack gap="2" maxH="48" overflowY="auto" p="1">
            {users.length === 0 && <Text textStyle="sm">{t('noUsers')}</Text>}
            {users.map((user) => (
              <Checkbox key={user.id} checked={form.values.usersIdSet.includes(user.id)} onCheckedChange={(event) => toggleUser(user.id, event.checked === true)}>
                {user.fullName}
              </Checkbox>
            ))}
          </Stack>
          {error('usersIdSet') && (
            <Text role="alert" color="fg.error" textStyle="sm" mt="1">
              {error('usersIdSet')}
            </Text>
          )}
        </Box>
      )}
    </CatalogueFormDialog>
  );
}
