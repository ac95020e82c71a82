import { BREAKPOINT_ORDER, chosenColumns, defaultShownColumns, FIXED_COLUMNS, LIST_COLUMN_KEYS, listColumns } from '@/lib/operations/list-columns';
import { settingsView } from '@/lib/operations/settings-view';
import { fullSystem } from '@/lib/theme/system';

const none = { ...settingsView([]), showBonus: false, showCashback: false, showBin: false, showTips: false };

describe('the columns of the operations table in priority order (issue 20 §5)', () => {
  it('always shows what tells operations apart, «Сумма» among it, from the table’s first width (960 px)', () => {
    const always = listColumns(none).filter((column) => column.from === 'md').map((column) => column.key);
    expect(always).toEqual(['status', 'serverDateTime', 'operation', 'amount', 'paymentMethod', 'cardMask', 'terminal']);
  });

  it('adds the rest from 1536 px (1280 px is the tenant’s optional columns’)', () => {
    const from = (breakpoint: string) => listColumns(none).filter((column) => column.from === breakpoint).map((column) => column.key);
    expect(from('lg')).toEqual([]);
    expect(from('xl')).toEqual(['rrn', 'cardMethod', 'authorizationCode', 'user', 'merchant', 'pinEntry', 'hostResponseCode', 'reconciliationDateTime']);
  });

  it('puts the tenant’s optional columns last, from 1280 px, the amounts right-aligned (spec §3 display.* settings)', () => {
    const settings = { ...none, showBin: true, showTips: true };
    const optional = listColumns(settings).filter((column) => column.optional);
    expect(optional).toEqual([
      { key: 'bin', from: 'lg', numeric: false, optional: true },
      { key: 'tipsAmount', from: 'lg', numeric: true, optional: true },
    ]);
    expect(listColumns(settings).slice(-2)).toEqual(optional);
  });
});

describe('the columns the user chose (issue 21 §2 column chooser)', () => {
  const columns = listColumns({ ...none, showBin: true });
  const keys = (list: { key: string }[]) => list.map((column) => column.key);

  it('without a choice are the priority order’s, each from its own width', () => {
    expect(chosenColumns(columns, null)).toEqual(columns);
    expect(defaultShownColumns(columns, 'md')).toEqual(['status', 'serverDateTime', 'operation', 'amount', 'paymentMethod', 'cardMask', 'terminal']);
    expect(defaultShownColumns(columns, 'lg')).toEqual(['status', 'serverDateTime', 'operation', 'amount', 'paymentMethod', 'cardMask', 'terminal', 'bin']);
    expect(defaultShownColumns(columns, 'xl')).toEqual(keys(columns));
    // below 960 px the table is not there: what it starts with
    expect(defaultShownColumns(columns, 'base')).toEqual(defaultShownColumns(columns, 'md'));
  });

  it('shows exactly the chosen ones from 960 px, in the table’s order, with «Сумма» and the status always', () => {
    const chosen = chosenColumns(columns, ['rrn', 'serverDateTime', 'bin']);
    expect(keys(chosen)).toEqual(['status', 'serverDateTime', 'amount', 'rrn', 'bin']);
    expect(chosen.every((column) => column.from === 'md')).toBe(true);
    expect(keys(chosenColumns(columns, []))).toEqual(['status', 'amount']);
    expect(FIXED_COLUMNS).toEqual(['status', 'amount']);
  });

  it('follows the system’s breakpoints, so the chooser’s ticks and the table’s columns change at the same widths', () => {
    expect(BREAKPOINT_ORDER).toEqual(['base', ...fullSystem.breakpoints.keys().filter((name) => name !== 'base')]);
    // at 1600 px (xl) every column; one tick less leaves every other (issue 34 §3: not 7 of 17)
    const shown = defaultShownColumns(columns, 'xl');
    expect(keys(chosenColumns(columns, shown.filter((key) => key !== 'authorizationCode')))).toEqual(shown.filter((key) => key !== 'authorizationCode'));
  });

  it('leaves out a chosen optional column the tenant no longer shows', () => {
    expect(keys(chosenColumns(listColumns(none), ['bin', 'rrn']))).toEqual(['status', 'amount', 'rrn']);
  });
});

describe('the column names of the ground floor (lib/shared/list-column-keys.ts)', () => {
  it("are every column of the table, in the table's order, the optional ones included", () => {
    const all = listColumns({ showBonus: true, showCashback: true, showBin: true, showTips: true });
    expect([...LIST_COLUMN_KEYS]).toEqual(all.map((column) => column.key));
  });
});
