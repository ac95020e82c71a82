import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { OWN_API_ROUTES, routeTemplate, tenantOfPath } from '@/lib/server/route-template';
import { upstreamEndpoint } from '@/lib/acquiring/endpoint-match';
import { GENERATED_HEADER } from '@/lib/bff/route-files';

describe('routeTemplate: few series whatever the traffic, never an id, a query or a tenant', () => {
  it.each([
    ['GET', '/dashboard', '/dashboard'],
    ['GET', '/greenbank/dashboard?period=day', '/dashboard'],
    ['GET', '/', '/'],
    ['GET', '/greenbank', '/'],
    ['GET', '/site/forgot-restore?token=abc', '/site/forgot-restore'],
    ['GET', '/greenbank/no/such/page', 'not-found'],
    ['GET', '/%2e%2e/etc/passwd', 'not-found'],
    ['GET', '/api/transaction/operations?cardNumber=4111111111111111', '/api/transaction/:name'],
    ['GET', '/api/terminal/close-day/42', '/api/terminal/close-day/:id'],
    ['POST', '/api/merchant/grant', '/api/merchant/grant'],
    ['GET', '/api/merchant/grant', '/api/*'],
    ['GET', '/api/../../etc/passwd', '/api/*'],
    ['POST', '/api/session/auth', '/api/session/auth'],
    ['GET', '/api/health/ready', '/api/health/ready'],
    ['GET', '/_next/static/chunks/0a1b2c.js', '/_next/static/*'],
    ['GET', '/_next/data/x.json', '/_next/*'],
  ])('%s %s → %s', (method, url, template) => {
    expect(routeTemplate(method, url)).toBe(template);
  });

  it('knows every route handler of app/api besides the allowlisted proxy (the catch-all and the generated files)', () => {
    const routes: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name === 'route.ts' && !readFileSync(full, 'utf8').startsWith(GENERATED_HEADER)) routes.push(`/${path.relative(process.cwd(), dir).replace(/^app\//, '')}`);
      }
    };
    walk(path.join(process.cwd(), 'app', 'api'));
    expect(new Set(routes.filter((route) => route !== '/api/[...path]'))).toEqual(OWN_API_ROUTES);
  });
});

describe('tenantOfPath', () => {
  it.each([
    ['/greenbank/list?x=1', 'greenbank'],
    ['/list', null],
    ['/', null],
    ['/api/currency/list', undefined],
    ['/_next/static/a.js', undefined],
  ])('%s → %j', (url, tenant) => {
    expect(tenantOfPath(url)).toBe(tenant);
  });
});

describe('upstreamEndpoint: the allowlist’s pattern, ids masked otherwise', () => {
  it.each([
    ['GET', 'api/terminal/close-day/42', 'api/terminal/close-day/:id'],
    ['GET', 'api/transaction/summary/period/day', 'api/transaction/summary/period/:name'],
    ['POST', 'api/session/auth', 'api/session/auth'],
    ['GET', 'api/privacy-policy/7?x=1', 'api/privacy-policy/:id'],
    ['GET', 'api/unknown/123456/more', 'api/unknown/:id/more'],
    ['GET', 'info', 'info'],
  ])('%s %s → %s', (method, path, endpoint) => {
    expect(upstreamEndpoint(method, path)).toBe(endpoint);
  });
});
