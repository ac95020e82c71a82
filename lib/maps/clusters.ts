// Only type imports besides supercluster: the benchmark runs this file directly in Node.
import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';
import type { Bounds, PointColumns } from './points';

/** Zooms beyond this show single operations, never clusters. */
export const MAX_CLUSTER_ZOOM = 17;

/** What the map draws at one zoom: clusters of several operations, or one operation. */
export type MapItem =
  | { kind: 'cluster'; clusterId: number; lat: number; lng: number; count: number }
  | { kind: 'point'; id: number; lat: number; lng: number };

/** The visible part of the map. */
export interface MapView extends Bounds {
  zoom: number;
}

interface PointProps {
  id: number;
}

/**
 * `radius` is in screen pixels because `extent` is the maps' tile size (256 px for OpenStreetMap,
 * Google and Yandex alike). With supercluster's default extent of 512 the radius was half as many
 * pixels, and clusters of 28–56 px stood 18–24 px apart, one over another.
 */
export const CLUSTER_OPTIONS = { radius: 60, extent: 256, maxZoom: MAX_CLUSTER_ZOOM - 1, minPoints: 2 } as const;

/** supercluster's input: GeoJSON points, [lng, lat]. */
export function clusterFeatures(columns: PointColumns): PointFeature<PointProps>[] {
  const features: PointFeature<PointProps>[] = new Array(columns.ids.length);
  for (let index = 0; index < columns.ids.length; index += 1) {
    features[index] = {
      type: 'Feature',
      properties: { id: columns.ids[index] ?? 0 },
      geometry: { type: 'Point', coordinates: [columns.lngs[index] ?? 0, columns.lats[index] ?? 0] },
    };
  }
  return features;
}

/** The clustering of one set of points; the same code runs on the main thread or in the Worker. */
export class ClusterIndex {
  private readonly index = new Supercluster<PointProps>(CLUSTER_OPTIONS);

  constructor(columns: PointColumns) {
    this.index.load(clusterFeatures(columns));
  }

  items(view: MapView): MapItem[] {
    const zoom = Math.max(0, Math.min(Math.round(view.zoom), MAX_CLUSTER_ZOOM + 3));
    const west = view.east - view.west >= 360 ? -180 : view.west;
    const east = view.east - view.west >= 360 ? 180 : view.east;
    return this.index.getClusters([west, Math.max(-90, view.south), east, Math.min(90, view.north)], zoom).map((feature) => {
      const [lng = 0, lat = 0] = feature.geometry.coordinates;
      const props = feature.properties as Partial<ClusterProperties> & Partial<PointProps>;
      if (props.cluster && props.cluster_id !== undefined) {
        return { kind: 'cluster', clusterId: props.cluster_id, lat, lng, count: props.point_count ?? 0 };
      }
      return { kind: 'point', id: props.id ?? 0, lat, lng };
    });
  }

  /** The zoom at which a cluster falls apart (a cluster click zooms there). */
  expansionZoom(clusterId: number): number {
    return Math.min(this.index.getClusterExpansionZoom(clusterId), MAX_CLUSTER_ZOOM + 1);
  }
}
