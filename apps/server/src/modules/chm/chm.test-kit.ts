import { expect } from 'vitest';
import { auth, type TestApp, type Tokens } from '../../test/helpers.js';

/** a record as the chm tests read it */
export type Json = Record<string, unknown> & { version: number };

/** `call` (any answer) and `ok` (200, the JSON) against the test app the file creates in its beforeAll */
export function chmCalls(app: () => TestApp) {
  const call = (tok: Tokens, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app().app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok = async (tok: Tokens, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<Json> => {
    const res = await call(tok, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json() as Json;
  };
  return { call, ok };
}
