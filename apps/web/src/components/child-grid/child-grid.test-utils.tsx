import { useState, type ReactNode } from 'react';
import { App } from 'antd';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TChildCollection } from '@jikim/shared';
import { ChildRowsEditor, type ChildRow } from '.';

/** a child grid holding its rows, as the detail form does (parent of plant 1000); `onRows` sees every change */
export function GridHarness({ collection, labels, initial, onRows, readonly, recordKey }: {
  collection: TChildCollection; labels: Record<string, string>; initial: ChildRow[]; onRows?: (r: ChildRow[]) => void; readonly?: boolean; recordKey?: string | null;
}) {
  const [rows, setRows] = useState(initial);
  return (
    <ChildRowsEditor collection={collection} rows={rows} readonly={readonly} recordKey={recordKey} label={(k) => labels[k] ?? k} parent={{ plantCd: '1000' }}
      onChange={(r) => { setRows(r); onRows?.(r); }} />
  );
}

/** render inside a fresh query client (no retries) and antd's App (messages) */
export const renderIn = (node: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><App>{node}</App></QueryClientProvider>);
