import type { FastifyInstance } from 'fastify';
import { CHARM_STATES, RSA_MESSAGES, rsaAssessmentResource } from '@jikim/shared';
import { badRequest } from '../../lib/errors.js';
import { resourceRoutes } from '../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../lib/resource/resource.repository.js';
import { assertActionRowsKept, assertDeptsOfPlant, assertAssessmentsEditable, checkRows, loadCharmTables, loadPlan, planMatrix, rateAssessment } from './rsa.service.js';
import { assertLibHazardsOfPlant } from './hazard-lib.routes.js';
import { unitWorkOf } from './unit-work.routes.js';
import { productSdsFacts } from '../chm/chm.sds-facts.js';
import { rsaAssessment, rsaCharmRow, rsaCheckItem, rsaHazard, rsaHazopRow, rsaJsaStep, rsaOnePoint } from './rsa.tables.js';


const binding: ResourceBinding = {
  def: rsaAssessmentResource,
  table: rsaAssessment,
  children: {
    hazards: { table: rsaHazard, parentKey: 'assessNo' },
    checkItems: { table: rsaCheckItem, parentKey: 'assessNo' },
    jsaSteps: { table: rsaJsaStep, parentKey: 'assessNo' },
    hazopRows: { table: rsaHazopRow, parentKey: 'assessNo' },
    charmRows: { table: rsaCharmRow, parentKey: 'assessNo' },
    onePoints: { table: rsaOnePoint, parentKey: 'assessNo' },
  },
};

/**
 * CHARM rows that name a product (`chemProdNo`) take the product's SDS data, whatever the request said: the name, the
 * main substance's CAS, the H codes and the physical state (a state the CHARM tables do not know is left as sent). The
 * reference itself (exists, the caller's reach, the plan's plant) is checked by the framework after this hook.
 */
async function fillCharmFromProducts(tx: Parameters<typeof productSdsFacts>[0], body: Record<string, unknown>): Promise<void> {
  const rows = Array.isArray(body.charmRows) ? (body.charmRows as Record<string, unknown>[]) : [];
  const nos = rows.map((r) => r.chemProdNo).filter((n): n is number => typeof n === 'number');
  const facts = await productSdsFacts(tx, nos);
  for (const r of rows) {
    const f = typeof r.chemProdNo === 'number' ? facts.get(r.chemProdNo) : undefined;
    if (!f) continue;
    r.chemicalNm = f.prodNm;
    if (f.casNo) r.casNo = f.casNo;
    r.hStatements = f.hCodes.length ? f.hCodes.join(', ').slice(0, 300) : null;
    if (f.stateCd && (CHARM_STATES as readonly string[]).includes(f.stateCd)) r.physStateCd = f.stateCd;
  }
}

/**
 * /api/rsa/assessments: a department's unit work of a plan on the plan's method. The plan decides: its plant, its
 * method, its matrix version, and whether the rows may still change (작성 / 계획완료 / 평가중 only).
 */
export async function rsaAssessmentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(resourceRoutes(binding, {
    beforeWrite: async ({ tx, req, op, values, before }) => {
      const planNo = Number(before ? before.planNo : values.planNo);
      const plan = await loadPlan(tx, planNo);
      if (!plan) throw badRequest([{ field: 'planNo', message: RSA_MESSAGES.planNotFound }], RSA_MESSAGES.planNotFound);
      assertAssessmentsEditable(plan, op === 'delete' ? 'delete' : 'write');
      if (op === 'delete') return;
      if (op === 'create') {
        if (values.plantCd !== plan.plantCd) throw badRequest([{ field: 'plantCd', message: RSA_MESSAGES.planPlant }], RSA_MESSAGES.planPlant);
        values.methodCd = plan.methodCd;
        values.matrixVersion = plan.matrixVersion;
      }
      if (values.deptCd !== undefined) await assertDeptsOfPlant(tx, plan.plantCd, [values.deptCd]);
      // a unit work picked from the master: its name and process, from the master (of the plant and the department)
      if (values.unitWorkNo != null) {
        const u = await unitWorkOf(tx, Number(values.unitWorkNo), plan.plantCd, String(values.deptCd ?? before?.deptCd));
        if (!u) throw badRequest([{ field: 'unitWorkNo', message: RSA_MESSAGES.unitWorkNotFound }], RSA_MESSAGES.unitWorkNotFound);
        values.unitWorkNm = u.unitWorkNm;
        values.processNm = u.processNm;
      }
      const body = req.body as Parameters<typeof checkRows>[2];
      // a CHARM row naming a product of the chemical register: its name, main CAS, H codes and state are the SDS's
      await fillCharmFromProducts(tx, body as Record<string, unknown>);
      // a hazard picked from the library: of the plan's plant
      await assertLibHazardsOfPlant(tx, plan.plantCd, body as Record<string, unknown>);
      checkRows(plan.methodCd, await planMatrix(tx, plan), body, await loadCharmTables(tx));
      if (before) await assertActionRowsKept(tx, Number(before.assessNo), body);
    },
    // the server's score and grade from the plan's matrix version (anything the request said about them is ignored)
    afterWrite: async ({ tx, row }) => {
      const plan = (await loadPlan(tx, Number(row.planNo)))!;
      await rateAssessment(tx, row, plan.methodCd, await planMatrix(tx, plan), await loadCharmTables(tx));
    },
  }));
}
