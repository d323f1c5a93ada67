import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { VND_COUNCIL_MESSAGES, vendorCouncilResource } from '@jikim/shared';
import { queryRows } from '../../../db/client.js';
import { badRequest } from '../../../lib/errors.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { createAction } from '../../impr/impr.service.js';
import { vendorCouncil, vendorCouncilAttendee, vendorCouncilDecision } from './council.tables.js';

const binding: ResourceBinding = {
  def: vendorCouncilResource,
  table: vendorCouncil,
  children: {
    attendees: { table: vendorCouncilAttendee, parentKey: 'councilNo' },
    decisions: { table: vendorCouncilDecision, parentKey: 'councilNo' },
  },
};

// VND_COUNCIL: the meeting's documents and photos (rights and scope of the council menu)
registerResourceAttachments(binding, '안전보건협의체 회의 자료·사진');

/** /api/vendor/councils: the minutes, their attendees and decisions, all from the definition */
export async function vendorCouncilRoutes(app: FastifyInstance): Promise<void> {
  await app.register(resourceRoutes(binding, {
    // a decision names an assignee and a due date together, or neither (the rows are in the body)
    beforeWrite: ({ req, op }) => {
      if (op === 'delete') return;
      const rows = (req.body as { decisions?: { assigneeUserId?: string | null; dueYmd?: string | null }[] }).decisions ?? [];
      const bad = rows.findIndex((d) => !!d.assigneeUserId !== !!d.dueYmd);
      if (bad >= 0) {
        const message = VND_COUNCIL_MESSAGES.decisionIncomplete(bad + 1);
        throw badRequest([{ field: `decisions.${bad}.assigneeUserId`, message }], message);
      }
    },
    workflow: {
      guards: {
        // 도급인 and 수급인 both attended
        bothSides: async ({ tx, key }) => {
          const [r] = await queryRows<{ n: string }>(tx, sql`
            select count(distinct attendee_type_cd) as n from vnd_council_attendee where council_no = ${Number(key)}`);
          return Number(r?.n ?? 0) >= 2;
        },
      },
      hooks: {
        // every decision with an assignee and a due date becomes an improvement action (COMMITTEE, the council number)
        openActions: async ({ tx, key, record, actorUserId }) => {
          const open = await tx.select().from(vendorCouncilDecision)
            .where(and(eq(vendorCouncilDecision.councilNo, Number(key)), isNull(vendorCouncilDecision.actionNo)));
          for (const d of open) {
            if (!d.assigneeUserId || !d.dueYmd) continue;
            const a = await createAction(tx, {
              sourceTypeCd: 'COMMITTEE', sourceKey: String(key), actionTypeCd: 'REQUEST',
              plantCd: String(record.plantCd), deptCd: String(record.deptCd), title: d.content, assigneeUserId: d.assigneeUserId, dueYmd: d.dueYmd,
              description: `${String(record.councilTitle)} (${String(record.meetingYmd)}) 결정사항`,
            }, actorUserId);
            await tx.update(vendorCouncilDecision).set({ actionNo: Number(a.actionNo) }).where(eq(vendorCouncilDecision.decisionNo, d.decisionNo));
          }
        },
      },
    },
  }));
}
