/**
 * One call to the acquiring API, as lib/acquiring/upstream.ts saw it: into the request's log line (its upstream
 * time and status) and the upstream metrics (per endpoint template). No answer is 502, no answer in time 504.
 */
import { noteUpstreamCall } from '../observability/request-context';
import { recordUpstreamCall } from '../observability/metrics';
import { upstreamEndpoint } from './endpoint-match';

export function upstreamCallDone(method: string, path: string, status: number, startedAt: number, failure?: 'timeout' | 'unreachable'): void {
  const ms = performance.now() - startedAt;
  noteUpstreamCall(status, ms);
  recordUpstreamCall(upstreamEndpoint(method, path), method, status, ms / 1000, failure);
}
