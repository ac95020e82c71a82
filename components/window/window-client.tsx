'use client';

import { useCallback, useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useApp } from '@/components/layout/app-provider';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import { Box, Button, Flex, Grid, Heading, Input } from '@chakra-ui/react';
import { Field } from '@/components/ui/field';
import { useFailureAlert, useInitialFailures } from '@/components/layout/use-failure-alert';
import type { Category, Product } from '@/lib/acquiring/contract/storefront';
import { saveFile } from '@/lib/client/file-download';
import { catalogueListQuery, checkFile, CSV_EXTENSIONS, CSV_MAX_BYTES, CSV_MAX_MB } from '@/lib/window/catalogue';
import { csvTemplate, CSV_TEMPLATE_FILE_NAME } from '@/lib/window/csv';
import type { WindowPageData } from '@/lib/window/load';
import { filterProducts, productCounts } from '@/lib/window/present';
import { categoryTree, subtreeIds } from '@/lib/window/tree';
import { CatalogueFilePicker } from './catalogue-file-picker';
import { CategoryPanel } from './category-panel';
import { CategorySelect } from './category-select';
import { loadCatalogueUpload, useFileUploads } from './file-uploads';
import { usePreloadWhenIdle } from '@/lib/client/preload';
import { ProductList } from './product-list';

// The dialogs are not part of the first load: they come when first opened.
const CategoryDialog = dynamic(() => import('./category-dialog').then((module) => module.CategoryDialog), { ssr: false });
const ProductDialog = dynamic(() => import('./product-dialog').then((module) => module.ProductDialog), { ssr: false });
const ConfirmDialog = dynamic(() => import('@/components/organisation/confirm-dialog').then((module) => module.ConfirmDialog), { ssr: false });

type Pending =
  | { kind: 'category'; category: Category | null; parentId: number | null }
  | { kind: 'delete-category'; category: Category }
  | { kind: 'product'; product: Product | null }
  | { kind: 'delete-product'; product: Product };

/** Downloads the catalogue template (UTF-8 with BOM, so Excel reads the Cyrillic headers). */
function downloadTemplate() {
  saveFile({ blob: new Blob(['\ufeff', csvTemplate()], { type: 'text/csv;charset=utf-8' }), name: CSV_TEMPLATE_FILE_NAME }, 1000);
}

