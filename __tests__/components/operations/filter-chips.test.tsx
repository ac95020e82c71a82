/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { FilterChips } from '@/components/operations/filter-chips';
import { activeFilters } from '@/lib/operations/active-filters';
import { listDefaults } from '@/lib/operations/dashboard-query';
import type { ListState } from '@/lib/operations/list-state';
import { renderWithProviders } from '../render';
import { RUB } from './fixtures';

const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true });

describe('FilterChips', () => {
  it('names each active condition with its count, and a chip removes its condition', () => {
    const state: ListState = { filter: { ...defaults, operations: ['REFUND'] }, cardTypes: [], location: 'any' };
    const navigate = jest.fn<void, [ListState]>();
    renderWithProviders(<FilterChips chips={activeFilters(state, defaults)} currencies={[RUB]} navigate={navigate} />);
    expect(screen.getByText('Активные фильтры: 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Убрать фильтр «Валюта: RUB»' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Убрать фильтр «Операции (1)»' }));
    expect(navigate.mock.calls[0]![0].filter.operations).toEqual([]);
    expect(navigate.mock.calls[0]![0].filter.currencyId).toBe(643);
  });
});
