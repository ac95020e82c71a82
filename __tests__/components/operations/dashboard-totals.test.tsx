/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { DashboardCaption, DashboardTotals } from '@/components/operations/dashboard-totals';
import { NO_SUMMARY } from '@/lib/domain/money-rule';
import { renderWithProviders } from '../render';

const totals = { ...NO_SUMMARY, salesAmount: 3000, salesCount: 3, netAmount: 3000, sumAmount: 3000, avgAmount: 1000, countTransaction: 3 };
const money = (minor: number) => `${minor / 100} ₽`;

describe("the dashboard's server-rendered totals and caption (spec §3)", () => {
  it('names the period and its time zone once', () => {
    renderWithProviders(<DashboardCaption range={{ ge: '2026-05-09T12:00:00.000Z', le: '2026-05-10T12:00:00.000Z' }} zone="UTC+3 (Москва, стандартное время)" />, { timeZone: 'Europe/Moscow' });
    expect(screen.getAllByText(/UTC\+3/)).toHaveLength(1);
    expect(screen.getByTestId('time-zone')).toHaveTextContent('время: UTC+3 (Москва, стандартное время)');
    expect(screen.getByTestId('dashboard-range')).toHaveTextContent('09.05.2026 15:00 – 10.05.2026 15:00');
  });

  it('links every total to the list with a plain link (no component code), its notes beside it', () => {
    renderWithProviders(<DashboardTotals totals={totals} money={money} href="/greenbank/list?from=x" />);
    const region = screen.getByRole('region', { name: 'Открыть список операций' });
    for (const id of ['total-sum', 'total-average', 'total-count']) {
      const link = within(region).getByTestId(id);
      expect(link.tagName).toBe('A');
      expect(link).toHaveAttribute('href', '/greenbank/list?from=x');
      expect(link).toHaveClass('bo-dashboard-totalFigure');
    }
    expect(screen.getByTestId('total-sum')).toHaveTextContent('30 ₽');
    // a new figure is a new element (keyed by its value), so its CSS entrance runs when it comes
    expect(within(screen.getByTestId('total-sum')).getByText('30 ₽')).toHaveClass('bo-dashboard-figureIn');
    expect(screen.getByTestId('total-count')).toHaveAttribute('data-value', '3');
    expect(screen.getByTestId('total-average-note')).toHaveTextContent('Продаж: 3 на 30 ₽');
    expect(screen.getByTestId('total-turnover')).toHaveTextContent('Продажи 30 ₽');
  });

  it('shows totals that failed to load as unavailable, not as zeros, and links nowhere', () => {
    renderWithProviders(<DashboardTotals totals={null} money={money} href="/greenbank/list?from=x" />);
    for (const id of ['total-sum', 'total-average', 'total-count']) {
      const figure = screen.getByTestId(id);
      expect(figure.tagName).not.toBe('A');
      expect(figure).toHaveTextContent('—');
      expect(figure).not.toHaveTextContent('0');
    }
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getAllByText('Не удалось загрузить данные')).toHaveLength(3);
  });
});
