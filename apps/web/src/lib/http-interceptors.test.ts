import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tokens } from './auth-store';
import { installInterceptors, setHttpUi } from './http-interceptors';

const reply = (config: InternalAxiosRequestConfig, status: number, data: unknown) => {
  if (status < 400) return Promise.resolve({ data, status, statusText: 'OK', headers: {}, config });
  return Promise.reject(new AxiosError('fail', String(status), config, null, { data, status, statusText: 'ERR', headers: {}, config }));
};

describe('HTTP client interceptors', () => {
  let refreshCalls = 0;
  const ui = { error: vi.fn(), serverError: vi.fn(), success: vi.fn(), relogin: vi.fn(async () => false), toLogin: vi.fn() };
  const make = (refreshStatus = 200) => {
    const client = axios.create();
    const adapter: AxiosAdapter = async (config) => {
      if (config.url === '/api/auth/refresh') {
        refreshCalls += 1;
        await new Promise((r) => setTimeout(r, 20));
        return refreshStatus === 200
          ? reply(config, 200, { accessToken: 'new-access', refreshToken: 'new-refresh' })
          : reply(config, 401, { returnCode: 'REFRESH_EXPIRED', message: 'x' });
      }
      const token = config.headers.get('X-Authorization');
      if (token !== 'new-access') return reply(config, 401, { returnCode: 'ACCESS_EXPIRED', message: 'expired' });
      if (config.url === '/boom') return reply(config, 500, { message: 'bad', logNo: 42 });
      return reply(config, 200, { ok: config.url });
    };
    client.defaults.adapter = adapter;
    installInterceptors(client);
    return client;
  };
  beforeEach(() => {
    localStorage.clear();
    tokens.login('u1', 'U', { accessToken: 'old-access', refreshToken: 'old-refresh' });
    refreshCalls = 0;
    vi.clearAllMocks();
    setHttpUi(ui);
  });

  it('sends X-Authorization and no-cache, refreshes once for concurrent 401s and retries', async () => {
    const client = make();
    const res = await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(res.map((r) => r.data.ok)).toEqual(['/a', '/b', '/c']);
    expect(refreshCalls).toBe(1);
    expect(tokens.refresh()).toBe('new-refresh');
  });

  it('opens the re-login popup when the refresh token is expired', async () => {
    const client = make(401);
    await expect(client.get('/a')).rejects.toBeTruthy();
    expect(ui.relogin).toHaveBeenCalledTimes(1);
    expect(ui.relogin).toHaveBeenCalledWith('REFRESH_EXPIRED');
  });

  it('shows a server exception with its detail (logNo)', async () => {
    const client = make();
    tokens.store({ accessToken: 'new-access', refreshToken: 'r' });
    await expect(client.get('/boom')).rejects.toBeTruthy();
    expect(ui.serverError).toHaveBeenCalledWith(expect.objectContaining({ logNo: 42 }), 500);
  });
});
