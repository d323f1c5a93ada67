import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RSA_API, RSA_MENUS, RSA_MESSAGES } from '@jikim/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { notFound, outOfScope } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { requestScope } from '../../lib/scoped-load.js';
import { loadMatrix, saveMatrix } from './matrix.service.js';

const Level = z.object({ level: z.number().int().min(1).max(5), label: z.string().trim().min(1).max(100) });
const Cell = z.object({ likelihood: z.number().int().min(1).max(5), severity: z.number().int().min(1).max(5), score: z.number().int().min(0).max(10_000), gradeCd: z.string().trim().min(1).max(30) });
const Grade = z.object({ gradeCd: z.string().trim().min(1).max(30), label: z.string().trim().min(1).max(100), color: z.string().trim().max(7), actionRequiredYn: z.enum(['Y', 'N']) });
/** the contract (issue 18): GET answers it, PUT takes the same shape (`version` = the version the editor read) */
const Matrix = z.object({
  plantCd: z.string().trim().min(1).max(10),
  version: z.number().int().min(0),
  likelihoodLevels: z.array(Level).min(1).max(5),
  severityLevels: z.array(Level).min(1).max(5),
  cells: z.array(Cell).min(1).max(25),
  grades: z.array(Grade).min(1).max(10),
});

/** read: a plant of the caller's scope; write: the caller's own plant (administrators with every plant: any) */
async function assertPlant(req: FastifyRequest, plantCd: string, write: boolean): Promise<void> {
  const scope = await requestScope(req.server.db, req, RSA_MENUS.matrix);
  if (scope.allPlants) return;
  if (plantCd !== scope.plantCd) throw write ? outOfScope(RSA_MESSAGES.otherPlant) : outOfScope();
}

/** /api/rsa/matrix: the plant's risk matrix, versioned (a change inserts the next version, old ones stay) */
export async function rsaMatrixRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(RSA_API.matrix, {
    config: menuRead(RSA_MENUS.matrix, RSA_MENUS.plan, RSA_MENUS.assessment),
    schema: {
      tags: ['rsaMatrix'], summary: 'the plant\'s risk matrix (the newest version, or `version`)',
      querystring: z.object({ plantCd: z.string().trim().min(1).max(10), version: z.coerce.number().int().min(1).max(1_000_000).optional() }),
      response: { 200: Matrix },
    },
  }, async (req) => {
    await assertPlant(req, req.query.plantCd, false);
    const m = await loadMatrix(app.db, req.query.plantCd, req.query.version);
    if (!m) throw notFound(RSA_MESSAGES.noMatrix);
    return m;
  });

  r.get(RSA_API.matrixVersions, {
    config: menuRead(RSA_MENUS.matrix),
    schema: {
      tags: ['rsaMatrix'], summary: 'every version of the plant\'s matrix, newest first, with who saved it and how many plans use it',
      querystring: z.object({ plantCd: z.string().trim().min(1).max(10) }),
      response: { 200: z.object({ list: z.array(z.object({ version: z.number(), createUserId: z.string().nullable(), createUserNm: z.string().nullable(), createDt: z.string(), planCount: z.number() })) }) },
    },
  }, async (req) => {
    await assertPlant(req, req.query.plantCd, false);
    const rows = await queryRows<{ version: number; create_user_id: string | null; user_nm: string | null; create_dt: Date; plans: string }>(app.db, sql`
      select m.version, m.create_user_id, u.user_nm, m.create_dt,
             (select count(*) from rsa_plan p where p.plant_cd = m.plant_cd and p.matrix_version = m.version) as plans
        from rsa_matrix m left join com_user u on u.user_id = m.create_user_id
       where m.plant_cd = ${req.query.plantCd} order by m.version desc`);
    return { list: rows.map((x) => ({ version: x.version, createUserId: x.create_user_id, createUserNm: x.user_nm, createDt: new Date(x.create_dt).toISOString(), planCount: Number(x.plans) })) };
  });

  r.put(RSA_API.matrix, {
    config: menuWrite(RSA_MENUS.matrix),
    schema: { tags: ['rsaMatrix'], summary: 'save a new version of the plant\'s matrix (409 when `version` is not the newest)', body: Matrix, response: { 200: Matrix } },
  }, async (req) => {
    const { plantCd, version, ...body } = req.body;
    await assertPlant(req, plantCd, true);
    return app.db.transaction((tx) => saveMatrix(tx, plantCd, version, body, req.principal!.userId, req.ip));
  });
}
