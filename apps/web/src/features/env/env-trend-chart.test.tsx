import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TrendChart, type TTrendPoint } from './env-trend-chart';

afterEach(cleanup);

describe('environment trend chart', () => {
  it('draws each value (red above its limit), the limit as a dashed step line, and names itself', () => {
    const points: TTrendPoint[] = [
      { measureYmd: '2025-06-23', value: 12, limitValue: 15, exceedYn: 'N' },
      { measureYmd: '2025-06-30', value: 14, limitValue: 15, exceedYn: 'N' },
      { measureYmd: '2025-07-07', value: 11.2, limitValue: 10, exceedYn: 'Y' },
    ];
    const { container } = render(<TrendChart points={points} label="먼지 측정값과 허용기준 추이" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-label')).toBe('먼지 측정값과 허용기준 추이');
    const dots = [...svg.querySelectorAll('circle')];
    expect(dots.map((c) => c.getAttribute('fill'))).toEqual(['#1677ff', '#1677ff', '#cf1322']);
    const limit = [...svg.querySelectorAll('path')].find((p) => p.getAttribute('stroke-dasharray'))!;
    // the new permit's stricter limit is lower on the chart (a larger y) than the old one
    const ys = limit.getAttribute('d')!.split(/[ML]/).filter(Boolean).map((xy) => Number(xy.split(',')[1]));
    expect(ys).toHaveLength(3);
    expect(ys[2]).toBeGreaterThan(ys[1]!);
  });

  it('leaves the limit out where a day had none', () => {
    const { container } = render(<TrendChart points={[{ measureYmd: '2026-01-01', value: 3, limitValue: null, exceedYn: 'N' }]} label="x" />);
    expect([...container.querySelectorAll('path')].some((p) => p.getAttribute('stroke-dasharray'))).toBe(false);
  });
});
