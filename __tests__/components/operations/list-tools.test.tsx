/** @jest-environment ./__tests__/environment/jsdom-with-fetch.ts */
import '../ui/dom-stubs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '@/components/layout/app-provider';
import { ListTools, useColumnChoice } from '@/components/operations/list-tools';
import { TransactionTable } from '@/components/operations/transaction-table';
import type { ListScreen } from '@/components/operations/use-list-screen';
import { columnChoiceCookieName } from '@/lib/operations/column-choice';
import { listDefaults } from '@/lib/operations/list-state';
import type { ListState } from '@/lib/operations/list-state';
import { settingsView } from '@/lib/operations/settings-view';
import { renderWithProviders } from '../render';
import { listRow, RUB } from './fixtures';

// The lazy dialog's first render is slow on a cold jsdom.
jest.setTimeout(20_000);

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/greenbank/list',
  useSearchParams: () => new URLSearchParams(),
}));

const defaults = listDefaults(new Date('2026-05-10T12:00:00Z'), 643, { name: 'serverDateTime', descending: true });
const settings = settingsView([]);
const KEYS = { columns: 'bo:columns:greenbank:5', views: 'bo:views:greenbank:5' };
const COOKIE = columnChoiceCookieName(KEYS.columns);

/** The list's tools over a list state, with the table they choose the columns of. */
function Harness({ state, navigate }: { state: ListState; navigate: ListScreen['navigate'] }) {
  const [chosen, choose] = useColumnChoice(KEYS.columns);
  const screenOfList: ListScreen = { defaults, params: new URLSearchParams(), state, detailsId: null, fraction: 2, conditionsKey: '', navigate };
  return (
    <AppProvider alias="greenbank">
      <ListTools screen={screenOfList} settings={settings} keys={KEYS} chosen={chosen} onChoose={choose} />
      <TransactionTable rows={[listRow()]} currencies={[RUB]} settings={settings} order={defaults.order} selected={new Set()} onSelect={jest.fn()} onSort={jest.fn()} onOpen={jest.fn()} chosen={chosen} />
    </AppProvider>
  );
}

function renderTools(state: ListState = { filter: defaults, cardTypes: [], location: 'any' }) {
  const navigate = jest.fn<void, [ListState, (number | null)?, boolean?]>();
  renderWithProviders(<Harness state={state} navigate={navigate} />);
  return navigate;
}

// Below 960 px jsdom (no media queries) hides the table and the chooser: they are found hidden.
const headers = () => screen.getAllByRole('columnheader', { hidden: true }).slice(1).map((header) => header.textContent?.replace(/[↕↓↑]/g, ''));
const header = (name: string) => screen.getAllByRole('columnheader', { hidden: true }).find((element) => element.textContent?.replace(/[↕↓↑]/g, '') === name);

beforeEach(() => window.localStorage.clear());

