import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineResource, zText, type TChildCollection, type TResourceDefinition } from '@jikim/shared';
import { http } from '@/lib/http';
import { registerTranslations } from '@/lib/i18n';
import { ResourceDetail } from '@/lib/resource/resource-detail';
import { resourceNs } from '@/lib/resource/resource-fields';
import { ChildRowsEditor, type ChildRow } from '.';

vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
const api = vi.mocked(http);

// antd's responsive grid and tables ask for matchMedia / ResizeObserver, which jsdom lacks
window.matchMedia ??= ((q: string) => ({ matches: false, media: q, onchange: null, addListener: () => {}, removeListener: () => {},
  addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const workers: TChildCollection = {
  name: 'workers', label: 'workers', key: 'workerNo', maxRows: 2,
  fields: [
    { name: 'workerNm', type: 'text', label: 'workerNm', schema: zText(50), required: true },
    { name: 'hours', type: 'number', label: 'hours', schema: z.number().int().min(0).max(24).nullish() },
    { name: 'roleCd', type: 'select', label: 'roleCd', codeGroup: 'TST_ROLE', schema: z.string().max(10).nullish() },
  ],
};
const def = defineResource({
  name: 'tstGridPermit', title: 'title', basePath: '/api/tst/permit', menuId: 'M', key: { name: 'permitNo', type: 'number', generated: true },
  fields: [{ name: 'title', type: 'text', label: 'title', schema: zText(100, { required: true }), required: true }],
  listColumns: [], searchFields: [], defaultSort: { field: 'permitNo', order: 'desc' }, children: [workers],
  i18n: { ko: { title: '작업허가', workers: '작업자', workerNm: '작업자명', hours: '작업시간', roleCd: '역할' }, en: {}, zh: {}, es: {} },
} satisfies TResourceDefinition);
registerTranslations(resourceNs(def), def.i18n);
const labels = def.i18n.ko as Record<string, string>;

afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

function Harness({ initial, onRows, readonly }: { initial: ChildRow[]; onRows?: (r: ChildRow[]) => void; readonly?: boolean }) {
  const [rows, setRows] = useState(initial);
  return <ChildRowsEditor collection={workers} rows={rows} readonly={readonly} label={(k) => labels[k] ?? k} onChange={(r) => { setRows(r); onRows?.(r); }} />;
}

describe('ChildRowsEditor', () => {
  it('adds, edits and removes rows, marks the required column and stops at maxRows', () => {
    const onRows = vi.fn();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    api.get.mockResolvedValue([]);
    render(<QueryClientProvider client={qc}><Harness initial={[{ workerNo: 7, workerNm: '김철수', hours: 8 }]} onRows={onRows} /></QueryClientProvider>);
    const grid = screen.getByTestId('child-grid-workers');
    // the required column carries the mark, the optional one does not
    expect(within(grid).getAllByText('작업자명')[0]!.parentElement!.querySelector('.jk-child-required-mark')).toBeTruthy();
    expect(within(grid).getAllByText('작업시간')[0]!.parentElement!.querySelector('.jk-child-required-mark')).toBeNull();
    expect(within(grid).getByText('1 / 최대 2행')).toBeTruthy();

    fireEvent.click(within(grid).getByRole('button', { name: /행 추가/ }));
    expect(within(grid).getByText('2 / 최대 2행')).toBeTruthy();
    // at maxRows the add button is off
    expect(within(grid).getByRole('button', { name: /행 추가/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('작업자명 2'), { target: { value: '이영희' } });
    let last = onRows.mock.calls.at(-1)![0] as ChildRow[];
    expect(last.map((r) => [r.workerNo ?? null, r.workerNm])).toEqual([[7, '김철수'], [null, '이영희']]);

    // removing the first row keeps the second one with its edits
    fireEvent.click(screen.getByRole('button', { name: '행 삭제 1' }));
    last = onRows.mock.calls.at(-1)![0] as ChildRow[];
    expect(last.map((r) => r.workerNm)).toEqual(['이영희']);
    expect((screen.getByLabelText('작업자명 1') as HTMLInputElement).value).toBe('이영희');
  }, 30_000);

  it('read-only: no inputs and no add or remove buttons; codes show their names', async () => {
    api.get.mockResolvedValue([{ code: 'LEAD', codeNm: '작업책임자' }]);
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<QueryClientProvider client={qc}><Harness initial={[{ workerNo: 7, workerNm: '김철수', hours: 8, roleCd: 'LEAD' }]} readonly /></QueryClientProvider>);
    expect(screen.getByText('김철수')).toBeTruthy();
    expect(await screen.findByText('작업책임자')).toBeTruthy();
    expect(api.get.mock.calls[0]![0]).toBe('/api/sync/getselect/TST_ROLE');
    expect(screen.queryByRole('button', { name: /행 추가/ })).toBeNull();
    expect(screen.queryByLabelText('작업자명 1')).toBeNull();
  });
});

describe('department column (type dept)', () => {
  const targets: TChildCollection = {
    name: 'targets', label: 'targets', key: 'targetNo', maxRows: 5,
    fields: [{ name: 'targetDeptCd', type: 'dept', label: 'targetDeptCd', schema: zText(30), required: true }],
  };
  const DEPTS = [
    { deptCd: 'D1000', deptNm: '서해화력', pdeptCd: null, plantCd: '1000' },
    { deptCd: 'D1310', deptNm: '발전1팀', pdeptCd: 'D1000', plantCd: '1000' },
    { deptCd: 'D2310', deptNm: '하역팀', pdeptCd: null, plantCd: '2000' },
  ];
  function DeptHarness({ initial, parent, onRows, readonly, tools }: { initial: ChildRow[]; parent: Record<string, unknown>; onRows?: (r: ChildRow[]) => void; readonly?: boolean; tools?: React.ReactNode }) {
    const [rows, setRows] = useState(initial);
    return <ChildRowsEditor collection={targets} rows={rows} parent={parent} readonly={readonly} tools={tools} label={(k) => ({ targets: '평가 대상', targetDeptCd: '대상부서' })[k] ?? k}
      onChange={(r) => { setRows(r); onRows?.(r); }} />;
  }
  const wrap = (ui: React.ReactNode) => render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

  it('picks from the department tree of the parent\'s plant only, keeping the name with the code', async () => {
    api.get.mockResolvedValue(DEPTS);
    const onRows = vi.fn();
    wrap(<DeptHarness initial={[{ targetDeptCd: null }]} parent={{ plantCd: '1000' }} onRows={onRows} tools={<button type="button">목록에서 선택</button>} />);
    // a module's tool sits in the grid's bar
    expect(within(screen.getByTestId('child-grid-targets')).getByRole('button', { name: '목록에서 선택' })).toBeTruthy();
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/api/manage/depts/treelist', { plantCd: '1000' }, { silent: true }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '대상부서 1' }));
    expect(await screen.findByText('발전1팀')).toBeTruthy();
    // another plant's department is not offered
    expect(screen.queryByText('하역팀')).toBeNull();
    fireEvent.click(screen.getByText('발전1팀'));
    await waitFor(() => expect(onRows).toHaveBeenCalled());
    const last = onRows.mock.calls.at(-1)![0] as ChildRow[];
    expect(last.map((r) => [r.targetDeptCd, r.targetDeptNm])).toEqual([['D1310', '발전1팀']]);
  }, 30_000);

  it('waits for the parent\'s plant; read-only shows the kept name', async () => {
    api.get.mockResolvedValue(DEPTS);
    const { unmount } = wrap(<DeptHarness initial={[{ targetDeptCd: null }]} parent={{ plantCd: null }} />);
    const box = screen.getByRole('combobox', { name: '대상부서 1' });
    expect(box.closest('.ant-select')!.className).toMatch(/disabled/);
    unmount();
    wrap(<DeptHarness initial={[{ targetNo: 1, targetDeptCd: 'D1310', targetDeptNm: '발전1팀' }]} parent={{ plantCd: '1000' }} readonly />);
    expect(screen.getByText('발전1팀')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  }, 30_000);
});

describe('code-tree column (select with treeFrom)', () => {
  const types: TChildCollection = {
    name: 'types', label: 'types', key: 'typeNo', maxRows: 5,
    fields: [{ name: 'facilityTypeCd', type: 'select', label: 'facilityTypeCd', codeGroup: 'TST_TYPE', treeFrom: '/api/tst/types', treeGroupsPickable: true, schema: zText(20), required: true }],
  };
  function TreeHarness({ onRows }: { onRows: (r: ChildRow[]) => void }) {
    const [rows, setRows] = useState<ChildRow[]>([{ facilityTypeCd: null }]);
    return <ChildRowsEditor collection={types} rows={rows} label={(k) => ({ types: '적용 설비유형', facilityTypeCd: '설비유형' })[k] ?? k} onChange={(r) => { setRows(r); onRows(r); }} />;
  }

  it('offers the tree from its endpoint; a group node may be picked', async () => {
    api.get.mockResolvedValue({ list: [{ code: 'LIFT', codeNm: '양중·고소 설비', upCode: null }, { code: 'CRANE', codeNm: '크레인', upCode: 'LIFT' }] });
    const onRows = vi.fn();
    render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><TreeHarness onRows={onRows} /></QueryClientProvider>);
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/api/tst/types', {}, { silent: true }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '설비유형 1' }));
    expect(await screen.findByText('크레인')).toBeTruthy();
    fireEvent.click(screen.getByText('양중·고소 설비'));
    await waitFor(() => expect(onRows).toHaveBeenCalled());
    expect((onRows.mock.calls.at(-1)![0] as ChildRow[]).map((r) => r.facilityTypeCd)).toEqual(['LIFT']);
  }, 30_000);
});

describe('detail form with child rows', () => {
  const renderDetail = () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={qc}>
        <App><ResourceDetail def={def} keyValue={null} open editable onClose={() => {}} /></App>
      </QueryClientProvider>,
    );
  };

  it('refuses an empty required cell with the spec §5 row message before sending, then saves the rows with the parent', async () => {
    api.post.mockResolvedValue({ permitNo: 1, version: 1 });
    api.get.mockResolvedValue([]);
    renderDetail();
    fireEvent.change(await screen.findByRole('textbox', { name: '작업허가' }), { target: { value: '보일러 정비' } });
    fireEvent.click(screen.getByRole('button', { name: /행 추가/ }));
    fireEvent.click(screen.getByRole('button', { name: /행 추가/ }));
    fireEvent.change(screen.getByLabelText('작업자명 1'), { target: { value: '김철수' } });
    fireEvent.click(screen.getByRole('button', { name: /저\s*장/ }));
    expect(await screen.findByText('2번째 행의 [작업자명]은(는) 필수 입력 항목입니다.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    // the empty required cell is drawn in the error colour
    expect(screen.getByLabelText('작업자명 2').className).toMatch(/status-error/);

    fireEvent.change(screen.getByLabelText('작업자명 2'), { target: { value: '이영희' } });
    fireEvent.click(screen.getByRole('button', { name: /저\s*장/ }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    const [url, body] = api.post.mock.calls[0]! as [string, { title: string; workers: ChildRow[] }];
    expect(url).toBe('/api/tst/permit');
    expect(body.title).toBe('보일러 정비');
    // the client-only row identity is not sent
    expect(body.workers).toEqual([{ workerNm: '김철수', hours: null, roleCd: null }, { workerNm: '이영희', hours: null, roleCd: null }]);
  }, 60_000);
});
