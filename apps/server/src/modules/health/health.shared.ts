import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { loadInScope } from '../../lib/scoped-load.js';
import { dataScope, type DataScope } from '../../lib/scope.js';

/** data scope of the caller for a menu (the menu's allPlantAccessCd may open all plants) */
export async function menuScope(db: DbOrTx, req: FastifyRequest, menuId: string): Promise<DataScope> {
  const r = await queryRows<{ c: string | null }>(db, sql`select all_plant_access_cd as c from com_menu where menu_id = ${menuId}`);
  return dataScope(req.principal!, r[0]?.c);
}

export const actor = (req: FastifyRequest) => req.principal!.userId;

/** escape LIKE wildcards so a search for '%' finds a literal percent sign */
export const likeContains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type PlanHead = {
  heaCheckupPlanNo: number;
  plantCd: string;
  heaCheckupClassCd: string;
  heaCheckupClassNm: string | null;
  heaCheckupPlanNm: string;
  heaCheckupStartYmd: string;
  heaCheckupEndYmd: string;
  version: number;
};

/** a plan the caller may see: 404 when missing, 403 outside the plant scope; `lock` takes a row lock */
export async function loadPlan(db: DbOrTx, scope: DataScope, planNo: number, lock = false): Promise<PlanHead> {
  const r = await loadInScope<{
    no: number; plant_cd: string; class_cd: string; class_nm: string | null; nm: string; s: string; e: string; version: number;
  }>(db, scope, {
    select: sql`p.hea_checkup_plan_no as no, p.plant_cd, p.hea_checkup_class_cd as class_cd, c.code_nm as class_nm,
      p.hea_checkup_plan_nm as nm, p.hea_checkup_start_ymd::text as s, p.hea_checkup_end_ymd::text as e, p.version`,
    from: sql`hea_checkup_plan p left join com_code_master c on c.code_group_cd = 'HEA_CHECKUP_CLASS' and c.code = p.hea_checkup_class_cd`,
    key: sql`p.hea_checkup_plan_no = ${planNo}`, scope: { plant: sql`p.plant_cd` }, lock: lock ? sql`for update of p` : undefined,
  });
  return {
    heaCheckupPlanNo: Number(r.no), plantCd: r.plant_cd, heaCheckupClassCd: r.class_cd, heaCheckupClassNm: r.class_nm,
    heaCheckupPlanNm: r.nm, heaCheckupStartYmd: r.s, heaCheckupEndYmd: r.e, version: Number(r.version),
  };
}

/** PostgreSQL unique violation, through drizzle's error wrapping */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
