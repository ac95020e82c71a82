/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DashboardFrame, type DashboardFrameProps } from '@/components/operations/dashboard-frame';
import { defaultDashboardState } from '@/lib/operations/dashboard-state';
import { TestProviders } from '../render';
import { RUB } from './fixtures';

const push = jest.fn();
const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace, prefetch: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/greenbank/dashboard',
  useSearchParams: () => new URLSearchParams(),
}));
const alerts = jest.fn();
jest.mock('@/components/layout/app-provider', () => ({ useApp: () => ({ alerts: { push: alerts }, showUnavailable: jest.fn() }) }));
jest.mock('@/components/ui/alert-toasts', () => ({ preloadToaster: jest.fn() }));

const USD = { ...RUB, id: 2, numberCode: 840, code: 'USD', symbol: '$' };
const state = defaultDashboardState(643);
// a server-rendered figure's link, and one that opens in a new tab
const FIGURE = '/greenbank/list?terminalId.in=7';
const NEW_TAB = '/greenbank/list?x=1';

function props(overrides: Partial<DashboardFrameProps> = {}): DashboardFrameProps {
  return {
    state,
    defaults: state,
    range: { ge: '2026-05-09T12:00:00.000Z', le: '2026-05-10T12:00:00.000Z' },
    currencies: [RUB, USD],
    failures: [],
    renderedAt: '2026-05-10T12:00:00.000Z',
    children: (
      <p>
        <a href={FIGURE}>12</a>
        <a href={NEW_TAB} target="_blank">
          13
        </a>
      </p>
    ),
    ...overrides,
  };
}

const wrapper = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;
const renderFrame = (overrides: Partial<DashboardFrameProps> = {}) => render(<DashboardFrame {...props(overrides)} />, { wrapper });

beforeEach(() => {
  push.mockReset();
  replace.mockReset();
  alerts.mockReset();
  window.history.replaceState(null, '', '/greenbank/dashboard');
});

describe('the dashboard frame: what a merchant touches, around the figures the server rendered', () => {
  it('shows the server-rendered figures inside its controls, not loading', () => {
    renderFrame();
    expect(screen.getByTestId('dashboard')).toHaveAttribute('data-loading', 'false');
    expect(screen.getByTestId('dashboard')).toContainElement(screen.getByRole('link', { name: '12' }));
    expect(screen.getByRole('combobox', { name: 'Валюта' })).toHaveValue('643');
    expect(screen.getByRole('button', { name: '24 часа' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks the server for the figures of a new period, currency or scope by going to their URL', () => {
    renderFrame();
    // the first figures show as they are; once they change, a new one comes in (CSS on data-moved)
    expect(screen.getByTestId('dashboard')).not.toHaveAttribute('data-moved');
    fireEvent.click(screen.getByRole('button', { name: '7 дней' }));
    expect(screen.getByTestId('dashboard')).toHaveAttribute('data-moved', 'true');
    // the address at once (a new entry for the back button), then the server's page of it
    expect(`${window.location.pathname}${window.location.search}`).toBe('/greenbank/dashboard?length=7&unit=day');
    expect(replace).toHaveBeenLastCalledWith('/greenbank/dashboard?length=7&unit=day', { scroll: false });
    fireEvent.change(screen.getByRole('combobox', { name: 'Валюта' }), { target: { value: '840' } });
    expect(replace).toHaveBeenLastCalledWith('/greenbank/dashboard?currency=840', { scroll: false });
    fireEvent.change(screen.getByRole('combobox', { name: 'Операции' }), { target: { value: 'all' } });
    expect(replace).toHaveBeenLastCalledWith('/greenbank/dashboard?scope=all', { scroll: false });
    expect(push).not.toHaveBeenCalled();
  });

  it("opens a server-rendered figure's plain link through the router, and leaves a new tab to the browser", () => {
    renderFrame();
    const taken = fireEvent.click(screen.getByRole('link', { name: '12' }));
    expect(taken).toBe(false);
    expect(push).toHaveBeenCalledWith(FIGURE);

    push.mockReset();
    const left = fireEvent.click(screen.getByRole('link', { name: '13' }));
    expect(left).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: '12' }), { ctrlKey: true });
    expect(push).not.toHaveBeenCalled();
  });

  it("announces each server render's failures once (spec §8)", () => {
    const failure = { status: 500, message: 'Сводка недоступна' };
    const { rerender } = renderFrame({ failures: [failure] });
    expect(alerts).toHaveBeenCalledTimes(1);
    expect(alerts).toHaveBeenCalledWith('error', 'Сводка недоступна');
    // the same render again (the frame re-renders while its figures change): nothing new
    rerender(<DashboardFrame {...props({ failures: [failure] })} />);
    expect(alerts).toHaveBeenCalledTimes(1);
    // a new period rendered on the server, failing again: said again
    act(() => rerender(<DashboardFrame {...props({ failures: [failure], renderedAt: '2026-05-10T12:01:00.000Z' })} />));
    expect(alerts).toHaveBeenCalledTimes(2);
  });
});
