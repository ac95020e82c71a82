'use client';

import { BarController, BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface PeriodChartProps {
  labels: string[];
  values: number[];
  tooltips: string[];
  color: string;
  ariaLabel: string;
  onSelect: (index: number) => void;
}

/** The period chart itself: chart.js through react-chartjs-2, loaded only when the dashboard shows it. */
export default function PeriodChart({ labels, values, tooltips, color, ariaLabel, onSelect }: PeriodChartProps) {
  // The tenant's brand colour is a CSS variable on <html> (lib/theme/colors.ts); chart.js needs the value.
  const brand = getComputedStyle(document.documentElement).getPropertyValue('--bo-brand').trim() || color;
  return (
    <Bar
      aria-label={ariaLabel}
      role="img"
      data={{ labels, datasets: [{ data: values, backgroundColor: brand, borderRadius: 3 }] }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => tooltips[item.dataIndex] ?? '' } } },
        scales: { x: { ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 8 } }, y: { beginAtZero: true } },
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
