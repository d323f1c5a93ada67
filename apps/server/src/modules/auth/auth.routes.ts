import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES, RETURN_CODES, ZLoginResponseSchema, ZLoginSchema, ZLogoutResponseSchema, ZPasswordChangeSchema, ZTokenPairSchema,
  ZVendorLoginSchema, ZWorkerSchema,
} from '@jikim/shared';
import { unauthorized } from '../../lib/errors.js';
import { adminOnly, publicRoute, selfService } from '../../lib/route-auth.js';
import { extractToken } from '../../plugins/auth.js';
import { AuthService } from './auth.service.js';
import { ssoRoutes } from './sso.routes.js';
import { SsoService } from './sso.service.js';
import type { UserType } from './token.service.js';

const tags = ['auth'];
const ZOk = z.object({ success: z.boolean(), message: z.string() });

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sso = new SsoService(app.db, app.config, app.tokens);
  const svc = new AuthService(app.db, app.config, app.tokens, sso);
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
  });

  r.post('/login/login', {
    config: publicRoute,
    schema: { tags, summary: '사용자 로그인', body: ZLoginSchema, response: { 200: ZLoginResponseSchema } },
  }, async (req) => svc.loginPlain(req.body.username, req.body.password, meta(req)));

  r.post('/api/auth/vendorlogin', {
    config: publicRoute,
    schema: { tags, summary: '협력업체 사용자 로그인', body: ZVendorLoginSchema, response: { 200: ZLoginResponseSchema } },
  }, async (req) => svc.login(req.body.userId, req.body.userPwdSHA, 'V', meta(req)));

  r.post('/login/logout', {
    config: selfService,
    schema: { tags, summary: '로그아웃 (현재 세션 종료; SSO 세션이면 ID 공급자의 로그아웃 주소 ssoLogoutUrl)', response: { 200: ZLogoutResponseSchema } },
  }, async (req) => {
    const ssoLogoutUrl = await svc.logout(req.principal!, req.ip);
    return { success: true, message: 'logout', ...(ssoLogoutUrl ? { ssoLogoutUrl } : {}) };
  });

  const refresh = (userTypes: UserType[]) => async (req: FastifyRequest) => {
    const token = extractToken(req);
    if (!token) throw unauthorized(RETURN_CODES.refreshExpired, MESSAGES.refreshExpired);
    return app.tokens.rotate(token, userTypes, req.ip);
  };
  r.get('/api/auth/refresh', {
    config: publicRoute,
    schema: { tags, summary: '토큰 갱신 (X-Authorization: refresh token)', response: { 200: ZTokenPairSchema } },
  }, refresh(['U']));
  // spec §2/§7: the vendor login's and the vendor-user (entrant) login's refresh
  r.get('/api/auth/refreshForVendorUser', {
    config: publicRoute,
    schema: { tags, summary: '협력업체 사용자·출입자 토큰 갱신', response: { 200: ZTokenPairSchema } },
  }, refresh(['V', 'E']));

  const ZValid = z.object({ valid: z.boolean(), userId: z.string() });
  const valid = async (req: { principal: { userId: string } | null }) => ({ valid: true, userId: req.principal!.userId });
  r.get('/api/auth/valid', { config: selfService, schema: { tags, summary: '토큰 유효성 확인', response: { 200: ZValid } } }, valid);
  r.post('/api/auth/valid', { config: selfService, schema: { tags, summary: '토큰 유효성 확인', response: { 200: ZValid } } }, valid);

  r.get('/api/manage/wokerinfo', {
    config: selfService,
    schema: { tags, summary: '로그인 사용자(작업자) 정보', response: { 200: ZWorkerSchema } },
  }, async (req) => svc.worker(req.principal!));

  r.patch('/api/manage/password', {
    config: selfService,
    schema: { tags, summary: '비밀번호 변경', body: ZPasswordChangeSchema, response: { 200: ZOk } },
  }, async (req) => {
    await svc.changePassword(req.principal!, req.body, req.ip);
    return { success: true, message: MESSAGES.passwordChanged };
  });

  r.post('/api/manage/user/:userId/unlock', {
    config: adminOnly,
    schema: {
      tags, summary: '로그인 잠금 해제 (관리자: 모든 접속지의 잠금과 실패 횟수 초기화)',
      params: z.object({ userId: z.string().trim().min(1).max(50) }), response: { 200: ZOk },
    },
  }, async (req) => svc.unlock(req.principal!, req.params.userId, req.ip));

  // single sign-on (issue 32): GET /api/auth/sso, GET /login/sso, /login/sso/callback, POST /login/sso/token
  await ssoRoutes(app, sso);
}
