import { listDefaults } from '@/lib/operations/list-state';
import type { ListState } from '@/lib/operations/list-state';
import { currentView, parseSavedViews, SAVED_VIEWS_MAX, savedViewsKey, viewState, withoutView, withView, type SavedView } from '@/lib/operations/saved-views';
import { viewNameSchema } from '@/lib/operations/view-name';

const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true });
const view = (name: string, search = '?status=success'): SavedView => ({ name, search, columns: null });

describe('saved views of the list (issue 21 §2: a filter, columns and sort under a name, per user)', () => {
  it('are kept per tenant and user', () => {
    expect(savedViewsKey('greenbank', 5)).toBe('bo:views:greenbank:5');
    expect(savedViewsKey(null, 5)).not.toBe(savedViewsKey(null, 6));
  });

  it('keep the list’s conditions, page size and order from the first page, and the chosen columns', () => {
    const state: ListState = {
      filter: { ...defaults, statuses: ['success'], userIds: [3], limit: 50, offset: 100, order: { name: 'amount', descending: false } },
      cardTypes: [],
      location: 'any',
    };
    const saved = currentView('  Успешные оператора ', state, defaults, ['rrn']);
    expect(saved.name).toBe('Успешные оператора');
    expect(saved.columns).toEqual(['rrn']);
    const params = new URLSearchParams(saved.search);
    expect(params.get('status')).toBe('success');
    expect(params.get('userId')).toBe('3');
    expect(params.get('limit')).toBe('50');
    expect(params.get('order')).toBe('amount');
    expect(params.has('offset')).toBe(false);
    expect(viewState(saved, defaults).filter).toEqual({ ...state.filter, offset: 0 });
  });

  it('read strictly: what is not exactly a view is left out, a name once, at most 20', () => {
    const stored = [
      view('Успешные'),
      { name: 'Без поиска' },
      { name: '', search: '', columns: null },
      { name: 'x'.repeat(41), search: '', columns: null },
      { name: 'Чужой адрес', search: 'https://evil.example/', columns: null },
      { name: 'Плохие столбцы', search: '', columns: ['rrn', 'nope'] },
      view('успешные'),
      { name: 'Столбцы', search: '', columns: ['rrn'] },
    ];
    expect(parseSavedViews(JSON.stringify(stored))).toEqual([view('Успешные'), { name: 'Столбцы', search: '', columns: ['rrn'] }]);
    expect(parseSavedViews('{"name":"x"}')).toEqual([]);
    expect(parseSavedViews('not json')).toEqual([]);
    expect(parseSavedViews(null)).toEqual([]);
    const many = Array.from({ length: 25 }, (_, index) => view(`Вид ${index + 1}`));
    expect(parseSavedViews(JSON.stringify(many))).toHaveLength(SAVED_VIEWS_MAX);
  });

  it('add under a new name only and below the limit; delete by name', () => {
    const views = [view('Успешные')];
    expect(withView(views, view('Отмены'))).toHaveLength(2);
    expect(withView(views, view(' УСПЕШНЫЕ'))).toEqual(views);
    const full = Array.from({ length: SAVED_VIEWS_MAX }, (_, index) => view(`Вид ${index + 1}`));
    expect(withView(full, view('Ещё один'))).toEqual(full);
    expect(withoutView([...views, view('Отмены')], 'Успешные')).toEqual([view('Отмены')]);
  });
});

describe('the name of a view', () => {
  const check = (name: string, taken: string[] = []) => {
    try {
      viewNameSchema(taken).validateSync({ name });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('is required, at most 40 characters and not one already taken', () => {
    expect(check('Успешные за неделю')).toBeNull();
    expect(check('   ')).toBe('nameRequired');
    expect(check('x'.repeat(40))).toBeNull();
    expect(check('x'.repeat(41))).toBe('nameTooLong');
    expect(check(' успешные ', ['Успешные'])).toBe('nameTaken');
  });
});
