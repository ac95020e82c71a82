import { ClusterIndex, type MapItem, type MapView } from './clusters';
import type { ClusterRequest, ClusterResponse } from './cluster-protocol';
import type { PointColumns } from './points';

/** Above this many points the clustering leaves the main thread (10,000 points cost ~55 ms to index). */
export const WORKER_THRESHOLD = 3000;

/** Clusters for a view, wherever they are computed. */
export interface ClusterEngine {
  readonly offThread: boolean;
  items(view: MapView): Promise<MapItem[]>;
  expansionZoom(clusterId: number, fallback: number): Promise<number>;
  dispose(): void;
}

export function localEngine(columns: PointColumns): ClusterEngine {
  const index = new ClusterIndex(columns);
  return {
    offThread: false,
    items: (view) => Promise.resolve(index.items(view)),
    expansionZoom: (clusterId) => Promise.resolve(index.expansionZoom(clusterId)),
    dispose: () => undefined,
  };
}

type Pending = (response: ClusterResponse) => void;
type Unnumbered<T> = T extends { seq: number } ? Omit<T, 'seq'> : never;

/** The same index inside a Worker; the columns are transferred, not copied. */
export async function workerEngine(worker: Worker, columns: PointColumns): Promise<ClusterEngine> {
  let seq = 0;
  const pending = new Map<number, Pending>();
  worker.onmessage = (event: MessageEvent<ClusterResponse>) => {
    pending.get(event.data.seq)?.(event.data);
    pending.delete(event.data.seq);
  };
  const ask = (request: Unnumbered<ClusterRequest>, transfer: Transferable[] = []) =>
    new Promise<ClusterResponse>((resolve, reject) => {
      seq += 1;
      pending.set(seq, resolve);
      worker.onerror = (event) => reject(new Error(event.message || 'cluster worker failed'));
      worker.postMessage({ ...request, seq } as ClusterRequest, transfer);
    });
  await ask({ type: 'load', columns }, [columns.ids.buffer, columns.lats.buffer, columns.lngs.buffer]);
  return {
    offThread: true,
    async items(view) {
      const response = await ask({ type: 'items', view });
      return response.type === 'items' ? response.items : [];
    },
    async expansionZoom(clusterId, fallback) {
      const response = await ask({ type: 'expansionZoom', clusterId, fallback });
      return response.type === 'zoom' ? response.zoom : fallback;
    },
    dispose: () => worker.terminate(),
  };
}

/**
 * A few thousand points are clustered in place; more go to a Worker so that no main-thread task
 * grows long. A Worker that cannot start (old browser, policy) falls back to the main thread.
 */
export async function createClusterEngine(columns: PointColumns, startWorker: () => Worker | null): Promise<ClusterEngine> {
  if (columns.ids.length <= WORKER_THRESHOLD) return localEngine(columns);
  let worker: Worker | null = null;
  try {
    worker = startWorker();
  } catch {
    worker = null;
  }
  if (!worker) return localEngine(columns);
  const copy: PointColumns = { ids: columns.ids.slice(), lats: columns.lats.slice(), lngs: columns.lngs.slice() };
  try {
    return await workerEngine(worker, copy);
  } catch {
    worker.terminate();
    return localEngine(columns);
  }
}
