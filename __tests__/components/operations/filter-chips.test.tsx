/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { FilterChips } from '@/components/operations/filter-chips';
import { activeFilters } from '@/lib/operations/active-filters';
import { listDefaults } from '@/lib/operations/list-state';
import type { ListState } from '@/lib/operations/list-state';
import type { FilterOptions } from '@/lib/operations/load';
import { renderWithProviders } from '../render';
import { RUB } from './fixtures';

const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true });
const OPTIONS: FilterOptions = {
  terminals: [{ id: 7, externalId: '10000007', name: 'Касса 1', merchantId: 3, merchantName: 'Кофейня', status: 0, attached: true, forSoftPos: false } as FilterOptions['terminals'][number]],
  operators: [{ id: 11, fullName: 'Иванова Анна' }],
  instruments: [],
  companies: [],
};

function renderChips(state: ListState, locale: 'ru' | 'en' = 'ru') {
  const navigate = jest.fn<void, [ListState]>();
  renderWithProviders(<FilterChips chips={activeFilters(state, defaults)} currencies={[RUB]} options={OPTIONS} navigate={navigate} />, { timeZone: 'Europe/Moscow', locale });
  return navigate;
}

// Issue 34 §2: "Every chip says its value: «01.12.2026 00:00 – 01.12.2026 23:59», «Операции: Возврат» (not «Операции (1)»)."
describe('FilterChips', () => {
  it('names each active condition by its value, and a chip removes its condition', () => {
    const navigate = renderChips({ filter: { ...defaults, operations: ['REFUND'] }, cardTypes: [], location: 'any' });
    expect(screen.getByText('Активные фильтры: 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Убрать фильтр «Валюта: RUB»' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Убрать фильтр «Операции: Возврат»' }));
    expect(navigate.mock.calls[0]![0].filter.operations).toEqual([]);
    expect(navigate.mock.calls[0]![0].filter.currencyId).toBe(643);
  });

  it('shows the default period with its dates, not as a control', () => {
    renderChips({ filter: defaults, cardTypes: [], location: 'any' });
    expect(screen.getByTestId('chip-filterPeriod')).toHaveTextContent('Последние 30 дней: 10.04.2026 15:00 – 10.05.2026 15:00');
    expect(screen.queryByRole('button', { name: /Последние 30 дней/ })).toBeNull();
    expect(screen.getByText('Активные фильтры: 1')).toBeInTheDocument();
  });

  it('names a chosen day from its first to its last minute, and the ids of lists by what the filter panel calls them', () => {
    renderChips({
      filter: { ...defaults, serverDateTime: { ge: '2026-11-30T21:00:00.000Z', le: '2026-12-01T20:59:59.999Z' }, terminalIds: [7], userIds: [11, 12], statuses: ['success', 'unsuccessful', 'cancelled', 'pending', 'unknown'] },
      cardTypes: [],
      location: 'any',
    });
    expect(screen.getByRole('button', { name: 'Убрать фильтр «Период: 01.12.2026 00:00 – 01.12.2026 23:59»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Убрать фильтр «Терминалы: 10000007»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Убрать фильтр «Операторы: Иванова Анна, 12»' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Убрать фильтр «Статусы: Успешно, .+, .+ и ещё 2»$/ })).toBeInTheDocument();
    expect(screen.getByText('Активные фильтры: 5')).toBeInTheDocument();
  });

  it('speaks English in the English interface', () => {
    renderChips({ filter: { ...defaults, serverDateTime: { ge: '2026-11-30T21:00:00.000Z', le: null }, operations: ['REFUND'] }, cardTypes: [], location: 'any' }, 'en');
    expect(screen.getByRole('button', { name: /^Remove the filter “Period: from 12\/01\/2026 00:00”$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Remove the filter “Operations: Refund”$/ })).toBeInTheDocument();
  });
});
