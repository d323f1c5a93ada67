/**
 * Accessible shades of the theme colour (issue 33, WCAG 2.1 AA 1.4.3). The user picks any colour (spec §2, default
 * #409EFF); every fill that carries text (primary buttons, the active tab, the selected menu item, tags) and every text
 * in the theme colour (links, the active page number) uses `accessibleShade(colour)` instead: the same hue and
 * saturation, only as much darker as needed for white text on it — and it on the page's light grey — to reach 4.5:1.
 */

type Rgb = [number, number, number];

export function parseColor(input: string): Rgb | null {
  const s = input.trim().toLowerCase();
  let m = /^#([0-9a-f]{3,8})$/.exec(s);
  if (m) {
    let h = m[1]!;
    if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
    if (h.length !== 6 && h.length !== 8) return null;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(s);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])].map((v) => Math.max(0, Math.min(255, Math.round(v)))) as Rgb;
  return null;
}

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** relative luminance (WCAG 2.1) */
export function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** contrast ratio of two colours (1 … 21) */
export function contrast(a: string, b: string): number {
  const x = parseColor(a);
  const y = parseColor(b);
  if (!x || !y) return 1;
  const [l1, l2] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) return [l, l, l].map((v) => Math.round(v * 255)) as Rgb;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [f(h + 1 / 3), f(h), f(h - 1 / 3)].map((v) => Math.round(v * 255)) as Rgb;
}

/** the page's lightest backgrounds that text in the theme colour sits on (cards, the grey main area, tinted rows) */
export const LIGHT_SURFACES = ['#ffffff', '#f0f2f5', '#e6f4ff'] as const;
/** AA for normal text, with a little room for anti-aliasing */
export const AA_TEXT = 4.6;

/**
 * The colour itself when white text on it and it on every light surface reach AA, otherwise the lightest darker shade of
 * the same hue that does. Unreadable input falls back to the spec's default colour.
 */
export function accessibleShade(color: string, surfaces: readonly string[] = LIGHT_SURFACES, ratio = AA_TEXT): string {
  const rgb = parseColor(color) ?? parseColor('#409eff')!;
  const ok = (c: string) => surfaces.every((s) => contrast(c, s) >= ratio);
  const own = hex(rgb);
  if (ok(own)) return own;
  const [h, s, l] = toHsl(rgb);
  for (let k = l; k > 0; k -= 0.005) {
    const c = hex(fromHsl([h, s, k]));
    if (ok(c)) return c;
  }
  return '#000000';
}
