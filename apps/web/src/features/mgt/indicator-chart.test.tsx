import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chartMax, IndicatorChart, missedAt } from './indicator-chart';

afterEach(cleanup);
const months = (...v: (number | null)[]) => [...v, ...Array<null>(12 - v.length).fill(null)];

describe('indicator chart', () => {
  it('scales to a round number above the highest value or target', () => {
    expect(chartMax({ actual: months(0.4, 0.8), target: months(0.5, 0.5) })).toBe(1); // 0.8 × 1.15 = 0.92 → 1
    expect(chartMax({ actual: months(12, 7), target: months(10) })).toBe(20);
    expect(chartMax({ actual: months(), target: months() })).toBe(1);
  });

  it('marks the months that miss the target by the better direction', () => {
    const s = { actual: months(1.2, 0.3, null), target: months(0.8, 0.8, 0.8) };
    expect([missedAt(s, 0, 'lower'), missedAt(s, 1, 'lower'), missedAt(s, 2, 'lower')]).toEqual([true, false, false]);
    expect([missedAt(s, 0, 'higher'), missedAt(s, 1, 'higher')]).toEqual([false, true]);
  });

  it('draws a bar per month with a value (red where missed), the target line, and names itself', () => {
    const { container } = render(<IndicatorChart series={{ actual: months(90, 70, null, 95), target: months(80, 80, 80, 80) }} better="higher" label="개선조치 기한내 완료율: 연간 85, 목표 80" monthLabel={(m) => `${m}월`} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-label')).toBe('개선조치 기한내 완료율: 연간 85, 목표 80');
    const bars = [...svg.querySelectorAll('rect')];
    expect(bars.map((b) => [b.getAttribute('data-month'), b.getAttribute('data-missed')])).toEqual([['1', 'N'], ['2', 'Y'], ['4', 'N']]);
    expect(bars[1]!.getAttribute('fill')).toBe('#cf1322');
    expect(svg.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(4);
  });
});
