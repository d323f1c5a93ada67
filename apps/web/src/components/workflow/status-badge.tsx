import type { HTMLAttributes, ReactNode } from 'react';
import './status-badge.css';

/**
 * A small coloured label (a status, "기한경과", "미열람") that looks like antd's Tag without its code: Tag brings its
 * icons and wave effect (~20 kB on the wire), too much for every list page and the landing (apps/web/budgets.json).
 * `color` is one of the preset names the workflow definitions use (blue, orange, red, purple, green, gold, default).
 */
export function StatusBadge({ color = 'default', children, className, ...rest }: { color?: string; children: ReactNode } & HTMLAttributes<HTMLSpanElement>) {
  return <span className={`jk-badge c-${color}${className ? ` ${className}` : ''}`} {...rest}>{children}</span>;
}
