import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { formatMoney } from '@haulage/shared/format';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface RevenueChartProps {
  label: string;
  bars: { name: string; revenue: number }[];
}

/** Revenue per truck or customer as bars; the table beside it carries the same figures for screen readers. */
export const RevenueChart = ({ label, bars }: RevenueChartProps) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: bars.map((bar) => bar.name),
        datasets: [{ label: 'Revenue', data: bars.map((bar) => bar.revenue / 100), backgroundColor: '#2b6cb0' }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { tooltip: { callbacks: { label: (item) => formatMoney(Math.round(Number(item.raw) * 100)) } } },
      },
    });
    return () => chart.destroy();
  }, [bars]);
  return (
    <div style={{ position: 'relative', height: '16rem', width: '100%' }}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid="revenue-chart" />
    </div>
  );
};
