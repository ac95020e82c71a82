/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { ListPaging } from '@/components/operations/list-paging';
import { listDefaults } from '@/lib/operations/list-state';
import type { ListState } from '@/lib/operations/list-state';
import { renderWithProviders } from '../render';

const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true });
const state = (offset = 0, limit = 20): ListState => ({ filter: { ...defaults, offset, limit }, cardTypes: [], location: 'any' });

function renderPaging(count: number, at: ListState) {
  const navigate = jest.fn<void, [ListState]>();
  renderWithProviders(<ListPaging count={count} state={at} navigate={navigate} />);
  return navigate;
}

describe('the paging of the operations list (issue 21 §2)', () => {
  it('says the page, and changes the page size keeping the first row in sight', () => {
    const navigate = renderPaging(803, state(60));
    expect(screen.getByTestId('list-page')).toHaveTextContent('Страница 4 из 41');
    const size = screen.getByLabelText('Операций на странице');
    expect(size).toHaveValue('20');
    fireEvent.change(size, { target: { value: '50' } });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]![0].filter).toMatchObject({ limit: 50, offset: 50 });
  });

  it('jumps to a typed page with Enter, and says when there is no such page', () => {
    const navigate = renderPaging(803, state(0, 100));
    const jump = screen.getByLabelText('Перейти к странице');
    fireEvent.change(jump, { target: { value: '10' } });
    fireEvent.submit(jump);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByText('Страницы с таким номером нет: от 1 до 9')).toBeInTheDocument();
    fireEvent.change(jump, { target: { value: '9' } });
    fireEvent.submit(jump);
    expect(navigate.mock.calls[0]![0].filter).toMatchObject({ limit: 100, offset: 800 });
  });

  it('shows nothing when every operation fits the smallest page', () => {
    renderPaging(20, state());
    expect(screen.queryByLabelText('Операций на странице')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
