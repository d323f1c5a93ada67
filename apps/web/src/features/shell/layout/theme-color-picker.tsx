import { useState } from 'react';
import { ColorPicker } from 'antd';
import { DEFAULT_THEME_COLOR } from '@/lib/cookies';
import { uiPrefs } from '@/lib/ui-prefs';

/** the theme colour picker itself; loaded on first use (theme-color.tsx) */
export default function ThemeColorPicker({ value, label, defaultOpen }: { value: string; label: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(Boolean(defaultOpen));
  return (
    <ColorPicker
      size="small"
      value={value}
      open={open}
      onOpenChange={setOpen}
      presets={[{ label, colors: [DEFAULT_THEME_COLOR, '#1677FF', '#13A8A8', '#389E0D', '#D46B08', '#CF1322', '#531DAB'] }]}
      onChangeComplete={(c) => uiPrefs.setThemeColor(c.toHexString().slice(0, 7).toUpperCase())}
      disabledAlpha
    />
  );
}
