/**
 * Every /api and /login route declares who may call it (config.auth). A route without a declaration
 * fails to register (see plugins/auth.ts), so a new route cannot forget its permission rule.
 */
export type TRouteAuth =
  | { kind: 'public' }
  /** any logged-in principal acting on their own data (worker info, own password, own menus) */
  | { kind: 'self'; userTypes?: ('U' | 'V')[] }
  /** rights on one of the menus: read needs accessYn = Y, write needs writeYn = Y */
  | { kind: 'menu'; menus: string[]; access: 'read' | 'write' }
  /** system administrators only (admin_yn = Y) */
  | { kind: 'admin' };

export const publicRoute = { auth: { kind: 'public' } } as const satisfies { auth: TRouteAuth };
export const selfService = { auth: { kind: 'self' } } as const satisfies { auth: TRouteAuth };
export const adminOnly = { auth: { kind: 'admin' } } as const satisfies { auth: TRouteAuth };
export const menuRead = (...menus: string[]): { auth: TRouteAuth } => ({ auth: { kind: 'menu', menus, access: 'read' } });
export const menuWrite = (...menus: string[]): { auth: TRouteAuth } => ({ auth: { kind: 'menu', menus, access: 'write' } });

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: TRouteAuth;
  }
}
