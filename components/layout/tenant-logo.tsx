import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { logoUrl } from '@/lib/tenant/brand';
import { buildPath } from '@/lib/domain/routes';
import styles from '@/components/plain/plain.module.css';

/** The bank's logo (spec §7 `api/image/logo/logo.png`), linking to the dashboard. */
export async function TenantLogo({ alias, invert }: { alias: string | null; invert: boolean }) {
  const t = await getTranslations('Brand');
  return (
    <NextLink href={buildPath(alias, 'dashboard')} prefetch={false} aria-label={t('productName')}>
      {/* A plain img: the logo is a small per-tenant PNG served through the BFF, not worth the image optimiser. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={logoUrl(alias)} alt={t('logoAlt')} height={40} className={invert ? `${styles.logo} ${styles.logoInverted}` : styles.logo} />
    </NextLink>
  );
}
