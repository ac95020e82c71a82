'use client';

import { BarController, BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip, type Plugin } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useChartColors } from './chart-colors';

ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface PeriodChartProps {
  /** The x axis's labels, already in the interface language's date format. */
  labels: string[];
  /** The interface language: the y axis groups its numbers by it (ru «30 000», en «30,000»). */
  locale: string;
  values: number[];
  tooltips: string[];
  ariaLabel: string;
  onSelect: (index: number) => void;
}

/**
 * The axes' labels as drawn (after chart.js skips some to fit) on the canvas's `data-x-ticks` / `data-y-ticks`:
 * the canvas shows them only as pixels, and a test reads what a user sees there.
 */
const tickLabels: Plugin<'bar'> = {
  id: 'tickLabels',
  afterLayout(chart) {
    const labels = (axis: string) => JSON.stringify(chart.scales[axis]?.getTicks().map((tick) => String(tick.label ?? '')) ?? []);
    chart.canvas.dataset.xTicks = labels('x');
    chart.canvas.dataset.yTicks = labels('y');
  },
};

/** The period chart itself: chart.js through react-chartjs-2, loaded only when the dashboard shows it. */
export default function PeriodChart({ labels, locale, values, tooltips, ariaLabel, onSelect }: PeriodChartProps) {
  // The tenant's brand and the mode's text and lines: semantic tokens, read again when the mode changes.
  const colors = useChartColors();
  const axis = { ticks: { color: colors.text }, grid: { color: colors.grid }, border: { color: colors.grid } };
  return (
    <Bar
      aria-label={ariaLabel}
      role="img"
      plugins={[tickLabels]}
      data={{ labels, datasets: [{ data: values, backgroundColor: colors.bar, borderRadius: 3 }] }}
      options={{
        locale,
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => tooltips[item.dataIndex] ?? '' } } },
        scales: {
          x: { ...axis, ticks: { ...axis.ticks, maxRotation: 0, autoSkip: true, maxTicksLimit: 8 } },
          y: { ...axis, beginAtZero: true },
        },
        onClick: (_event, elements) => {
          const first = elements[0];
          if (first) onSelect(first.index);
        },
        onHover: (event, elements) => {
          const target = event.native?.target as HTMLElement | undefined;
          if (target) target.style.cursor = elements.length > 0 ? 'pointer' : 'default';
        },
      }}
    />
  );
}
