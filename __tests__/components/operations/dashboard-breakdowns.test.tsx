/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../render';
import { DashboardBreakdowns } from '@/components/operations/dashboard-breakdowns';
import type { DrillDown } from '@/lib/operations/dashboard-query';
import type { DashboardData } from '@/lib/operations/load';
import { NO_SUMMARY } from '@/lib/domain/money-rule';

const data: DashboardData = {
  totals: { ...NO_SUMMARY, salesAmount: 3000, salesCount: 3, netAmount: 3000, sumAmount: 3000, avgAmount: 1000, countTransaction: 3 },
  operators: [{ userId: 7, fullName: 'Иванова Анна', sumAmount: 2000, countTransaction: 2 }],
  terminals: [{ terminalId: 11, externalId: 'T0000011', name: 'Касса 1', merchantId: 1, merchantName: 'Кофейня', sumAmount: 3000, countTransaction: 3 }],
  weeks: [
    { week: 1, weekAmount: 1000, weekTransactionCount: 1 },
    { week: 3, weekAmount: 2000, weekTransactionCount: 2 },
  ],
  cardTypes: [{ cardType: 'VISA', cardTypeAmount: 3000, cardTypeTransactionCount: 3 }],
  methods: [{ instrumentType: 'Terminal', instrumentName: 'Terminal', methodAmount: 3000, count: 3 }],
};

const hrefFor = (drill: DrillDown) => `/list?drill=${encodeURIComponent(JSON.stringify(drill))}`;

describe('DashboardBreakdowns (the dashboard breakdowns, spec §2 routes)', () => {
  it('shows the five breakdowns, every figure a link to the list narrowed to it', () => {
    // 2026-11-16 (a Monday, Moscow) to the end of 2026-11-23 (the next Monday): Wednesday occurs once, Monday twice
    const range = { ge: '2026-11-15T21:00:00.000Z', le: '2026-11-23T20:59:59.999Z' };
    renderWithProviders(<DashboardBreakdowns value={data} range={range} money={(minor) => `${minor / 100} ₽`} hrefFor={hrefFor} />);
    for (const id of ['by-operator', 'by-terminal', 'by-week', 'by-card-type', 'by-method']) expect(screen.getByTestId(id)).toBeInTheDocument();

    const operator = within(screen.getByTestId('by-operator'));
    expect(operator.getByText('Иванова Анна')).toBeInTheDocument();
    expect(operator.getByRole('link', { name: '20 ₽' })).toHaveAttribute('href', hrefFor({ kind: 'operator', userId: 7 }));
    expect(within(screen.getByTestId('by-terminal')).getByRole('link', { name: '30 ₽' })).toHaveAttribute('href', hrefFor({ kind: 'terminal', terminalId: 11 }));
    expect(within(screen.getByTestId('by-card-type')).getByRole('link', { name: '3' })).toHaveAttribute('href', hrefFor({ kind: 'cardType', cardType: 'VISA' }));

    const week = within(screen.getByTestId('by-week'));
    expect(week.getByText('Понедельник')).toBeInTheDocument();
    // a weekday that occurs twice in the period cannot be opened as one day
    expect(week.queryByRole('link', { name: '10 ₽' })).toBeNull();
    const wednesday = week.getByRole('link', { name: '20 ₽' }).getAttribute('href') ?? '';
    expect(JSON.parse(decodeURIComponent(wednesday.split('drill=')[1] ?? ''))).toMatchObject({ kind: 'range', ge: '2026-11-17T21:00:00.000Z' });
  });

  it('tells a breakdown that failed to load from a period without operations', () => {
    const range = { ge: '2026-11-15T21:00:00.000Z', le: '2026-11-23T20:59:59.999Z' };
    renderWithProviders(<DashboardBreakdowns value={{ ...data, operators: null, weeks: [] }} range={range} money={(minor) => `${minor / 100} ₽`} hrefFor={hrefFor} />);
    expect(within(screen.getByTestId('by-operator')).getByTestId('figures-unavailable')).toHaveTextContent('Не удалось загрузить данные');
    expect(within(screen.getByTestId('by-week')).getByText('Нет операций за период')).toBeInTheDocument();
    expect(within(screen.getByTestId('by-terminal')).queryByTestId('figures-unavailable')).toBeNull();
  });
});
