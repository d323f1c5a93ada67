import { expect } from 'vitest';
import { auth, type TestApp, type Tokens } from '../../test/helpers.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Res = { statusCode: number; body: string; json: () => unknown };

/**
 * The risk-assessment tests' calls on the test app (`app()` answers the one made in beforeAll): `inject` a JSON call as a
 * user; `ok` expects 200 and answers the body.
 */
export function rsaCalls(app: () => TestApp) {
  const inject = (tok: Tokens, method: Method, url: string, payload?: unknown) =>
    app().app.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok = async <T = Record<string, unknown>>(p: Promise<Res>): Promise<T> => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  return { inject, ok };
}
