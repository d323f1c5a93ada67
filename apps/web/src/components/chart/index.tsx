import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { TJkChartProps } from './jk-chart';

export type { TJkChartProps } from './jk-chart';
export type { ChartConfiguration } from 'chart.js';

const JkChart = lazy(() => import('./jk-chart'));

/** a chart loaded on first use (the chart library is its own chunk: pages without charts never load it) */
export function LazyChart(props: TJkChartProps) {
  return (
    <Suspense fallback={<div style={{ height: props.height ?? 240, display: 'grid', placeItems: 'center' }}><Spin /></div>}>
      <JkChart {...props} />
    </Suspense>
  );
}
