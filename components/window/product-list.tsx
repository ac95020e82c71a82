'use client';

import { Box, Button, Card, Flex, Menu, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { WIDE } from '@/components/organisation/media';
import type { Currency, Product } from '@/lib/acquiring/contract';
import { formatPrice, formatStock } from '@/lib/window/present';

interface ProductListProps {
  products: readonly Product[];
  currencies: readonly Currency[];
  empty: string;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

const moneyLocale = (locale: string) => (locale === 'ru' ? 'ru' : 'en');

function ProductImage({ product, size }: { product: Product; size: number }) {
  const t = useTranslations('Window');
  if (!product.image) {
    return <Box width={`${size}px`} height={`${size}px`} borderRadius="md" bg="gray.100" flexShrink={0} aria-hidden data-testid="no-image" />;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the BFF serves the image; next/image would fetch it again through its optimiser
    <img
      src={`/${product.image}`}
      alt={t('imageOf', { title: product.title })}
      width={size}
      height={size}
      loading="lazy"
      style={{ width: size, height: size, objectFit: 'cover', borderRadius: 6, flexShrink: 0, background: 'var(--ck-colors-gray-100)' }}
    />
  );
}

function ProductActions({ product, onEdit, onDelete }: { product: Product; onEdit: () => void; onDelete: () => void }) {
  const t = useTranslations('Window');
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" aria-label={t('productActions', { title: product.title })}>
          {t('columnActions')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="edit" onSelect={onEdit}>
              {t('edit')}
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error" onSelect={onDelete}>
              {t('delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Spec §2 products table: image, title, stock, price, actions; cards on narrow screens. */
export function ProductList({ products, currencies, empty, onEdit, onDelete }: ProductListProps) {
  const t = useTranslations('Window');
  const locale = moneyLocale(useLocale());
  if (products.length === 0) {
    return (
      <Text color="fg.muted" py="3" data-testid="products-empty">
        {empty}
      </Text>
    );
  }
  const stock = (product: Product) => formatStock(product, locale) ?? t('stockNotCounted');
  return (
    <>
      <Box display="none" css={{ [WIDE]: { display: 'block' } }} overflowX="auto" borderWidth="1px" borderRadius="md" bg="white">
        <Table.Root size="sm" aria-label={t('products')} data-testid="products">
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader width="64px">{t('columnImage')}</Table.ColumnHeader>
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
                  <Text fontWeight="medium">{product.title}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('vendorCode')}: {product.vendorCode}
                  </Text>
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
        </Table.Root>
      </Box>
      <Stack display="flex" css={{ [WIDE]: { display: 'none' } }} gap="3" role="list" aria-label={t('products')} data-testid="products-cards">
        {products.map((product) => (
          <Card.Root key={product.id} size="sm" role="listitem" data-row-id={product.id}>
            <Card.Body>
              <Flex gap="3" align="flex-start">
                <ProductImage product={product} size={56} />
                <Box flex="1" minW="0">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {product.title}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                    {t('vendorCode')}: {product.vendorCode}
                  </Text>
                </Box>
                <ProductActions product={product} onEdit={() => onEdit(product)} onDelete={() => onDelete(product)} />
              </Flex>
              <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="0.5" fontSize="sm" mt="2" ps="calc(56px + 0.75rem)">
                <Box as="dt" color="fg.muted">
                  {t('columnStock')}
                </Box>
                <Box as="dd" m="0" data-testid="product-stock">
                  {stock(product)}
                </Box>
                <Box as="dt" color="fg.muted">
                  {t('columnPrice')}
                </Box>
                <Box as="dd" m="0" fontWeight="medium" data-testid="product-price">
                  {formatPrice(product, currencies, locale)}
                </Box>
              </Box>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </>
  );
}
