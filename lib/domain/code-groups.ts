/**
 * A spec table of numeric codes in named groups (transaction statuses by host code, reconciliation statuses):
 * the group of a code, the codes of some groups, and whether a value names a group. One reading for every such table.
 */
export interface CodeGroups<Group extends string> {
  /** The groups in the table's order. */
  groups: readonly Group[];
  isGroup(value: unknown): value is Group;
  /** The group of a code; undefined for a missing code or one the table does not have. */
  groupOf(code: number | null | undefined): Group | undefined;
  /** The codes of any of the groups, each once, in ascending order (for a filter). */
  codesOf(groups: readonly Group[]): number[];
}

export function codeGroups<Group extends string>(table: Readonly<Record<Group, readonly number[]>>): CodeGroups<Group> {
  const groups = Object.keys(table) as Group[];
  const byCode = new Map<number, Group>(groups.flatMap((group) => table[group].map((code): [number, Group] => [code, group])));
  return {
    groups,
    isGroup: (value: unknown): value is Group => typeof value === 'string' && Object.hasOwn(table, value),
    groupOf: (code) => (code == null ? undefined : byCode.get(code)),
    codesOf: (selected) => [...new Set(selected.flatMap((group) => table[group]))].sort((a, b) => a - b),
  };
}
