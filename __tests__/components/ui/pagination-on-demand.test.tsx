/** @jest-environment jsdom */
import '@/__tests__/components/ui/dom-stubs';
import '@/__tests__/components/ui/idle-soon';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PaginationOnDemand } from '@/components/ui/pagination-on-demand';
import { renderWithProviders } from '../render';

jest.setTimeout(20_000);

describe('PaginationOnDemand', () => {
  it('keeps the buttons’ place until Chakra’s pagination loads, then pages with it', async () => {
    const onPageChange = jest.fn();
    renderWithProviders(<PaginationOnDemand aria-label="Страницы" count={95} pageSize={20} page={2} onPageChange={onPageChange} />);
    expect(screen.getByTestId('pagination-pending')).toHaveAttribute('aria-hidden');
    expect(screen.queryByRole('button')).toBeNull();
    // the idle preload (here on the next task: idle-soon.ts)
    const last = await screen.findByRole('button', { name: /5/ }, { timeout: 8000 });
    expect(screen.queryByTestId('pagination-pending')).toBeNull();
    fireEvent.click(last);
    await waitFor(() => expect(onPageChange).toHaveBeenCalledWith(expect.objectContaining({ page: 5 })));
  });
});
