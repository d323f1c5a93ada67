import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SAF_TBM_MESSAGES, tbmResource } from '@jikim/shared';
import { queryRows } from '../../../db/client.js';
import { badRequest } from '../../../lib/errors.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { createAction } from '../../impr/impr.service.js';
import { safTbm, safTbmAttendee, safTbmFollowUp } from './tbm.tables.js';

export const tbmBinding: ResourceBinding = {
  def: tbmResource, table: safTbm,
  children: { attendees: { table: safTbmAttendee, parentKey: 'tbmNo' }, followUps: { table: safTbmFollowUp, parentKey: 'tbmNo' } },
};

// SAF_TBM_PHOTO: photos of the meeting (rights and scope of the TBM)
registerResourceAttachments(tbmBinding, 'TBM 사진');

/** /api/saf/tbm: the TBM record with attendees (each signing) and follow-ups, from the definition */
export async function tbmRoutes(app: FastifyInstance): Promise<void> {
  await app.register(resourceRoutes(tbmBinding, {
    // a follow-up names an assignee and a due date together, or neither (the rows are in the body)
    beforeWrite: ({ req, op }) => {
      if (op === 'delete') return;
      const rows = (req.body as { followUps?: { assigneeUserId?: string | null; dueYmd?: string | null }[] }).followUps ?? [];
      const bad = rows.findIndex((d) => !!d.assigneeUserId !== !!d.dueYmd);
      if (bad >= 0) {
        const message = SAF_TBM_MESSAGES.followUpIncomplete(bad + 1);
        throw badRequest([{ field: `followUps.${bad}.assigneeUserId`, message }], message);
      }
    },
    workflow: {
      guards: {
        // at least one attendee, and every attendee signed
        allSigned: async ({ tx, key }) => {
          const [r] = await queryRows<{ n: string; unsigned: string }>(tx, sql`
            select count(*) as n, count(*) filter (where signature is null or signature = '') as unsigned from saf_tbm_attendee where tbm_no = ${Number(key)}`);
          return Number(r?.n ?? 0) > 0 && Number(r?.unsigned ?? 1) === 0;
        },
      },
      hooks: {
        // each follow-up with an assignee and a due date becomes an improvement action (TBM, the TBM number), once
        openFollowUps: async ({ tx, key, record, actorUserId }) => {
          const open = await tx.select().from(safTbmFollowUp).where(and(eq(safTbmFollowUp.tbmNo, Number(key)), isNull(safTbmFollowUp.actionNo)));
          for (const f of open) {
            if (!f.assigneeUserId || !f.dueYmd) continue;
            const a = await createAction(tx, {
              sourceTypeCd: 'TBM', sourceKey: String(key), actionTypeCd: 'REQUEST', plantCd: String(record.plantCd), deptCd: String(record.deptCd),
              title: f.content, assigneeUserId: f.assigneeUserId, dueYmd: f.dueYmd, location: String(record.placeNm),
              description: `TBM ${String(record.tbmYmd)} ${String(record.tbmTime)} · ${String(record.workNm)} 후속조치`,
            }, actorUserId);
            await tx.update(safTbmFollowUp).set({ actionNo: Number(a.actionNo) }).where(and(eq(safTbmFollowUp.followUpNo, f.followUpNo), isNull(safTbmFollowUp.actionNo)));
          }
        },
      },
    },
  }));
}
