import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { OWN_API_ROUTES, routeTemplate, tenantOfPath } from '@/lib/server/route-template';
import { upstreamEndpoint } from '@/lib/acquiring/endpoint-match';
import { PROXY_ROUTES } from '@/lib/bff/allowlist';

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

  it('gives every own route file of app/api its own template, and every own route a file', () => {
    const files = routeFiles(path.join(process.cwd(), 'app', 'api'));
    const own = files.filter((file) => file.route !== CATCH_ALL && !isProxied(file.route));
    for (const file of own) {
      expect(file.methods).not.toHaveLength(0);
      for (const method of file.methods) expect(`${method} ${routeTemplate(method, file.route)}`).toBe(`${method} ${file.route}`);
    }
    expect(new Set(own.map((file) => file.route))).toEqual(OWN_API_ROUTES);
  });

  it('would catch an own route file without a template', () => {
    expect(isProxied('/api/session/new-thing')).toBe(false);
    expect(routeTemplate('POST', '/api/session/new-thing')).not.toBe('/api/session/new-thing');
  });
});

/** The proxy's catch-all route file. */
const CATCH_ALL = '/api/[...path]';

/** A route file the proxy serves: its folder is an allowlisted path (`[id]` for `:id`), whatever generated it. */
function isProxied(route: string): boolean {
  return PROXY_ROUTES.some((row) => `/${row.path}` === route);
}

interface RouteFile {
  /** `/api/session/auth`; a folder `[id]` reads `:id` */
  route: string;
  /** the HTTP methods the file exports */
  methods: string[];
}

function routeFiles(dir: string): RouteFile[] {
  return readdirSync(dir).flatMap((name): RouteFile[] => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    if (name !== 'route.ts') return [];
    const folder = path.relative(path.join(process.cwd(), 'app'), dir).split(path.sep).join('/');
    const route = `/${folder}`.replace(/\/\[(\w+)\](?=\/|$)/g, '/:$1');
    const methods = [...readFileSync(full, 'utf8').matchAll(/export (?:async )?(?:function|const) (GET|POST|PUT|DELETE|PATCH)\b/g)].map((match) => match[1] ?? '');
    return [{ route, methods }];
  });
}

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
