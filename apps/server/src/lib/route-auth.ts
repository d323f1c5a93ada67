/**
 * Every /api and /login route declares who may call it (config.auth). A route without a declaration
 * fails to register (see plugins/auth.ts), so a new route cannot forget its permission rule.
 */
export type TRouteAuth =
  | { kind: 'public' }
  /** any logged-in principal acting on their own data (worker info, own password, own menus) */
  | { kind: 'self'; userTypes?: ('U' | 'V')[] }
  /** an entrant session (vendoruserlogin: a permit's worker or an entry request's visitor) on its own permit and site course */
  | { kind: 'entrant' }
  /**
   * rights on one of the menus: read needs accessYn = Y, write needs writeYn = Y. With `param` (one menu): a caller
   * without the right may still pass through the menus opening the same page with a query value of that name (the
   * per-type check menus); the route then reaches only records of those values (`req.menuParam`, lib/scope.ts `only`)
   */
  | { kind: 'menu'; menus: string[]; access: 'read' | 'write'; param?: string }
  /** system administrators only (admin_yn = Y) */
  | { kind: 'admin' }
  /** another system with an integration token of this scope (`Authorization: Bearer jki_…`); a person's token is 401 */
  | { kind: 'integration'; scope: 'HR_SYNC' };

export const publicRoute = { auth: { kind: 'public' } } as const satisfies { auth: TRouteAuth };
export const selfService = { auth: { kind: 'self' } } as const satisfies { auth: TRouteAuth };
/** the only routes an entrant session reaches (every other guarded route answers it 403) */
export const entrantOnly = { auth: { kind: 'entrant' } } as const satisfies { auth: TRouteAuth };
export const adminOnly = { auth: { kind: 'admin' } } as const satisfies { auth: TRouteAuth };
export const menuRead = (...menus: string[]): { auth: TRouteAuth } => ({ auth: { kind: 'menu', menus, access: 'read' } });
export const menuWrite = (...menus: string[]): { auth: TRouteAuth } => ({ auth: { kind: 'menu', menus, access: 'write' } });
/** the right on `menu`, or on the menus opening its page with a `param` query value (those values only) */
export const menuParamRead = (menu: string, param: string | undefined): { auth: TRouteAuth } =>
  ({ auth: { kind: 'menu', menus: [menu], access: 'read', ...(param ? { param } : {}) } });
export const menuParamWrite = (menu: string, param: string | undefined): { auth: TRouteAuth } =>
  ({ auth: { kind: 'menu', menus: [menu], access: 'write', ...(param ? { param } : {}) } });

/** the records a caller reaches through per-value menus only (set by the auth plugin; null: the menu's own right) */
export type TMenuParamReach = { menuId: string; field: string; values: string[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: TRouteAuth;
  }
  interface FastifyRequest {
    menuParam: TMenuParamReach | null;
  }
}