/** The interactive storefront: category tree, product table, dialogs and the CSV upload. */
export function WindowClient({ data }: { data: WindowPageData }) {
  useInitialFailures(data.failures);
  const t = useTranslations('Window');
  const { api, alerts } = useApp();
  const alertFailure = useFailureAlert();
  const { uploadCatalogueFile } = useFileUploads();
  usePreloadWhenIdle(loadCatalogueUpload);
  const [categories, setCategories] = useState(data.categories);
  const [products, setProducts] = useState(data.products);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const tree = useMemo(() => categoryTree(categories), [categories]);
  const counts = useMemo(() => productCounts(products, categories), [products, categories]);
  const shown = useMemo(() => filterProducts(products, categories, { categoryId, search }), [products, categories, categoryId, search]);

  const reload = useCallback(async () => {
    try {
      const [nextCategories, nextProducts] = await Promise.all([
        api(ENDPOINTS.categoryList, { search: catalogueListQuery() }),
        api(ENDPOINTS.productList, { search: catalogueListQuery() }),
      ]);
      setCategories(nextCategories.result);
      setProducts(nextProducts.result);
    } catch (error) {
      alertFailure(error);
    }
  }, [alertFailure, api]);

  function pickCsv(file: File | undefined) {
    if (!file) return;
    const problem = checkFile(file, { extensions: CSV_EXTENSIONS, maxBytes: CSV_MAX_BYTES });
    if (problem) {
      alerts.push('error', `${file.name}: ${t(problem, { extensions: CSV_EXTENSIONS.join(', '), mb: CSV_MAX_MB })}`);
      return;
    }
    uploadCatalogueFile(file, () => void reload());
  }

  async function deleteCategory(category: Category) {
    setBusy(true);
    try {
      await api(ENDPOINTS.categoryDelete, { search: new URLSearchParams({ id: String(category.id), force: 'true' }) });
      alerts.push('success', t('categoryDeleted', { title: category.title }));
      if (categoryId !== null && subtreeIds(categories, category.id).has(categoryId)) setCategoryId(null);
      await reload();
    } catch (error) {
      alertFailure(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  async function deleteProduct(product: Product) {
    setBusy(true);
    try {
      await api(ENDPOINTS.productDelete, { search: new URLSearchParams({ id: String(product.id) }) });
      setProducts((list) => list.filter((item) => item.id !== product.id));
      alerts.push('success', t('productDeleted', { title: product.title }));
    } catch (error) {
      alertFailure(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const deleteCategoryText = (category: Category) => {
    const below = subtreeIds(categories, category.id);
    const inside = products.filter((product) => product.parentsIdSet.some((id) => below.has(id)) && product.parentsIdSet.every((id) => below.has(id)));
    const text = t('deleteCategoryText', { title: category.title });
    return below.size > 1 || inside.length > 0 ? `${text} ${t('deleteCategoryContent', { categories: below.size - 1, products: inside.length })}` : text;
  };

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' }} gap="6" alignItems="start">
      <CategoryPanel
        tree={tree}
        counts={counts}
        total={products.length}
        selected={categoryId}
        onSelect={setCategoryId}
        onAdd={(parentId) => setPending({ kind: 'category', category: null, parentId })}
        onEdit={(category) => setPending({ kind: 'category', category, parentId: category.parentId })}
        onDelete={(category) => setPending({ kind: 'delete-category', category })}
      />
      <Box as="section" aria-labelledby="products-heading" minW="0">
        <Flex wrap="wrap" align="center" gap="2" mb="4">
          <Heading as="h2" size="lg" id="products-heading" flex="1" minW="8rem">
            {t('products')}
          </Heading>
          <Button size="sm" onClick={() => setPending({ kind: 'product', product: null })}>
            {t('addProduct')}
          </Button>
          {/* spec §5 file input: the file can also be dropped onto the button */}
          <CatalogueFilePicker label={t('uploadCsv')} accept=".csv,text/csv" onPick={pickCsv} />
          <Button size="sm" variant="ghost" onClick={downloadTemplate}>
            {t('downloadTemplate')}
          </Button>
        </Flex>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="3" mb="4">
          <Field label={t('search')}>
            <Input type="search" bg="bg.panel" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
          </Field>
          <Field label={t('categoryFilter')}>
            <CategorySelect value={categoryId} nodes={tree} noneLabel={t('allProducts')} onChange={setCategoryId} />
          </Field>
        </Grid>
        <ProductList
          products={shown}
          currencies={data.currencies}
          empty={products.length === 0 ? t('noProducts') : t('nothingFound')}
          onEdit={(product) => setPending({ kind: 'product', product })}
          onDelete={(product) => setPending({ kind: 'delete-product', product })}
        />
      </Box>
      {pending?.kind === 'category' && (
        <CategoryDialog
          category={pending.category}
          parentId={pending.parentId}
          categories={categories}
          users={data.users}
          onClose={() => setPending(null)}
          onSaved={() => {
            setPending(null);
            void reload();
          }}
        />
      )}
      {pending?.kind === 'product' && (
        <ProductDialog
          product={pending.product}
          categoryId={categoryId}
          products={products}
          tree={tree}
          currencies={data.currencies}
          vats={data.vats}
          onClose={() => setPending(null)}
          onSaved={(saved) => {
            setProducts((list) => (list.some((item) => item.id === saved.id) ? list.map((item) => (item.id === saved.id ? saved : item)) : [...list, saved]));
            setPending(null);
          }}
        />
      )}
      {pending?.kind === 'delete-category' && (
        <ConfirmDialog
          title={t('deleteCategoryTitle')}
          text={deleteCategoryText(pending.category)}
          confirmLabel={t('delete')}
          danger
          busy={busy}
          onConfirm={() => void deleteCategory(pending.category)}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'delete-product' && (
        <ConfirmDialog
          title={t('deleteProductTitle')}
          text={t('deleteProductText', { title: pending.product.title })}
          confirmLabel={t('delete')}
          danger
          busy={busy}
          onConfirm={() => void deleteProduct(pending.product)}
          onClose={() => setPending(null)}
        />
      )}
    </Grid>
  );
}
