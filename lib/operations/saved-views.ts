import { userStoreKey } from './user-store';
import type { TransactionFilter } from '../domain/transaction-filter';
import { columnKeysOf } from './column-choice';
import type { ListColumnKey } from './list-columns';
import { listSearch, listStateFromSearchParams, type ListState } from './list-state';

/** At most this many views per user (issue 21 §2 saved views); names up to this long. */
export const SAVED_VIEWS_MAX = 20;
export const VIEW_NAME_MAX = 40;
/** Longer than any list address the app writes; a longer stored one is not ours. */
const SEARCH_MAX = 4000;

/** A named list: its filter and order as the list's address query, and the chosen columns (null: the default ones). */
export interface SavedView {
  name: string;
  search: string;
  columns: ListColumnKey[] | null;
}

/** One entry per tenant and user, like the filter preferences. */
export function savedViewsKey(alias: string | null, userId: number): string {
  return userStoreKey('views', alias, userId);
}

/** Names are told apart as a person reads them: without the spaces around and the case. */
export function sameViewName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('ru') === b.trim().toLocaleLowerCase('ru');
}

function viewOf(value: unknown): SavedView | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, search, columns } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() !== name || name.length === 0 || name.length > VIEW_NAME_MAX) return null;
  if (typeof search !== 'string' || search.length > SEARCH_MAX || (search !== '' && !search.startsWith('?'))) return null;
  const chosen = columns === null ? null : columnKeysOf(columns);
  return chosen === undefined ? null : { name, search, columns: chosen };
}

/** The stored views: each entry that is exactly a view, the first of a name, at most {@link SAVED_VIEWS_MAX}. */
export function parseSavedViews(text: string | null): SavedView[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const views: SavedView[] = [];
  for (const item of raw.slice(0, SAVED_VIEWS_MAX)) {
    const view = viewOf(item);
    if (view && !views.some((other) => sameViewName(other.name, view.name))) views.push(view);
  }
  return views;
}

/** The current list as a view: its conditions, page size and order (from the first page) and the chosen columns. */
export function currentView(name: string, state: ListState, defaults: TransactionFilter, columns: ListColumnKey[] | null): SavedView {
  return { name: name.trim(), search: listSearch({ ...state, filter: { ...state.filter, offset: 0 } }, defaults), columns };
}

/** The list a view names, read as any list address is (what no longer parses keeps its default). */
export function viewState(view: SavedView, defaults: TransactionFilter): ListState {
  return listStateFromSearchParams(new URLSearchParams(view.search), defaults);
}

/** The views with a new one last; none is added past {@link SAVED_VIEWS_MAX} or under a name already taken. */
export function withView(views: readonly SavedView[], view: SavedView): SavedView[] {
  if (views.length >= SAVED_VIEWS_MAX || views.some((other) => sameViewName(other.name, view.name))) return [...views];
  return [...views, view];
}

export function withoutView(views: readonly SavedView[], name: string): SavedView[] {
  return views.filter((view) => view.name !== name);
}
