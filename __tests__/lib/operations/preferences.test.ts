import { listDefaults } from '@/lib/operations/list-state';
import { applyPreferences, arrivalFilter, loadPreferences, preferencesKey, preferencesOf, preferencesOnLeave, savePreferences } from '@/lib/operations/preferences';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true });

describe('stored list preferences (spec §3: currency, dates, operators, order)', () => {
  it('stores per tenant and user and applies over the defaults', () => {
    const storage = memoryStorage();
    const key = preferencesKey('greenbank', 5);
    expect(key).not.toBe(preferencesKey(null, 5));
    const filter = { ...defaults, currencyId: 840, userIds: [3], order: { name: 'amount', descending: false }, serverDateTime: { ge: '2026-05-01T00:00:00.000Z', le: null } };
    savePreferences(storage, key, preferencesOf(filter));
    const applied = applyPreferences(defaults, loadPreferences(storage, key));
    expect(applied).toMatchObject({ currencyId: 840, userIds: [3], order: { name: 'amount', descending: false }, serverDateTime: filter.serverDateTime, offset: 0 });
  });

  it('drops the dates on leaving the list (spec §2), so the default range comes back', () => {
    const left = preferencesOnLeave(preferencesOf({ ...defaults, currencyId: 978 }));
    expect(applyPreferences(defaults, left).serverDateTime).toEqual(defaults.serverDateTime);
    expect(applyPreferences(defaults, left).currencyId).toBe(978);
  });

  it('ignores broken or foreign values', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{"currencyId":"x"}');
    expect(loadPreferences(storage, 'k')).toBeNull();
    storage.setItem('k', 'not json');
    expect(loadPreferences(storage, 'k')).toBeNull();
    expect(applyPreferences(defaults, null)).toBe(defaults);
  });
});

describe('dates in the preferences', () => {
  it('are kept only when they differ from the default range', () => {
    expect(preferencesOf(defaults, defaults).serverDateTime).toBeNull();
    const chosen = { ...defaults, serverDateTime: { ge: '2026-05-01T00:00:00.000Z', le: null } };
    expect(preferencesOf(chosen, defaults).serverDateTime).toEqual(chosen.serverDateTime);
  });
});

describe('a list or map screen opened without a filter in its address', () => {
  const chosen = { ...defaults, currencyId: 392, userIds: [7], serverDateTime: { ge: '2026-05-01T00:00:00.000Z', le: '2026-05-05T00:00:00.000Z' } };

  it('takes the stored currency, operators and order, with the default dates (spec §2, however the list was left)', () => {
    const filter = arrivalFilter(defaults, preferencesOf(chosen, defaults));
    expect(filter).toMatchObject({ currencyId: 392, userIds: [7], serverDateTime: defaults.serverDateTime });
  });

  it('stays on the defaults when nothing is stored or the stored preferences are the defaults', () => {
    expect(arrivalFilter(defaults, null)).toBeNull();
    expect(arrivalFilter(defaults, preferencesOf({ ...defaults, serverDateTime: chosen.serverDateTime }, defaults))).toBeNull();
  });
});
