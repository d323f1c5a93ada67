import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineResource, defineWorkflow, type TResourceRow } from '@jikim/shared';
import { http } from '@/lib/http';
import { PhoneApprovalStrip, type TRecordApproval } from './resource-approval';

vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
// the approvals feature's dialogs: what the strip hands them (the record, the phone size) is what this test reads
vi.mock('@/features/approvals/components/request-dialog', () => ({
  RequestDialog: ({ apprTypeCd, recordKey, phone }: { apprTypeCd: string; recordKey: string; phone?: boolean }) =>
    <div data-testid="line-dialog">{apprTypeCd}:{recordKey}:{phone ? 'phone' : 'desktop'}</div>,
}));
vi.mock('@/features/approvals/components/progress-popup', () => ({
  ProgressPopup: ({ apprRequestNo, onClose, phone }: { apprRequestNo: number; onClose: () => void; phone?: boolean }) => (
    <div data-testid="progress-popup">#{apprRequestNo}:{phone ? 'phone' : 'desktop'}<button type="button" onClick={onClose}>회수됨</button></div>
  ),
}));

const L = (ko: string) => ({ ko, en: ko, zh: ko, es: ko });
const def = defineResource({
  name: 'apprPhone', title: 'title', basePath: '/api/test/appr', menuId: 'M', key: { name: 'no', type: 'number', generated: true },
  fields: [{ name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), inForm: false }],
  listColumns: [], searchFields: [], defaultSort: { field: 'no', order: 'desc' }, approvalType: 'T_APPR',
  workflow: defineWorkflow({
    statusField: 'statusCd', initial: 'DRAFT',
    statuses: [{ code: 'DRAFT', label: L('작성'), color: 'blue' }, { code: 'WAIT', label: L('결재대기'), color: 'orange' }, { code: 'OK', label: L('승인'), color: 'green' }],
    transitions: [
      { action: 'SEND', label: L('등록'), from: ['DRAFT'], to: 'WAIT', who: [{ kind: 'menuWrite' }] },
      { action: 'PASS', label: L('승인'), from: ['WAIT'], to: 'OK', who: [{ kind: 'approval', on: 'APPROVED' }] },
    ],
  }),
  i18n: { ko: {}, en: {}, zh: {}, es: {} },
});
const none: TRecordApproval = { editableYn: 'Y', apprRequestNo: null, statusCd: null, version: null };
const live: TRecordApproval = { editableYn: 'N', apprRequestNo: 31, statusCd: 'PROGRESS', version: 1 };
const row = (statusCd: string): TResourceRow => ({ no: 12, statusCd, version: 2 });
const get = vi.mocked(http.get);

function renderIn(node: React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={qc}><App>{node}</App></QueryClientProvider>);
}
/** a button's inline minimum height: a finger's target on the phone */
const minHeight = (el: HTMLElement) => parseFloat(el.style.minHeight || '0');

beforeEach(() => get.mockReset());
afterEach(cleanup);

describe('결재 on a phone page (PhoneApprovalStrip)', () => {
  it('reads the record\'s approval state, and offers a writer 결재요청 — a full-width 44 px button opening the phone line dialog', async () => {
    get.mockResolvedValue(none);
    renderIn(<PhoneApprovalStrip def={def} record={row('WAIT')} editable />);
    const request = await screen.findByTestId('appr-request');
    expect(get).toHaveBeenCalledWith('/api/manage/apprparam', { apprTypeCd: 'T_APPR', recordKey: '12' }, expect.anything());
    expect(screen.getByTestId('appr-strip').textContent).toContain('미요청');
    expect(request.textContent).toBe('결재요청');
    expect(request.className).toContain('ant-btn-block');
    expect(minHeight(request)).toBeGreaterThanOrEqual(44);
    await userEvent.click(request);
    expect((await screen.findByTestId('line-dialog')).textContent).toBe('T_APPR:12:phone');
  }, 30_000);

  it('no request before the status that waits for it, nor for a reader', async () => {
    get.mockResolvedValue(none);
    const { container } = renderIn(<PhoneApprovalStrip def={def} record={row('DRAFT')} editable />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(container.querySelector('[data-testid="appr-strip"]')).toBeNull();
    cleanup();
    renderIn(<PhoneApprovalStrip def={def} record={row('WAIT')} />);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('appr-request')).toBeNull();
  }, 30_000);

  it('a live request shows 결재중 and 결재현황 (no second request); closing the popup after a recall reloads the page\'s record', async () => {
    get.mockResolvedValue(live);
    const onChanged = vi.fn();
    renderIn(<PhoneApprovalStrip def={def} record={row('WAIT')} editable onChanged={onChanged} />);
    await waitFor(() => expect(screen.getByTestId('appr-strip').textContent).toContain('결재중'));
    expect(screen.queryByTestId('appr-request')).toBeNull();
    const progress = screen.getByRole('button', { name: '결재현황' });
    expect(minHeight(progress)).toBeGreaterThanOrEqual(44);
    await userEvent.click(progress);
    expect((await screen.findByTestId('progress-popup')).textContent).toContain('#31:phone');
    get.mockResolvedValue({ ...live, editableYn: 'Y', statusCd: 'RECALL' });
    await userEvent.click(screen.getByRole('button', { name: '회수됨' }));
    expect(onChanged).toHaveBeenCalledTimes(1);
    // the approval state reloads with it: a recalled request may be requested again
    await waitFor(() => expect(screen.getByTestId('appr-strip').textContent).toContain('회수'));
    expect(await screen.findByTestId('appr-request')).toBeTruthy();
  }, 30_000);
});
