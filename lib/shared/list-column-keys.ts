/**
 * The names of the operations table's columns, in the table's order (the tenant's optional ones last): what the
 * column chooser stores, the cells carry (`data-column`) and the static parts that show a chosen column name
 * (lib/theme/static/columns.parts.ts). Plain constants, no imports: the theme reads them without climbing up to
 * lib/operations, whose list-columns.ts gives each its breakpoint and kind.
 */
export const LIST_COLUMN_KEYS = [
  'status',
  'serverDateTime',
  'operation',
  'amount',
  'paymentMethod',
  'cardMask',
  'terminal',
  'rrn',
  'cardMethod',
  'authorizationCode',
  'user',
  'merchant',
  'pinEntry',
  'hostResponseCode',
  'reconciliationDateTime',
  'bonusAmount',
  'cashbackAmount',
  'bin',
  'tipsAmount',
] as const;

export type ListColumnKey = (typeof LIST_COLUMN_KEYS)[number];
