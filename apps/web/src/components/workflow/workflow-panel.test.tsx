import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineResource, defineWorkflow, type TResourceRow } from '@jikim/shared';
import { http } from '@/lib/http';
import { WorkflowActions, WorkflowHistory, WorkflowStatusTag } from './workflow-panel';

// antd's responsive helpers ask for matchMedia, which jsdom lacks
window.matchMedia ??= ((q: string) => ({ matches: false, media: q, onchange: null, addListener: () => {}, removeListener: () => {},
  addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
const api = vi.mocked(http);

const L = (ko: string, en = ko) => ({ ko, en, zh: ko, es: ko });
const wf = defineWorkflow({
  statusField: 'statusCd',
  initial: 'REGISTERED',
  statuses: [
    { code: 'REGISTERED', label: L('등록'), color: 'blue' },
    { code: 'IN_PROGRESS', label: L('조치중'), color: 'orange' },
    { code: 'REJECTED', label: L('반려'), color: 'red', final: true },
    { code: 'DONE', label: L('완료'), color: 'green', final: true },
  ],
  transitions: [
    { action: 'ACCEPT', label: L('접수'), from: ['REGISTERED'], to: 'IN_PROGRESS', who: [{ kind: 'field', field: 'assigneeUserId' }] },
    { action: 'REJECT', label: L('반려'), from: ['REGISTERED'], to: 'REJECTED', who: [{ kind: 'field', field: 'assigneeUserId' }], commentRequired: true, danger: true },
    { action: 'CONFIRM', label: L('확인'), from: ['IN_PROGRESS'], to: 'DONE', who: [{ kind: 'owner' }] },
    { action: 'CLOSE', label: L('종결'), from: ['REGISTERED'], to: 'DONE', who: [{ kind: 'owner' }], endpoint: 'close' },
    { action: 'SIGN', label: L('서명 승인'), from: ['REGISTERED'], to: 'DONE', who: [{ kind: 'owner' }], endpoint: 'sign', moduleUi: true },
  ],
});
const def = defineResource({
  name: 'wfWeb', title: 'title', basePath: '/api/test/wfdoc', menuId: 'M', key: { name: 'docNo', type: 'number', generated: true },
  fields: [{ name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), inForm: false }],
  listColumns: [], searchFields: [], defaultSort: { field: 'docNo', order: 'desc' }, workflow: wf, i18n: { ko: {}, en: {}, zh: {}, es: {} },
});

const record = (allowedActions: string[]): TResourceRow => ({ docNo: 7, statusCd: 'REGISTERED', version: 3, allowedActions });

function renderIn(node: React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={qc}><App>{node}</App></QueryClientProvider>);
}

afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

describe('workflow widgets', () => {
  it('shows exactly the allowed actions, in the definition order', () => {
    renderIn(<WorkflowActions def={def} record={record(['REJECT', 'ACCEPT'])} onDone={() => undefined} />);
    const buttons = screen.getAllByRole('button').map((b) => b.getAttribute('data-action'));
    expect(buttons).toEqual(['ACCEPT', 'REJECT']);
    expect(screen.queryByText('확인')).toBeNull();
  });

  it('a transition with its own endpoint is posted there (the module checks it in detail)', async () => {
    api.post.mockResolvedValue({ docNo: 7, statusCd: 'DONE', version: 4, allowedActions: [] });
    renderIn(<WorkflowActions def={def} record={record(['CLOSE'])} onDone={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: '종결' }));
    await userEvent.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/test/wfdoc/7/close', { action: 'CLOSE', comment: null, version: 3 }));
  });

  it('a step the module offers in its own panel (moduleUi) has no second, generic button', () => {
    renderIn(<WorkflowActions def={def} record={record(['ACCEPT', 'SIGN'])} onDone={() => undefined} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('data-action'))).toEqual(['ACCEPT']);
    cleanup();
    const { container } = renderIn(<WorkflowActions def={def} record={record(['SIGN'])} onDone={() => undefined} />);
    expect(container.querySelector('[data-testid="wf-actions"]')).toBeNull();
  });

  it('unsaved changes: the confirmation says they are saved first, the form saves, the transition carries the saved version', async () => {
    const prepare = vi.fn().mockResolvedValue({ docNo: 7, statusCd: 'REGISTERED', version: 5 });
    api.post.mockResolvedValue({ docNo: 7, statusCd: 'IN_PROGRESS', version: 6, allowedActions: [] });
    const done = vi.fn();
    renderIn(<WorkflowActions def={def} record={record(['ACCEPT'])} onDone={done} unsaved prepare={prepare} />);
    await userEvent.click(screen.getByRole('button', { name: '접수' }));
    expect(await screen.findByText('변경한 내용을 저장한 후 접수 처리합니다. 진행하시겠습니까?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('/api/test/wfdoc/7/transition', { action: 'ACCEPT', comment: null, version: 5 });
  });

  it('unsaved changes the form refuses (its check failed): no transition is sent', async () => {
    const prepare = vi.fn().mockResolvedValue(null);
    const done = vi.fn();
    renderIn(<WorkflowActions def={def} record={record(['ACCEPT'])} onDone={done} unsaved prepare={prepare} />);
    await userEvent.click(screen.getByRole('button', { name: '접수' }));
    await userEvent.click(await screen.findByRole('button', { name: '확인' }));
    await waitFor(() => expect(prepare).toHaveBeenCalled());
    expect(api.post).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
  });

  it('no unsaved changes: no save, the version read', async () => {
    const prepare = vi.fn();
    api.post.mockResolvedValue({ docNo: 7, statusCd: 'IN_PROGRESS', version: 4, allowedActions: [] });
    renderIn(<WorkflowActions def={def} record={record(['ACCEPT'])} onDone={() => undefined} unsaved={false} prepare={prepare} />);
    await userEvent.click(screen.getByRole('button', { name: '접수' }));
    expect(await screen.findByText('접수 처리하시겠습니까?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/test/wfdoc/7/transition', { action: 'ACCEPT', comment: null, version: 3 }));
    expect(prepare).not.toHaveBeenCalled();
  });

  it('renders nothing when no action is allowed', () => {
    const { container } = renderIn(<WorkflowActions def={def} record={record([])} onDone={() => undefined} />);
    expect(container.querySelector('[data-testid="wf-actions"]')).toBeNull();
  });

  it('a transition needing a comment asks for it and sends it with the version read', async () => {
    const done = vi.fn();
    api.post.mockResolvedValue({ docNo: 7, statusCd: 'REJECTED', version: 4, allowedActions: [] });
    renderIn(<WorkflowActions def={def} record={record(['ACCEPT', 'REJECT'])} onDone={done} />);
    await userEvent.click(screen.getByRole('button', { name: '반려' }));
    const ok = await screen.findByRole('button', { name: '확인' });
    await userEvent.click(ok);
    expect(api.post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: '처리 의견' }), '담당이 아닙니다.');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('/api/test/wfdoc/7/transition', { action: 'REJECT', comment: '담당이 아닙니다.', version: 3 });
  });

  it('a transition without a comment is confirmed, then sent with comment null', async () => {
    api.post.mockResolvedValue({ docNo: 7, statusCd: 'IN_PROGRESS', version: 4, allowedActions: [] });
    renderIn(<WorkflowActions def={def} record={record(['ACCEPT'])} onDone={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: '접수' }));
    expect(await screen.findByText('접수 처리하시겠습니까?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/test/wfdoc/7/transition', { action: 'ACCEPT', comment: null, version: 3 }));
  });

  it('the tag shows the status label; the history lists transitions with labels and comments', async () => {
    renderIn(<WorkflowStatusTag wf={wf} code="IN_PROGRESS" />);
    expect(screen.getByTestId('wf-status').textContent).toBe('조치중');
    cleanup();
    api.get.mockResolvedValue({ list: [
      { historyNo: 1, action: 'ACCEPT', fromStatusCd: 'REGISTERED', toStatusCd: 'IN_PROGRESS', comment: null, userId: 'worker01', userNm: '김작업', createDt: '2026-11-23T01:00:00Z' },
      { historyNo: 2, action: 'CONFIRM', fromStatusCd: 'IN_PROGRESS', toStatusCd: 'DONE', comment: '확인 완료', userId: 'safety01', userNm: '이안전', createDt: '2026-11-24T01:00:00Z' },
    ] });
    renderIn(<WorkflowHistory def={def} keyValue={7} />);
    expect(await screen.findByText('김작업')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/api/test/wfdoc/7/history');
    const text = screen.getByTestId('wf-history').textContent ?? '';
    expect(text.indexOf('접수')).toBeLessThan(text.indexOf('확인 완료'));
    expect(text).toContain('완료');
  });
});
