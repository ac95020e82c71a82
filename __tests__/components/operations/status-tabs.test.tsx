/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import '../ui/dom-stubs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { StatusTabs } from '@/components/operations/status-tabs';
import { lineTabsRecipe } from '@/components/ui/tabs-parts';
import { listDefaults } from '@/lib/operations/list-state';
import type { ListState } from '@/lib/operations/list-state';
import { statusTabsKey, type StatusTab } from '@/lib/operations/status-tabs';
import type { Keyed } from '@/lib/operations/load';
import { renderWithProviders, TestProviders } from '../render';
import { answer, mockFetchEachTest } from '../fetch-mock';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/greenbank/list',
  useSearchParams: () => new URLSearchParams(),
}));

const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true });
const stateWith = (statuses: ListState['filter']['statuses']): ListState => ({ filter: { ...defaults, statuses, offset: 40 }, cardTypes: [], location: 'any' });

/** The sandbox's count of each status group's host codes (spec §4); no status condition: every operation. */
const COUNTS: Record<string, number> = { '': 1803, '0': 1375, '2,3,5,8,10,11,12,14,15,16,17,19,20,21': 301, '6,7': 52, '1,4': 9, '9,13,18': 66 };

function renderTabs(state: ListState, initialCounts: Keyed<Record<StatusTab, number>> | null = null) {
  const navigate = jest.fn<void, [ListState]>();
  const tabs = (at: ListState) => (
    <AppProvider alias="greenbank">
      <StatusTabs state={at} fraction={2} initialCounts={initialCounts} resultsId="results" navigate={navigate} />
    </AppProvider>
  );
  const view = renderWithProviders(tabs(state));
  return { navigate, rerender: (next: ListState) => view.rerender(<TestProviders>{tabs(next)}</TestProviders>) };
}

