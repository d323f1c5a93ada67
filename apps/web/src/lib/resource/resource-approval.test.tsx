import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineResource, defineWorkflow, type TResourceRow } from '@jikim/shared';
import { ResourceApprovalStrip, type TRecordApproval } from './resource-approval';


vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
// the approvals feature's line dialog: what the strip hands it is what this test reads
vi.mock('@/features/approvals/components/request-dialog', () => ({
  RequestDialog: ({ apprTypeCd, recordKey }: { apprTypeCd: string; recordKey: string }) => <div data-testid="line-dialog">{apprTypeCd}:{recordKey}</div>,
}));

const L = (ko: string) => ({ ko, en: ko, zh: ko, es: ko });
const def = defineResource({
  name: 'apprWeb', title: 'title', basePath: '/api/test/appr', menuId: 'M', key: { name: 'no', type: 'number', generated: true },
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

function renderIn(node: React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={qc}><App>{node}</App></QueryClientProvider>);
}

afterEach(cleanup);

describe('결재요청 in the record (ResourceApprovalStrip)', () => {
  it('a writer gets 결재요청 where the workflow waits for a 결재 and none is live', () => {
    renderIn(<ResourceApprovalStrip def={def} record={row('WAIT')} approval={none} editable />);
    expect(screen.getByTestId('appr-strip').textContent).toContain('미요청');
    expect(screen.getByTestId('appr-request').textContent).toBe('결재요청');
  });

  it('no request before the status that waits for it, while one is live, or for a reader', () => {
    const { container } = renderIn(<ResourceApprovalStrip def={def} record={row('DRAFT')} approval={none} editable />);
    expect(container.querySelector('[data-testid="appr-strip"]')).toBeNull();
    cleanup();
    renderIn(<ResourceApprovalStrip def={def} record={row('WAIT')} approval={live} editable />);
    expect(screen.getByTestId('appr-strip').textContent).toContain('결재중');
    expect(screen.queryByTestId('appr-request')).toBeNull();
    cleanup();
    renderIn(<ResourceApprovalStrip def={def} record={row('WAIT')} approval={none} editable={false} />);
    expect(screen.queryByTestId('appr-request')).toBeNull();
  });

  it('a rejected request may be requested again', () => {
    renderIn(<ResourceApprovalStrip def={def} record={row('WAIT')} approval={{ ...live, editableYn: 'Y', statusCd: 'REJECT' }} editable />);
    expect(screen.getByTestId('appr-strip').textContent).toContain('반려');
    expect(screen.getByTestId('appr-request')).toBeTruthy();
  });

  it('unsaved changes are saved first, then the line dialog opens for the record', async () => {
    const prepare = vi.fn().mockResolvedValue({ no: 12, statusCd: 'WAIT', version: 3 });
    renderIn(<ResourceApprovalStrip def={def} record={row('WAIT')} approval={none} editable unsaved prepare={prepare} />);
    await userEvent.click(screen.getByTestId('appr-request'));
    expect(prepare).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId('line-dialog')).textContent).toBe('T_APPR:12');
  });

  it('a save the form refuses opens no dialog', async () => {
    const prepare = vi.fn().mockResolvedValue(null);
    renderIn(<ResourceApprovalStrip def={def} record={row('WAIT')} approval={none} editable unsaved prepare={prepare} />);
    await userEvent.click(screen.getByTestId('appr-request'));
    await waitFor(() => expect(prepare).toHaveBeenCalled());
    expect(screen.queryByTestId('line-dialog')).toBeNull();
  });
});
