import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { logoUrl } from '@/lib/tenant/brand';
import { buildPath } from '@/lib/domain/routes';
import type { HeaderLogo } from '@/lib/theme/colors';
import styles from '@/components/plain/plain.module.css';

const LOOK_CLASS = { light: styles.logoLight, dark: styles.logoDark, original: undefined } as const;

/**
 * The bank's logo (spec §7 `api/image/logo/logo.png`), linking to the dashboard. On the brand header it shows as
 * `headerLogo` says (lib/theme/colors.ts); on the guest pages' light background in its own colours.
 */
export async function TenantLogo({ alias, logo = { look: 'original', plate: false } }: { alias: string | null; logo?: Pick<HeaderLogo, 'look' | 'plate'> }) {
  const t = await getTranslations('Brand');
  return (
    <NextLink href={buildPath(alias, 'dashboard')} prefetch={false} aria-label={t('productName')} className={logo.plate ? styles.logoPlate : undefined} data-logo={logo.look}>
      {/* A plain img: the logo is a small per-tenant PNG served through the BFF, not worth the image optimiser. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={logoUrl(alias)} alt={t('logoAlt')} height={40} className={[styles.logo, LOOK_CLASS[logo.look]].filter(Boolean).join(' ')} />
    </NextLink>
  );
}
