import { listColumns } from '@/lib/operations/list-columns';
import { settingsView } from '@/lib/operations/settings-view';

const none = { ...settingsView([]), showBonus: false, showCashback: false, showBin: false, showTips: false };

describe('the columns of the operations table in priority order (issue 20 §5)', () => {
  it('always shows what tells operations apart, «Сумма» among it, from the table’s first width (960 px)', () => {
    const always = listColumns(none).filter((column) => column.from === 'md').map((column) => column.key);
    expect(always).toEqual(['status', 'serverDateTime', 'operation', 'amount', 'cardMask', 'terminal']);
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
