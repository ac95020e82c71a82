import createNextIntlPlugin from 'next-intl/plugin';
import { STATIC_FILE_CSP, STATIC_SECURITY_HEADERS } from './lib/middleware/static-headers.ts';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// The same list the middleware gives the pages: here for the BFF's answers and static files.
const securityHeaders = Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The production artifact (issue 35 §1): .next/standalone with only the files the server needs; scripts/artifact.mjs
  // adds the static files and the server entry, and the Dockerfile copies that folder alone.
  output: 'standalone',
  // No next/image anywhere (the BFF serves the few images): no optimiser endpoint, and no sharp (20 MB) in the artifact.
  images: { unoptimized: true },
  outputFileTracingExcludes: { '*': ['node_modules/sharp/**', 'node_modules/@img/**'] },
  // One copy of prom-client for every bundle: the metrics registry is the process's (lib/observability/metrics.ts).
  // exceljs from node_modules, not bundled: its zip writer calls the deprecated `new Buffer()`, which Node reports
  // (DEP0005, at every export) for code outside node_modules only.
  serverExternalPackages: ['prom-client', 'exceljs'],
  // Parallel local runs (several checkouts' worth of e2e on one machine) build into their own folders.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Bundle analysis only (BO_SOURCE_MAPS=1 next build): maps for the browser chunks.
  productionBrowserSourceMaps: process.env.BO_SOURCE_MAPS === '1',
  // ESM-only packages: listed so that next/jest transforms them for component tests.
  transpilePackages: [
    'next-intl', 'use-intl', 'intl-messageformat', 'icu-minify', '@formatjs/fast-memoize', '@formatjs/icu-messageformat-parser', '@formatjs/icu-skeleton-parser',
    'htmlparser2', 'domhandler', 'domutils', 'domelementtype', 'dom-serializer', 'entities',
    'supercluster', 'kdbush',
  ],
  // `npm test` type-checks the whole tree (tests and sandbox included) with `tsc`; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // The BFF answers with its own headers; these cover API routes and static files too.
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The device's colour scheme from the second page on (Chromium), so the server renders the right mode
      // (lib/theme/color-mode.ts). Pages are `private, no-store`: no cache needs a Vary for it.
      { source: '/:path((?!api/|_next/).*)', headers: [{ key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' }] },
      // BFF answers are data, never a document: nothing may load or frame them (pages get their nonce CSP in the middleware).
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" }] },
      // Static files skip the middleware: theirs, so that even the not-found HTML of a missing one has a policy.
      { source: '/_next/static/:path*', headers: [{ key: 'Content-Security-Policy', value: STATIC_FILE_CSP }] },
      // The image optimiser is off (images.unoptimized): its path answers Next's not-found HTML, outside the middleware.
      { source: '/_next/image', headers: [{ key: 'Content-Security-Policy', value: STATIC_FILE_CSP }] },
    ];
  },
  turbopack: {
    // Messages are precompiled on the server (lib/i18n/precompile.ts), so the browser needs only
    // the small formatter, not the ICU parser (the same alias next-intl's `precompile` option sets).
    resolveAlias: {
      'use-intl/format-message': './node_modules/use-intl/dist/esm/production/format-message/format-only.js',
      // Chakra's theme entry without the default config that holds every recipe (lib/theme/chakra-theme-entry.mjs).
      '@chakra-ui/react/theme': './lib/theme/chakra-theme-entry.mjs',
    },
  },
};

export default withNextIntl(nextConfig);
