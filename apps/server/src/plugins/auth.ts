import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, RETURN_CODES } from '@jikim/shared';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import type { TRouteAuth } from '../lib/route-auth.js';
import { loadParamMenuValues } from '../lib/menu-param-rights.js';
import { loadMenuRights, loadSession, type MenuRights, type Principal } from '../modules/auth/principal.js';
import { reasonToMessage, reasonToReturnCode, TokenService } from '../modules/auth/token.service.js';
import { verifyIntegration } from '../modules/integration/integration.tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** every registered /api and /login route with its rule (used by the authorization matrix test) */
    routeRules: { method: string; url: string; auth: TRouteAuth }[];
  }
  interface FastifyRequest {
    principal: Principal | null;
    menuRights: MenuRights | null;
  }
}

/** routes under these prefixes must declare config.auth */
const GUARDED = /^\/(api|login)(\/|$)/;
const UNGUARDED = /^\/api\/docs(\/|$)/;

export function extractToken(req: FastifyRequest): string | null {
  const raw = req.headers['x-authorization'] ?? req.headers.authorization;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return null;
  const t = value.startsWith('Bearer ') ? value.slice(7) : value;
  return t.trim() || null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('tokens', new TokenService(app.db, app.config));
  app.decorate('routeRules', []);
  app.decorateRequest('principal', null);
  app.decorateRequest('menuRights', null);
  app.decorateRequest('menuParam', null);
  app.decorateRequest('integration', null);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!GUARDED.test(url) || UNGUARDED.test(url)) return;
    const auth = route.config?.auth;
    if (!auth) throw new Error(`route ${String(route.method)} ${url} declares no auth rule (config.auth)`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) if (m !== 'HEAD') app.routeRules.push({ method: m, url, auth });
  });

  app.addHook('onRequest', async (req) => {
    const auth = req.routeOptions.config?.auth;
    if (!auth || auth.kind === 'public') return;
    // another system (issue 32): its integration token only, never a person's session
    if (auth.kind === 'integration') {
      req.integration = await verifyIntegration(app.db, req, auth.scope);
      return;
    }
    const token = extractToken(req);
    if (!token) throw unauthorized(null);
    const claims = await app.tokens.verifyAccess(token);
    const state = await loadSession(app.db, claims.sid);
    if (!state || state.principal.userId !== claims.sub) throw unauthorized('INVALID_TOKEN');
    if (!state.active) throw unauthorized(reasonToReturnCode(state.revokedReason), reasonToMessage(state.revokedReason));
    const p = state.principal;
    req.principal = p;
    // a temporary password (issued by an administrator) opens only the caller's own routes: the password change first
    if (p.mustChangePwd && auth.kind !== 'self') throw new AppError(403, MESSAGES.passwordChangeRequired, RETURN_CODES.passwordChangeRequired);
    // an entrant (user type E) reaches only the entrant routes, and only an entrant reaches them
    if ((p.userType === 'E') !== (auth.kind === 'entrant')) throw forbidden();
    switch (auth.kind) {
      case 'entrant':
        return;
      case 'self':
        if (auth.userTypes && !(auth.userTypes as string[]).includes(p.userType)) throw forbidden(MESSAGES.noMenuPermission);
        return;
      case 'admin':
        if (!p.isAdmin) throw forbidden();
        return;
      case 'menu': {
        const rights = await loadMenuRights(app.db, p, auth.menus);
        req.menuRights = rights;
        if (auth.access === 'read' ? rights.canRead : rights.canWrite) return;
        // the per-value menus of the page (일상점검 of the check page): only the records of their values
        if (auth.param && auth.menus.length === 1) {
          const values = (await loadParamMenuValues(app.db, p, auth.menus[0]!, auth.param))[auth.access];
          if (values.length) {
            req.menuParam = { menuId: auth.menus[0]!, field: auth.param, values };
            return;
          }
        }
        throw forbidden();
      }
    }
  });
});
