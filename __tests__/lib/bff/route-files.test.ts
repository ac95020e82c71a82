import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_HEADER, HTTP_METHODS, ROUTE_FILES, routeFileFor, routeFileSource } from '@/lib/bff/route-files';
import { matchProxyRoute, PROXY_ROUTES } from '@/lib/bff/allowlist';
import { matchesPattern } from '@/lib/acquiring/endpoint-match';
import { OWN_API_ROUTES } from '@/lib/server/route-template';
import * as ENDPOINTS from '@/lib/acquiring/endpoints';
import type { AnyEndpoint } from '@/lib/acquiring/endpoint';

const root = process.cwd();

/** Every route.ts below a folder, from the checkout's root. */
function routeFilesIn(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return routeFilesIn(file);
    return entry.name === 'route.ts' ? [file] : [];
  });
}

const generated = routeFilesIn('app/api').filter((file) => readFileSync(path.join(root, file), 'utf8').startsWith(GENERATED_HEADER));

describe('the generated route files of app/api (issue 36 §3)', () => {
  it('are what `npm run bff:routes` writes from the endpoint table now (run it after changing the table)', () => {
    const differing = ROUTE_FILES.filter((file) => {
      try {
        return readFileSync(path.join(root, file.file), 'utf8') !== routeFileSource(file);
      } catch {
        return true;
      }
    });
    expect(differing.map((file) => file.file)).toEqual([]);
    expect(generated.sort()).toEqual(ROUTE_FILES.map((file) => file.file).sort());
  });

  it('one file per forwarded path below api/, each with its methods’ rows', () => {
    const paths = new Set(PROXY_ROUTES.map((route) => route.path).filter((item) => item.startsWith('api/')));
    expect(ROUTE_FILES.map((file) => file.pattern).sort()).toEqual([...paths].sort());
    expect(ROUTE_FILES.length).toBeGreaterThan(50);
    const endpoints = ENDPOINTS as Record<string, AnyEndpoint>;
    for (const route of PROXY_ROUTES.filter((item) => item.path.startsWith('api/'))) {
      const name = ROUTE_FILES.find((file) => file.pattern === route.path)?.methods[route.method];
      expect(name && endpoints[name]?.path).toBe(route.path);
    }
  });

  it('a parameter is a dynamic folder: `api/transaction/:name/count` → app/api/transaction/[name]/count/route.ts', () => {
    expect(ROUTE_FILES.find((file) => file.pattern === 'api/transaction/:name/count')?.file).toBe('app/api/transaction/[name]/count/route.ts');
    expect(ROUTE_FILES.find((file) => file.pattern === 'api/terminal/close-day/:id')?.file).toBe('app/api/terminal/close-day/[id]/route.ts');
  });

  it('no generated file takes the place of one of the BFF’s own routes', () => {
    const own = [...OWN_API_ROUTES].map((route) => `app${route}/route.ts`);
    expect(ROUTE_FILES.filter((file) => own.includes(file.file))).toEqual([]);
  });

  it('the build info, called by the server alone, gets no file (today’s catch-all never forwarded it either)', () => {
    expect(ROUTE_FILES.some((file) => file.pattern === 'info' || file.file === 'app/info/route.ts')).toBe(false);
  });
});

/** Values a path's parameter may take in a request: the table's own, the static names beside it, and wrong ones. */
const VALUES = ['0', '42', '123456789012345678', '1234567890123456789', 'list', 'archive', 'day', 'count', 'summary', 'resend-check', 'host-response-codes', 'confirm', 'logo.png', 'List', '1a'];

/** Requests on every pattern of the table: each parameter, and each static segment, replaced by each value. */
function samplePaths(): string[] {
  const paths = new Set<string>();
  for (const route of PROXY_ROUTES) {
    const parts = route.path.split('/');
    paths.add(parts.map((part) => (part === ':id' ? '7' : part === ':name' ? 'list' : part)).join('/'));
    parts.forEach((_part, index) => {
      for (const value of VALUES) paths.add(parts.map((part, at) => (at === index ? value : part === ':id' ? '7' : part === ':name' ? 'list' : part)).join('/'));
    });
  }
  return [...paths].filter((item) => item.startsWith('api/'));
}

describe('the route files forward exactly what the allowlist forwards', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE', 'HEAD'])('%s on every pattern with its segments varied: the file Next picks has the allowlist’s row', (method) => {
    const endpoints = ENDPOINTS as Record<string, AnyEndpoint>;
    const mismatches: string[] = [];
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(500);
    for (const item of paths) {
      const segments = item.split('/');
      const file = routeFileFor(segments);
      const name = file && HTTP_METHODS.includes(method as never) ? file.methods[method as keyof typeof file.methods] : undefined;
      const row = name ? endpoints[name] : undefined;
      // the file's handler forwards only a path its row's pattern matches
      const forwarded = row && matchesPattern(row.path, segments) ? row.path : null;
      const allowed = matchProxyRoute(method, segments)?.path ?? null;
      if (forwarded !== allowed) mismatches.push(`${method} ${item}: files ${forwarded}, allowlist ${allowed}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('Next’s choice: a static folder before a dynamic one', () => {
    expect(routeFileFor(['api', 'transaction', 'summary'])?.pattern).toBe('api/transaction/summary');
    expect(routeFileFor(['api', 'transaction', 'archive'])?.pattern).toBe('api/transaction/:name');
    expect(routeFileFor(['api', 'transaction', 'summary', 'count'])?.pattern).toBe('api/transaction/:name/count');
    expect(routeFileFor(['api', 'nope'])).toBeNull();
  });
});
