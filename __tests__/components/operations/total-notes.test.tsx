/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { AverageNote, CountNote } from '@/components/operations/total-notes';
import { TurnoverLine } from '@/components/operations/turnover-line';
import { NO_SUMMARY } from '@/lib/domain/money-rule';
import type { TransactionSummary } from '@/lib/acquiring/contract/summaries';
import { renderWithProviders } from '../render';

const money = (minor: number) => `${minor / 100} ₽`;
// the day of issue 34 §1 on «Все»: 20 successful sales, 5 refunds, a pre-authorisation, 2 that did not go through
const day: TransactionSummary = {
  ...NO_SUMMARY,
  salesAmount: 9033382, salesCount: 20, refundAmount: 4343837, refundCount: 5, netAmount: 4689545, sumAmount: 4689545,
  preAuthAmount: 722700, preAuthCount: 1, avgAmount: 451669, countTransaction: 28, notMovedCount: 2, notMovedAmount: 455627,
};

describe('the notes that make the dashboard’s figures checkable against each other', () => {
  it('the average names its number of sales and their sum (average × number ≈ sales)', () => {
    renderWithProviders(<AverageNote totals={day} money={money} />);
    expect(screen.getByTestId('total-average-note')).toHaveTextContent('Продаж: 20 на 90333.82 ₽');
  });

  it('the count names its parts, which add up to it', () => {
    renderWithProviders(<CountNote totals={day} />);
    expect(screen.getByTestId('total-count-note')).toHaveTextContent('Продаж: 20 · Возвратов: 5 · Преавторизаций: 1 · Не прошли: 2');
  });

  it('the line under a sum names the operations that did not go through apart, with their amount', () => {
    renderWithProviders(<TurnoverLine figures={day} money={money} testId="line" />);
    expect(screen.getByTestId('line')).toHaveTextContent('Нетто 46895.45 ₽ · Преавторизации (войдут после завершения) 7227 ₽ · Не прошли: 2 операции на 4556.27 ₽');
  });

  it('speak English in the English interface', () => {
    renderWithProviders(
      <>
        <AverageNote totals={day} money={money} />
        <CountNote totals={{ ...day, notMovedCount: 1, countTransaction: 27 }} />
        <TurnoverLine figures={{ ...day, notMovedCount: 1 }} money={money} testId="line" />
      </>,
      { locale: 'en' },
    );
    expect(screen.getByTestId('total-average-note')).toHaveTextContent('Sales: 20, worth 90333.82 ₽');
    expect(screen.getByTestId('total-count-note')).toHaveTextContent('Sales: 20 · Refunds: 5 · Pre-authorisations: 1 · Did not go through: 1');
    expect(screen.getByTestId('line')).toHaveTextContent('Did not go through: 1 operation worth 4556.27 ₽');
  });
});
