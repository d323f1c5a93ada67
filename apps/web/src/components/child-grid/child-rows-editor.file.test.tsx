// Issue 28 (a drawing revision's own file) in the machinery: a child cell of type `file` uploads one file into the saved
// record's attachment group and keeps its number in the row, shown by its name as a download link; a new record has no
// group yet (the cell says to save first); read-only it is the link; a print shows the name, never the number.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { zText, type TChildCollection } from '@jikim/shared';
import { http } from '@/lib/http';
import { printValue } from '@/lib/resource/resource-print';
import { GridHarness, renderIn } from './child-grid.test-utils';

vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
const api = vi.mocked(http);
vi.setConfig({ testTimeout: 30_000 });

const FILE_FIELD = { name: 'fileNo', type: 'file', label: 'fileNo', group: 'TST_DRAWING', schema: z.number().int().nullish() } as const;
const revisions: TChildCollection = {
  name: 'revisions', label: 'revisions', key: 'revisionNo', maxRows: 5,
  fields: [{ name: 'revNo', type: 'text', label: 'revNo', schema: zText(10), required: true }, FILE_FIELD],
};
const labels: Record<string, string> = { revisions: '개정 이력', revNo: '개정번호', fileNo: '도면 파일' };

const Harness = (p: Omit<Parameters<typeof GridHarness>[0], 'collection' | 'labels'>) => <GridHarness collection={revisions} labels={labels} {...p} />;

afterEach(cleanup);
beforeEach(() => {
  vi.clearAllMocks();
  api.post.mockImplementation((async (url: string, body: FormData) => {
    if (url !== '/api/common/attachFile/upload') throw new Error(`unexpected ${url}`);
    const file = body.get('file') as File;
    return { fileNo: 77, fileOrgNm: file.name, taskClassNm: body.get('taskClassNm'), attachFileId: body.get('attachFileId') };
  }) as never);
  api.get.mockImplementation((async (url: string, params?: Record<string, unknown>) => {
    if (url === '/api/common/attachFile/downUrl') return { url: `/api/file/down?t=${String(params?.fileNo)}` };
    throw new Error(`unexpected ${url}`);
  }) as never);
});

describe('a file cell in a child grid', () => {
  it('uploads one file into the saved record\'s group and keeps its number and name in the row', async () => {
    const onRows = vi.fn();
    renderIn(<Harness recordKey="42" initial={[{ revisionNo: 1, revNo: '0', fileNo: null, fileNm: null }]} onRows={onRows} />);
    const input = screen.getByLabelText('도면 파일 1 파일 올리기');
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'P&ID rev0.pdf', { type: 'application/pdf' })] } });
    });
    await waitFor(() => expect(onRows).toHaveBeenCalled());
    const form = api.post.mock.calls[0]![1] as FormData;
    expect([form.get('taskClassNm'), form.get('attachFileId')]).toEqual(['TST_DRAWING', '42']);
    expect(onRows.mock.lastCall![0][0]).toMatchObject({ fileNo: 77, fileNm: 'P&ID rev0.pdf' });
    // the name is a download link now
    fireEvent.click(await screen.findByRole('button', { name: /P&ID rev0\.pdf/ }));
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/api/common/attachFile/downUrl', { fileNo: 77 }));
  });

  it('a new record has no group yet: the cell says to save first and offers no upload', () => {
    renderIn(<Harness recordKey={null} initial={[{ revNo: '0', fileNo: null }]} />);
    expect(screen.getByText('저장 후 파일을 올릴 수 있습니다')).toBeTruthy();
    expect(screen.queryByLabelText('도면 파일 1 파일 올리기')).toBeNull();
  });

  it('read-only, the cell is the file\'s name as a link (never its number); a print shows the name', () => {
    renderIn(<Harness readonly recordKey="42" initial={[{ revisionNo: 1, revNo: '0', fileNo: 77, fileNm: 'P&ID rev0.pdf' }]} />);
    expect(screen.getByRole('button', { name: /P&ID rev0\.pdf/ })).toBeTruthy();
    expect(screen.queryByText('77')).toBeNull();
    expect(screen.queryByLabelText('도면 파일 1 파일 올리기')).toBeNull();
    expect(printValue(FILE_FIELD, { fileNo: 77, fileNm: 'P&ID rev0.pdf' })).toBe('P&ID rev0.pdf');
    expect(printValue(FILE_FIELD, { fileNo: 77, fileNm: null })).toBe('');
  });
});
