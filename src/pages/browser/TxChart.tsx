/** Transactions per day as a bar chart (chart.js, loaded with this file in its own chunk). */
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import React, { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export default function TxChart({ data, label }: { data: { date: string; count: number }[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, {
      type: 'bar',
      data: { labels: data.map((d) => d.date.slice(5)), datasets: [{ label, data: data.map((d) => d.count), backgroundColor: '#1677ff' }] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    });
    return () => chart.destroy();
  }, [data, label]);
  return (
    <div style={{ height: 220 }} data-testid="tx-chart" data-total={data.reduce((n, d) => n + d.count, 0)}>
      <canvas ref={canvas} />
    </div>
  );
}
