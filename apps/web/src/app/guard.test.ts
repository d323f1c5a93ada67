import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('@/lib/http', () => ({ http: { get: (...a: unknown[]) => get(...a) } }));

const { loadSessionPatiently } = await import('./guard');

const timeout = () => new AxiosError('timeout of 5000ms exceeded', 'ECONNABORTED');
const refused = (status: number) => {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, { status, statusText: '', data: {}, headers: {}, config });
};
const worker = { userId: 'safety01' };

describe('loadSessionPatiently', () => {
  beforeEach(() => get.mockReset());

  it('asks again when the server did not answer (a timeout), and loads the session', async () => {
    let calls = 0;
    get.mockImplementation((url: string) => {
      if (url === '/api/manage/wokerinfo' && ++calls < 3) return Promise.reject(timeout());
      return Promise.resolve(url === '/api/common/menu/usermenus' ? [] : url === '/api/common/env' ? { appEnv: 'test' } : worker);
    });
    await expect(loadSessionPatiently()).resolves.toBeUndefined();
    expect(calls).toBe(3);
  });

  it('gives up after three tries without an answer', async () => {
    get.mockImplementation((url: string) => (url === '/api/manage/wokerinfo' ? Promise.reject(timeout()) : Promise.resolve([])));
    await expect(loadSessionPatiently()).rejects.toThrow(/timeout/);
    expect(get.mock.calls.filter(([u]) => u === '/api/manage/wokerinfo')).toHaveLength(3);
  });

  it('fails at once when the server refuses (401): that is a failed verification', async () => {
    get.mockImplementation((url: string) => (url === '/api/manage/wokerinfo' ? Promise.reject(refused(401)) : Promise.resolve([])));
    await expect(loadSessionPatiently()).rejects.toThrow('refused');
    expect(get.mock.calls.filter(([u]) => u === '/api/manage/wokerinfo')).toHaveLength(1);
  });
});
