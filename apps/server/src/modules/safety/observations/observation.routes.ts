import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { observationResource, SAF_OBS_CODE_GROUPS, SAF_OBS_MESSAGES } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { badRequest } from '../../../lib/errors.js';
import { resourceRoutes } from '../../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { takeFollowTransition } from '../../../lib/workflow/workflow.service.js';
import { registerResourceAttachments } from '../../attachments/resource-attachments.js';
import { createAction, onActionSettled, openActionCount } from '../../impr/impr.service.js';
import { observationStatRoutes } from './observation.stats.js';
import { safObservation, safObservationTally } from './observation.tables.js';

export const observationBinding: ResourceBinding = {
  def: observationResource, table: safObservation,
  children: { tallies: { table: safObservationTally, parentKey: 'obsNo' } },
};

// SAF_OBS_PHOTO: photos of the observation (rights and scope of the observation)
registerResourceAttachments(observationBinding, '행동관찰 사진');

type TTally = { categoryCd?: string | null; safeCnt?: number | null; riskCnt?: number | null };

/**
 * An anonymous observation as the caller reads it: the observer (and the create/update user when it is the observer) is
 * left out for everyone but administrators and the observer themself (who knows it anyway).
 */
export function redactObserver(req: FastifyRequest, row: Record<string, unknown>): Record<string, unknown> {
  const p = req.principal;
  if (row.anonymousYn !== 'Y' || !p || p.isAdmin || (row.observerUserId !== undefined && row.observerUserId === p.userId)) return row;
  const observer = row.observerUserId;
  const out: Record<string, unknown> = { ...row, observerUserId: null, observerUserNm: null };
  // who saved it would name the observer too
  if ('createUserId' in out && out.createUserId === observer) Object.assign(out, { createUserId: null, createUserNm: null });
  if ('updateUserId' in out && out.updateUserId === observer) Object.assign(out, { updateUserId: null, updateUserNm: null });
  return out;
}

/** the observation's totals: the sums of its category rows */
async function keepTotals(tx: DbOrTx, obsNo: number): Promise<void> {
  await tx.update(safObservation).set({
    safeCnt: sql`(select coalesce(sum(safe_cnt), 0)::int from saf_observation_tally where obs_no = ${obsNo})`,
    riskCnt: sql`(select coalesce(sum(risk_cnt), 0)::int from saf_observation_tally where obs_no = ${obsNo})`,
  }).where(eq(safObservation.obsNo, obsNo));
}

/** /api/saf/observations: the behaviour observation from its definition, its statistics, and its improvement action */
export async function observationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(observationStatRoutes);
  // an observation in 개선조치 중 closes when its last action is done; a cancelled action leaves it to the safety team
  onActionSettled('OBSERVATION', async ({ tx, sourceKey, statusCd, actorUserId }) => {
    if (statusCd !== 'DONE' || !/^\d{1,9}$/.test(sourceKey)) return;
    const [o] = await tx.select({ s: safObservation.statusCd }).from(safObservation).where(eq(safObservation.obsNo, Number(sourceKey)));
    if (o?.s !== 'ACTION' || (await openActionCount(tx, 'OBSERVATION', sourceKey)) > 0) return;
    await takeFollowTransition(tx, observationResource.name, Number(sourceKey), 'CLOSE', ['ACTION'], actorUserId, SAF_OBS_MESSAGES.closedByAction);
  });
  await app.register(resourceRoutes(observationBinding, {
    redact: redactObserver,
    beforeWrite: ({ req, op, values }) => {
      if (op === 'delete') return;
      // the observer is the logged-in user who records it, never a value of the body
      if (op === 'create') values.observerUserId = req.principal!.userId;
      const rows = (req.body as { tallies?: TTally[] }).tallies;
      if (!rows) return;
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        const cd = r.categoryCd ?? '';
        if (seen.has(cd)) {
          const message = SAF_OBS_MESSAGES.duplicateCategory(i + 1);
          throw badRequest([{ field: `tallies.${i}.categoryCd`, message }], message);
        }
        seen.add(cd);
      });
      if (!rows.some((r) => Number(r.safeCnt ?? 0) + Number(r.riskCnt ?? 0) > 0)) throw badRequest([{ field: 'tallies', message: SAF_OBS_MESSAGES.noBehaviour }], SAF_OBS_MESSAGES.noBehaviour);
    },
    afterWrite: ({ tx, row }) => keepTotals(tx, Number(row.obsNo)),
    workflow: {
      guards: {
        noOpenActions: async ({ tx, key }) => (await openActionCount(tx, 'OBSERVATION', String(key))) === 0,
      },
      hooks: {
        // the at-risk behaviours become one improvement action (OBSERVATION, the observation number), once
        openAction: async ({ tx, key, record, actorUserId }) => {
          if (record.actionNo) return;
          const risky = await tx.select({ c: safObservationTally.categoryCd, n: safObservationTally.riskCnt, note: safObservationTally.note }).from(safObservationTally)
            .where(and(eq(safObservationTally.obsNo, Number(key)), sql`${safObservationTally.riskCnt} > 0`));
          const names = new Map((await queryRows<{ code: string; code_nm: string }>(tx, sql`
            select code, code_nm from com_code_master where code_group_cd = ${SAF_OBS_CODE_GROUPS.category}`)).map((x) => [x.code, x.code_nm]));
          const lines = risky.map((r) => `- ${names.get(r.c) ?? r.c}: 불안전 ${r.n}건${r.note ? ` (${r.note})` : ''}`);
          const a = await createAction(tx, {
            sourceTypeCd: 'OBSERVATION', sourceKey: String(key), actionTypeCd: 'REQUEST', plantCd: String(record.plantCd), deptCd: String(record.deptCd),
            title: `행동관찰 불안전 행동 개선: ${String(record.taskNm)}`.slice(0, 300), assigneeUserId: String(record.assigneeUserId), dueYmd: String(record.dueYmd),
            description: [`${String(record.obsYmd)} ${String(record.obsTime)} 행동관찰`, ...lines, record.comment ? String(record.comment) : ''].filter(Boolean).join('\n'),
          }, actorUserId);
          await tx.update(safObservation).set({ actionNo: Number(a.actionNo) }).where(and(eq(safObservation.obsNo, Number(key)), isNull(safObservation.actionNo)));
        },
      },
    },
  }));
}
