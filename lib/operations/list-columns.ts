import type { OperationsSettings } from './settings-view';

/** The breakpoint (lib/theme/system.ts) from which a column of the operations table shows: md 960, lg 1280, xl 1536 px. */
export type ColumnBreakpoint = 'md' | 'lg' | 'xl';

export type ListColumnKey =
  | 'status'
  | 'serverDateTime'
  | 'operation'
  | 'amount'
  | 'cardMask'
  | 'terminal'
  | 'rrn'
  | 'cardMethod'
  | 'authorizationCode'
  | 'user'
  | 'merchant'
  | 'pinEntry'
  | 'hostResponseCode'
  | 'reconciliationDateTime'
  | 'bonusAmount'
  | 'cashbackAmount'
  | 'tipsAmount'
  | 'bin';

export interface ListColumn {
  key: ListColumnKey;
  from: ColumnBreakpoint;
  numeric: boolean;
  /** A column of a tenant setting (spec §3: bonus, cashback, BIN, tips). */
  optional: boolean;
}

const column = (key: ListColumnKey, from: ColumnBreakpoint, numeric = false, optional = false): ListColumn => ({ key, from, numeric, optional });

/**
 * The operations table's columns in priority order (issue 20 §5: at 1280 px «Сумма» is in sight without sideways
 * scrolling). What tells one operation from another comes first and is always there; the rest joins as the
 * screen widens, and the details panel shows every field meanwhile. The tenant's optional columns come from
 * 1280 px (the tenant asked for them), so the fields of our own choice make room for them there.
 */
const COLUMNS: readonly ListColumn[] = [
  column('status', 'md'),
  column('serverDateTime', 'md'),
  column('operation', 'md'),
  column('amount', 'md', true),
  column('cardMask', 'md'),
  column('terminal', 'md'),
  column('rrn', 'xl'),
  column('cardMethod', 'xl'),
  column('authorizationCode', 'xl'),
  column('user', 'xl'),
  column('merchant', 'xl'),
  column('pinEntry', 'xl'),
  column('hostResponseCode', 'xl'),
  column('reconciliationDateTime', 'xl'),
];

/** The tenant's optional columns last, from 1280 px: the tenant asked for them (spec §3 settings `display.bonus`, `display.cashback`, `display.bin`, `display.tips`). */
export function listColumns(settings: Pick<OperationsSettings, 'showBonus' | 'showCashback' | 'showBin' | 'showTips'>): ListColumn[] {
  const optional: [boolean, ListColumnKey, boolean][] = [
    [settings.showBonus, 'bonusAmount', true],
    [settings.showCashback, 'cashbackAmount', true],
    [settings.showBin, 'bin', false],
    [settings.showTips, 'tipsAmount', true],
  ];
  return [...COLUMNS, ...optional.filter(([shown]) => shown).map(([, key, numeric]) => column(key, 'lg', numeric, true))];
}
