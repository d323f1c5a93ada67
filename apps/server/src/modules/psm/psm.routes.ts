import multipart from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PSM_DUE_REGISTERS, PSM_MESSAGES, psmGradeOf, type TPsmDueKind } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { resourceRoutes, toWire } from '../../lib/resource/resource.routes.js';
import { registerResourceAttachments } from '../attachments/resource-attachments.js';
import { createAction } from '../impr/impr.service.js';
import {
  areaBinding, auditBinding, detectorBinding, drawingBinding, equipmentBinding, interlockBinding, pipingBinding, testBinding, valveBinding,
} from './psm.bindings.js';
import { psmBypassRoutes } from './psm.bypass.js';
import { psmDueRoutes } from './psm.due.js';
import { DUE_TABLES, fillDue, registerImport } from './psm.registers.js';
import { psmAudit, psmAuditFinding, psmDrawingRev } from './psm.tables.js';

type Row = Record<string, unknown>;

/** a drawing's current revision joins its history when it is not there yet (a new drawing, an import, a new revision) */
async function keepRevision(tx: DbOrTx, userId: string, row: Row): Promise<void> {
  const id = Number(row.drawingId);
  const [has] = await queryRows(tx, sql`select 1 from psm_drawing_rev where drawing_id = ${id} and rev_no = ${String(row.revNo)} limit 1`);
  if (has) return;
  const [n] = await queryRows<{ n: number }>(tx, sql`select coalesce(max(row_no), 0)::int + 1 as n from psm_drawing_rev where drawing_id = ${id}`);
  await tx.insert(psmDrawingRev).values({ drawingId: id, revNo: String(row.revNo), effectiveYmd: String(row.effectiveYmd), rowNo: n?.n ?? 1, createUserId: userId, updateUserId: userId });
}

/**
 * an update keeps every revision row as it was (rows may be added); a kept row without a file may be given its file once,
 * a file once named stays (every revision's drawing is kept)
 */
async function assertRevisionsKept(tx: DbOrTx, drawingId: number, body: Row): Promise<void> {
  const sent = body.revisions as Row[] | undefined;
  if (!sent) return;
  const kept = await tx.select().from(psmDrawingRev).where(eq(psmDrawingRev.drawingId, drawingId));
  for (const k of kept) {
    const s = sent.find((x) => Number(x.revisionNo) === k.revisionNo);
    if (!s || String(s.revNo ?? '') !== k.revNo || String(s.effectiveYmd ?? '') !== String(k.effectiveYmd ?? '') || String(s.revDesc ?? '') !== String(k.revDesc ?? '')
      || (k.fileNo !== null && Number(s.fileNo ?? 0) !== k.fileNo)) {
      throw conflict(PSM_MESSAGES.revisionKept);
    }
  }
}

/**
 * The record's current revision is the latest of its history when the history is sent: a revision typed in the record's
 * own fields and not in the rows joins them (as a new row), then `revNo` / `effectiveYmd` are the latest row's (the
 * latest effective date; on a tie the later row).
 */
function followLatestRevision(values: Row, body: Row): void {
  const rows = body.revisions;
  if (!Array.isArray(rows)) return;
  const revs = rows as Row[];
  const revNo = typeof values.revNo === 'string' ? values.revNo.trim() : '';
  if (revNo && !revs.some((r) => String(r.revNo ?? '') === revNo)) {
    revs.push({ revNo, effectiveYmd: values.effectiveYmd ?? null, revDesc: null, mocNo: null, fileNo: null });
  }
  let latest: Row | null = null;
  for (const r of revs) if (!latest || String(r.effectiveYmd ?? '') >= String(latest.effectiveYmd ?? '')) latest = r;
  if (latest) {
    values.revNo = latest.revNo;
    values.effectiveYmd = latest.effectiveYmd;
  }
}

/** the total (mean of the scored elements, one decimal) and the grade of an audit, written by the server */
async function scoreAudit(tx: DbOrTx, row: Row): Promise<void> {
  const scores = ((row.elements as Row[] | undefined) ?? []).map((e) => e.score).filter((s): s is number => typeof s === 'number');
  const total = scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null;
  await tx.update(psmAudit).set({ totalScore: total, gradeCd: total === null ? null : psmGradeOf(total) }).where(eq(psmAudit.auditNo, Number(row.auditNo)));
}

