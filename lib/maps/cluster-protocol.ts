import type { MapItem, MapView } from './clusters';
import type { PointColumns } from './points';

/** Messages between the map and its clustering Worker. */
export type ClusterRequest =
  | { seq: number; type: 'load'; columns: PointColumns }
  | { seq: number; type: 'items'; view: MapView }
  | { seq: number; type: 'expansionZoom'; clusterId: number; fallback: number };

export type ClusterResponse =
  | { seq: number; type: 'loaded' }
  | { seq: number; type: 'items'; items: MapItem[] }
  | { seq: number; type: 'zoom'; zoom: number };
