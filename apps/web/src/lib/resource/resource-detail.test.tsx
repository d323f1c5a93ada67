import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { AxiosError, AxiosHeaders } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineResource, defineWorkflow, zText, type TResourceDefinition } from '@jikim/shared';
import { http } from '@/lib/http';
import { registerTranslations } from '@/lib/i18n';
import { ResourceDetail } from './resource-detail';
import { resourceNs } from './resource-fields';

vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
const api = vi.mocked(http);


const L = (ko: string) => ({ ko, en: ko, zh: ko, es: ko });
// an investigation of a parent record: key = the parent's key, plant copied from the parent
const sub = defineResource({
  name: 'tstSub', title: 'title', basePath: '/api/tst/sub', menuId: 'M', key: { name: 'parentNo', type: 'number', generated: false },
  fields: [
    { name: 'parentNo', type: 'number', label: 'parentNo', schema: z.number().int().min(1), required: true, createOnly: true },
    { name: 'plantNote', type: 'text', label: 'plantNote', schema: zText(20) },
    { name: 'summary', type: 'text', label: 'summary', schema: zText(100, { required: true }), required: true },
  ],
  listColumns: [], searchFields: [], defaultSort: { field: 'parentNo', order: 'desc' },
  parent: { name: 'tstParent', basePath: '/api/tst/parent', copy: ['plantNote'] },
  i18n: { ko: { title: '사고조사', parentNo: '사고번호', plantNote: '사업장', summary: '조사 결과' }, en: {}, zh: {}, es: {} },
} satisfies TResourceDefinition);
registerTranslations(resourceNs(sub), sub.i18n);

const wfDef = defineResource({
  name: 'tstWf', title: 'title', basePath: '/api/tst/wf', menuId: 'M', key: { name: 'no', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), inForm: false },
    { name: 'summary', type: 'text', label: 'summary', schema: zText(100) },
  ],
  listColumns: [], searchFields: [], defaultSort: { field: 'no', order: 'desc' },
  workflow: defineWorkflow({
    statusField: 'statusCd', initial: 'FLASH',
    statuses: [{ code: 'FLASH', label: L('속보'), color: 'red' }, { code: 'REG', label: L('등록'), color: 'blue' }],
    transitions: [{ action: 'REGISTER', label: L('등록'), from: ['FLASH'], to: 'REG', who: [{ kind: 'menuWrite' }] }],
  }),
  i18n: { ko: { title: '사고관리', summary: '사고 개요' }, en: {}, zh: {}, es: {} },
} satisfies TResourceDefinition);
registerTranslations(resourceNs(wfDef), wfDef.i18n);

const notFound = () => new AxiosError('404', 'ERR_BAD_REQUEST', undefined, undefined,
  { status: 404, statusText: 'Not Found', data: {}, headers: {}, config: { headers: new AxiosHeaders() } });

const renderDetail = (node: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><App>{node}</App></QueryClientProvider>);

afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

describe('a 1:1 sub-record not written yet', () => {
  it('is a state with a way to start it (key, typed, and copied fields from the parent), not an error', async () => {
    api.get.mockImplementation((url: string) => {
      if (url === '/api/tst/sub/41') return Promise.reject(notFound());
      if (url === '/api/tst/parent/41') return Promise.resolve({ parentNo: 41, plantNote: '1000' });
      return Promise.resolve({});
    });
    api.post.mockResolvedValue({ parentNo: 41, version: 1 });
    const created = vi.fn();
    renderDetail(<ResourceDetail def={sub} keyValue="41" open editable onClose={() => {}} onCreated={created} />);
    expect((await screen.findByTestId('sub-record-missing')).textContent).toContain('아직 작성되지 않았습니다.');
    // the GET was asked to leave the error catalogue alone (no 요청한 정보를 찾을 수 없습니다 dialog)
    expect(api.get).toHaveBeenCalledWith('/api/tst/sub/41', undefined, { skipErrorHandler: true });
    fireEvent.click(screen.getByRole('button', { name: '사고조사 작성' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '사업장' })).toHaveProperty('value', '1000'));
    fireEvent.change(screen.getByRole('textbox', { name: '조사 결과' }), { target: { value: '보호장갑 미착용' } });
    fireEvent.click(screen.getByRole('button', { name: /저\s*장/ }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post.mock.calls[0]![0]).toBe('/api/tst/sub');
    expect(api.post.mock.calls[0]![1]).toMatchObject({ parentNo: 41, plantNote: '1000', summary: '보호장갑 미착용' });
    // the drawer stays on the created record (its 결재 is next)
    await waitFor(() => expect(created).toHaveBeenCalledWith(41));
  }, 60_000);

  it('a reader sees the state without the button', async () => {
    api.get.mockRejectedValue(notFound());
    renderDetail(<ResourceDetail def={sub} keyValue={41} open editable={false} onClose={() => {}} />);
    await screen.findByTestId('sub-record-missing');
    expect(screen.queryByTestId('sub-record-start')).toBeNull();
  }, 30_000);
});

describe('a transition on a changed form', () => {
  it('saves the change first and takes the transition with the saved version', async () => {
    api.get.mockImplementation((url: string) => Promise.resolve(url === '/api/tst/wf/9'
      ? { no: 9, statusCd: 'FLASH', summary: null, version: 4, allowedActions: ['REGISTER'] } : { list: [] }));
    api.put.mockResolvedValue({ no: 9, statusCd: 'FLASH', summary: '증기 분출', version: 5 });
    api.post.mockResolvedValue({ no: 9, statusCd: 'REG', version: 6 });
    renderDetail(<ResourceDetail def={wfDef} keyValue={9} open editable onClose={() => {}} />);
    fireEvent.change(await screen.findByRole('textbox', { name: '사고 개요' }), { target: { value: '증기 분출' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('변경한 내용을 저장한 후 등록 처리합니다. 진행하시겠습니까?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /확\s*인/ }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/api/tst/wf/9/transition', { action: 'REGISTER', comment: null, version: 5 }));
    expect(api.put).toHaveBeenCalledWith('/api/tst/wf/9', expect.objectContaining({ summary: '증기 분출', version: 4 }));
  }, 60_000);
});
