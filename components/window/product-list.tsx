'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Box, Card, Flex, Grid, Image, Table, Text } from '@chakra-ui/react';
import type { Currency } from '@/lib/acquiring/contract/reference-data';
import type { Product } from '@/lib/acquiring/contract/storefront';
import { formatPrice, formatStock } from '@/lib/window/present';
import { moneyLocale } from '@/lib/operations/money-view';
import { WideOrNarrow } from '@/components/ui/screen-layout';
import { DataTable } from '@/components/ui/data-table';
import { RowActionsMenu } from '@/components/organisation/row-actions-menu';

interface ProductListProps {
  products: readonly Product[];
  currencies: readonly Currency[];
  empty: string;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}


function ProductImage({ product, size }: { product: Product; size: number }) {
  const t = useTranslations('Window');
  if (!product.image) {
    return <Box boxSize={`${size}px`} flexShrink={0} rounded="md" bg="bg.muted" aria-hidden="true" data-testid="no-image" />;
  }
  // the BFF serves the image; next/image would fetch it again through its optimiser
  return <Image src={`/${product.image}`} alt={t('imageOf', { title: product.title })} width={size} height={size} boxSize={`${size}px`} flexShrink={0} objectFit="cover" rounded="md" loading="lazy" />;
}

function ProductActions({ product, onEdit, onDelete }: { product: Product; onEdit: () => void; onDelete: () => void }) {
  const t = useTranslations('Window');
  return (
    <RowActionsMenu
      label={t('productActions', { title: product.title })}
      trigger={t('columnActions')}
      items={[
        { id: 'edit', label: t('edit'), onSelect: onEdit },
        { id: 'delete', label: t('delete'), onSelect: onDelete },
      ]}
    />
  );
}

function TitleAndCode({ product }: { product: Product }) {
  const t = useTranslations('Window');
  return (
    <>
      <Text fontWeight="medium" overflowWrap="anywhere">
        {product.title}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {t('vendorCode')}: {product.vendorCode}
      </Text>
    </>
  );
}

/** Spec §2 products table: image, title, stock, price, actions; cards on narrow screens. */
export function ProductList({ products, currencies, empty, onEdit, onDelete }: ProductListProps) {
  const t = useTranslations('Window');
  const locale = moneyLocale(useLocale());
  if (products.length === 0) {
    return (
      <Text py="6" textAlign="center" color="fg.muted" data-testid="products-empty">
        {empty}
      </Text>
    );
  }
  const stock = (product: Product) => formatStock(product, locale) ?? t('stockNotCounted');
  const table = () => (
    <DataTable label={t('products')} testId="products">
      <Table.Header>
        <Table.Row bg="bg.muted">
          <Table.ColumnHeader w="16">{t('columnImage')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columnTitle')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('columnStock')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('columnPrice')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('columnActions')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {products.map((product) => (
          <Table.Row key={product.id} data-row-id={product.id}>
            <Table.Cell>
              <ProductImage product={product} size={40} />
            </Table.Cell>
            <Table.Cell>
              <TitleAndCode product={product} />
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="product-stock">
              {stock(product)}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="product-price">
              {formatPrice(product, currencies, locale)}
            </Table.Cell>
            <Table.Cell textAlign="end">
              <ProductActions product={product} onEdit={() => onEdit(product)} onDelete={() => onDelete(product)} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </DataTable>
  );
  const cards = () => (
    <Flex as="ul" direction="column" gap="3" aria-label={t('products')} data-testid="products-cards">
      {products.map((product) => (
        <Card.Root as="li" key={product.id} size="sm" data-row-id={product.id}>
          <Card.Body gap="3">
            <Flex gap="3" align="flex-start">
              <ProductImage product={product} size={56} />
              <Box flex="1" minW="0">
                <TitleAndCode product={product} />
              </Box>
              <ProductActions product={product} onEdit={() => onEdit(product)} onDelete={() => onDelete(product)} />
            </Flex>
            <Grid as="dl" templateColumns="auto 1fr" columnGap="3" rowGap="1" textStyle="sm">
              <Box as="dt" color="fg.muted">
                {t('columnStock')}
              </Box>
              <Box as="dd" data-testid="product-stock">
                {stock(product)}
              </Box>
              <Box as="dt" color="fg.muted">
                {t('columnPrice')}
              </Box>
              <Box as="dd" fontWeight="semibold" data-testid="product-price">
                {formatPrice(product, currencies, locale)}
              </Box>
            </Grid>
          </Card.Body>
        </Card.Root>
      ))}
    </Flex>
  );
  return <WideOrNarrow wide={table} narrow={cards} />;
}
