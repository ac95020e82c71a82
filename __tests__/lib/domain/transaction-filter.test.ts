import { defaults, reconciliationDefaults } from './filter-fixtures';

describe('default transaction filter (spec §3: "limit 20, offset 0 … order (name, default serverDateTime; descending flag)")', () => {
  it('pages by 20 from 0, newest first, over the last 30 days in the default currency', () => {
    expect(defaults).toMatchObject({
      limit: 20,
      offset: 0,
      order: { name: 'serverDateTime', descending: true },
      serverDateTime: { ge: '2024-03-01T12:00:00.000Z', le: '2024-03-31T12:00:00.000Z' },
      currencyId: 643,
      archive: false,
      statuses: [],
    });
  });

  it('has the same base for reconciliations', () => {
    expect(reconciliationDefaults).toMatchObject({ limit: 20, offset: 0, order: { name: 'serverDateTime', descending: true } });
  });
});
