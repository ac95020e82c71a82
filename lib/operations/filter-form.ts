import type { TransactionFilter } from '../domain/transaction-filter';
import { fromZonedInputValue, toZonedInputValue } from './dates';

/** The text fields of the filter form as typed; the rest of the filter is edited directly. */
export interface FilterFormText {
  from: string;
  to: string;
  amountFrom: string;
  amountTo: string;
  operationDay: string;
  transactionNumber: string;
  reconciliationId: string;
}

/** Per field: not a number, not a whole number, a date range backwards, an amount range backwards. */
export type FilterFormErrors = Partial<Record<keyof FilterFormText, 'amount' | 'number' | 'date' | 'amountRange'>>;

const DECIMAL = /^\d{1,15}([.,]\d{1,18})?$/;
const POSITIVE_INT = /^[1-9]\d{0,15}$/;

export function formTextOf(filter: TransactionFilter, timeZone: string): FilterFormText {
  const int = (value: number | null) => (value === null ? '' : String(value));
  return {
    from: toZonedInputValue(filter.serverDateTime.ge, timeZone),
    to: toZonedInputValue(filter.serverDateTime.le, timeZone),
    amountFrom: filter.amount.ge ?? '',
    amountTo: filter.amount.le ?? '',
    operationDay: int(filter.checkNumber.operationDay),
    transactionNumber: int(filter.checkNumber.transactionNumber),
    reconciliationId: int(filter.reconciliationId),
  };
}

/**
 * Applies the typed texts to the filter; errors by field when a text does not parse. A date the
 * user did not touch keeps its exact instant (the input only shows minutes).
 */
export function applyFormText(
  filter: TransactionFilter,
  text: FilterFormText,
  timeZone: string,
): { filter: TransactionFilter; errors: FilterFormErrors } {
  const errors: FilterFormErrors = {};
  const original = formTextOf(filter, timeZone);
  const date = (key: 'from' | 'to', current: string | null): string | null => {
    const value = text[key].trim();
    if (value === '') return null;
    if (value === original[key]) return current;
    const parsed = fromZonedInputValue(value, timeZone, key === 'to');
    if (parsed === null) errors[key] = 'date';
    return parsed;
  };
  const amount = (key: 'amountFrom' | 'amountTo'): string | null => {
    const value = text[key].trim().replace(/\s/g, '');
    if (value === '') return null;
    if (!DECIMAL.test(value)) errors[key] = 'amount';
    return value;
  };
  const int = (key: 'operationDay' | 'transactionNumber' | 'reconciliationId'): number | null => {
    const value = text[key].trim();
    if (value === '') return null;
    if (!POSITIVE_INT.test(value)) {
      errors[key] = 'number';
      return null;
    }
    return Number(value);
  };
  const ge = date('from', filter.serverDateTime.ge);
  const le = date('to', filter.serverDateTime.le);
  if (ge && le && Date.parse(ge) > Date.parse(le)) errors.to = 'date';
  const amountGe = amount('amountFrom');
  const amountLe = amount('amountTo');
  const decimal = (value: string) => Number(value.replace(',', '.'));
  if (amountGe && amountLe && !errors.amountFrom && !errors.amountTo && decimal(amountGe) > decimal(amountLe)) errors.amountTo = 'amountRange';
  return {
    filter: {
      ...filter,
      offset: 0,
      serverDateTime: { ge, le },
      amount: { ge: amountGe, le: amountLe },
      checkNumber: { operationDay: int('operationDay'), transactionNumber: int('transactionNumber') },
      reconciliationId: int('reconciliationId'),
    },
    errors,
  };
}
