import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getLocale, getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import { Providers } from '@/components/layout/providers';
import { ChunkReloadScript } from '@/components/layout/chunk-reload-script';
import { guestSettings } from '@/lib/tenant/reference-data';
import { inTime } from '@/lib/page-load/page-deadline';
import { tenantBrand } from '@/lib/tenant/brand';
import { aliasFromSegment, isTenantSegment } from '@/lib/tenant/alias';
import { brandStyleSheet } from '@/lib/theme/colors';
import { SYSTEM_DARK_MEDIA, type ColorMode } from '@/lib/theme/color-mode';
import { requestColorMode } from '@/lib/theme/request-color-mode';
import { zoneOffsetsFor } from '@/lib/operations/zone-offsets';
import { pickMessages } from '@/lib/i18n/client-messages';
import '@/lib/theme/chakra.css';
import '@/lib/theme/static-parts.css';

/**
 * The window title: the tenant's product name (its dictionary can override `Brand.productName`, spec §1
 * white label) in the chosen language.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Brand');
  const product = t('productName');
  return {
    title: { default: product, template: `%s · ${product}` },
    robots: { index: false, follow: false },
  };
}

const THEME_COLOR: Record<ColorMode, string> = { light: '#ffffff', dark: '#000000' };

export async function generateViewport(): Promise<Viewport> {
  const mode = await requestColorMode();
  return {
    width: 'device-width',
    initialScale: 1,
    themeColor: mode ? THEME_COLOR[mode] : [{ media: SYSTEM_DARK_MEDIA, color: THEME_COLOR.dark }, { color: THEME_COLOR.light }],
  };
}

/** Root layout of every page: the tenant's brand is in the server HTML, before any script runs. */
export default async function TenantRootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ subCatalog: string }>;
}) {
  const segment = (await params).subCatalog;
  // Defence in depth: every page comes through the middleware (CSP, version check, internal headers
  // stripped), which rewrites to `_` or a valid alias and sets `x-bo-page`. Without both, nothing renders.
  if (!isTenantSegment(segment) || (await headers()).get('x-bo-page') === null) notFound();
  const alias = aliasFromSegment(segment);
  const [settings, locale, messages, timeZone, requestHeaders, colorMode] = await Promise.all([
    inTime(guestSettings(alias), []),
    getLocale(),
    getMessages(),
    getTimeZone(),
    headers(),
    requestColorMode(),
  ]);
  const brand = tenantBrand(settings);
  const nonce = requestHeaders.get('x-nonce') ?? undefined;
  return (
    // The colour mode is a class the server writes (null: the CSS follows the device), so the first paint is right.
    <html lang={locale} data-tenant={alias ?? 'default'} className={colorMode ?? undefined} suppressHydrationWarning>
      <head>
        <style nonce={nonce} id="bo-brand" dangerouslySetInnerHTML={{ __html: brandStyleSheet(brand.color) }} />
        <ChunkReloadScript nonce={nonce} />
      </head>
      <body>
        <Providers
          nonce={nonce}
          alias={alias}
          locale={locale}
          timeZone={timeZone}
          zoneOffsets={zoneOffsetsFor(timeZone)}
          messages={pickMessages(messages, 'root')}
        >
          {children}
        </Providers>
      </body>
    </html>
  );
}
