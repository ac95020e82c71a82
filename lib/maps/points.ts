import type { MapPoint } from '../acquiring/contract/summaries';
import type { LatLng } from './coordinates';

/** A rectangle of the globe in degrees. */
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

function valid(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180;
}

/** The points a map can show: coordinates inside the globe (anything else is dropped, not drawn at 0,0). */
export function locatedPoints(points: readonly MapPoint[]): MapPoint[] {
  return points.filter((point) => valid(point.lat, point.lng));
}

/** The smallest rectangle holding every point; null when there is none. */
export function boundsOf(points: readonly LatLng[]): Bounds | null {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { lat, lng } of points) {
    if (!valid(lat, lng)) continue;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
  }
  return south === Infinity ? null : { south, west, north, east };
}

/**
 * The clustering input: columns, not objects, so that 100,000 points cross to a Worker as three
 * transferable arrays. Longitude and latitude are kept apart; supercluster wants [lng, lat].
 */
export interface PointColumns {
  ids: Float64Array;
  lats: Float64Array;
  lngs: Float64Array;
}

export function toColumns(points: readonly MapPoint[]): PointColumns {
  const located = locatedPoints(points);
  const ids = new Float64Array(located.length);
  const lats = new Float64Array(located.length);
  const lngs = new Float64Array(located.length);
  located.forEach((point, index) => {
    ids[index] = point.id;
    lats[index] = point.lat;
    lngs[index] = point.lng;
  });
  return { ids, lats, lngs };
}
