import './indicator-chart.css';

/**
 * One indicator's year as a small chart (SVG, no chart library: the page stays light): the monthly actuals as bars, red
 * where the month misses its target, the target as a dashed line; months without a value are left empty.
 */
export type TChartSeries = { actual: (number | null)[]; target: (number | null)[] };

const W = 320;
const H = 150;
const PAD = { l: 34, r: 8, t: 10, b: 22 };

export const chartMax = (s: TChartSeries) => {
  const m = Math.max(0, ...s.actual.map((v) => v ?? 0), ...s.target.map((v) => v ?? 0));
  if (m <= 0) return 1;
  const raw = m * 1.15;
  const mag = 10 ** Math.floor(Math.log10(raw));
  return Math.ceil(raw / mag) * mag;
};

export const missedAt = (s: TChartSeries, i: number, better: 'lower' | 'higher') => {
  const a = s.actual[i];
  const t = s.target[i];
  return a != null && t != null && (better === 'lower' ? a > t : a < t);
};

export function IndicatorChart({ series, better, label, monthLabel }: { series: TChartSeries; better: 'lower' | 'higher'; label: string; monthLabel: (m: number) => string }) {
  const max = chartMax(series);
  const iw = W - PAD.l - PAD.r;
  const ih = H - PAD.t - PAD.b;
  const x = (i: number) => PAD.l + (iw / 12) * i;
  const y = (v: number) => PAD.t + ih - (v / max) * ih;
  const bw = (iw / 12) * 0.6;
  const targetPts = series.target.map((v, i) => (v == null ? null : `${x(i) + iw / 24},${y(v)}`)).filter((p): p is string => p !== null);
  const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(v < 1 ? 2 : 1));
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={label} className="jk-ind-chart">
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={PAD.l} x2={W - PAD.r} y1={y(max * f)} y2={y(max * f)} stroke="#f0f0f0" />
          <text x={PAD.l - 4} y={y(max * f) + 4} fontSize="10" textAnchor="end" fill="#595959">{fmt(max * f)}</text>
        </g>
      ))}
      {series.actual.map((v, i) => v == null ? null : (
        <rect key={i} data-month={i + 1} data-missed={missedAt(series, i, better) ? 'Y' : 'N'} x={x(i) + (iw / 12 - bw) / 2} y={y(v)} width={bw} height={Math.max(0, y(0) - y(v))}
          fill={missedAt(series, i, better) ? '#cf1322' : '#1677ff'}>
          <title>{`${monthLabel(i + 1)}: ${fmt(v)}`}</title>
        </rect>
      ))}
      {targetPts.length > 1 && <polyline points={targetPts.join(' ')} fill="none" stroke="#d46b08" strokeWidth="2" strokeDasharray="5 3" />}
      {targetPts.length === 1 && <circle cx={Number(targetPts[0]!.split(',')[0])} cy={Number(targetPts[0]!.split(',')[1])} r="3" fill="#d46b08" />}
      {Array.from({ length: 12 }, (_v, i) => (
        <text key={i} x={x(i) + iw / 24} y={H - 6} fontSize="10" textAnchor="middle" fill="#595959">{i + 1}</text>
      ))}
    </svg>
  );
}
