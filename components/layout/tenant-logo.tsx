import type { ComponentType, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Box, Image } from '@chakra-ui/react';
import { logoUrl } from '@/lib/tenant/brand';
import { buildPath } from '@/lib/domain/paths';
import { LOGO_PLATE, type HeaderLogo } from '@/lib/theme/colors';

/** The inverted logo (lib/theme/colors.ts headerLogo): a silhouette in the header's text colour. */
const LOOK_FILTER = { light: 'brightness(0) invert(1)', dark: 'brightness(0)', original: undefined } as const;

/** The element the logo links with: next/link in the app's header, a plain anchor on the guest pages. */
export type LogoLink = ComponentType<{ href: string; 'aria-label': string; 'data-logo': string; children: ReactNode }> | 'a';

/**
 * The bank's logo (spec §7 `api/image/logo/logo.png`), linking to the dashboard. The guest pages link with a plain
 * anchor (a page load, as the other links of their frame), so their scripts carry no client-side router link; the
 * header passes next/link's. On the brand header it shows as
 * `headerLogo` says (lib/theme/colors.ts); on the guest pages' light background in its own colours. A logo in its
 * own colours on the brand header sits on a light plate, so a brand-coloured logo never meets its own colour.
 */
export async function TenantLogo({
  alias,
  logo = { look: 'original', plate: false },
  Link = 'a',
}: {
  alias: string | null;
  logo?: Pick<HeaderLogo, 'look' | 'plate'>;
  Link?: LogoLink;
}) {
  const t = await getTranslations('Brand');
  return (
    <Box asChild display="block" {...(logo.plate ? { px: '2', py: '1', borderRadius: 'l2', bg: LOGO_PLATE } : {})}>
      <Link href={buildPath(alias, 'dashboard')} aria-label={t('productName')} data-logo={logo.look}>
        {/* A plain img: the logo is a small per-tenant PNG served through the BFF, not worth the image optimiser. */}
        <Image src={logoUrl(alias)} alt={t('logoAlt')} display="block" h="40px" w="auto" maxW="200px" filter={LOOK_FILTER[logo.look]} />
      </Link>
    </Box>
  );
}
