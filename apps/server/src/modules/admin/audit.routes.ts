import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { ZAuditQuerySchema, ZAuditRowSchema, pageOf } from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { menuRead } from '../../lib/route-auth.js';
import { iso, where } from './admin.common.js';

type Row = { audit_no: string | number; audit_dt: Date | string; user_id: string | null; user_nm: string | null; action: string; entity: string; entity_key: string | null; before_data: unknown; after_data: unknown; ip: string | null };

export async function auditRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // who / what / when filters use the (user_id, audit_dt), (entity, entity_key) and (audit_dt) indexes; newest first
  r.get('/api/manage/auditlog', {
    config: menuRead('ADM_AUDIT'),
    schema: { tags: ['manage: audit'], summary: '감사 로그 (누가, 무엇을, 언제, 변경 전/후)', querystring: ZAuditQuerySchema, response: { 200: pageOf(ZAuditRowSchema) } },
  }, async (req) => {
    const q = req.query;
    const w = where([
      q.userId && sql`a.user_id = ${q.userId}`,
      q.entity && sql`a.entity = ${q.entity}`,
      q.entityKey && sql`a.entity_key = ${q.entityKey}`,
      q.action && sql`a.action = ${q.action}`,
      q.fromDt && sql`a.audit_dt >= ${q.fromDt}::date`,
      q.toDt && sql`a.audit_dt < ${q.toDt}::date + 1`,
    ]);
    const rows = await queryRows<Row>(app.db, sql`
      select a.*, u.user_nm from com_audit_log a left join com_user u on u.user_id = a.user_id ${w}
       order by a.audit_dt desc, a.audit_no desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
    // an exact count over millions of rows is slow: count up to 10 000 and show "10 000+" beyond
    const c = await queryRows<{ n: string }>(app.db, sql`select count(*) as n from (select 1 from com_audit_log a ${w} limit 10001) x`);
    return {
      totalCount: Number(c[0]?.n ?? 0), page: q.page, limit: q.limit,
      list: rows.map((x) => ({
        auditNo: Number(x.audit_no), auditDt: iso(x.audit_dt)!, userId: x.user_id, userNm: x.user_nm, action: x.action, entity: x.entity,
        entityKey: x.entity_key, beforeData: x.before_data, afterData: x.after_data, ip: x.ip,
      })),
    };
  });

  r.get('/api/manage/auditlog/entities', {
    config: menuRead('ADM_AUDIT'),
    schema: { tags: ['manage: audit'], summary: '감사 로그 대상 목록 (검색 조건용)', response: { 200: pageOf(ZAuditRowSchema.pick({ entity: true })).shape.list } },
  }, async () => queryRows<{ entity: string }>(app.db, sql`
    with recursive e as (select min(entity) as entity from com_audit_log
      union all select (select min(entity) from com_audit_log where entity > e.entity) from e where e.entity is not null)
    select entity from e where entity is not null`));
}
