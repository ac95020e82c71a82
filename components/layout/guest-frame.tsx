import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Box, Card, Flex, Link, Text } from '@chakra-ui/react';
import { ColorModeButton } from '@/components/ui/color-mode';
import { LanguageSelect } from './language-select';
import { PageMessages } from './page-messages';
import { TenantLogo } from './tenant-logo';
import { guestSettings, languageList } from '@/lib/tenant/reference-data';
import { inTime } from '@/lib/page-load/page-deadline';
import { tenantBrand } from '@/lib/tenant/brand';
import { buildPath } from '@/lib/domain/paths';
import { requestColorMode } from '@/lib/theme/request-color-mode';

/**
 * The frame of the pages without a session (spec §2 "Other layouts"): the tenant's logo, the page, and a footer
 * with licence, description, year, link, attachment, a language selector and the dark-mode toggle. `card`: the
 * auth pages' narrow card ("Unauthorized layout"); `document`: a reading column for the privacy policy
 * ("Privacy-policy layout: logo and footer"). A server component: only the two footer controls hydrate. Its
 * columns and rows are Flex, not Stack and HStack: each Chakra part a server component names is a client chunk of
 * its own on the login's first load, and HStack's carried a second copy of Stack (0.6 KiB, measured).
 */
export async function GuestFrame({ alias, variant, children }: { alias: string | null; variant: 'card' | 'document'; children: ReactNode }) {
  const [settings, languages, t, colorMode] = await Promise.all([
    inTime(guestSettings(alias), []),
    inTime(languageList(alias), []),
    getTranslations('Footer'),
    requestColorMode(),
  ]);
  const { footer } = tenantBrand(settings);
  return (
    <PageMessages part="guest">
      <Flex direction="column" minH="100dvh" bg="bg.subtle">
        <Box as="header" p="4" px={{ md: '8' }}>
          <TenantLogo alias={alias} />
        </Box>
        <Flex as="main" flex="1" justify="center" align={{ base: 'flex-start', sm: 'center' }} px="4" py={{ base: '2', sm: '8' }}>
          {variant === 'card' ? (
            <Card.Root w="full" maxW="420px" boxShadow="md" borderWidth="0">
              <Card.Body gap="4" p={{ base: '5', sm: '8' }}>
                {children}
              </Card.Body>
            </Card.Root>
          ) : (
            <Flex direction="column" gap="4" w="full" maxW="800px" p={{ base: '5', sm: '8' }} bg="bg.panel" borderRadius="l3" boxShadow="xs">
              {children}
            </Flex>
          )}
        </Flex>
        <Box as="footer" p="4" px={{ md: '8' }} textStyle="sm" color="fg.muted" bg="bg.panel" borderTopWidth="1px">
          <Flex wrap="wrap" gap="4" align="center" justify="space-between">
            <Flex direction="column" gap="1" minW="0">
              {footer.description && <Text data-testid="footer-description">{footer.description}</Text>}
              <Flex wrap="wrap" columnGap="3" rowGap="1">
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
            </Flex>
            <Flex gap="2" align="center">
              <LanguageSelect languages={languages} />
              <ColorModeButton serverMode={colorMode} />
            </Flex>
          </Flex>
        </Box>
      </Flex>
    </PageMessages>
  );
}
