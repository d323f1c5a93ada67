import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vendorEvalItemSetResource, vendorEvalResource } from '@jikim/shared';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { allScored, checkItemSet, prepareEval } from './eval.service.js';
import { vendorEval, vendorEvalItem, vendorEvalItemSet, vendorEvalScore } from './eval.tables.js';

const setBinding: ResourceBinding = {
  def: vendorEvalItemSetResource, table: vendorEvalItemSet,
  children: { items: { table: vendorEvalItem, parentKey: 'setNo' } },
};

const evalBinding: ResourceBinding = {
  def: vendorEvalResource, table: vendorEval,
  children: { scores: { table: vendorEvalScore, parentKey: 'evalNo' } },
  // a vendor user sees its own vendor's results once they are final (a draft is the evaluator's working copy)
  vendorReach: (vendorCd) => sql`(${vendorEval.vendorCd} = ${vendorCd} and ${vendorEval.statusCd} = 'DONE')`,
};

/** 안전보건 수준 평가: item sets `/api/vendor/eval-item-sets` and evaluations `/api/vendor/evals` */
export async function vendorEvalRoutes(app: FastifyInstance): Promise<void> {
  await app.register(resourceRoutes(setBinding, {
    beforeWrite: ({ op, req }) => {
      if (op !== 'delete') checkItemSet(req.body as Record<string, unknown>);
    },
  }));
  await app.register(resourceRoutes(evalBinding, {
    beforeWrite: async ({ tx, op, values, before, req }) => {
      if (op !== 'delete') await prepareEval(tx, op, values, req.body as Record<string, unknown>, before);
    },
    workflow: { guards: { allScored: ({ tx, key }) => allScored(tx, key) } },
  }));
}
