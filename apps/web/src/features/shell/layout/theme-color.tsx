import { lazy, Suspense, useState } from 'react';
import './theme-color.css';

const load = () => import('./theme-color-picker');
const ThemeColorPicker = lazy(load);

/**
 * The navbar's theme colour: a swatch until first used, then Ant Design's ColorPicker (with its slider, inputs and
 * select), which is loaded only then — it is a third of the shell's code otherwise (issue 13, web delivery).
 */
export function ThemeColor({ value, label }: { value: string; label: string }) {
  const [used, setUsed] = useState(false);
  const swatch = (
    <button
      type="button"
      className="jk-theme-swatch"
      aria-label={label}
      data-testid="theme-color"
      onMouseEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setUsed(true)}
    >
      <span style={{ background: value }} />
    </button>
  );
  if (!used) return swatch;
  return (
    <Suspense fallback={swatch}>
      <ThemeColorPicker value={value} label={label} defaultOpen />
    </Suspense>
  );
}
