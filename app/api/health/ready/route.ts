import { healthResponse } from '@/lib/server/health';
import { readiness } from '@/lib/server/readiness';

export const dynamic = 'force-dynamic';

/** Readiness (issue 35 §2): the acquiring API and Redis answer, and the instance is not stopping. */
export async function GET(): Promise<Response> {
  return healthResponse(await readiness());
}
