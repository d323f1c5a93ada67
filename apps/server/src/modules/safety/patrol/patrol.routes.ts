import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { patrolFindingResource, SAF_PATROL_MESSAGES } from '@jikim/shared';
import { queryRows } from '../../../db/client.js';
import { forbidden } from '../../../lib/errors.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { createAction, openActionCount } from '../../impr/impr.service.js';
import { safPatrolFinding } from './patrol.tables.js';

export const patrolBinding: ResourceBinding = { def: patrolFindingResource, table: safPatrolFinding };

// SAF_PATROL_PHOTO: the finding's photos
registerResourceAttachments(patrolBinding, '순회점검 지적 사진');

// what a contractor may change on a finding assigned to it: its answer only
const VENDOR_WRITABLE = new Set(['vendorAnswer']);

/** /api/saf/patrol/findings: findings of patrols and joint patrols; the contractor answers its own */
export async function patrolRoutes(app: FastifyInstance): Promise<void> {
  await app.register(resourceRoutes(patrolBinding, {
    beforeWrite: ({ req, op, values, before }) => {
      if (req.principal?.userType !== 'V') return;
      // a contractor neither records nor deletes findings, and changes nothing but its answer
      const changed = before ? Object.keys(values).filter((k) => !VENDOR_WRITABLE.has(k) && (values[k] ?? null) !== (before[k] ?? null)) : ['new'];
      if (op !== 'update' || changed.length) throw forbidden(SAF_PATROL_MESSAGES.vendorAnswerOnly);
    },
    workflow: {
      guards: {
        // the contractor holds write on the menu (for its answer) but never makes the action or closes the finding
        plantUser: async ({ tx, actorUserId }) => (await queryRows<{ t: string }>(tx, sql`select user_type as t from com_user where user_id = ${actorUserId}`))[0]?.t === 'U',
        hasAnswer: ({ record }) => typeof record.vendorAnswer === 'string' && record.vendorAnswer.trim() !== '',
        actionFields: ({ record }) => !!record.assigneeUserId && !!record.dueYmd,
        noOpenActions: async ({ tx, key }) => (await openActionCount(tx, 'PATROL', String(key))) === 0,
      },
      hooks: {
        // the finding becomes one improvement action (PATROL, the finding number), once
        openAction: async ({ tx, key, record, actorUserId }) => {
          if (record.actionNo) return;
          const a = await createAction(tx, {
            sourceTypeCd: 'PATROL', sourceKey: String(key), actionTypeCd: 'REQUEST', plantCd: String(record.plantCd), deptCd: String(record.deptCd),
            title: String(record.content).split('\n')[0]!.slice(0, 200), assigneeUserId: String(record.assigneeUserId), dueYmd: String(record.dueYmd),
            location: String(record.placeNm), ownerVendorCd: (record.vendorCd as string | null) ?? null,
            description: `${String(record.patrolYmd)} ${record.patrolTypeCd === 'JOINT' ? '합동점검' : '순회점검'} 지적사항\n${String(record.content)}`,
          }, actorUserId);
          await tx.update(safPatrolFinding).set({ actionNo: Number(a.actionNo) }).where(and(eq(safPatrolFinding.findingNo, Number(key)), isNull(safPatrolFinding.actionNo)));
        },
      },
    },
  }));
}
