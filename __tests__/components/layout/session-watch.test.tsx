/** @jest-environment jsdom */
import { act, fireEvent, render } from '@testing-library/react';
import { SessionWatch } from '@/components/layout/session-watch';
import { noteSessionActivity } from '@/lib/client/session-clock';

const api = jest.fn<Promise<unknown>, [string]>();
jest.mock('@/components/layout/app-provider', () => ({ useApp: () => ({ api }) }));

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 22, 12, 0);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  api.mockReset();
  api.mockResolvedValue({ expiresAt: NOW + 60 * MINUTE });
});
afterEach(() => {
  jest.useRealTimers();
});

const page = (expiresAt: number, lifeTime: number | null = 900) => (
  <>
    <button type="button">Показать фильтры</button>
    <SessionWatch expiresAt={expiresAt} lifeTime={lifeTime} />
  </>
);

async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('SessionWatch (spec §2: a click anywhere without a session redirects to /auth)', () => {
  it('a click while the session surely lives asks nothing', () => {
    const view = render(page(NOW + 20 * MINUTE));
    fireEvent.click(view.getByText('Показать фильтры'));
    act(() => jest.advanceTimersByTime(13 * MINUTE));
    fireEvent.click(document.body);
    expect(api).not.toHaveBeenCalled();
  });

  it('once the session may have ended, any click asks the BFF, once at a time; its answer moves the bound', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const view = render(page(NOW + MINUTE, null));
    act(() => jest.advanceTimersByTime(2 * MINUTE));
    fireEvent.click(view.getByText('Показать фильтры'));
    fireEvent.click(document.body);
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', path: 'api/session/state' }));
    await act(async () => answer({ expiresAt: NOW + 30 * MINUTE }));
    fireEvent.click(document.body);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('a refused check (401: the API client leaves for the login) leaves the page asking on the next click', async () => {
    api.mockRejectedValue(new Error('HTTP 401'));
    render(page(NOW - 1, null));
    fireEvent.click(document.body);
    await settle();
    fireEvent.click(document.body);
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('an answered API call counts as activity: the bound moves with it, and only with it', () => {
    const view = render(page(NOW + MINUTE));
    act(() => jest.advanceTimersByTime(10 * MINUTE));
    noteSessionActivity(); // an API call answered at +10 min: alive until at least +22 min (15 min less the 3-min step)
    act(() => jest.advanceTimersByTime(11 * MINUTE));
    fireEvent.click(document.body);
    expect(api).not.toHaveBeenCalled();
    view.rerender(page(NOW + MINUTE)); // a render (a page change from the router's cache) is no activity
    act(() => jest.advanceTimersByTime(2 * MINUTE));
    fireEvent.click(document.body);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the page goes', () => {
    const view = render(page(NOW - 1));
    view.unmount();
    fireEvent.click(document.body);
    expect(api).not.toHaveBeenCalled();
  });
});
