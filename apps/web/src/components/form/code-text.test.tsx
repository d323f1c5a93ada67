import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http';
import { CodeText } from './code-select';

vi.mock('@/lib/http', () => ({ http: { get: vi.fn() } }));
const api = vi.mocked(http);
afterEach(cleanup);

describe('CodeText (issue 34: codes where names belong)', () => {
  it('shows a code of a group by its name (a LOTO energy, a SIMOPS area), the code until the names arrive', async () => {
    api.get.mockResolvedValue([{ code: 'ELECTRIC', codeNm: '전기' }, { code: 'STEAM', codeNm: '증기' }]);
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<QueryClientProvider client={qc}><span data-testid="cell"><CodeText codeGroupCd="SAF_WKOD_ENERGY" code="ELECTRIC" /></span></QueryClientProvider>);
    expect(await screen.findByText('전기')).toBeTruthy();
    expect(screen.getByTestId('cell').textContent).toBe('전기');
    expect(api.get.mock.calls[0]![0]).toBe('/api/sync/getselect/SAF_WKOD_ENERGY');
  });
});
