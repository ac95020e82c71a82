/**
 * Issue 9 / spec §8 "Unknown middleware: status 500": when the middleware itself fails, the answer is a
 * plain 500 with the security headers, nothing of the error or the request in it.
 */
import { NextRequest } from 'next/server';

const failure = new Error('boom <script>alert(1)</script>');
jest.mock('@/lib/middleware/tenant-route', () => {
  const actual = jest.requireActual('@/lib/middleware/tenant-route');
  return {
    ...actual,
    resolveTenantRoute: (pathname: string, alias: string | undefined) => {
      if (pathname.includes('explode')) throw failure;
      return actual.resolveTenantRoute(pathname, alias);
    },
  };
});

describe('a middleware failure answers 500', () => {
  it('answers a 500 page with the security headers and no detail', async () => {
    const { middleware } = await import('@/middleware');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await middleware(new NextRequest('https://bo.example.com/explode?q=<script>'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toContain('Техническая ошибка');
    expect(text).not.toMatch(/boom|<script/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it.each([
    ['en', 'Technical error', 'lang="en"'],
    ['ru', 'Техническая ошибка', 'lang="ru"'],
  ])('speaks the language of the language cookie (%s)', async (language, title, lang) => {
    const { middleware } = await import('@/middleware');
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await middleware(new NextRequest('https://bo.example.com/explode', { headers: { cookie: `language=${language}` } }));
    error.mockRestore();
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(text).toContain(title);
    expect(text).toContain(lang);
    if (language === 'en') expect(text).not.toMatch(/[А-Яа-яЁё]/);
  });
});
