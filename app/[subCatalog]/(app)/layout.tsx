import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { Box, Flex, Link } from '@chakra-ui/react';
import { getTranslations } from 'next-intl/server';
import { MainHeader } from '@/components/layout/main-header';
import { NavigationLoader } from '@/components/layout/navigation-loader';
import { SessionWatch } from '@/components/layout/session-watch';
import { PageMessages } from '@/components/layout/page-messages';
import { TenantLogo, type LogoLink } from '@/components/layout/tenant-logo';
import { requireSession } from '@/lib/session/session';
import { aliasFromSegment } from '@/lib/tenant/alias';
import { guestSettings, languageList } from '@/lib/tenant/reference-data';
import { inTime, pageDeadline } from '@/lib/page-load/page-deadline';
import { tenantBrand } from '@/lib/tenant/brand';
import { headerLogo } from '@/lib/theme/colors';
import { buildPath, visibleTabs } from '@/lib/domain/routes';
import type { NavTab } from '@/components/layout/main-nav';
import { AccountDialogs } from '@/components/account/account-dialogs';
import { SessionEnded } from '@/components/account/session-ended';
import { loadShellState } from '@/lib/session/shell-state';
import { FileUploadsProvider } from '@/components/window/file-uploads';
import { ApiUnavailable } from '@/components/layout/api-unavailable';
import { ApiUnavailableNote } from '@/components/layout/api-unavailable-note';
import { requestColorMode } from '@/lib/theme/request-color-mode';
import { ScreenLayoutProvider } from '@/components/ui/screen-layout';
import { SCREEN_LAYOUT_COOKIE, screenGuess } from '@/lib/layout/screen-guess';
import { cookies, headers } from 'next/headers';
import { requestIdOf } from '@/lib/observability/request-id';

/** The header's logo leads to the dashboard without a page load. */
const HeaderLogoLink: LogoLink = (props) => <NextLink prefetch={false} {...props} />;

const ROLE_LABEL = { holding: 'roleHolding', merchant: 'roleMerchant', operator: 'roleOperator' } as const;

/** Spec §2 "Main layout": header with logo, tabs, language selector and user menu; footer privacy link. */
export default async function MainLayout({ children, params }: { children: ReactNode; params: Promise<{ subCatalog: string }> }) {
  const alias = aliasFromSegment((await params).subCatalog);
  const session = await requireSession(alias);
  // One round of calls for the shell, beside the page's own (issue 19: one deadline, calls in parallel).
  const guest = inTime(guestSettings(alias), []);
  const [settings, languages, t, tFooter, shell, colorMode, cookieStore, requestHeaders] = await Promise.all([
    guest,
    inTime(languageList(alias), []),
    getTranslations('Shell'),
    getTranslations('Footer'),
    loadShellState(session, guest, await pageDeadline()),
    requestColorMode(),
    cookies(),
    headers(),
  ]);
  // The layout (table or cards) the request's device most likely shows: only that one is rendered and hydrated.
  const guess = screenGuess({
    cookie: cookieStore.get(SCREEN_LAYOUT_COOKIE)?.value,
    userAgent: requestHeaders.get('user-agent'),
    mobileHint: requestHeaders.get('sec-ch-ua-mobile'),
  });
  const { user } = session;
  const tabs: NavTab[] = visibleTabs(user.roles, user.showWindowPage).map((tab) => ({ id: tab.id, page: tab.page as NavTab['page'] }));
  const role = user.roles[0] ?? 'operator';
  const brand = tenantBrand(settings);
  return (
    <PageMessages part="app">
      {shell.kind === 'ended' ? (
        <SessionEnded />
      ) : (
        <AccountDialogs
          passwordPrompt={shell.passwordPrompt}
          passExpireDate={user.passExpireDate}
          captchaConfig={shell.captcha}
          captchaFailed={shell.captchaFailed}
          privacyPending={shell.privacyPending}
          privacyUrl={shell.privacyUrl}
          act={shell.act}
        >
          <FileUploadsProvider>
            <Flex direction="column" minH="100dvh" bg="bg.subtle">
              <MainHeader
                alias={alias}
                logo={<TenantLogo alias={alias} logo={headerLogo(brand.color, brand.logoInvert)} Link={HeaderLogoLink} />}
                tabs={tabs}
                languages={languages}
                fullName={user.fullName}
                roleLabel={t(ROLE_LABEL[role])}
                colorMode={colorMode}
              />
              {/* At least a screen tall: the footer starts below the fold, so content streaming in never shifts it (CLS). */}
              <Box as="main" id="main" flex="1" w="full" minH="100dvh" maxW="1440px" mx="auto" px={{ base: '3', sm: '6' }} py={{ base: '4', sm: '6' }}>
                {/* Until the privacy policy is accepted the API refuses data (409): the page waits behind the dialog. */}
                {shell.apiUnavailable ? (
                  <>
                    <ApiUnavailableNote />
                    <ApiUnavailable requestId={requestIdOf(requestHeaders) ?? undefined} />
                  </>
                ) : shell.privacyPending ? null : <ScreenLayoutProvider guess={guess}>{children}</ScreenLayoutProvider>}
              </Box>
              {/* Not inside a Suspense boundary: it hydrates with the shell, before the first click can come. */}
              <NavigationLoader />
              <SessionWatch expiresAt={session.expiresAt} lifeTime={session.lifeTime ?? null} />
              <Box as="footer" px="6" py="4" textStyle="sm" textAlign="center" bg="bg.panel" borderTopWidth="1px">
                <Link asChild color="brand.fg">
                  <NextLink href={buildPath(alias, 'privacyPolicy')} prefetch={false}>
                    {tFooter('privacyPolicy')}
                  </NextLink>
                </Link>
              </Box>
            </Flex>
          </FileUploadsProvider>
        </AccountDialogs>
      )}
    </PageMessages>
  );
}
