/**
 * One chart.js chart in a box of a given height, loaded with this file in the monitoring route's
 * own chunk: only the bar, line and doughnut charts with their scales, legend, tooltip and area
 * fill are registered (the chain browser's chart registers its own, src/pages/browser/TxChart.tsx).
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import React, { useEffect, useRef } from 'react';

ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export type ChartConfig = ChartConfiguration<'bar' | 'line' | 'doughnut', number[], string>;

export default function Chart({ config, height = 280, testId }: { config: ChartConfig; height?: number; testId?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new ChartJS(canvas.current!, {
      ...config,
      options: { responsive: true, maintainAspectRatio: false, animation: false, ...config.options },
    } as ChartConfiguration);
    return () => chart.destroy();
  }, [config]);
  return (
    <div style={{ position: 'relative', width: '100%', height }} data-testid={testId} role="img">
      <canvas ref={canvas} />
    </div>
  );
}
