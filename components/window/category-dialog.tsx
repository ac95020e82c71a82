'use client';

import { useId, useMemo } from 'react';
import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import { PlainField } from '@/components/plain/controls';
import { PlainCheckbox, PlainInput, PlainTextarea } from '@/components/plain/inputs';
import kit from '@/components/plain/kit.module.css';
import { useFailureAlert } from '@/components/layout/use-failure-alert';
import type { ApiResult, Category, UserListItem } from '@/lib/acquiring/contract';
import { categorySaveRequest, initialCategoryValues, validateCategory, type CategoryField, type CategoryFormValues } from '@/lib/window/category-form';
import { categoryTree, subtreeIds } from '@/lib/window/tree';
import { CategorySelect } from './category-select';
import { CatalogueFormDialog } from './catalogue-form-dialog';
import styles from './window.module.css';

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
  const toggleUser = (userId: number, checked: boolean) => {
    const next = checked ? [...form.values.usersIdSet, userId] : form.values.usersIdSet.filter((item) => item !== userId);
    void form.setFieldValue('usersIdSet', next);
  };

  return (
    <CatalogueFormDialog
      size="lg"
      title={editing ? t('editCategory') : t('newCategory')}
      testId="category-dialog"
      form={form}
      onClose={onClose}
      formId={formId}
      formClassName={styles.form}
    >
      <PlainField keepClass label={t('categoryTitle')} required requiredMark error={error('title')}>
        <PlainInput name="title" value={form.values.title} onChange={form.handleChange} autoComplete="off" maxLength={200} />
      </PlainField>
      <PlainField keepClass label={t('description')} error={error('description')}>
        <PlainTextarea className={styles.autosize} name="description" value={form.values.description} onChange={form.handleChange} rows={2} />
      </PlainField>
      <PlainField keepClass label={t('parentCategory')} error={null}>
        <CategorySelect value={form.values.parentId} nodes={parents} noneLabel={t('noParent')} onChange={(id) => void form.setFieldValue('parentId', id)} />
      </PlainField>
      <PlainCheckbox label={t('forAllUsers')} checked={form.values.forAllUsers} onChange={(event) => void form.setFieldValue('forAllUsers', event.target.checked)} />
      {!form.values.forAllUsers && (
        <fieldset className={styles.fieldset} aria-describedby={usersHintId} aria-invalid={Boolean(error('usersIdSet'))}>
          <legend className={kit.legend}>{t('users')}</legend>
          <p id={usersHintId} className={`${styles.hint} ${styles.fieldsetHint}`}>
            {t('usersHint')}
          </p>
          <div className={`${styles.checkList} ${styles.usersList}`}>
            {users.length === 0 && <p className={kit.text}>{t('noUsers')}</p>}
            {users.map((user) => (
              <PlainCheckbox
                key={user.id}
                label={user.fullName}
                checked={form.values.usersIdSet.includes(user.id)}
                onChange={(event) => toggleUser(user.id, event.target.checked)}
              />
            ))}
          </div>
          {error('usersIdSet') && (
            <p className={`${styles.error} ${styles.fieldsetError}`} role="alert">
              {error('usersIdSet')}
            </p>
          )}
        </fieldset>
      )}
    </CatalogueFormDialog>
  );
}
