/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../render';
import { StatusBadge } from '@/components/operations/status-badge';
import { BreakdownTable } from '@/components/operations/breakdown-table';

describe('StatusBadge', () => {
  it('shows the status group of the host code with the code (spec §4)', () => {
    renderWithProviders(<StatusBadge code={7} />);
    expect(screen.getByText('Отменена')).toBeInTheDocument();
    expect(screen.getByText('(код 7)')).toBeInTheDocument();
  });

  it('shows an unlisted code as unknown', () => {
    const { container } = renderWithProviders(<StatusBadge code={99} />);
    expect(container.querySelector('[data-status="unknown"]')).not.toBeNull();
  });
});

describe('BreakdownTable', () => {
  it('links every figure to its list and leaves undrillable ones as text', () => {
    renderWithProviders(
      <BreakdownTable
        id="by-test"
        title="По терминалам"
        column="Терминал"
        rows={[
          { key: '1', label: 'T0000001', amount: '10,00 ₽', count: 3, href: '/list?terminalId=1' },
          { key: '2', label: 'T0000002', amount: '5,00 ₽', count: 1, href: null },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: '10,00 ₽' })).toHaveAttribute('href', '/list?terminalId=1');
    expect(screen.getByRole('link', { name: '3' })).toHaveAttribute('href', '/list?terminalId=1');
    expect(screen.queryByRole('link', { name: '5,00 ₽' })).toBeNull();
  });

  it('says when there is nothing in the period', () => {
    renderWithProviders(<BreakdownTable id="empty" title="По операторам" column="Оператор" rows={[]} />);
    expect(screen.getByText('Нет операций за период')).toBeInTheDocument();
  });
});
