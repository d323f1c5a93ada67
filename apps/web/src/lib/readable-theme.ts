import { theme } from 'antd';
import { accessibleShade } from './accessible-color';

/** Ant Design's preset colours (Tag color="orange" …): text in step 7 on a step-1 fill */
const PRESETS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'gold', 'lime'] as const;

let presetShades: Record<string, string> | null = null;
/** each preset's text colour (step 7), darkened where it does not reach AA on white and on its own light fill */
function readablePresets(): Record<string, string> {
  if (presetShades) return presetShades;
  const base = theme.getDesignToken() as unknown as Record<string, string>;
  presetShades = {};
  for (const k of PRESETS) {
    const text = base[`${k}7`];
    const fill = base[`${k}1`];
    if (text && fill) presetShades[`${k}7`] = accessibleShade(text, ['#ffffff', fill]);
  }
  return presetShades;
}

/**
 * Ant Design tokens that keep text readable (issue 33, WCAG 2.1 AA 1.4.3) whatever theme colour the user picks: the
 * theme colour becomes its accessible shade (white text on it, and it as text on the light surfaces, reach 4.5:1), the
 * secondary text and status colours are darker steps of Ant Design's own palettes (its defaults are 2.5–3.6:1 on white),
 * and so are the preset tag colours.
 */
export function readableTheme(themeColor: string) {
  const primary = accessibleShade(themeColor);
  return {
    colorPrimary: primary,
    colorInfo: primary,
    colorLink: primary,
    // text: antd's 0.45 alpha grey is 3.4:1 on white
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    // status colours: the 7th steps of the red, green, gold palettes, darkened until text on white and on their fills reach AA
    colorError: accessibleShade('#cf1322', ['#ffffff', '#fff2f0']),
    colorSuccess: accessibleShade('#389e0d', ['#ffffff', '#f6ffed']),
    colorWarning: accessibleShade('#d48806', ['#ffffff', '#fffbe6']),
    // their fills stay Ant Design's light defaults (derived from the darker colours they turn grey)
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
  };
}

/**
 * Component tokens of the same purpose: the palettes are generated from their seeds, so the preset tag colours are
 * replaced where they are used (Tag); the "no data" texts of tables and lists are drawn in the disabled grey (1.6:1),
 * which is not a disabled control here.
 */
export function readableComponents() {
  const empty = { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' };
  return { Tag: readablePresets(), Table: empty, List: empty, Select: empty, TreeSelect: empty, Empty: empty };
}
