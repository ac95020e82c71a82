/** @jest-environment jsdom */
import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../render';
import './dom-stubs';
import { PeriodField } from '@/components/ui/period-field';
import { calendarSpanDays } from '@/lib/domain/periods';
import { zonedDay, type PeriodParts } from '@/lib/operations/period-parts';

// Opening the calendar draws its 42 days through Zag: 4–16 s in jsdom on the loaded shared machine.
jest.setTimeout(40_000);

const LABELS = { dateFrom: 'Дата с', dateTo: 'Дата по', timeFrom: 'Время с', timeTo: 'Время по' };

/** The field under its own state, the period shown in a test id for the assertions. */
function Harness({ initial }: { initial: PeriodParts }) {
  const [period, setPeriod] = useState(initial);
  return (
    <>
      <PeriodField id="test" period={period} onChange={setPeriod} labels={LABELS} />
      <output data-testid="period">{`${period.from.date} ${period.from.time} – ${period.to.date} ${period.to.time}`}</output>
    </>
  );
}

const ZONE = 'Europe/Moscow';
const today = () => zonedDay(new Date(), ZONE);
/** The open calendar (found by its part: role queries over its 42 days are slow in jsdom). */
const openCalendar = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Открыть календарь' }));
  return waitFor(() => {
    const content = document.querySelector<HTMLElement>('[data-scope="date-picker"][data-part="content"][data-state="open"]');
    if (!content) throw new Error('the calendar is closed');
    return content;
  });
};
/** A day's button in the calendar ('YYYY-MM-DD'). */
const dayCell = (calendar: HTMLElement, day: string) => {
  const cell = calendar.querySelector<HTMLElement>(`[data-part="table-cell-trigger"][data-view="day"][data-value="${day}"]`);
  if (!cell) throw new Error(`no cell for ${day}`);
  return cell;
};
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('PeriodField (components/ui/period-field.tsx)', () => {
  const october: PeriodParts = { from: { date: '2026-10-02', time: '12:13' }, to: { date: '2026-10-27', time: '12:13' } };

  it('names both days and both times, the days typed as дд.мм.гггг', () => {
    renderWithProviders(<Harness initial={october} />, { timeZone: ZONE });
    expect(screen.getByRole('textbox', { name: 'Дата с' })).toHaveValue('02.10.2026');
    expect(screen.getByRole('textbox', { name: 'Дата по' })).toHaveValue('27.10.2026');
    expect(screen.getByRole('textbox', { name: 'Время с' })).toHaveValue('12:13');
    expect(screen.getByRole('textbox', { name: 'Дата с' })).toHaveAttribute('placeholder', 'дд.мм.гггг');
  });

  // Issue 34 §2: 25.11 to 27.11 picked in the calendar asked for 25.11 23:31 to 27.11 23:31.
  it('a range picked in the calendar is whole days: 00:00 to 23:59, also where the day was already the end', async () => {
    renderWithProviders(<Harness initial={october} />, { timeZone: ZONE });
    const calendar = await openCalendar();
    expect(dayCell(calendar, '2026-10-25')).toHaveAttribute('aria-label', expect.stringMatching(/^В периоде: .*25 октября 2026/));
    fireEvent.click(dayCell(calendar, '2026-10-25'));
    await waitFor(() => expect(screen.getByTestId('period')).toHaveTextContent('2026-10-25 00:00 –'));
    fireEvent.click(dayCell(calendar, '2026-10-27'));
    await waitFor(() => expect(screen.getByTestId('period')).toHaveTextContent('2026-10-25 00:00 – 2026-10-27 23:59'));
  });

  it('offers the calendar presets, each setting whole days', async () => {
    renderWithProviders(<Harness initial={october} />, { timeZone: ZONE });
    const presets = within(await openCalendar()).getByRole('group', { name: 'Календарные периоды' });
    expect(within(presets).getAllByRole('button').map((button) => button.textContent)).toEqual(['Сегодня', 'Вчера', 'Эта неделя', 'Этот месяц']);
    fireEvent.click(within(presets).getByRole('button', { name: 'Вчера' }));
    const yesterday = calendarSpanDays('yesterday', today()).from;
    await waitFor(() => expect(screen.getByTestId('period')).toHaveTextContent(`${yesterday} 00:00 – ${yesterday} 23:59`));
    fireEvent.click(within(await openCalendar()).getByRole('button', { name: 'Эта неделя' }));
    const week = calendarSpanDays('week', today());
    await waitFor(() => expect(screen.getByTestId('period')).toHaveTextContent(`${week.from} 00:00 – ${week.to} 23:59`));
  });

  it('no day after today can be picked', async () => {
    renderWithProviders(<Harness initial={{ from: { date: today(), time: '00:00' }, to: { date: today(), time: '23:59' } }} />, { timeZone: ZONE });
    const calendar = await openCalendar();
    expect(dayCell(calendar, today())).not.toHaveAttribute('aria-disabled', 'true');
    expect(dayCell(calendar, nextDay(today()))).toHaveAttribute('aria-disabled', 'true');
  });

  it('a typed day keeps the time typed beside the other end', async () => {
    renderWithProviders(<Harness initial={{ ...october, to: { date: '2026-10-27', time: '18:00' } }} />, { timeZone: ZONE });
    const from = screen.getByRole('textbox', { name: 'Дата с' });
    act(() => from.focus());
    fireEvent.change(from, { target: { value: '20.10.2026' } });
    fireEvent.keyDown(from, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('period')).toHaveTextContent('2026-10-20 00:00 – 2026-10-27 18:00'));
  });
});
