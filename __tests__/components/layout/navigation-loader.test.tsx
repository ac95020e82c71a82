/** @jest-environment jsdom */
/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors stand in for Next's Link, whose click handler prevents the default */
import type { ReactElement } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders, TestProviders } from '../render';
import { announceNavigation, clientNavigationTarget, NavigationLoader } from '@/components/layout/navigation-loader';

let pathname = '/dashboard';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(),
}));

function Page({ prevent = true }: { prevent?: boolean }) {
  return (
    <>
      <a href="/list" onClick={(event) => prevent && event.preventDefault()}>
        Список операций
      </a>
      <a href="/list" target="_blank" onClick={(event) => event.preventDefault()}>
        В новой вкладке
      </a>
      <NavigationLoader />
    </>
  );
}

/** The router lands on `path`: the page renders again with the new pathname. */
function arriveAt(view: ReturnType<typeof renderWithProviders>, path: string, ui: ReactElement) {
  pathname = path;
  view.rerender(<TestProviders>{ui}</TestProviders>);
}

/** Timers fire one act at a time, as the browser's would between renders. */
function wait(ms: number) {
  for (let step = 0; step < ms; step += 50) act(() => jest.advanceTimersByTime(50));
}

describe('the global loader between signed-in pages (spec §2)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    pathname = '/dashboard';
  });
  afterEach(() => jest.useRealTimers());

  it('covers the page while a client navigation waits, and leaves when the page changes', () => {
    const view = renderWithProviders(<Page />);
    fireEvent.click(screen.getByText('Список операций'));
    wait(100);
    expect(screen.queryByRole('status')).toBeNull();
    wait(150);
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeInTheDocument();
    arriveAt(view, '/list', <Page />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays away for a link the browser opens itself and for a new tab', () => {
    renderWithProviders(<Page prevent={false} />);
    fireEvent.click(screen.getByText('Список операций'));
    fireEvent.click(screen.getByText('В новой вкладке'));
    wait(1000);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('covers the page for a navigation started by code (a chart bar, a map point), not for the page shown', () => {
    window.history.replaceState(null, '', '/dashboard');
    const view = renderWithProviders(<NavigationLoader />);
    act(() => announceNavigation('/dashboard'));
    wait(500);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => announceNavigation('/list?details=42'));
    wait(200);
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeInTheDocument();
    arriveAt(view, '/list', <NavigationLoader />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives up after 15 s', () => {
    renderWithProviders(<Page />);
    fireEvent.click(screen.getByText('Список операций'));
    wait(1000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    wait(15_000);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('knows which clicks open another in-app page', () => {
    const here = new URL('http://bank.test/greenbank/dashboard?period=day') as unknown as Location;
    const anchor = (href: string, attributes: Record<string, string> = {}) => {
      const element = document.createElement('a');
      element.href = href;
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      return element;
    };
    const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, ...init });
    expect(clientNavigationTarget(anchor('http://bank.test/greenbank/list?status=success'), click(), here)).toBe('/greenbank/list?status=success');
    expect(clientNavigationTarget(anchor('http://bank.test/greenbank/dashboard?period=week'), click(), here)).toBe('/greenbank/dashboard?period=week');
    expect(clientNavigationTarget(anchor('http://bank.test/greenbank/dashboard?period=day#top'), click(), here)).toBeNull();
    expect(clientNavigationTarget(anchor('http://other.test/greenbank/list'), click(), here)).toBeNull();
    expect(clientNavigationTarget(anchor('http://bank.test/greenbank/list'), click({ ctrlKey: true }), here)).toBeNull();
    expect(clientNavigationTarget(anchor('http://bank.test/greenbank/list'), click({ button: 1 }), here)).toBeNull();
    expect(clientNavigationTarget(anchor('http://bank.test/report.csv', { download: '' }), click(), here)).toBeNull();
  });
});
