/**
 * One outlet's values of a pollutant against its permit limit (SVG, no chart library): the values as a line with dots, red
 * above the limit; the limit as a dashed step line (it changes with a new permit); the dates along the bottom.
 */
export type TTrendPoint = { measureYmd: string; value: number; limitValue: number | null; exceedYn: 'Y' | 'N' };

const W = 640;
const H = 220;
const PAD = { l: 44, r: 12, t: 12, b: 28 };

export function TrendChart({ points, label }: { points: TTrendPoint[]; label: string }) {
  const max = Math.max(1, ...points.map((p) => Math.max(p.value, p.limitValue ?? 0))) * 1.15;
  const iw = W - PAD.l - PAD.r;
  const ih = H - PAD.t - PAD.b;
  const x = (i: number) => PAD.l + (points.length <= 1 ? iw / 2 : (i / (points.length - 1)) * iw);
  const y = (v: number) => PAD.t + ih - (v / max) * ih;
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const limit = points.map((p, i) => (p.limitValue === null ? '' : `${i && points[i - 1]?.limitValue !== null ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.limitValue).toFixed(1)}`)).join(' ');
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);
  const every = Math.max(1, Math.ceil(points.length / 6));
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} style={{ width: '100%', height: 'auto', maxHeight: 260 }} data-testid="env-trend-chart">
      {ticks.map((v) => (
        <g key={v}>
          <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} stroke="#f0f0f0" />
          <text x={PAD.l - 4} y={y(v) + 4} fontSize="10" textAnchor="end" fill="#666">{v >= 100 ? v.toFixed(0) : v.toFixed(1)}</text>
        </g>
      ))}
      {limit && <path d={limit} fill="none" stroke="#cf1322" strokeDasharray="6 4" strokeWidth="1.5" />}
      <path d={line} fill="none" stroke="#1677ff" strokeWidth="1.5" />
      {points.map((p, i) => <circle key={`${p.measureYmd}-${i}`} cx={x(i)} cy={y(p.value)} r={p.exceedYn === 'Y' ? 4 : 2.5} fill={p.exceedYn === 'Y' ? '#cf1322' : '#1677ff'}><title>{`${p.measureYmd}: ${p.value}`}</title></circle>)}
      {points.map((p, i) => (i % every === 0 ? <text key={`t${i}`} x={x(i)} y={H - 8} fontSize="10" textAnchor="middle" fill="#666">{p.measureYmd.slice(2)}</text> : null))}
    </svg>
  );
}
