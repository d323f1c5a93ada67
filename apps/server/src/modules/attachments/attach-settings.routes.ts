import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ZAttachSettingInputSchema, ZAttachSettingSchema, ZPageQuerySchema, pageOf } from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { dataScope, scopeWhere } from '../../lib/scope.js';
import { getTaskClass, listTaskClasses, VENDOR_DOC, VENDOR_DOC_MENU } from './attachments.registry.js';
import { settingFromRow } from './attachments.service.js';
import { attachSetting } from './attachments.tables.js';

export const ATTACH_SETTING_MENU = 'ADM_ATTACH';

const ZSettingRow = ZAttachSettingSchema.extend({ registeredYn: z.enum(['Y', 'N']), updateDt: z.string() });
const ZKey = z.object({ taskClassNm: z.string().min(1).max(100) });
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** spec §7 catalogue "attach settings" under /api/manage, plus the demo vendor-document box */
export async function attachSettingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['attachments'];
  const toRow = (row: typeof attachSetting.$inferSelect) => ({
    ...settingFromRow(row), registeredYn: getTaskClass(row.taskClassNm) ? ('Y' as const) : ('N' as const), updateDt: row.updateDt.toISOString(),
  });

  r.get('/api/manage/attachsettings', {
    config: menuRead(ATTACH_SETTING_MENU),
    schema: {
      tags, summary: '첨부파일 설정 목록',
      querystring: ZPageQuerySchema.extend({ taskClassNm: z.string().max(100).optional(), useYn: z.enum(['Y', 'N']).optional() }),
      response: { 200: pageOf(ZSettingRow) },
    },
  }, async (req) => {
    const q = req.query;
    const where: SQL[] = [];
    if (q.taskClassNm) where.push(sql`(${ilike(attachSetting.taskClassNm, `%${escapeLike(q.taskClassNm)}%`)} or ${ilike(attachSetting.taskClassDesc, `%${escapeLike(q.taskClassNm)}%`)})`);
    if (q.useYn) where.push(eq(attachSetting.useYn, q.useYn));
    const w = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      app.db.select().from(attachSetting).where(w).orderBy(asc(attachSetting.taskClassNm)).limit(q.limit).offset((q.page - 1) * q.limit),
      app.db.select({ n: count() }).from(attachSetting).where(w),
    ]);
    return { list: rows.map(toRow), totalCount: total?.n ?? 0, page: q.page, limit: q.limit };
  });

  r.get('/api/manage/attachsettings/taskclasses', {
    config: menuRead(ATTACH_SETTING_MENU),
    schema: { tags, summary: '등록된 업무구분 (모듈이 등록)', response: { 200: z.array(z.object({ taskClassNm: z.string(), taskClassDesc: z.string(), menus: z.array(z.string()) })) } },
  }, async () => listTaskClasses().map((t) => ({ taskClassNm: t.taskClassNm, taskClassDesc: t.taskClassDesc, menus: t.menus })));

  r.get('/api/manage/attachsettings/:taskClassNm', {
    config: menuRead(ATTACH_SETTING_MENU),
    schema: { tags, summary: '첨부파일 설정 상세', params: ZKey, response: { 200: ZSettingRow } },
  }, async (req) => {
    const [row] = await app.db.select().from(attachSetting).where(eq(attachSetting.taskClassNm, req.params.taskClassNm));
    if (!row) throw notFound();
    return toRow(row);
  });

  r.post('/api/manage/attachsettings', {
    config: menuWrite(ATTACH_SETTING_MENU),
    schema: { tags, summary: '첨부파일 설정 등록', body: ZAttachSettingInputSchema, response: { 200: ZSettingRow } },
  }, async (req) => {
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(attachSetting)
        .values({ ...req.body, taskClassDesc: req.body.taskClassDesc ?? null, acceptExt: normalizeExt(req.body.acceptExt), createUserId: p.userId, updateUserId: p.userId })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict('이미 등록된 업무구분입니다.');
      await writeAudit(tx, { userId: p.userId, action: 'CREATE', entity: 'com_attach_setting', entityKey: row.taskClassNm, after: row, ip: req.ip });
      return toRow(row);
    });
  });

  r.put('/api/manage/attachsettings/:taskClassNm', {
    config: menuWrite(ATTACH_SETTING_MENU),
    schema: {
      tags, summary: '첨부파일 설정 수정 (version 필수, 오래된 version은 409)', params: ZKey,
      body: ZAttachSettingInputSchema.omit({ taskClassNm: true }).extend({ version: z.number().int().positive() }),
      response: { 200: ZSettingRow },
    },
  }, async (req) => {
    const p = req.principal!;
    const { version, ...body } = req.body;
    return app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(attachSetting).where(eq(attachSetting.taskClassNm, req.params.taskClassNm));
      if (!before) throw notFound();
      const [row] = await tx
        .update(attachSetting)
        .set({ ...body, taskClassDesc: body.taskClassDesc ?? null, acceptExt: normalizeExt(body.acceptExt), version: sql`${attachSetting.version} + 1`, updateUserId: p.userId, updateDt: new Date() })
        .where(and(eq(attachSetting.taskClassNm, req.params.taskClassNm), eq(attachSetting.version, version)))
        .returning();
      if (!row) throw conflict();
      await writeAudit(tx, { userId: p.userId, action: 'UPDATE', entity: 'com_attach_setting', entityKey: row.taskClassNm, before, after: row, ip: req.ip });
      return toRow(row);
    });
  });

  r.delete('/api/manage/attachsettings/:taskClassNm', {
    config: menuWrite(ATTACH_SETTING_MENU),
    schema: { tags, summary: '첨부파일 설정 삭제 (기본값으로 돌아감; 업로드된 파일은 유지)', params: ZKey, response: { 200: z.object({ count: z.number().int() }) } },
  }, async (req) => {
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      const rows = await tx.delete(attachSetting).where(eq(attachSetting.taskClassNm, req.params.taskClassNm)).returning();
      if (!rows.length) throw notFound();
      await writeAudit(tx, { userId: p.userId, action: 'DELETE', entity: 'com_attach_setting', entityKey: req.params.taskClassNm, before: rows[0], ip: req.ip });
      return { count: rows.length };
    });
  });

  // demo screen for the VENDOR_DOC task class: vendors in the caller's scope with their file counts
  r.get('/api/manage/vendordocs', {
    config: menuRead(VENDOR_DOC_MENU),
    schema: {
      tags, summary: '협력업체 서류함: 범위 내 협력업체와 첨부 수',
      response: { 200: z.array(z.object({ vendorCd: z.string(), vendorNm: z.string(), plantCd: z.string(), plantNm: z.string().nullable(), fileCnt: z.number().int() })) },
    },
  }, async (req) => {
    const menus = await queryRows<{ all_plant_access_cd: string }>(app.db, sql`select all_plant_access_cd from com_menu where menu_id = ${VENDOR_DOC_MENU}`);
    const w = scopeWhere(dataScope(req.principal!, menus[0]?.all_plant_access_cd), { plant: sql`v.plant_cd`, vendor: sql`v.vendor_cd` });
    const rows = await queryRows<{ vendor_cd: string; vendor_nm: string; plant_cd: string; plant_nm: string | null; file_cnt: string }>(app.db, sql`
      select v.vendor_cd, v.vendor_nm, v.plant_cd, p.code_nm as plant_nm,
             (select count(*) from com_attach_file f where f.task_class_nm = ${VENDOR_DOC} and f.attach_file_id = v.vendor_cd and f.status = 'P') as file_cnt
        from com_vendor v
        left join com_code_master p on p.code_group_cd = 'COM_PLANT_CD' and p.code = v.plant_cd
       where v.use_yn = 'Y' ${w ? sql`and ${w}` : sql``}
       order by v.vendor_cd limit 500`);
    return rows.map((x) => ({ vendorCd: x.vendor_cd, vendorNm: x.vendor_nm, plantCd: x.plant_cd, plantNm: x.plant_nm, fileCnt: Number(x.file_cnt) }));
  });
}

function normalizeExt(raw: string): string {
  return [...new Set(raw.split(/[,\s;]+/).map((e) => e.trim().replace(/^\.+/, '').toLowerCase()).filter(Boolean))].join(',');
}
