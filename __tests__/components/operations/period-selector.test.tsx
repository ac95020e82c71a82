/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../render';
import { PeriodSelector } from '@/components/operations/period-selector';
import type { DashboardPeriod } from '@/lib/operations/dashboard-state';

const DAY = { ge: '2026-11-21T00:00:00.000Z', le: '2026-11-22T00:00:00.000Z' };

function renderSelector(period: DashboardPeriod = { kind: 'last', length: 24, unit: 'hour' }) {
  const onChange = jest.fn<void, [DashboardPeriod]>();
  renderWithProviders(<PeriodSelector period={period} range={DAY} onChange={onChange} />, { timeZone: 'UTC' });
  return onChange;
}

describe('PeriodSelector (spec §3 dashboard period)', () => {
  it('marks the current preset and applies another one', () => {
    const onChange = renderSelector();
    const presets = screen.getByRole('group', { name: 'Быстрый выбор периода' });
    expect(screen.getByRole('button', { name: '24 часа' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '7 дней' })).toHaveAttribute('aria-pressed', 'false');
    expect(presets).toContainElement(screen.getByRole('button', { name: '7 дней' }));
    fireEvent.click(screen.getByRole('button', { name: '7 дней' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'last', length: 7, unit: 'day' });
  });

  // Issue 34 §2: «Сегодня», «Вчера», «Эта неделя» and «Этот месяц» beside the rolling windows.
  it('offers the calendar periods beside the rolling windows, the chosen one pressed', () => {
    const onChange = renderSelector({ kind: 'calendar', span: 'week' });
    const presets = screen.getByRole('group', { name: 'Быстрый выбор периода' });
    expect([...presets.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      '24 часа', '7 дней', '30 дней', '12 месяцев', 'Сегодня', 'Вчера', 'Эта неделя', 'Этот месяц', 'Произвольный период',
    ]);
    expect(screen.getByRole('button', { name: 'Эта неделя' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '24 часа' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Сегодня' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'calendar', span: 'today' });
  });

  it('applies a length and unit, and refuses a length out of range', () => {
    const onChange = renderSelector();
    const form = screen.getByRole('form', { name: 'Период' });
    const length = screen.getByRole('textbox', { name: 'Длина периода' });
    fireEvent.change(length, { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Единица' }), { target: { value: 'month' } });
    fireEvent.submit(form);
    expect(onChange).toHaveBeenCalledWith({ kind: 'last', length: 3, unit: 'month' });

    fireEvent.change(length, { target: { value: '37' } });
    expect(length).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Применить' })).toBeDisabled();
  });

  it('names the unit in agreement with the length («Последние 24 часа», not «24 часов»)', () => {
    renderSelector();
    const unit = screen.getByRole('combobox', { name: 'Единица' });
    const options = () => Array.from((unit as HTMLSelectElement).options).map((option) => option.textContent);
    expect(options()).toEqual(['часа', 'дня', 'месяца']);
    const length = screen.getByRole('textbox', { name: 'Длина периода' });
    fireEvent.change(length, { target: { value: '1' } });
    expect(options()).toEqual(['час', 'день', 'месяц']);
    fireEvent.change(length, { target: { value: '30' } });
    expect(options()).toEqual(['часов', 'дней', 'месяцев']);
  });

  it('loads the custom period on demand, typed as 21.11.2026 and 24-hour times, and asks for a start before the end', async () => {
    const onChange = renderSelector();
    fireEvent.click(screen.getByRole('button', { name: 'Произвольный период' }));
    expect(screen.getByRole('button', { name: 'Произвольный период' })).toHaveAttribute('aria-expanded', 'true');
    const form = await screen.findByRole('form', { name: 'Произвольный период' });
    expect(screen.getByLabelText('Дата с')).toHaveValue('21.11.2026');
    expect(screen.getByLabelText('Время с')).toHaveValue('00:00');
    expect(screen.getByLabelText('Дата по')).toHaveValue('22.11.2026');

    fireEvent.change(screen.getByLabelText('Время с'), { target: { value: '25:00' } });
    fireEvent.submit(form);
    expect(screen.getByLabelText('Время с')).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Время с'), { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Время по'), { target: { value: '9:30' } });
    fireEvent.submit(form);
    expect(onChange).toHaveBeenCalledWith({ kind: 'range', ge: '2026-11-21T10:00:00.000Z', le: '2026-11-22T09:30:59.999Z' });
  });
});
