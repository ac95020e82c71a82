import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Image } from '@chakra-ui/react';
import { logoUrl } from '@/lib/tenant/brand';
import { buildPath } from '@/lib/domain/routes';

/** The bank's logo (spec §7 `api/image/logo/logo.png`), linking to the dashboard. */
export async function TenantLogo({ alias, invert }: { alias: string | null; invert: boolean }) {
  const t = await getTranslations('Brand');
  return (
    <NextLink href={buildPath(alias, 'dashboard')} prefetch={false} aria-label={t('productName')}>
      {/* A plain img: the logo is a small per-tenant PNG served through the BFF, not worth the image optimiser. */}
      <Image src={logoUrl(alias)} alt={t('logoAlt')} display="block" h="40px" w="auto" maxW="200px" filter={invert ? 'brightness(0) invert(1)' : undefined} />
    </NextLink>
  );
}