describe('the status tabs of the list (issue 21 §2)', () => {
  const fetchMock = mockFetchEachTest();
  beforeEach(() => {
    fetchMock.mockImplementation(async (input: string) => answer(200, { result: COUNTS[new URL(input, 'http://localhost').searchParams.get('status.in') ?? ''] }));
  });

  it('before Chakra’s tabs load, the stand-in has the same roles, ids and keys: arrows and End move, a click chooses', async () => {
    const { navigate } = renderTabs(stateWith(['success']));
    expect(document.querySelector('[data-scope="tabs"]')).toBeNull();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.id)).toEqual(['status-tab-all', 'status-tab-success', 'status-tab-unsuccessful', 'status-tab-cancelled', 'status-tab-pending', 'status-tab-unknown']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1, -1, -1]);
    expect(tabs[1]).toHaveAttribute('aria-controls', 'results');
    tabs[1]!.focus();
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(tabs[2]).toHaveFocus();
    fireEvent.keyDown(tabs[2]!, { key: 'End' });
    expect(tabs[5]).toHaveFocus();
    fireEvent.keyDown(tabs[5]!, { key: 'ArrowRight' });
    expect(tabs[0]).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(tabs[3]!);
    expect(navigate.mock.calls[0]![0].filter).toMatchObject({ statuses: ['cancelled'], offset: 0 });
  });

  it('show each tab’s count of the current filter, one count call per tab, «Все» chosen without a status', async () => {
    renderTabs(stateWith([]));
    expect(await screen.findByRole('tab', { name: /^Успешные\s1\s375$/ })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\s/g, ' '))).toEqual(['Все1 803', 'Успешные1 375', 'Неуспешные301', 'Отменённые52', 'В обработке9', 'Неизвестные66']);
    expect(screen.getByRole('tab', { name: /^Все/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Все/ })).toHaveAttribute('aria-controls', 'results');
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Статус операций');
    const urls = fetchMock.mock.calls.map(([input]) => input);
    expect(urls).toHaveLength(6);
    expect(urls.every((url) => url.startsWith('/api/transaction/total/count?') && url.includes('currencyId.eq=643') && !url.includes('offset'))).toBe(true);
  });

  it('choose a tab as the filter’s status group, from the first page', async () => {
    const { navigate } = renderTabs(stateWith(['success']));
    expect(screen.getByRole('tab', { name: /^Успешные/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(await screen.findByRole('tab', { name: /^Отменённые\s52$/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate.mock.calls[0]![0].filter).toMatchObject({ statuses: ['cancelled'], offset: 0 });
  });

  it('move between the tabs with the arrow keys without loading each one; a set no tab stands for chooses none but keeps them reachable', async () => {
    const { navigate } = renderTabs(stateWith(['success', 'pending']));
    await screen.findByRole('tab', { name: /^Все\s1\s803$/ });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.every((tab) => tab.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    tabs[0]!.focus();
    // Chakra's tabs come at the first focus (a stand-in drawn with their recipe is there before), the focus kept
    await waitFor(() => expect(document.querySelector('[data-scope="tabs"][data-part="root"]')).not.toBeNull());
    const loaded = screen.getAllByRole('tab');
    await waitFor(() => expect(loaded[0]).toHaveFocus());
    await waitFor(() => expect(loaded[0]).toHaveAttribute('data-focus'));
    fireEvent.keyDown(loaded[0]!, { key: 'ArrowRight' });
    await waitFor(() => expect(loaded[1]).toHaveFocus());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ask again when a condition changes, not when only the tab does', async () => {
    const { rerender } = renderTabs(stateWith([]));
    await screen.findByRole('tab', { name: /^Все\s1\s803$/ });
    rerender(stateWith(['pending']));
    expect(fetchMock).toHaveBeenCalledTimes(6);
    rerender({ ...stateWith(['pending']), filter: { ...stateWith(['pending']).filter, userIds: [3] } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(12));
    expect(fetchMock.mock.calls.slice(6).every(([input]) => input.includes('userId.in=3'))).toBe(true);
  });

  it('show the counts the server loaded with the page at once, asking nothing; while a new filter’s load, the last stay, without their data-count', async () => {
    const initial = { key: statusTabsKey(stateWith([]), 2), value: { all: 7, success: 4, unsuccessful: 2, cancelled: 1, pending: 0, unknown: 0 } };
    const { rerender } = renderTabs(stateWith(['success']), initial);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Все7', 'Успешные4', 'Неуспешные2', 'Отменённые1', 'В обработке0', 'Неизвестные0']);
    expect(screen.getByRole('tab', { name: /^Все/ })).toHaveAttribute('data-count', '7');
    expect(fetchMock).not.toHaveBeenCalled();
    let release = () => {};
    fetchMock.mockImplementation(
      (input: string) =>
        new Promise((resolve) => {
          const previous = release;
          release = () => {
            previous();
            resolve(answer(200, { result: COUNTS[new URL(input, 'http://localhost').searchParams.get('status.in') ?? ''] }));
          };
        }),
    );
    rerender({ ...stateWith(['success']), filter: { ...stateWith(['success']).filter, userIds: [3] } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(6));
    expect(screen.getByRole('tab', { name: /^Все/ })).toHaveTextContent('Все7');
    expect(screen.getByRole('tab', { name: /^Все/ })).not.toHaveAttribute('data-count');
    release();
    expect(await screen.findByRole('tab', { name: /^Все\s1\s803$/ })).toHaveAttribute('data-count', '1803');
  });

  it('show the failure of a count call, and no counts', async () => {
    fetchMock.mockResolvedValue(answer(500, {}));
    renderTabs(stateWith([]));
    expect(await screen.findByText('Во время выполнения операции произошла ошибка')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Все/ })).not.toHaveAttribute('data-count');
  });
});

describe('the tabs recipe (components/ui/tabs-parts.ts)', () => {
  // jest reads `@chakra-ui/react/theme` from the package itself: the full recipe to compare with.
  it('is Chakra’s tabs recipe narrowed to size sm and the line variant, its parts unchanged', () => {
    expect(lineTabsRecipe.slots).toEqual(tabsSlotRecipe.slots);
    expect(lineTabsRecipe.className).toBe(tabsSlotRecipe.className);
    expect(lineTabsRecipe.base).toEqual(tabsSlotRecipe.base);
    expect(lineTabsRecipe.variants?.size?.sm).toEqual(tabsSlotRecipe.variants?.size?.sm);
    expect(lineTabsRecipe.variants?.variant?.line).toEqual(tabsSlotRecipe.variants?.variant?.line);
    expect(Object.keys(lineTabsRecipe.variants ?? {})).toEqual(['size', 'variant']);
  });
});
