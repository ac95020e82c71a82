import { codeGroups } from '@/lib/domain/code-groups';

const table = codeGroups({ good: [0], waiting: [4, 1], bad: [2, 3, 1] } as const);

describe('a spec table of codes in groups', () => {
  it('keeps the table’s order of groups', () => {
    expect(table.groups).toEqual(['good', 'waiting', 'bad']);
  });

  it('the group of a code; nothing for a code the table lacks or no code', () => {
    expect(table.groupOf(4)).toBe('waiting');
    expect(table.groupOf(99)).toBeUndefined();
    expect(table.groupOf(null)).toBeUndefined();
    expect(table.groupOf(undefined)).toBeUndefined();
  });

  it('the codes of some groups: each once, ascending', () => {
    expect(table.codesOf(['bad', 'waiting'])).toEqual([1, 2, 3, 4]);
    expect(table.codesOf([])).toEqual([]);
  });

  it('names a group only for its own keys (not inherited ones)', () => {
    expect(table.isGroup('bad')).toBe(true);
    expect(table.isGroup('toString')).toBe(false);
    expect(table.isGroup(0)).toBe(false);
  });
});
