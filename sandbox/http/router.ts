/** Table-driven path matching. */
import type { Route } from './types.ts';

interface CompiledRoute {
  route: Route;
  segments: string[];
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

export class Router {
  private readonly compiled: CompiledRoute[];

  constructor(routes: readonly Route[]) {
    this.compiled = routes.map((route) => ({ route, segments: split(route.pattern) }));
  }

  /** 'method' when the path exists with another method (→ 405), undefined when unknown. */
  match(method: string, path: string): RouteMatch | 'method' | undefined {
    const segments = split(path);
    let pathMatched = false;
    for (const { route, segments: pattern } of this.compiled) {
      const params = matchSegments(pattern, segments);
      if (!params) continue;
      if (route.method === method) return { route, params };
      pathMatched = true;
    }
    return pathMatched ? 'method' : undefined;
  }
}

function split(path: string): string[] {
  return path.split('/').filter((s) => s.length > 0);
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i] as string;
    const s = segments[i] as string;
    if (p.startsWith(':')) params[p.slice(1)] = decodeURIComponent(s);
    else if (p !== s) return undefined;
  }
  return params;
}
