import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http';
import type { TResolvedLine } from '../api';
import { RequestDialog } from './request-dialog';

vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));

const line: TResolvedLine = {
  template: { apprLineNo: 1, apprLineNm: '점검결과 결재선', addableYn: 'Y' },
  slots: [{
    slotNo: 1, slotKind: 'APPROVE', resolveType: 'DUTY', userId: null, dutyCd: 'DUT03', deptCd: null, requiredYn: 'Y', changeableYn: 'Y', selfHeld: false,
    approver: { userId: 'e0009', userNm: '장지우', deptNm: '발전1팀', dutyNm: '팀장' },
  }],
  record: { title: '점검', summary: [] },
};

function renderIn(node: React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={qc}><App>{node}</App></QueryClientProvider>);
}
const minHeight = (el: HTMLElement) => parseFloat(el.style.minHeight || '0');

afterEach(cleanup);

describe('결재선 dialog on a phone (RequestDialog phone)', () => {
  it('spans the screen, the person picker takes the row, the buttons are full-width 44 px, and 결재요청 sends the line', async () => {
    vi.mocked(http.get).mockResolvedValue(line);
    vi.mocked(http.post).mockResolvedValue({ apprRequestNo: 5 });
    const onClose = vi.fn();
    renderIn(<RequestDialog apprTypeCd="SAF_CHECK" recordKey="12" open phone onClose={onClose} />);
    const row = await screen.findByTestId('line-row-0');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('100%');
    expect(row.textContent).toContain('장지우');
    const picker = row.querySelector('.ant-select') as HTMLElement;
    expect(picker.style.width).toBe('100%');
    expect(minHeight(picker)).toBeGreaterThanOrEqual(44);
    const send = screen.getByRole('button', { name: '결재요청' });
    expect(send.className).toContain('ant-btn-block');
    expect(minHeight(send)).toBeGreaterThanOrEqual(44);
    expect(minHeight(screen.getByRole('button', { name: '취소' }))).toBeGreaterThanOrEqual(44);
    await userEvent.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(http.post).mock.calls[0]![1]).toMatchObject({ apprTypeCd: 'SAF_CHECK', recordKey: '12', line: [{ slotNo: 1, slotKind: 'APPROVE', approverUserId: 'e0009' }] });
  }, 30_000);

  it('stays a 720 px dialog with small buttons on the desktop', async () => {
    vi.mocked(http.get).mockResolvedValue(line);
    renderIn(<RequestDialog apprTypeCd="SAF_CHECK" recordKey="12" open onClose={() => undefined} />);
    await screen.findByTestId('line-row-0');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('720px');
    expect(screen.getByRole('button', { name: '결재요청' }).className).not.toContain('ant-btn-block');
  }, 30_000);
});
