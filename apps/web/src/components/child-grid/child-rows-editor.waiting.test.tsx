// A picker whose options wait for another field says so (issue 34, defect 9): the permit's worker picker stayed
// disabled with no hint until 공사 was chosen.
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { TChildCollection } from '@jikim/shared';
import { http } from '@/lib/http';
import { ChildRowsEditor, missingOptionFields } from './child-rows-editor';

vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));

const workers: TChildCollection = {
  name: 'workers', label: 'workers', key: 'workerNo', maxRows: 10,
  fields: [{ name: 'rosterNo', type: 'select', label: 'rosterNo', schema: z.number().int().nullish(), optionsFrom: { url: '/api/x/projects/{projectNo}/roster', value: 'rosterNo', label: 'workerNm' } }],
};
const labels: Record<string, string> = { workers: '작업자', rosterNo: '작업자', projectNo: '공사' };

afterEach(cleanup);

describe('options that wait for another field', () => {
  it('names the missing placeholders', () => {
    expect(missingOptionFields('/a/{projectNo}/b/{vendorCd}', { projectNo: 4, vendorCd: '' })).toEqual(['vendorCd']);
    expect(missingOptionFields('/a/{projectNo}', { projectNo: 4 })).toEqual([]);
  });

  it('a disabled picker tells what to choose first, and asks nothing until then', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}><App>
        <ChildRowsEditor collection={workers} rows={[{ rosterNo: null }]} parent={{ projectNo: null }} label={(k) => labels[k] ?? k} onChange={() => {}} />
      </App></QueryClientProvider>,
    );
    expect(await screen.findByText('공사을(를) 먼저 선택하세요', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(vi.mocked(http).get).not.toHaveBeenCalled();
  }, 30_000);
});
