import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_MESSAGES, type TAttachSetting, type TUploadedFile } from '@jikim/shared';
import { FileUploader } from './file-uploader';
import { uploadApi } from './upload-api';

vi.mock('./upload-api', () => ({
  uploadApi: { setting: vi.fn(), list: vi.fn(), upload: vi.fn(), apply: vi.fn(), remove: vi.fn(), removeAll: vi.fn(), editExplain: vi.fn(), image64: vi.fn(), downUrl: vi.fn(), zipUrl: vi.fn() },
  openDownload: vi.fn(),
  saveBase64: vi.fn(),
}));
const api = vi.mocked(uploadApi);

const setting = (s: Partial<TAttachSetting> = {}): TAttachSetting => ({
  taskClassNm: 'T', taskClassDesc: null, acceptExt: 'png,pdf', limitCnt: 2, limitSize: 1, dragDropYn: 'N', multipleSelYn: 'Y', previewYn: 'N',
  pictureExplainYn: 'N', encryptYn: 'N', useYn: 'Y', settingYn: 'Y', version: 1, ...s,
});
const file = (fileNo: number, fileOrgNm: string): TUploadedFile => ({
  fileNo, taskClassNm: 'T', attachFileId: 'A1', fileOrgNm, fileSize: 2048, fileExt: 'pdf', contentType: 'application/pdf', previewImage: null, filePath: null,
  pictureExplan: null, tempYn: 'N', encryptYn: 'N', createUserId: 'u', createDt: '2026-11-21T00:00:00Z', version: 1,
});

function renderUploader(props: Partial<Parameters<typeof FileUploader>[0]> = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <App><FileUploader taskClassNm="T" attachFileId="A1" {...props} /></App>
    </QueryClientProvider>,
  );
}

// jsdom has no ResizeObserver (antd's ellipsis measures with it)
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(cleanup);

beforeEach(() => {
  vi.clearAllMocks();
  api.list.mockResolvedValue([file(1, '안전점검표.pdf')]);
});

describe('FileUploader', () => {
  it('shows the spec notice instead of the uploader when the setting is switched off', async () => {
    api.setting.mockResolvedValue(setting({ useYn: 'N' }));
    renderUploader();
    expect(await screen.findByText(FILE_MESSAGES.notUsed)).toBeTruthy();
    expect(screen.queryByText('파일 선택')).toBeNull();
  });

  it('lists files with sizes; delete only when editable and not download-only', async () => {
    api.setting.mockResolvedValue(setting());
    const { unmount } = renderUploader({ onlyDownload: true });
    expect(await screen.findByText('안전점검표.pdf')).toBeTruthy();
    expect(screen.getByText('2 KB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '삭제 안전점검표.pdf' })).toBeNull();
    unmount();
    renderUploader({ editable: true });
    await userEvent.click(await screen.findByRole('button', { name: '삭제 안전점검표.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(FILE_MESSAGES.confirmDelete)).toBeTruthy();
    api.remove.mockResolvedValue({ count: 1 });
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(1, undefined));
  });

  it('refuses a selection over the limits before uploading anything', async () => {
    api.setting.mockResolvedValue(setting());
    const { container } = renderUploader();
    await screen.findByText('안전점검표.pdf');
    const input = (await waitFor(() => {
      const el = container.querySelector<HTMLInputElement>('input[type=file]');
      if (!el) throw new Error('no file input yet');
      return el;
    }));
    const big = new File([new Uint8Array(1_000_001)], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, big);
    expect(await screen.findByText(FILE_MESSAGES.sizeExceeded)).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('uploads an accepted file and shows the success message', async () => {
    api.setting.mockResolvedValue(setting());
    api.upload.mockResolvedValue(file(2, 'b.pdf'));
    const { container } = renderUploader();
    await screen.findByText('안전점검표.pdf');
    const input = (await waitFor(() => {
      const el = container.querySelector<HTMLInputElement>('input[type=file]');
      if (!el) throw new Error('no file input yet');
      return el;
    }));
    await userEvent.upload(input, new File(['%PDF-1.4'], 'b.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(FILE_MESSAGES.uploadSuccess)).toBeTruthy();
    expect(api.upload).toHaveBeenCalledTimes(1);
  });
});

describe('MultiUploadPanel', () => {
  it('closes on submit when no group has pending files, uploads pending groups otherwise', async () => {
    const { MultiUploadPanel } = await import('./multi-upload-panel');
    api.setting.mockResolvedValue(setting({ limitCnt: 5 }));
    api.upload.mockResolvedValue(file(3, 'c.pdf'));
    const onClose = vi.fn();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const groups = [{ taskClassNm: 'T', attachFileId: 'A1', label: '첨부 1' }, { taskClassNm: 'T', attachFileId: 'A2', label: '첨부 2' }];
    const { container } = render(<QueryClientProvider client={qc}><App><MultiUploadPanel groups={groups} onClose={onClose} /></App></QueryClientProvider>);
    await screen.findByText('첨부 2');
    await waitFor(() => expect(container.querySelectorAll('input[type=file]')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: '업로드' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.upload).not.toHaveBeenCalled();
    const second = container.querySelectorAll<HTMLInputElement>('input[type=file]')[1]!;
    await userEvent.upload(second, new File(['%PDF-1.4'], 'c.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('c.pdf')).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: '업로드' }).at(-1)!);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(api.upload).toHaveBeenCalledTimes(1);
    expect(api.upload.mock.calls[0]![0]).toEqual({ taskClassNm: 'T', attachFileId: 'A2' });
  });
});
