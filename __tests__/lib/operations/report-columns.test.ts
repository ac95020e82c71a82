import { REPORT_COLUMNS, reportContextOf } from '@/lib/operations/report-columns';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { listRow } from '../../components/operations/fixtures';

const currencies = [{ numberCode: 643, code: 'RUB', fraction: 2 }];
const cell = (key: string, row = listRow(), messages: object = ru) => {
  const column = REPORT_COLUMNS.find((candidate) => candidate.key === key);
  if (!column) throw new Error(`no column ${key}`);
  return column.cell(row, reportContextOf(messages, 'ru', 'Europe/Moscow', Date.parse('2026-05-10T12:00:00Z'), currencies));
};

describe('the report’s payment columns (issue 34 §4)', () => {
  it('names the payment method in the reader’s language, one the spec does not list as «Другой способ», never by its code', () => {
    expect(cell('paymentMethod', listRow({ paymentMethod: 'qps' }))).toEqual({ kind: 'text', text: 'СБП' });
    expect(cell('paymentMethod', listRow({ paymentMethod: 'general' }), en)).toEqual({ kind: 'text', text: 'Card' });
    expect(cell('paymentMethod', listRow({ paymentMethod: 'sberpay' as never }))).toEqual({ kind: 'text', text: 'Другой способ' });
  });

  it('has the fast-payment id of a СБП operation beside the card, empty for a card', () => {
    const keys = REPORT_COLUMNS.map((column) => column.key);
    expect(keys.indexOf('qpsOperationId')).toBe(keys.indexOf('cardMask') + 1);
    const qpsOperationId = 'A4152091442546000000000000019866';
    expect(cell('qpsOperationId', listRow({ paymentMethod: 'qps', cardMask: null, qpsOperationId }))).toEqual({ kind: 'identifier', text: qpsOperationId });
    expect(cell('qpsOperationId', listRow())).toEqual({ kind: 'identifier', text: null });
    expect(ru.Operations.column.qpsOperationId).toBe('ID операции СБП');
    expect(en.Operations.column.qpsOperationId).toBe(en.Operations.field.qpsOperationId);
  });
});
