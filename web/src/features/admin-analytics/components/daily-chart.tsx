import type { AnalyticsDay } from '@shop/shared/admin/analytics';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { seriesSummary, shortDay } from '../utils/analytics-format.ts';

// Only the pieces these two charts draw, so the admin chunk carries no more of chart.js than it uses.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Filler,
  Tooltip,
);

const COLORS = { revenue: '#1f7a5a', orders: '#c77d1a' } as const;

interface DailyChartProps {
  points: readonly AnalyticsDay[];
  field: 'revenue' | 'orders';
  title: string;
  /** How a value reads in the tooltip, e.g. "₵1,200.00" or "3 orders". */
  format: (value: number) => string;
}

/** Revenue (a line) or orders (bars) per day, drawn with chart.js; a sentence stands in for screen readers. */
export function DailyChart({ points, field, title, format }: DailyChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const color = COLORS[field];
    const chart = new Chart(canvas.current, {
      type: field === 'revenue' ? 'line' : 'bar',
      data: {
        labels: points.map((point) => shortDay(point.date)),
        datasets: [
          {
            label: title,
            data: points.map((point) => point[field]),
            borderColor: color,
            backgroundColor: field === 'revenue' ? `${color}22` : color,
            fill: field === 'revenue',
            tension: 0.25,
            pointRadius: points.length > 45 ? 0 : 2,
            borderWidth: 2,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { tooltip: { callbacks: { label: (item) => format(Number(item.parsed.y)) } } },
        scales: {
          x: { grid: { display: false }, ticks: { maxTicksLimit: 8, maxRotation: 0 } },
          y: { beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [points, field, title, format]);

  return (
    <div className="analytics-chart">
      <canvas ref={canvas} role="img" aria-label={seriesSummary(points, field, title)} />
    </div>
  );
}
