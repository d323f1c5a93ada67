import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/**
 * Secondary (grey) text. Plain span in the theme's colour rather than `Typography.Text type="secondary"`: Typography
 * brings its editable and copyable parts (~7 kB on the wire) into every page that uses it (issue 13, page budget).
 */
export function MutedText({ children, style, testId }: { children: ReactNode; style?: CSSProperties; testId?: string }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary, ...style }} data-testid={testId}>{children}</span>;
}
