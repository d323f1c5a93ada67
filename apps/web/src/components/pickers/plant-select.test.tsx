import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TWorker } from '@jikim/shared';
import { session } from '@/lib/auth-store';
import { http } from '@/lib/http';
import { DeptSelect } from './plant-select';

vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
const api = vi.mocked(http);

const depts = [
  { deptCd: 'D1000', deptNm: '서해화력발전소', pdeptCd: null, plantCd: '1000' },
  { deptCd: 'D1300', deptNm: '발전처', pdeptCd: 'D1000', plantCd: '1000' },
  { deptCd: 'D1310', deptNm: '발전1팀', pdeptCd: 'D1300', plantCd: '1000' },
  { deptCd: 'D1200', deptNm: '안전환경처', pdeptCd: 'D1000', plantCd: '1000' },
];
const worker = (deptAccessYn: 'Y' | 'N') => ({ userId: 'u', plantCd: '1000', deptCd: 'D1310', deptNm: '발전1팀', deptAuthGrp: { plantAccessYn: 'N', deptAccessYn } }) as unknown as TWorker;

function renderSelect(onChange = vi.fn()) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={qc}><DeptSelect label="부서" plantCd="1000" value={null} onChange={onChange} /></QueryClientProvider>);
  return onChange;
}

afterEach(() => {
  cleanup();
  session.reset();
});
beforeEach(() => {
  vi.clearAllMocks();
  api.get.mockResolvedValue(depts);
});

describe('DeptSelect (the light department picker)', () => {
  it('lists the plant’s departments in tree order, indented by depth, and searches by name', async () => {
    session.set({ worker: worker('Y') });
    const onChange = renderSelect();
    expect(api.get).toHaveBeenCalledWith('/api/manage/depts/treelist', { plantCd: '1000' }, { silent: true });
    const box = screen.getByLabelText('부서');
    fireEvent.mouseDown(box);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(4));
    const options = [...document.querySelectorAll('.ant-select-item-option')];
    expect(options.map((o) => o.textContent)).toEqual(['서해화력발전소', '발전처', '발전1팀', '안전환경처']);
    expect(options.map((o) => (o.querySelector('span[style]') as HTMLElement).style.paddingLeft)).toEqual(['0px', '12px', '24px', '12px']);
    fireEvent.change(box, { target: { value: '발전1' } });
    await waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['발전1팀']));
    fireEvent.click(document.querySelector('.ant-select-item-option')!);
    expect(onChange).toHaveBeenCalledWith('D1310');
    expect((box as HTMLInputElement).disabled).toBe(false);
  });

  it('a department-scoped user is locked to their own department, filled when empty', async () => {
    session.set({ worker: worker('N') });
    const onChange = renderSelect();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('D1310'));
    expect((screen.getByLabelText('부서') as HTMLInputElement).disabled).toBe(true);
  });
});
