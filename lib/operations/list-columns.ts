import type { OperationsSettings } from './settings-view';
import { LIST_COLUMN_KEYS, type ListColumnKey } from '../shared/list-column-keys';

/** The breakpoint (lib/theme/system.ts) from which a column of the operations table shows: md 960, lg 1280, xl 1536 px. */
export type ColumnBreakpoint = 'md' | 'lg' | 'xl';

export type { ListColumnKey };

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
 * scrolling). What tells one operation from another comes first and is always there, how it was paid among it (issue
 * 34 §4: a СБП payment has no card, its fast-payment id stands in the card column); the rest joins as the
 * screen widens, and the details panel shows every field meanwhile. The tenant's optional columns come from
 * 1280 px (the tenant asked for them), so the fields of our own choice make room for them there.
 */
const COLUMNS: readonly ListColumn[] = [
  column('status', 'md'),
  column('serverDateTime', 'md'),
  column('operation', 'md'),
  column('amount', 'md', true),
  column('paymentMethod', 'md'),
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

/** Columns the chooser cannot take away: what an operation is worth and whether it went through. */
export const FIXED_COLUMNS: readonly ListColumnKey[] = ['status', 'amount'];

/** The system's breakpoints (lib/theme/system.ts) from the narrowest: what the table's columns and the chooser's ticks both follow. */
export const BREAKPOINT_ORDER = ['base', 'sm', 'md', 'lg', 'xl', '2xl'] as const;

/**
 * The columns the table shows at a breakpoint (Chakra's name of the current width) when the user chose none; below
 * 960 px, where there is no table, those it starts with.
 */
export function defaultShownColumns(columns: readonly ListColumn[], breakpoint: string): ListColumnKey[] {
  const order: readonly string[] = BREAKPOINT_ORDER;
  const at = Math.max(order.indexOf(breakpoint), order.indexOf('md'));
  return columns.filter((column) => order.indexOf(column.from) <= at).map((column) => column.key);
}

/**
 * The table's columns under the user's choice (issue 21 §2): null keeps the priority order's widths; a choice shows
 * exactly the chosen columns (and the fixed ones), each from 960 px, in the table's own order. A chosen column the
 * tenant's settings no longer offer is left out.
 */
export function chosenColumns(columns: readonly ListColumn[], chosen: readonly ListColumnKey[] | null): ListColumn[] {
  if (chosen === null) return [...columns];
  return columns.filter((column) => chosen.includes(column.key) || FIXED_COLUMNS.includes(column.key)).map((column) => ({ ...column, from: 'md' }));
}

/** Every key the table may have, for reading a stored choice strictly (lib/shared/list-column-keys.ts). */
export { LIST_COLUMN_KEYS };
