import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineResource, zText, type TResourceDefinition } from '@jikim/shared';
import { http } from '@/lib/http';
import { registerTranslations } from '@/lib/i18n';
import { ResourceDetail } from './resource-detail';
import { resourceNs } from './resource-fields';

vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
const api = vi.mocked(http);

// a document that starts a revision in another tab (the definition's `starts`), in force only
const doc = defineResource({
  name: 'tstDoc', title: 'title', basePath: '/api/tst/doc', menuId: 'M', key: { name: 'docNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'text', label: 'plantCd', schema: zText(10) },
    { name: 'statusCd', type: 'text', label: 'statusCd', schema: z.string().nullish(), serverOnly: true },
    { name: 'docTitle', type: 'text', label: 'docTitle', schema: zText(100, { required: true }), required: true },
  ],
  listColumns: [], searchFields: [], defaultSort: { field: 'docNo', order: 'desc' },
  starts: [{ name: 'tstRev', label: 'newRevision', copy: { docNo: 'docNo', plantCd: 'plantCd' }, when: (row) => row.statusCd === 'ACTIVE' }],
  i18n: { ko: { title: '문서', plantCd: '사업장', statusCd: '상태', docTitle: '문서명', newRevision: '개정안 작성' }, en: {}, zh: {}, es: {} },
} satisfies TResourceDefinition);
registerTranslations(resourceNs(doc), doc.i18n);
const rev = { ...doc, name: 'tstRev', starts: undefined } as TResourceDefinition;

const renderDetail = (ui: ReactNode) => render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><App>{ui}</App></QueryClientProvider>);
afterEach(() => { cleanup(); vi.clearAllMocks(); });

describe('a record starts a new record of another tab (def.starts: 개정안 작성)', () => {
  it('the button opens the other tab with the copied values, after closing this drawer', async () => {
    api.get.mockResolvedValue({ docNo: 7, plantCd: '1000', statusCd: 'ACTIVE', docTitle: 'LOTO 절차서', version: 2 });
    const open = vi.fn();
    const close = vi.fn();
    renderDetail(<ResourceDetail def={doc} keyValue={7} open editable onClose={close} starts={[{ ...doc.starts[0]!, def: rev, open }]} />);
    fireEvent.click(await screen.findByRole('button', { name: '개정안 작성' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith({ docNo: 7, plantCd: '1000' }));
    expect(close).toHaveBeenCalled();
  }, 60_000);

  it('no button on a document out of force, nor for a reader', async () => {
    api.get.mockResolvedValue({ docNo: 8, plantCd: '1000', statusCd: 'OBSOLETE', docTitle: '폐기 문서', version: 1 });
    renderDetail(<ResourceDetail def={doc} keyValue={8} open editable onClose={() => {}} starts={[{ ...doc.starts[0]!, def: rev, open: vi.fn() }]} />);
    await screen.findByDisplayValue('폐기 문서');
    expect(screen.queryByTestId('start-tstRev')).toBeNull();
    cleanup();
    api.get.mockResolvedValue({ docNo: 7, plantCd: '1000', statusCd: 'ACTIVE', docTitle: 'LOTO 절차서', version: 2 });
    renderDetail(<ResourceDetail def={doc} keyValue={7} open editable={false} onClose={() => {}} starts={[{ ...doc.starts[0]!, def: rev, open: vi.fn() }]} />);
    await screen.findByDisplayValue('LOTO 절차서');
    expect(screen.queryByTestId('start-tstRev')).toBeNull();
  }, 60_000);
});
