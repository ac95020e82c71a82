/** Starts the clustering Worker (a separate chunk, same origin: CSP `worker-src 'self'`). */
export function startClusterWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module', name: 'map-clusters' });
}