/** /api/psm: the registers (declared, with Excel import), test records, drawings, the due list, bypasses and the self-audit */
export async function psmRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5, fieldSize: 100, parts: 6 } });

  // registers with a cycle: the server keeps the cycle's months and the next due date
  for (const b of [equipmentBinding, valveBinding, interlockBinding, detectorBinding]) {
    await app.register(resourceRoutes(b, { beforeWrite: async ({ tx, op, values, before }) => { if (op !== 'delete') await fillDue(tx, b.def, values, before); } }));
    registerImport(app, { binding: b, match: 'tagNo' });
  }
  await app.register(resourceRoutes(pipingBinding));
  registerImport(app, { binding: pipingBinding, match: 'tagNo' });
  await app.register(resourceRoutes(areaBinding));
  registerImport(app, { binding: areaBinding, match: 'areaNm' });

  registerResourceAttachments(drawingBinding, '공정 도면 파일');
  await app.register(resourceRoutes(drawingBinding, {
    beforeWrite: async ({ tx, req, op, values, before }) => {
      if (op === 'delete') return;
      if (op === 'update' && before) await assertRevisionsKept(tx, Number(before.drawingId), req.body as Row);
      followLatestRevision(values, req.body as Row);
    },
    afterWrite: async ({ tx, req, row }) => keepRevision(tx, req.principal!.userId, row),
  }));
  registerImport(app, { binding: drawingBinding, match: 'drawingNo', afterRow: keepRevision });

  // test records: the tester is the caller; a pass (or adjusted) moves the item's last date; never changed afterwards
  registerResourceAttachments(testBinding, '공정안전 시험·검사 성적서');
  await app.register(resourceRoutes(testBinding, {
    // update and delete are mounted only to answer why not (409 with the rule), as the web's form offers them
    beforeWrite: async ({ tx, req, op, values }) => {
      if (op !== 'create') throw conflict(PSM_MESSAGES.testImmutable);
      const kind = values.kindCd as TPsmDueKind;
      const table = DUE_TABLES[kind] as (typeof DUE_TABLES)[TPsmDueKind] | undefined;
      if (!table) throw badRequest([{ field: 'kindCd', message: '시험·검사 구분을 알 수 없습니다.' }], '시험·검사 구분을 알 수 없습니다.');
      const [item] = await tx.select().from(table).where(and(eq(table.plantCd, String(values.plantCd)), eq(table.tagNo, String(values.tagNo))));
      if (!item) throw badRequest([{ field: 'tagNo', message: PSM_MESSAGES.tagUnknown(String(values.tagNo)) }], PSM_MESSAGES.tagUnknown(String(values.tagNo)));
      values.testUserId = req.principal!.userId;
    },
    afterWrite: async ({ tx, req, row }) => {
      if (row.resultCd === 'FAIL') return;
      const kind = row.kindCd as TPsmDueKind;
      const table = DUE_TABLES[kind];
      const def = PSM_DUE_REGISTERS[kind];
      const [item] = (await tx.select().from(table).where(and(eq(table.plantCd, String(row.plantCd)), eq(table.tagNo, String(row.tagNo))))) as Row[];
      if (!item || (typeof item.lastYmd === 'string' && item.lastYmd >= String(row.testYmd))) return;
      const values: Row = { lastYmd: row.testYmd };
      if (kind === 'VALVE_TEST' && row.sealNo) values.sealNo = row.sealNo;
      await fillDue(tx, def, values, item);
      const keyCol = (table as unknown as Record<string, Parameters<typeof eq>[0]>)[def.key.name]!;
      const [after] = (await tx.update(table).set({ ...values, version: sql`version + 1`, updateUserId: req.principal!.userId, updateDt: sql`now()` })
        .where(eq(keyCol, item[def.key.name])).returning()) as Row[];
      await writeAudit(tx, { userId: req.principal!.userId, action: 'UPDATE', entity: def.name, entityKey: String(item[def.key.name]), before: toWire(item), after: { ...toWire(after!), byTest: row.testNo }, ip: req.ip });
    },
  }));

  await app.register(resourceRoutes(auditBinding, {
    afterWrite: async ({ tx, row }) => scoreAudit(tx, row),
    workflow: {
      guards: {
        allScored: async ({ tx, key }) => {
          const [c] = await queryRows<{ n: number; ok: number }>(tx, sql`select count(*)::int as n, count(score)::int as ok from psm_audit_element where audit_no = ${Number(key)}`);
          return !!c && c.n >= 12 && c.ok === c.n;
        },
      },
      hooks: {
        openActions: async ({ tx, key, record, actorUserId, ip }) => {
          const open = await tx.select().from(psmAuditFinding).where(and(eq(psmAuditFinding.auditNo, Number(key)), sql`${psmAuditFinding.actionNo} is null`));
          for (const f of open) {
            if (!f.assigneeUserId || !f.dueYmd) continue;
            const a = await createAction(tx, {
              sourceTypeCd: 'PSM_AUDIT', sourceKey: String(key), actionTypeCd: 'REQUEST', plantCd: String(record.plantCd), deptCd: String(record.deptCd),
              title: f.content, assigneeUserId: f.assigneeUserId, dueYmd: f.dueYmd, description: `${String(record.auditTitle)} (${String(record.auditYear)}) 지적사항 [${f.elementCd}]`,
            }, actorUserId, ip);
            await tx.update(psmAuditFinding).set({ actionNo: Number(a.actionNo) }).where(eq(psmAuditFinding.findingNo, f.findingNo));
          }
        },
      },
    },
  }));

  await app.register(psmDueRoutes);
  await app.register(psmBypassRoutes);
}
