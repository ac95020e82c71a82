'use client';

import type { LoadFailure } from '@/lib/page-load/server-load';
import { useInitialFailures } from './use-failure-alert';

/**
 * The failures of a server render, announced once (spec §8), for a page whose blocks render on the server. Give it a
 * `key` of the render: a page rendered again (`router.refresh()`) announces its own failures once too.
 */
export function InitialFailures({ failures, more }: { failures: readonly LoadFailure[]; more?: readonly string[] }) {
  useInitialFailures(failures, more);
  return null;
}
