/** The category dialog's values and save payload (spec §3 Category; its checks: category-form-schema.ts). */
import type { Category, CategorySaveRequest } from '../acquiring/contract/storefront';
import { DEFAULT_STATUS } from './catalogue';

export interface CategoryFormValues {
  id: number | null;
  title: string;
  description: string;
  parentId: number | null;
  status: number;
  forAllUsers: boolean;
  usersIdSet: number[];
}

export type CategoryField = 'title' | 'description' | 'usersIdSet';
export type CategoryMessage = 'Validation.required' | 'Validation.maxLength128' | 'Window.descriptionTooLong' | 'Window.chooseUsers';

/** A new category is for all users and sits under the category the user came from (or at the root). */
export function initialCategoryValues(category: Category | null, parentId: number | null = null): CategoryFormValues {
  if (!category) return { id: null, title: '', description: '', parentId, status: DEFAULT_STATUS, forAllUsers: true, usersIdSet: [] };
  return {
    id: category.id,
    title: category.title,
    description: category.description,
    parentId: category.parentId,
    status: category.status,
    forAllUsers: category.forAllUsers,
    usersIdSet: [...category.usersIdSet],
  };
}

/** Spec §3 save payload: description, forAllUsers, id, status, title, usersIdSet, parentId. All users: no list. */
export function categorySaveRequest(values: CategoryFormValues): CategorySaveRequest {
  return {
    id: values.id,
    title: values.title.trim(),
    description: values.description.trim(),
    parentId: values.parentId,
    status: values.status,
    forAllUsers: values.forAllUsers,
    usersIdSet: values.forAllUsers ? [] : [...new Set(values.usersIdSet)].sort((a, b) => a - b),
  };
}
