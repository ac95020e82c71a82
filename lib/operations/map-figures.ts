/**
 * What the map areas show of a filter's operations: the located points (only where a map draws them) and how many
 * operations have a location and how many have none. With the map provider on, one `summary/map` call gives all
 * three. With it disabled nothing is drawn, so the two counts come from the list's count call instead of every
 * located point of the period being downloaded only to be counted (1,000,000 operations make that megabytes).
 */
import type { MapPoint } from '../acquiring/contract/summaries';
import * as ENDPOINTS from '../acquiring/endpoints';
import { endpointCall } from '../acquiring/endpoint';
import type { ApiClient } from '../client/api';
import { conditionParams, listType, type ListState } from './list-state';

export interface MapFigures {
  points: MapPoint[];
  located: number;
  withoutCoordinates: number;
}

export async function loadMapFigures(api: ApiClient, state: ListState, fraction: number, withPoints: boolean, signal?: AbortSignal): Promise<MapFigures> {
  if (withPoints) {
    const { result } = await api(ENDPOINTS.summaryMap, { search: conditionParams(state, fraction), signal });
    return { points: result.points, located: result.points.length, withoutCoordinates: result.withoutCoordinates };
  }
  const count = async (location: 'known' | 'unknown') =>
    (await api(endpointCall(ENDPOINTS.transactionCount, { name: listType(state.filter) }), { search: conditionParams({ ...state, location }, fraction), signal })).result;
  const [located, withoutCoordinates] = await Promise.all([count('known'), count('unknown')]);
  return { points: [], located, withoutCoordinates };
}
