import type { Terminal } from '@/lib/acquiring/contract/organisation';
import {
  closableTerminals,
  hostCodeOptions,
  initiatorLabelKey,
  merchantOptions,
  parseHostCodes,
  reconciliationStatusView,
  terminalLabel,
  terminalOptions,
} from '@/lib/reconciliation/present';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';

describe('reconciliation status view (spec §4 "0 successful, 1 in progress, 2 and 3 unsuccessful"; §9 colours)', () => {
  it.each([
    [0, 'successful', '#4CAF50'],
    [1, 'inProgress', '#2193A7'],
    [2, 'unsuccessful', '#FF5252'],
    [3, 'unsuccessful', '#FF5252'],
  ])('code %i is %s in %s', (code, status, color) => {
    expect(reconciliationStatusView(code)).toEqual({ status, color });
  });

  it('an undefined code has no group and a neutral colour', () => {
    expect(reconciliationStatusView(7).status).toBeNull();
  });

  it('every group has its Russian text', () => {
    expect(ru.Reconciliation.status).toMatchObject({ successful: 'Успешна', inProgress: 'В процессе', unsuccessful: 'Неуспешна' });
  });
});

describe('initiator labels (spec §6: Оператор (USER), Администратор (ADMIN), Сервер (SERVER))', () => {
  it.each([
    ['USER', 'Оператор', 'Operator'],
    ['ADMIN', 'Администратор', 'Administrator'],
    ['SERVER', 'Сервер', 'Server'],
  ] as const)('%s reads %s', (initiator, russian, english) => {
    const key = initiatorLabelKey(initiator);
    expect(key).toBe(`initiator.${initiator}`);
    expect(ru.Reconciliation.initiator[initiator]).toBe(russian);
    expect(en.Reconciliation.initiator[initiator]).toBe(english);
  });

  it('an unknown initiator has no label key (shown as sent)', () => {
    expect(initiatorLabelKey('ROBOT')).toBeNull();
    expect(initiatorLabelKey('toString')).toBeNull();
  });
});

const terminal = (id: number, externalId: string, status: Terminal['status'], merchantId = 1, merchantName = 'Точка 1', name: string | null = null): Terminal => ({
  id,
  externalId,
  status,
  name,
  merchantId,
  merchantName,
  attached: true,
  forSoftPos: false,
});

describe('filter options', () => {
  const terminals = [terminal(1, 'T002', 0), terminal(2, 'T001', 3, 2, 'Точка 2'), terminal(3, 'T003', 1, 2, 'Точка 2', 'Касса 3')];

  it('spec §4: deleted terminals are hidden unless a text filter is active (or already chosen)', () => {
    expect(terminalOptions(terminals, '').map((option) => option.label)).toEqual(['T002', 'T003']);
    expect(terminalOptions(terminals, 't00').map((option) => option.label)).toEqual(['T001', 'T002', 'T003']);
    expect(terminalOptions(terminals, '', [2]).map((option) => option.label)).toEqual(['T001', 'T002', 'T003']);
    expect(terminalOptions(terminals, 'касса').map((option) => option.value)).toEqual([3]);
  });

  it('lists each outlet once', () => {
    expect(merchantOptions(terminals)).toEqual([
      { value: 1, label: 'Точка 1' },
      { value: 2, label: 'Точка 2' },
    ]);
  });

  it('keeps codes of a shared link the codes list does not know', () => {
    expect(hostCodeOptions([{ code: '00', description: 'Одобрено' }], ['00', '77'])).toEqual([
      { value: '00', label: '00', sublabel: 'Одобрено' },
      { value: '77', label: '77' },
    ]);
  });

  it('reads typed codes when the codes list failed', () => {
    expect(parseHostCodes(' 00, 96;96  12 ,,x y!')).toEqual(['00', '96', '12', 'x']);
  });

  it('days can be closed for terminals that are not deleted', () => {
    expect(closableTerminals(terminals).map((item) => item.externalId)).toEqual(['T002', 'T003']);
    expect(terminalLabel(terminals[2]!)).toBe('T003 — Касса 3');
    expect(terminalLabel(terminals[0]!)).toBe('T002 — Точка 1');
  });

  it('spec §3: a blank terminal name falls back to the outlet name, as in the terminals table', () => {
    const blank = terminal(4, 'T004', 0, 1, 'Точка 1', '  ');
    expect(terminalLabel(blank)).toBe('T004 — Точка 1');
    expect(terminalOptions([blank], '')).toEqual([{ value: 4, label: 'T004', sublabel: 'Точка 1' }]);
    expect(terminalOptions([blank], 'точка').map((option) => option.value)).toEqual([4]);
  });
});
