import { applyFormText, formTextOf } from '@/lib/operations/filter-form';
import { reportFileName } from '@/lib/operations/report-file';
import { listDefaults, listQueryParams } from '@/lib/operations/list-state';
import { formatCurrencyAmount } from '@/lib/operations/money-view';
import type { Currency } from '@/lib/acquiring/contract/reference-data';

const defaults = listDefaults(new Date('2026-05-10T12:34:56.789Z'), 643, { name: 'serverDateTime', descending: true });

describe('the filter form', () => {
  it('keeps untouched dates exact and reads typed ones in the zone', () => {
    const text = formTextOf(defaults, 'Europe/Moscow');
    expect(applyFormText(defaults, text, 'Europe/Moscow').filter.serverDateTime).toEqual(defaults.serverDateTime);
    const typed = applyFormText(defaults, { ...text, from: '2026-05-01T00:00', to: '2026-05-02T00:00' }, 'Europe/Moscow');
    expect(typed.filter.serverDateTime).toEqual({ ge: '2026-04-30T21:00:00.000Z', le: '2026-05-01T21:00:59.999Z' });
  });

  it('reports fields that do not parse', () => {
    const text = { ...formTextOf(defaults, 'UTC'), amountFrom: '12,345', amountTo: 'abc', operationDay: '0', from: '2026-05-03T00:00', to: '2026-05-01T00:00' };
    expect(applyFormText(defaults, text, 'UTC').errors).toEqual({ amountTo: 'amount', operationDay: 'number', to: 'date' });
  });

  it('says when the amount range is backwards, comma or point, and not for an equal pair', () => {
    const text = formTextOf(defaults, 'UTC');
    expect(applyFormText(defaults, { ...text, amountFrom: '100,5', amountTo: '99.99' }, 'UTC').errors).toEqual({ amountTo: 'amountRange' });
    expect(applyFormText(defaults, { ...text, amountFrom: '1 000', amountTo: '999' }, 'UTC').errors).toEqual({ amountTo: 'amountRange' });
    expect(applyFormText(defaults, { ...text, amountFrom: '100', amountTo: '100,00' }, 'UTC').errors).toEqual({});
    expect(applyFormText(defaults, { ...text, amountFrom: '5', amountTo: '' }, 'UTC').errors).toEqual({});
  });
});

describe('report file name', () => {
  it('takes the name of content-disposition, without directories', () => {
    expect(reportFileName('attachment; filename="operations-20260510-1534.csv"', 'x.csv')).toBe('operations-20260510-1534.csv');
    expect(reportFileName("attachment; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82.csv", 'x.csv')).toBe('отчёт.csv');
    expect(reportFileName('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('passwd');
    expect(reportFileName(null, 'x.csv')).toBe('x.csv');
  });
});

describe('amounts with the currency fraction, symbol and position', () => {
  const currencies = [
    { numberCode: 643, fraction: 2, symbol: '₽', symbolPosition: 'right' },
    { numberCode: 840, fraction: 2, symbol: '$', symbolPosition: 'left' },
    { numberCode: 392, fraction: 0, symbol: '¥', symbolPosition: 'left' },
  ] as Currency[];
  it('scales minor units', () => {
    expect(formatCurrencyAmount(123456, 643, currencies, 'ru')).toBe('1\u00a0234,56\u00a0₽');
    expect(formatCurrencyAmount(-123456, 840, currencies, 'en')).toBe('-$1,234.56');
    expect(formatCurrencyAmount(1500, 392, currencies, 'ru')).toBe('¥1\u00a0500');
  });
});

describe('amount bounds typed with a comma (spec §9: a comma is accepted as decimal separator)', () => {
  it('reach the list query in minor units of the currency', () => {
    const text = { ...formTextOf(defaults, 'UTC'), amountFrom: '1 234,5', amountTo: '2000,99' };
    const applied = applyFormText(defaults, text, 'UTC');
    expect(applied.errors).toEqual({});
    const query = listQueryParams({ filter: applied.filter, cardTypes: [], location: 'any' }, 2);
    expect(query.getAll('amount.ge')).toEqual(['123450']);
    expect(query.getAll('amount.le')).toEqual(['200099']);
  });
});
