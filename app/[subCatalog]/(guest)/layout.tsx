import type { ReactNode } from 'react';
import { Box, Card, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { getTranslations } from 'next-intl/server';
import { LanguageSelect } from '@/components/layout/language-select';
import { TenantLogo } from '@/components/layout/tenant-logo';
import { guestSettings, languageList } from '@/lib/tenant/reference-data';
import { tenantBrand } from '@/lib/tenant/brand';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { buildPath } from '@/lib/domain/routes';

/** Spec §2 "Unauthorized layout": logo, a card, and a footer with licence, description, year, link, attachment and a language selector. */
export default async function GuestLayout({ children, params }: { children: ReactNode; params: Promise<{ subCatalog: string }> }) {
  const alias = aliasFromSegment((await params).subCatalog);
  const [settings, languages, t] = await Promise.all([
    guestSettings(alias).catch(() => []),
    languageList(alias).catch(() => []),
    getTranslations('Footer'),
  ]);
  const { footer } = tenantBrand(settings);
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <Box as="header" px={{ base: '4', md: '8' }} py="4">
        <TenantLogo alias={alias} invert={false} />
      </Box>
      <Flex as="main" flex="1" align={{ base: 'flex-start', sm: 'center' }} justify="center" px="4" py={{ base: '2', sm: '8' }}>
        <Card.Root width="100%" maxW="420px" variant="elevated" bg="white">
          <Card.Body gap="4" p={{ base: '5', sm: '8' }}>
            {children}
          </Card.Body>
        </Card.Root>
      </Flex>
      <Box as="footer" px={{ base: '4', md: '8' }} py="4" fontSize="sm" color="gray.700" borderTopWidth="1px" bg="white">
        <Flex gap="4" wrap="wrap" align="center" justify="space-between">
          <Stack gap="1" minW="0">
            {footer.description && <Text data-testid="footer-description">{footer.description}</Text>}
            <Flex gap="3" wrap="wrap">
              {footer.licence && <Text data-testid="footer-licence">{footer.licence}</Text>}
              {footer.year && <Text data-testid="footer-year">© {footer.year}</Text>}
              {footer.link && (
                <Link href={footer.link} target="_blank" rel="noopener noreferrer" color="brand.fg">
                  {new URL(footer.link).host}
                </Link>
              )}
              {footer.attachment && (
                <Link href={footer.attachment} target="_blank" rel="noopener noreferrer" color="brand.fg">
                  {t('attachment')}
                </Link>
              )}
              <Link href={buildPath(alias, 'privacyPolicy')} color="brand.fg">
                {t('privacyPolicy')}
              </Link>
            </Flex>
          </Stack>
          <LanguageSelect languages={languages} />
        </Flex>
      </Box>
    </Flex>
  );
}
