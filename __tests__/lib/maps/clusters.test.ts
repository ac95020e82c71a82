import type { MapPoint } from '@/lib/acquiring/contract/summaries';
import { ClusterIndex, clusterFeatures } from '@/lib/maps/clusters';
import { WORKER_THRESHOLD, createClusterEngine } from '@/lib/maps/cluster-engine';
import { boundsOf, locatedPoints, toColumns } from '@/lib/maps/points';

const point = (id: number, lat: number, lng: number): MapPoint => ({ id, lat, lng, amount: 100, currencyId: 643, status: 'success' });

describe('bounds', () => {
  it('is the smallest rectangle around the points', () => {
    expect(boundsOf([point(1, 55.7, 37.6), point(2, 59.9, 30.3), point(3, 56.3, 44)])).toEqual({ south: 55.7, west: 30.3, north: 59.9, east: 44 });
  });

  it('is null without points and ignores impossible coordinates', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([point(1, 95, 10), point(2, Number.NaN, 1)])).toBeNull();
    expect(boundsOf([point(1, 95, 10), point(2, 10, 20)])).toEqual({ south: 10, west: 20, north: 10, east: 20 });
  });
});

describe('clustering input', () => {
  it('keeps only points inside the globe, as columns', () => {
    const columns = toColumns([point(1, 55.7, 37.6), point(2, -91, 0), point(3, 10, 200), point(4, -33.8, 151.2)]);
    expect([...columns.ids]).toEqual([1, 4]);
    expect([...columns.lats]).toEqual([55.7, -33.8]);
    expect([...columns.lngs]).toEqual([37.6, 151.2]);
    expect(locatedPoints([point(5, 0, 0)])).toHaveLength(1);
  });

  it('hands supercluster GeoJSON points as [lng, lat] with the operation id', () => {
    const [feature] = clusterFeatures(toColumns([point(7, 55.7, 37.6)]));
    expect(feature).toEqual({ type: 'Feature', properties: { id: 7 }, geometry: { type: 'Point', coordinates: [37.6, 55.7] } });
  });
});

describe('clusters', () => {
  const moscow = Array.from({ length: 50 }, (_, index) => point(index + 1, 55.75 + index * 0.0001, 37.61 + index * 0.0001));
  const spb = Array.from({ length: 20 }, (_, index) => point(100 + index, 59.93 + index * 0.0001, 30.33));
  const index = new ClusterIndex(toColumns([...moscow, ...spb, point(500, -33.86, 151.2)]));
  const world = { south: -85, west: -180, north: 85, east: 180 };

  it('groups nearby operations at a low zoom and counts them', () => {
    const items = index.items({ ...world, zoom: 3 });
    const clusters = items.filter((item) => item.kind === 'cluster');
    expect(clusters.map((item) => (item.kind === 'cluster' ? item.count : 0)).sort((a, b) => a - b)).toEqual([20, 50]);
    expect(items.filter((item) => item.kind === 'point')).toEqual([{ kind: 'point', id: 500, lat: -33.86, lng: 151.2 }]);
  });

  it('returns only what is inside the view', () => {
    const items = index.items({ south: 59, west: 29, north: 61, east: 31, zoom: 3 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'cluster', count: 20 });
  });

  it('keeps clusters apart on screen at city zooms, so their bubbles (28–56 px) do not cover one another', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296);
    const city = Array.from({ length: 3000 }, (_, id) => point(id + 1, 55.5 + random() * 0.4, 37.3 + random() * 0.8));
    const cityIndex = new ClusterIndex(toColumns(city));
    // Web Mercator pixels at a zoom, for 256-px tiles
    const pixels = (lat: number, lng: number, zoom: number) => {
      const size = 256 * 2 ** zoom;
      return [((lng + 180) / 360) * size, ((1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2) * size] as const;
    };
    for (const zoom of [9, 10, 11, 12, 13]) {
      const items = cityIndex.items({ ...world, zoom }).map((item) => pixels(item.lat, item.lng, zoom));
      let closest = Infinity;
      for (let a = 0; a < items.length; a += 1) {
        for (let b = a + 1; b < items.length; b += 1) {
          const [ax = 0, ay = 0] = items[a] ?? [];
          const [bx = 0, by = 0] = items[b] ?? [];
          closest = Math.min(closest, Math.hypot(ax - bx, ay - by));
        }
      }
      expect(closest).toBeGreaterThanOrEqual(36);
    }
  });

  it('splits a cluster at its expansion zoom, down to single operations', () => {
    const cluster = index.items({ ...world, zoom: 3 }).find((item) => item.kind === 'cluster' && item.count === 20);
    if (cluster?.kind !== 'cluster') throw new Error('no cluster');
    const zoom = index.expansionZoom(cluster.clusterId);
    expect(zoom).toBeGreaterThan(3);
    const deeper = index.items({ south: 59.9, west: 30.3, north: 60, east: 30.4, zoom: 20 });
    expect(deeper.every((item) => item.kind === 'point')).toBe(true);
    expect(deeper).toHaveLength(20);
  });

  it('clusters a few thousand points in place and more in a Worker (falling back when none starts)', async () => {
    const few = toColumns(moscow);
    const startWorker = jest.fn(() => null);
    expect((await createClusterEngine(few, startWorker)).offThread).toBe(false);
    expect(startWorker).not.toHaveBeenCalled();
    const many = toColumns(Array.from({ length: WORKER_THRESHOLD + 1 }, (_, i) => point(i + 1, 50 + (i % 100) / 10, 30 + i / 1000)));
    const engine = await createClusterEngine(many, startWorker);
    expect(startWorker).toHaveBeenCalledTimes(1);
    expect(engine.offThread).toBe(false);
    const items = await engine.items({ ...world, zoom: 2 });
    expect(items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0)).toBe(WORKER_THRESHOLD + 1);
  });
});
