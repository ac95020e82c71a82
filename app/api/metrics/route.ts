import { metrics } from '@/lib/observability/metrics';
import { bearerMatches, metricsToken } from '@/lib/server/metrics-access';

export const dynamic = 'force-dynamic';

/**
 * The Prometheus metrics on the public port, only behind `METRICS_TOKEN` (issue 35 §4); without one they are
 * on `METRICS_PORT` alone (lib/server/server.ts) and this route does not exist for the outside.
 */
export async function GET(request: Request): Promise<Response> {
  const token = metricsToken(process.env.METRICS_TOKEN);
  if (!token) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  if (!bearerMatches(request.headers.get('authorization'), token)) {
    return new Response('Unauthorized', { status: 401, headers: { 'www-authenticate': 'Bearer', 'cache-control': 'no-store' } });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } });
}
