/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import { screen, waitFor } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { ListTotals } from '@/components/operations/list-totals';
import type { TransactionSummary } from '@/lib/acquiring/contract/summaries';
import { conditionParams, listDefaults, type ListState } from '@/lib/operations/list-state';
import { NO_SUMMARY } from '@/lib/domain/money-rule';
import { RUB } from './fixtures';
import { renderWithProviders, TestProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), RUB.id, { name: 'serverDateTime', descending: true });
const state: ListState = { filter: defaults, cardTypes: [], location: 'any' };
const other: ListState = { ...state, filter: { ...defaults, userIds: [3] } };
const figures = (sales: number, refunds: number): TransactionSummary => ({ ...NO_SUMMARY, sumAmount: sales, avgAmount: 0, countTransaction: 1, salesAmount: sales, refundAmount: refunds, netAmount: sales - refunds });
const key = (at: ListState) => conditionParams(at, 2).toString();

function renderTotals(at: ListState, initial: { key: string; value: TransactionSummary } | null) {
  const totals = (next: ListState) => (
    <AppProvider alias={null}>
      <ListTotals state={next} fraction={2} conditionsKey={key(next)} currencies={[RUB]} initial={initial} />
    </AppProvider>
  );
  const view = renderWithProviders(totals(at));
  return (next: ListState) => view.rerender(<TestProviders>{totals(next)}</TestProviders>);
}

const net = () => screen.getByTestId('list-totals').querySelector('[data-part="net"]');

describe('the totals of the filtered list (issue 21 §2)', () => {
  const fetchMock = mockFetchEachTest();

  it('show the figures the server loaded with the page in the first render, asking nothing', () => {
    renderTotals(state, { key: key(state), value: figures(10_000, 2_500) });
    expect(net()).toHaveAttribute('data-minor', '7500');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keep the last figures, dimmed, while a new filter’s load, then show its own', async () => {
    let release = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (release = () => resolve(answer(200, { result: figures(4_000, 0) })))));
    const rerender = renderTotals(state, { key: key(state), value: figures(10_000, 2_500) });
    rerender(other);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toContain('userId.in=3');
    expect(net()).toHaveAttribute('data-minor', '7500');
    expect(screen.getByTestId('list-totals').parentElement).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(net()).toHaveAttribute('data-minor', '4000'));
    expect(screen.getByTestId('list-totals').parentElement).not.toHaveAttribute('aria-busy');
  });

  it('ask in the browser when the server brought none', async () => {
    fetchMock.mockResolvedValue(answer(200, { result: figures(300, 100) }));
    renderTotals(state, null);
    await waitFor(() => expect(net()).toHaveAttribute('data-minor', '200'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
