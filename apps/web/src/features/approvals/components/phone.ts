import type { CSSProperties } from 'react';

/** a phone-sized dialog: the whole width of a 375 px screen from its top (antd keeps 8 px margins below 768 px otherwise) */
export const PHONE_MODAL = { width: '100%', style: { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } } as const;
/** a button a finger can hit (WCAG 2.5.5: at least 44 × 44 px) */
export const TOUCH: CSSProperties = { minHeight: 44, minWidth: 44 };
