// Lists on a phone (issue 34, defect 9): below 768 px a read-only grid is a column of cards, not a sideways table;
// an editable grid stays a table. The card opens its record like the row does, and empty values are left out.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataGrid } from './data-grid';
import type { GridColumn, GridRow } from './grid-types';

// antd's breakpoints ask matchMedia: answer as a 375 px phone or a 1440 px desktop
function viewport(width: number) {
  window.matchMedia = ((q: string) => {
    const min = /min-width:\s*(\d+)px/.exec(q);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(q);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: q, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false };
  }) as unknown as typeof window.matchMedia;
}

const columns: GridColumn[] = [
  { name: 'actionNo', text: '조치번호', width: 90 },
  { name: 'title', text: '제목', type: 'link' },
  { name: 'assigneeNm', text: '담당자' },
  { name: 'doneYmd', text: '완료일' },
  { name: 'x', text: '', render: () => <button type="button">삭제</button> },
];
const rows: GridRow[] = [
  { actionNo: 381, title: '개구부 복구 확인', assigneeNm: '송태식', doneYmd: null },
  { actionNo: 380, title: '그라인더 방호덮개 점검', assigneeNm: '장지우', doneYmd: '2026-05-22' },
];

function show(props: Partial<Parameters<typeof DataGrid>[0]> = {}) {
  const qc = new QueryClient();
  return render(
    <QueryClientProvider client={qc}>
      <App>
        <DataGrid columns={columns} rows={rows} rowKey="actionNo" rowClassName={(r) => (r.actionNo === 381 ? 'jk-row-danger' : undefined)} {...props} />
      </App>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('DataGrid on a phone', () => {
  it('shows a read-only list as cards headed by the link column, without empty values', async () => {
    viewport(375);
    const onRowClick = vi.fn();
    const { container } = show({ onRowClick });
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(container.querySelector('table')).toBeNull();
    const first = cards[0]!;
    expect(first.querySelector('.jk-grid-card-title')?.textContent).toBe('개구부 복구 확인');
    expect(first.className).toContain('jk-row-danger');
    expect(within(first).getByText('담당자')).toBeTruthy();
    expect(within(first).getByText('송태식')).toBeTruthy();
    // 완료일 is empty on the first card and filled on the second
    expect(within(first).queryByText('완료일')).toBeNull();
    expect(within(cards[1]!).getByText('2026-05-22')).toBeTruthy();
    await userEvent.click(within(cards[1]!).getByText('장지우'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1], 1);
    // the action column's button does not open the record
    await userEvent.click(within(first).getByRole('button', { name: '삭제' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    cards[0]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0], 0);
  });

  it('keeps an editable grid a table', async () => {
    viewport(375);
    const { container } = show({ editable: true, onRowsChange: () => {} });
    await screen.findAllByText('조치번호');
    expect(container.querySelector('table')).not.toBeNull();
    expect(screen.queryByTestId('grid-cards')).toBeNull();
  });

  it('keeps a table on a desktop', async () => {
    viewport(1440);
    const { container } = show();
    await screen.findByText('개구부 복구 확인');
    expect(container.querySelector('table')).not.toBeNull();
    expect(screen.queryByTestId('grid-cards')).toBeNull();
  });
});
