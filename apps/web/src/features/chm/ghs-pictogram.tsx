import type { ReactNode } from 'react';
import type { TGhsPictogram } from '@jikim/shared/src/chm/chm.const';

/**
 * The nine GHS pictograms (UN GHS Annex 3, public), drawn here as SVG: a red-bordered diamond on white with a black
 * symbol. Simplified shapes that keep each symbol recognisable at label sizes down to 1 cm.
 */
const SYMBOLS: Record<TGhsPictogram, ReactNode> = {
  // exploding bomb
  GHS01: (
    <g>
      <circle cx="46" cy="56" r="13" />
      {[[60, 30, 66, 20], [66, 42, 78, 38], [68, 56, 80, 58], [38, 36, 32, 26], [50, 34, 52, 22], [30, 48, 20, 44]].map(([x1, y1, x2, y2], i) => <line key={i} x1={x1} y1={y1} x2={x2} y2={y2} stroke="#000" strokeWidth="4" />)}
      <rect x="34" y="70" width="24" height="5" />
    </g>
  ),
  // flame
  GHS02: <path d="M50 22c4 12 16 18 16 34a16 16 0 0 1-32 0c0-8 5-12 7-18 2 6 5 8 7 9-2-8 0-17 2-25z M32 74h36v5H32z" />,
  // flame over circle
  GHS03: (
    <g>
      <circle cx="50" cy="62" r="12" fill="none" stroke="#000" strokeWidth="5" />
      <path d="M50 20c3 9 12 13 12 25 0 4-2 7-5 9 1-5-1-9-7-13-6 4-8 8-7 13-3-2-5-5-5-9 0-8 6-11 8-16 1 3 2 4 3 5-1-5 0-10 1-14z" />
      <rect x="32" y="78" width="36" height="4" />
    </g>
  ),
  // gas cylinder
  GHS04: (
    <g transform="rotate(-40 50 52)">
      <rect x="40" y="30" width="20" height="44" rx="9" />
      <rect x="45" y="22" width="10" height="9" />
    </g>
  ),
  // corrosion: two tubes pouring on a surface and a hand
  GHS05: (
    <g>
      <rect x="26" y="24" width="8" height="18" transform="rotate(-25 30 33)" />
      <rect x="58" y="24" width="8" height="18" transform="rotate(25 62 33)" />
      <circle cx="36" cy="50" r="3" /><circle cx="40" cy="58" r="3" /><circle cx="62" cy="50" r="3" /><circle cx="58" cy="58" r="3" />
      <path d="M24 66h22l-4 6H24z" />
      <path d="M54 66h24v10H54z" />
    </g>
  ),
  // skull and crossbones
  GHS06: (
    <g>
      <line x1="28" y1="74" x2="72" y2="58" stroke="#000" strokeWidth="6" strokeLinecap="round" />
      <line x1="28" y1="58" x2="72" y2="74" stroke="#000" strokeWidth="6" strokeLinecap="round" />
      <path d="M50 22c-12 0-20 8-20 18 0 7 4 11 8 13v6h24v-6c4-2 8-6 8-13 0-10-8-18-20-18z" />
      <circle cx="43" cy="40" r="5" fill="#fff" /><circle cx="57" cy="40" r="5" fill="#fff" />
    </g>
  ),
  // exclamation mark
  GHS07: (
    <g>
      <path d="M45 22h10l-2 38h-6z" />
      <circle cx="50" cy="70" r="6" />
    </g>
  ),
  // health hazard: a person with a star burst on the chest
  GHS08: (
    <g>
      <circle cx="50" cy="24" r="7" />
      <path d="M34 36h32l-2 44H36z" />
      <path d="M50 44l3 7 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z" fill="#fff" />
    </g>
  ),
  // environment: dead tree and fish
  GHS09: (
    <g>
      <rect x="30" y="30" width="4" height="30" />
      <line x1="32" y1="40" x2="22" y2="30" stroke="#000" strokeWidth="3" />
      <line x1="32" y1="46" x2="42" y2="36" stroke="#000" strokeWidth="3" />
      <rect x="20" y="60" width="60" height="3" />
      <path d="M46 72c8-8 18-8 24 0-6 8-16 8-24 0z M70 72l8-6v12z" />
      <circle cx="52" cy="71" r="1.5" fill="#fff" />
    </g>
  ),
};

export const GHS_NAMES: Record<TGhsPictogram, string> = {
  GHS01: '폭발성', GHS02: '인화성', GHS03: '산화성', GHS04: '고압가스', GHS05: '부식성', GHS06: '급성독성', GHS07: '경고', GHS08: '건강유해성', GHS09: '수생환경유해성',
};

/** one pictogram; `size` in CSS units (a label prints them at 1–4 cm) */
export function GhsPictogram({ code, size = '2.5cm' }: { code: TGhsPictogram; size?: string }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} role="img" aria-label={`${code} ${GHS_NAMES[code]}`} data-testid={`ghs-${code}`} style={{ display: 'inline-block' }}>
      <title>{`${code} ${GHS_NAMES[code]}`}</title>
      <rect x="17" y="17" width="66" height="66" transform="rotate(45 50 50)" fill="#fff" stroke="#e0001b" strokeWidth="7" />
      <g transform="translate(50 50) scale(0.62) translate(-50 -50)">{SYMBOLS[code]}</g>
    </svg>
  );
}
