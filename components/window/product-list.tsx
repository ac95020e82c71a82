'use client';

import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/plain/classes';
import kit from '@/components/plain/kit.module.css';
import { PlainMenu } from '@/components/plain/menu';
import type { Currency, Product } from '@/lib/acquiring/contract';
import { formatPrice, formatStock } from '@/lib/window/present';
import styles from './window.module.css';

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
    return <span className={styles.noImage} style={{ width: size, height: size }} aria-hidden="true" data-testid="no-image" />;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the BFF serves the image; next/image would fetch it again through its optimiser
    <img
      className={styles.productImage}
      src={`/${product.image}`}
      alt={t('imageOf', { title: product.title })}
      width={size}
      height={size}
      loading="lazy"
      style={{ width: size, height: size }}
    />
  );
}

function ProductActions({ product, onEdit, onDelete }: { product: Product; onEdit: () => void; onDelete: () => void }) {
  const t = useTranslations('Window');
  return (
    <div className={styles.menuWithDelete}>
      <PlainMenu
        trigger={t('columnActions')}
        triggerProps={{ className: buttonClass('outline', { xs: true }), 'aria-label': t('productActions', { title: product.title }) }}
        items={[
          { id: 'edit', label: t('edit'), onSelect: onEdit },
          { id: 'delete', label: t('delete'), onSelect: onDelete },
        ]}
      />
    </div>
  );
}

/** Spec §2 products table: image, title, stock, price, actions; cards on narrow screens. */
export function ProductList({ products, currencies, empty, onEdit, onDelete }: ProductListProps) {
  const t = useTranslations('Window');
  const locale = moneyLocale(useLocale());
  if (products.length === 0) {
    return (
      <p className={`${kit.text} ${styles.empty}`} data-testid="products-empty">
        {empty}
      </p>
    );
  }
  const stock = (product: Product) => formatStock(product, locale) ?? t('stockNotCounted');
  return (
    <>
      <div className={styles.tableBox}>
        <table className={`${kit.table} ${styles.productTable}`} aria-label={t('products')} data-testid="products">
          <thead>
            <tr>
              <th className={styles.imageColumn}>{t('columnImage')}</th>
              <th>{t('columnTitle')}</th>
              <th className={styles.end}>{t('columnStock')}</th>
              <th className={styles.end}>{t('columnPrice')}</th>
              <th className={styles.end}>{t('columnActions')}</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id} data-row-id={product.id}>
                <td>
                  <ProductImage product={product} size={40} />
                </td>
                <td>
                  <p className={styles.productTitle}>{product.title}</p>
                  <p className={styles.vendorCode}>
                    {t('vendorCode')}: {product.vendorCode}
                  </p>
                </td>
                <td className={styles.end} data-testid="product-stock">
                  {stock(product)}
                </td>
                <td className={styles.end} data-testid="product-price">
                  {formatPrice(product, currencies, locale)}
                </td>
                <td className={styles.end}>
                  <ProductActions product={product} onEdit={() => onEdit(product)} onDelete={() => onDelete(product)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.cards} aria-label={t('products')} data-testid="products-cards">
        {products.map((product) => (
          <li key={product.id} className={styles.card} data-row-id={product.id}>
            <div className={styles.cardHead}>
              <ProductImage product={product} size={56} />
              <div className={styles.cardText}>
                <p className={styles.cardTitle}>{product.title}</p>
                <p className={styles.vendorCode}>
                  {t('vendorCode')}: {product.vendorCode}
                </p>
              </div>
              <ProductActions product={product} onEdit={() => onEdit(product)} onDelete={() => onDelete(product)} />
            </div>
            <dl className={styles.cardFacts}>
              <dt>{t('columnStock')}</dt>
              <dd data-testid="product-stock">{stock(product)}</dd>
              <dt>{t('columnPrice')}</dt>
              <dd className={styles.price} data-testid="product-price">
                {formatPrice(product, currencies, locale)}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
