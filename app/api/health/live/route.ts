import { healthResponse } from '@/lib/server/health';

export const dynamic = 'force-dynamic';

/** Liveness (issue 35 §2): the process answers; nothing upstream is asked. */
export function GET(): Response {
  return healthResponse({ status: 'up' });
}
