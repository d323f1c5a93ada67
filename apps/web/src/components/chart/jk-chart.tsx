import { useEffect, useRef } from 'react';
import {
  BarController, BarElement, CategoryScale, Chart, DoughnutController, ArcElement, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip,
  type ChartConfiguration,
} from 'chart.js';

/**
 * The product's one chart library (Chart.js 4, canvas). Only the parts registered here are bundled (tree-shaken), and
 * this module is loaded lazily through `LazyChart` (./index.tsx), so only the pages that draw a chart load it.
 */
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, DoughnutController, ArcElement, CategoryScale, LinearScale, Tooltip, Legend);
Chart.defaults.font.family = "'Pretendard', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', 'Apple SD Gothic Neo', system-ui, sans-serif";
Chart.defaults.maintainAspectRatio = false;
Chart.defaults.animation = false;

export type TJkChartProps = {
  config: ChartConfiguration;
  /** the chart's accessible name (a canvas has no text of its own) */
  label: string;
  height?: number;
  testId?: string;
};

/** a Chart.js chart on a canvas that follows its container's width; redrawn when `config` changes */
export default function JkChart({ config, label, height = 240, testId }: TJkChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div style={{ position: 'relative', width: '100%', height }} data-testid={testId}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
