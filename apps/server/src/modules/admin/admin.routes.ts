import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit.routes.js';
import { authGrpRoutes } from './auth-grp.routes.js';
import { codeRoutes } from './code.routes.js';
import { deptRoutes } from './dept.routes.js';
import { menuAdminRoutes } from './menu.routes.js';
import { processRoutes } from './process.routes.js';
import { userRoutes } from './user.routes.js';

/** administration (spec §7 manage catalogue): users, departments, processes, codes, menus, authority, audit */
export async function adminRoutes(app: FastifyInstance) {
  for (const m of [userRoutes, deptRoutes, processRoutes, codeRoutes, menuAdminRoutes, authGrpRoutes, auditRoutes]) await m(app);
}
