/** Spec §3 Category save payload: description, forAllUsers, id, status, title, usersIdSet, parentId. */
import type { Category } from '@/lib/acquiring/contract/storefront';
import { validateYupSchema, yupToFormErrors } from 'formik';
import { categorySaveRequest, initialCategoryValues, type CategoryFormValues } from '@/lib/window/category-form';
import { categoryFormSchema } from '@/lib/window/category-form-schema';
import { categoryTree, subtreeIds } from '@/lib/window/tree';

const coffee: Category = {
  id: 2, title: 'Кофе', description: 'Зерновой', parentId: 1, status: 0, forAllUsers: false, users: [{ userId: 9 }], usersIdSet: [9], children: [], productList: [5],
};

test('the payload has exactly the spec fields, trimmed; all users send no list', () => {
  const request = categorySaveRequest({ ...initialCategoryValues(coffee), title: ' Кофе в зёрнах ', usersIdSet: [11, 9, 9] });
  expect(request).toEqual({ id: 2, title: 'Кофе в зёрнах', description: 'Зерновой', parentId: 1, status: 0, forAllUsers: false, usersIdSet: [9, 11] });
  expect(categorySaveRequest({ ...initialCategoryValues(coffee), forAllUsers: true }).usersIdSet).toEqual([]);
});

test('a new category: status 0, for all users, under the chosen parent', () => {
  expect(initialCategoryValues(null, 4)).toEqual({ id: null, title: '', description: '', parentId: 4, status: 0, forAllUsers: true, usersIdSet: [] });
});

/** The errors the dialog's formik gets from the schema: the first message of each field. */
const validateCategory = (values: CategoryFormValues) => validateYupSchema(values, categoryFormSchema).then(() => ({}), yupToFormErrors);

test('title required; chosen users required when not for all', async () => {
  expect(await validateCategory({ ...initialCategoryValues(null), forAllUsers: false })).toEqual({ title: 'Validation.required', usersIdSet: 'Window.chooseUsers' });
  expect(await validateCategory({ ...initialCategoryValues(null), title: ' ', forAllUsers: false, usersIdSet: [9] })).toEqual({ title: 'Validation.required' });
  expect(await validateCategory({ ...initialCategoryValues(coffee), title: 'К'.repeat(129), description: 'о'.repeat(1001) })).toEqual({
    title: 'Validation.maxLength128',
    description: 'Window.descriptionTooLong',
  });
  expect(await validateCategory({ ...initialCategoryValues(coffee) })).toEqual({});
});

test('the tree: depth-first, siblings by title, orphans and cycles shown at the root; subtree for delete and parent choice', () => {
  const flat = [
    { id: 1, title: 'Напитки', parentId: null },
    { id: 3, title: 'Выпечка', parentId: null },
    { id: 2, title: 'Кофе', parentId: 1 },
    { id: 4, title: 'Чай', parentId: 1 },
    { id: 5, title: 'Сироты', parentId: 99 },
    { id: 6, title: 'Цикл А', parentId: 7 },
    { id: 7, title: 'Цикл Б', parentId: 6 },
  ];
  expect(categoryTree(flat).map((node) => `${'-'.repeat(node.depth)}${node.category.title}`)).toEqual([
    'Выпечка', 'Напитки', '-Кофе', '-Чай', 'Сироты', 'Цикл А', '-Цикл Б',
  ]);
  expect([...subtreeIds(flat, 1)].sort()).toEqual([1, 2, 4]);
});
