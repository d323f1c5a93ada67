import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast } from './accessible-color';
import { readableComponents, readableTheme } from './readable-theme';

describe('readableTheme', () => {
  it.each(['#409EFF', '#ffeb3b', '#e0f7fa', '#00ff00'])('every text colour of the theme for %s reaches AA on white and on its light fill', (chosen) => {
    const tokens = readableTheme(chosen) as Record<string, string>;
    const base = { ...(theme.getDesignToken({ token: tokens }) as unknown as Record<string, string>), ...(readableComponents().Tag as Record<string, string>) };
    expect(contrast(tokens.colorPrimary!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(base.colorLink!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    for (const k of ['colorError', 'colorSuccess', 'colorWarning']) expect(contrast(tokens[k]!, '#ffffff'), k).toBeGreaterThanOrEqual(4.5);
    for (const k of ['orange', 'green', 'gold', 'cyan', 'lime', 'yellow', 'volcano', 'blue', 'red']) {
      expect(contrast(base[`${k}7`]!, base[`${k}1`]!), k).toBeGreaterThanOrEqual(4.5);
    }
  });
});
