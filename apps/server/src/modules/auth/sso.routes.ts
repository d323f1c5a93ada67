import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZLoginResponseSchema, ZSsoStatusSchema, ZSsoTokenSchema } from '@jikim/shared';
import { AppError, notFound } from '../../lib/errors.js';
import { enforceRateLimit } from '../../lib/rate-limit.js';
import { publicRoute } from '../../lib/route-auth.js';
import { SSO_COOKIE, SSO_COOKIE_PATH, SSO_FLOW_TTL_SEC, SsoError, type SsoService } from './sso.service.js';

const tags = ['auth'];

/** the binding cookie's value from the Cookie header */
export function bindingCookie(req: FastifyRequest): string | undefined {
  const raw = req.headers.cookie;
  if (!raw) return undefined;
  for (const part of raw.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SSO_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}

function setBinding(req: FastifyRequest, reply: FastifyReply, value: string, maxAgeSec: number) {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${SSO_COOKIE}=${value}; Path=${SSO_COOKIE_PATH}; Max-Age=${maxAgeSec}; HttpOnly; SameSite=Lax${secure}`);
}

/** where the browser lands after the provider: the web app's public /auth-redirect (spec §2), data in the fragment */
const toWeb = (fragment: string) => `/auth-redirect#${fragment}`;

/**
 * Single sign-on routes (issue 32; sso.service.ts). `/login/sso*` are server routes in every configuration (so never
 * the web app's history fallback): without OIDC_ISSUER they answer 404.
 */
export async function ssoRoutes(app: FastifyInstance, sso: SsoService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const enabled = () => {
    if (!sso.settings) throw notFound();
  };
  // starting attempts writes a row each: limited per client address, more loosely than password logins
  const limitStart = (ip: string) =>
    enforceRateLimit(app.db, `sso:${ip}`, { limit: Math.max(60, app.config.loginRateLimitPerMinute * 3), windowSec: 60 });

  r.get('/api/auth/sso', {
    config: publicRoute,
    schema: { tags, summary: 'SSO 사용 여부와 아이디·비밀번호 로그인 사용 여부 (로그인 화면)', response: { 200: ZSsoStatusSchema } },
  }, async () => ({ sso: Boolean(sso.settings), localLogin: sso.settings?.localLogin ?? true }));

  r.get('/login/sso', {
    config: publicRoute,
    schema: { tags, summary: 'SSO 로그인 시작 (ID 공급자로 302; OIDC_ISSUER 미설정 시 404)' },
  }, async (req, reply) => {
    enabled();
    await limitStart(req.ip);
    try {
      const { url, binding } = await sso.start();
      setBinding(req, reply, binding, SSO_FLOW_TTL_SEC);
      return reply.redirect(url, 302);
    } catch (e) {
      if (e instanceof AppError) throw e;
      req.log.warn({ err: e }, 'sso: the identity provider cannot be reached');
      return reply.redirect(toWeb('ssoError=provider'), 302);
    }
  });

  r.get('/login/sso/callback', {
    config: publicRoute,
    schema: { tags, summary: 'SSO 콜백 (ID 공급자 → 웹 /auth-redirect, 일회용 티켓)' },
  }, async (req, reply) => {
    enabled();
    await enforceRateLimit(app.db, `login:${req.ip}`, { limit: app.config.loginRateLimitPerMinute, windowSec: 60 });
    const q = req.url.indexOf('?');
    try {
      const ticket = await sso.callback(q < 0 ? '' : req.url.slice(q + 1), bindingCookie(req), req.ip);
      return reply.redirect(toWeb(`sso=${encodeURIComponent(ticket)}`), 302);
    } catch (e) {
      if (!(e instanceof SsoError)) throw e;
      req.log.info({ reason: e.message }, 'sso: login refused');
      return reply.redirect(toWeb(`ssoError=${e.reason}`), 302);
    }
  });

  r.post('/login/sso/token', {
    config: publicRoute,
    schema: { tags, summary: 'SSO 일회용 티켓 → 토큰 (같은 브라우저에서 1회, 60초)', body: ZSsoTokenSchema, response: { 200: ZLoginResponseSchema } },
  }, async (req, reply) => {
    enabled();
    const res = await sso.exchange(req.body.ticket, bindingCookie(req), {
      ip: req.ip,
      userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
    });
    setBinding(req, reply, '', 0);
    return res;
  });
}
