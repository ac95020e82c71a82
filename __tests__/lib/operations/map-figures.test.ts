import { loadMapFigures } from '@/lib/operations/map-figures';
import { listDefaults } from '@/lib/operations/list-state';
import type { ListState } from '@/lib/operations/list-state';
import type { ApiClient, ApiRequest } from '@/lib/client/api';
import { resolveTarget, type EndpointTarget } from '@/lib/acquiring/endpoint';

const state: ListState = { filter: listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true }), cardTypes: [], location: 'any' };

function fakeApi(answers: (path: string, search: URLSearchParams) => unknown) {
  const calls: { path: string; search: URLSearchParams }[] = [];
  const api = (async (target: EndpointTarget<unknown, never, unknown>, request: ApiRequest = {}) => {
    const { path } = resolveTarget(target);
    const search = request.search ?? new URLSearchParams();
    calls.push({ path, search });
    return answers(path, search);
  }) as ApiClient;
  return { api, calls };
}

describe('the map areas’ figures', () => {
  it('a map that draws points: one summary/map call gives the points and both counts', async () => {
    const points = [{ id: 1, lat: 55.7, lng: 37.6 }, { id: 2, lat: 55.8, lng: 37.5 }];
    const { api, calls } = fakeApi(() => ({ result: { points, withoutCoordinates: 7 } }));
    await expect(loadMapFigures(api, state, 2, true)).resolves.toEqual({ points, located: 2, withoutCoordinates: 7 });
    expect(calls.map((call) => call.path)).toEqual(['api/transaction/summary/map']);
    expect(calls[0]!.search.has('coordinates.nullable')).toBe(false);
  });

  it('no map: the list’s count, once with a location and once without, the same conditions otherwise', async () => {
    const { api, calls } = fakeApi((_path, search) => ({ result: search.get('coordinates.nullable') === 'false' ? 120 : 3 }));
    await expect(loadMapFigures(api, state, 2, false)).resolves.toEqual({ points: [], located: 120, withoutCoordinates: 3 });
    expect(calls.map((call) => call.path)).toEqual(['api/transaction/total/count', 'api/transaction/total/count']);
    const [known, unknown] = calls.map((call) => {
      const rest = new URLSearchParams(call.search);
      rest.delete('coordinates.nullable');
      return rest.toString();
    });
    expect(known).toBe(unknown);
  });

  it('an archive filter counts the archive', async () => {
    const { api, calls } = fakeApi(() => ({ result: 0 }));
    await loadMapFigures(api, { ...state, filter: { ...state.filter, archive: true } }, 2, false);
    expect(calls.every((call) => call.path === 'api/transaction/archive/count')).toBe(true);
  });
});
