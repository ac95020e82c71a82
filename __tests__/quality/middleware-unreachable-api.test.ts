/**
 * An acquiring API that cannot be reached for now (the sandbox restarting, a gateway down) is the spec §8
 * "temporarily unavailable": the page is served and shows the dialog, and recovers with the API. Only an API that
 * answers without a language list sends the visitor to the error page (spec §2).
 */
import { NextRequest } from 'next/server';
import { hasLanguageList } from '@/lib/middleware/upstream-checks';

jest.mock('@/lib/middleware/upstream-checks', () => ({
  ...jest.requireActual('@/lib/middleware/upstream-checks'),
  hasLanguageList: jest.fn(),
  tenantExists: async () => null,
  buildVersionChanged: async () => false,
  captchaEnabled: async () => false,
  mapProviderFor: async () => 'disabled',
}));

const languageList = hasLanguageList as jest.MockedFunction<typeof hasLanguageList>;

async function visit(path: string): Promise<Response> {
  const { middleware } = await import('@/middleware');
  return middleware(new NextRequest(`https://bo.example.com${path}`));
}

it.each(['/auth', '/greenbank/auth', '/forgot-restore'])('%s with the API out of reach: the page, not the error page', async (path) => {
  languageList.mockResolvedValue(null);
  const response = await visit(path);
  expect(response.headers.get('location')).toBeNull();
  expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/(auth|forgot-restore)$/);
});

it('an API without a language list: the error page (spec §2)', async () => {
  languageList.mockResolvedValue(false);
  const response = await visit('/auth');
  expect(response.status).toBe(307);
  expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/error');
});
