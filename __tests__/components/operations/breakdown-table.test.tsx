/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../render';
import { BreakdownTable } from '@/components/operations/breakdown-table';

describe('BreakdownTable on Chakra', () => {
  it('keeps its column names above the rows in a scrolling box, and explains an undrillable figure to a keyboard too', () => {
    renderWithProviders(
      <BreakdownTable
        id="by-week"
        title="По дням недели"
        column="День недели"
        rows={[{ key: '1', label: 'Понедельник', amount: '10,00 ₽', count: 1, href: null, hrefTitle: 'День недели встречается в периоде несколько раз' }]}
      />,
    );
    const table = screen.getByRole('table');
    expect(screen.getByRole('region', { name: 'По дням недели' })).toContainElement(table);
    expect(screen.getByRole('columnheader', { name: 'День недели' }).closest('thead')).not.toBeNull();
    const figure = screen.getByText('10,00 ₽');
    expect(figure).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("groups a count's digits as the language does", () => {
    renderWithProviders(
      <BreakdownTable id="by-terminal" title="По терминалам" column="Терминал" rows={[{ key: 't', label: '10000001', amount: '1 000,00 ₽', count: 12345, href: '/list' }]} />,
    );
    expect(screen.getByTestId('breakdown-count')).toHaveTextContent(/^12\s345$/);
    // rendered on the server: a plain link with the static parts' look, no component of its own
    expect(screen.getByTestId('breakdown-count').tagName).toBe('A');
    expect(screen.getByTestId('breakdown-count')).toHaveAttribute('href', '/list');
    expect(screen.getByTestId('breakdown-count')).toHaveClass('bo-dashboard-figureLink');
  });
});
