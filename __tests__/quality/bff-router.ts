/**
 * The BFF's proxy as Next serves it (issue 36 §3): a request goes to the generated route file Next's router would
 * pick for its path (lib/bff/route-files.ts `routeFileFor`), else to the catch-all that refuses it. The quality
 * suites send their requests through it, so they exercise the real route files.
 */
import type { NextRequest } from 'next/server';
import { routeFileFor, type RouteFile } from '@/lib/bff/route-files';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Handler = (request: NextRequest) => Promise<Response>;
type RouteModule = Record<Method, Handler>;

/** Import only after the server environment is set (lib/env.ts reads it once). Each route file is imported on its first request. */
export async function routedProxy(): Promise<Record<Method, Handler>> {
  const catchAll = (await import('@/app/api/[...path]/route')) as RouteModule;
  const modules = new Map<string, Promise<RouteModule>>();
  const load = (file: RouteFile): Promise<RouteModule> => {
    const loaded = modules.get(file.file) ?? (import(`@/${file.file.replace(/\.ts$/, '')}`) as Promise<RouteModule>);
    modules.set(file.file, loaded);
    return loaded;
  };
  const route = (method: Method): Handler => async (request) => {
    // a trailing slash: Next redirects to the path without it
    const segments = request.nextUrl.pathname.replace(/^\//, '').replace(/\/$/, '').split('/');
    const file = routeFileFor(segments);
    return (file ? await load(file) : catchAll)[method](request);
  };
  return { GET: route('GET'), POST: route('POST'), PUT: route('PUT'), DELETE: route('DELETE') };
}
