import { describe, expect, it } from 'vitest';
import { accessibleShade, contrast, LIGHT_SURFACES } from './accessible-color';

describe('accessibleShade', () => {
  it('keeps a dark enough colour as it is', () => {
    expect(accessibleShade('#1F4E79')).toBe('#1f4e79');
  });

  it('darkens the spec default #409EFF until white text on it reaches AA', () => {
    expect(contrast('#409EFF', '#ffffff')).toBeLessThan(3);
    const shade = accessibleShade('#409EFF');
    expect(shade).not.toBe('#409eff');
    for (const s of LIGHT_SURFACES) expect(contrast(shade, s)).toBeGreaterThanOrEqual(4.5);
    // still a blue, and only as dark as needed
    expect(contrast(shade, '#ffffff')).toBeLessThan(6.5);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(shade.slice(i, i + 2), 16)) as [number, number, number];
    expect(b).toBeGreaterThan(r);
    expect(b).toBeGreaterThan(g);
  });

  it.each(['#ffff00', '#fff', '#7fffd4', '#ffc0cb', '#f5f5f5', 'rgb(255, 200, 0)', '#40ee4080'])('a light user colour %s gets a readable shade', (c) => {
    const shade = accessibleShade(c);
    for (const s of LIGHT_SURFACES) expect(contrast(shade, s)).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the default colour for something unreadable', () => {
    expect(accessibleShade('not a colour')).toBe(accessibleShade('#409eff'));
  });
});