describe('the column chooser of the list (issue 21 §2)', () => {
  it('ticks what the table shows; a tick more shows that column from 960 px and is kept per tenant and user', async () => {
    renderTools();
    fireEvent.click(screen.getByTestId('column-chooser'));
    const rrn = await screen.findByRole('menuitemcheckbox', { name: 'RRN' });
    expect(rrn).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Дата и время' })).toHaveAttribute('aria-checked', 'true');
    const amount = screen.getByRole('menuitemcheckbox', { name: /^Сумма/ });
    expect(amount).toHaveAttribute('aria-checked', 'true');
    expect(amount).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(rrn);
    await waitFor(() => expect(rrn).toHaveAttribute('aria-checked', 'true'));
    expect(JSON.parse(window.localStorage.getItem(KEYS.columns) ?? 'null')).toEqual(['status', 'serverDateTime', 'operation', 'amount', 'paymentMethod', 'cardMask', 'terminal', 'rrn']);
    // the cookie follows, so the next page arrives with the choice
    expect(document.cookie).toContain(`${COOKIE}=`);
    // shown from 960 px like the columns the table starts with
    await waitFor(() => expect(header('RRN')?.className).toBe(header('Терминал')?.className));

    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Терминал' }));
    await waitFor(() => expect(headers()).not.toContain('Терминал'));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Как по умолчанию' }));
    await waitFor(() => expect(window.localStorage.getItem(KEYS.columns)).toBeNull());
    expect(headers()).toContain('Терминал');
    // and the cookie goes too: the next page must not arrive with the choice just reset
    expect(document.cookie).not.toContain(`${COOKIE}=`);
  });

  it('at 1600 px ticks every column the table shows there, and a column unticked hides that one alone (issue 34 §3)', async () => {
    const width = 1600;
    const matchMedia = window.matchMedia;
    // the width's media queries, as a browser answers Chakra's `(min-width: …)`
    window.matchMedia = (query: string) => {
      const [, value = '0', unit = 'px'] = /min-width:\s*([\d.]+)(px|rem|em)/.exec(query) ?? [];
      return { ...matchMedia(query), matches: Number(value) * (unit === 'px' ? 1 : 16) <= width };
    };
    try {
      renderTools();
      const all = headers();
      // every column of the table (jsdom applies no media queries: at 1600 px the table shows them all)
      expect(all).toHaveLength(18);
      fireEvent.click(screen.getByTestId('column-chooser'));
      await screen.findByRole('menuitemcheckbox', { name: 'RRN' });
      const ticks = screen.getAllByRole('menuitemcheckbox');
      expect(ticks.map((tick) => tick.getAttribute('aria-checked'))).toEqual(all.map(() => 'true'));
      fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Код авторизации' }));
      await waitFor(() => expect(headers()).toEqual(all.filter((name) => name !== 'Код авторизации')));
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('ignores a stored choice that is not exactly a list of columns', () => {
    window.localStorage.setItem(KEYS.columns, '["rrn","<img>"]');
    renderTools();
    expect(headers()).toContain('Терминал');
    expect(headers()).toContain('RRN');
  });
});

describe('saved views of the list (issue 21 §2)', () => {
  const state: ListState = { filter: { ...defaults, statuses: ['cancelled'], offset: 40, order: { name: 'amount', descending: false } }, cardTypes: [], location: 'any' };

  async function openSaveDialog() {
    fireEvent.click(screen.getByRole('button', { name: /^Виды/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Сохранить вид…' }));
    return screen.findByRole('dialog', { name: 'Сохранить вид' });
  }

  it('save the filter, sort and columns under a name that is required, short and new', async () => {
    window.localStorage.setItem(KEYS.views, JSON.stringify([{ name: 'Успешные', search: '?status=success', columns: null }]));
    window.localStorage.setItem(KEYS.columns, '["rrn"]');
    renderTools(state);
    const dialog = await openSaveDialog();
    const name = within(dialog).getByLabelText(/Название/);
    const submit = within(dialog).getByRole('button', { name: 'Сохранить' });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Введите название')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'успешные ' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Вид с таким названием уже есть')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'x'.repeat(41) } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Не длиннее 40 символов')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Отмены по сумме' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(KEYS.views) ?? '[]')).toEqual([
      { name: 'Успешные', search: '?status=success', columns: null },
      { name: 'Отмены по сумме', search: '?order=amount&desc=0&status=cancelled', columns: ['rrn'] },
    ]);
    expect(await screen.findByText('Вид «Отмены по сумме» сохранён')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Виды (2)' })).toBeInTheDocument();
  });

  it('apply a view: its address and its columns; delete one', async () => {
    window.localStorage.setItem(KEYS.views, JSON.stringify([{ name: 'Отмены', search: '?status=cancelled&limit=50', columns: ['rrn'] }, { name: 'Все', search: '', columns: null }]));
    const navigate = renderTools();
    fireEvent.click(screen.getByRole('button', { name: 'Виды (2)' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Отмены' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]![0].filter).toEqual({ ...defaults, statuses: ['cancelled'], limit: 50 });
    await waitFor(() => expect(headers()).toEqual(['Статус', 'Сумма', 'RRN']));

    fireEvent.click(screen.getByRole('button', { name: 'Виды (2)' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Удалить «Отмены»' }));
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(KEYS.views) ?? '[]')).toEqual([{ name: 'Все', search: '', columns: null }]));
    expect(await screen.findByText('Вид «Отмены» удалён')).toBeInTheDocument();
  });

  it('cannot save past 20 views', async () => {
    window.localStorage.setItem(KEYS.views, JSON.stringify(Array.from({ length: 20 }, (_, index) => ({ name: `Вид ${index + 1}`, search: '', columns: null }))));
    renderTools();
    fireEvent.click(screen.getByRole('button', { name: 'Виды (20)' }));
    expect(await screen.findByRole('menuitem', { name: 'Видов уже 20: удалите один, чтобы сохранить новый' })).toHaveAttribute('aria-disabled', 'true');
  });
});
