// Lookups of spec §7 "Menus, codes, lookups": the select lists every screen uses. Any logged-in user may
// call them; what they return is limited to the caller's plant (and vendor) like every other read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import {
  SAF_CODE_GROUPS,
  ALL_PLANTS_CODE, PLANT_CODE_GROUP, ZCodeItemSchema, ZCodeMasterListQuerySchema, ZCodeMasterSchema, ZDeptOptionSchema, ZDeptTreeNodeSchema,
  ZFacilityTypeSchema, ZPlantSchema, ZProcessLookupSchema,
} from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { selfService } from '../../lib/route-auth.js';
import { dataScope } from '../../lib/scope.js';

const tags = ['lookup'];
const zYn = z.enum(['Y', 'N']);
/** the leading null entry of a code combo (spec §3): 'choose' or 'all'; none by default for the sync lists */
const NULL_LABELS = {
  choose: { kr: '선택', us: 'Choose', zh: '选择', es: 'Seleccionar' },
  all: { kr: '전체', us: 'All', zh: '全部', es: 'Todos' },
} as const;
const ZSelectQuery = z.object({
  nullLabel: z.enum(['choose', 'all', 'none']).optional(),
  /** Y = include codes switched off (screens that show existing values); default N hides them for editing */
  includeUnused: zYn.optional(),
  /** codes to keep even when switched off: the values already stored in the record being edited */
  keep: z.string().max(1000).optional(),
  /**
   * codes that belong to a value (a definition's `codeOwner`, issue 34: a plant's areas): only codes whose `ownerAttr` is
   * empty or equals `owner` (kept values stay)
   */
  ownerAttr: z.enum(['attr1', 'attr2', 'attr3']).optional(),
  owner: z.string().trim().max(200).optional(),
});

type CodeRow = { code_group_cd: string; code: string; code_nm: string; code_nm_i18n: Record<string, string> | null; attr1: string | null; attr2: string | null; attr3: string | null; sort_order: number; use_yn: 'Y' | 'N'; version: number };
const I18N_KEY: Record<string, string> = { us: 'en', zh: 'zh', es: 'es' };
/** the code name in the caller's language, Korean when no translation exists */
const nameIn = (r: { code_nm: string; code_nm_i18n: Record<string, string> | null }, lang: string) => r.code_nm_i18n?.[I18N_KEY[lang] ?? ''] || r.code_nm;

export async function lookupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const lang = (req: FastifyRequest) => req.principal?.lang ?? 'kr';

  async function codeItems(req: FastifyRequest, group: string, q: z.infer<typeof ZSelectQuery>, defaultLabel: 'choose' | 'all' | 'none', extra?: SQL) {
    const keep = (q.keep ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const keepSql = keep.length ? sql`or code in (${sql.join(keep.map((k) => sql`${k}`), sql`, `)})` : sql``;
    const ownerSql = q.ownerAttr && q.owner !== undefined
      ? sql`and (${sql.identifier(q.ownerAttr)} is null or ${sql.identifier(q.ownerAttr)} = '' or ${sql.identifier(q.ownerAttr)} = ${q.owner} ${keepSql})` : sql``;
    const rows = await queryRows<CodeRow>(db, sql`
      select * from com_code_master where code_group_cd = ${group}
         and (${q.includeUnused === 'Y'} or use_yn = 'Y' ${keepSql}) ${ownerSql} ${extra ?? sql``}
       order by sort_order, code`);
    const items = rows.map((x) => ({ code: x.code, codeNm: nameIn(x, lang(req)) }));
    const label = q.nullLabel ?? defaultLabel;
    return label === 'none' ? items : [{ code: null, codeNm: NULL_LABELS[label][lang(req) as 'kr'] ?? NULL_LABELS[label].kr }, ...items];
  }

  r.get('/api/common/code/select/:codeGroupCd', {
    config: selfService,
    schema: {
      tags, summary: '코드 콤보 목록 (첫 항목 code null: 선택 또는 전체)', params: z.object({ codeGroupCd: z.string().min(1).max(50) }), querystring: ZSelectQuery,
      response: { 200: z.array(ZCodeItemSchema) },
    },
  }, async (req) => codeItems(req, req.params.codeGroupCd, req.query, 'choose'));

  r.get('/api/sync/getselect/:codeGroupCd', {
    config: selfService,
    schema: {
      tags, summary: '코드 목록 (code, codeNm)', params: z.object({ codeGroupCd: z.string().min(1).max(50) }), querystring: ZSelectQuery,
      response: { 200: z.array(ZCodeItemSchema) },
    },
  }, async (req) => codeItems(req, req.params.codeGroupCd, req.query, 'none'));

  // spec §6: the plant list hides 0000 (all plants) unless the filter is chm
  const plantFilter = z.object({ filter: z.string().max(20).optional() });
  r.get('/api/sync/plant/list', {
    config: selfService,
    schema: { tags, summary: '사업장 목록 (filter=chm 일 때만 0000 전사 포함)', querystring: plantFilter, response: { 200: z.array(ZPlantSchema) } },
  }, async (req) => {
    const rows = await queryRows<CodeRow>(db, sql`select * from com_code_master where code_group_cd = ${PLANT_CODE_GROUP} and use_yn = 'Y'
      and (${req.query.filter === 'chm'} or code <> ${ALL_PLANTS_CODE}) order by sort_order, code`);
    return rows.map((x) => ({ plantCd: x.code, plantNm: nameIn(x, lang(req)), plantType: x.attr1, code: x.code, codeNm: nameIn(x, lang(req)) }));
  });

  r.get('/api/manage/codemaster/getSelect', {
    config: selfService,
    schema: {
      tags, summary: '코드 선택 목록 (COM_PLANT_CD는 filter=chm 일 때만 0000 포함)',
      querystring: ZSelectQuery.extend({ codeGroupCd: z.string().min(1).max(50).default(PLANT_CODE_GROUP), filter: z.string().max(20).optional() }),
      response: { 200: z.array(ZCodeItemSchema) },
    },
  }, async (req) => {
    const q = req.query;
    const hideAll = q.codeGroupCd === PLANT_CODE_GROUP && q.filter !== 'chm' ? sql`and code <> ${ALL_PLANTS_CODE}` : undefined;
    return codeItems(req, q.codeGroupCd, q, 'none', hideAll);
  });

  r.get('/api/manage/codemaster', {
    config: selfService,
    schema: { tags, summary: '코드 목록 (codeGroupCd, attr1, attr2, attr3, useYn)', querystring: ZCodeMasterListQuerySchema, response: { 200: z.array(ZCodeMasterSchema) } },
  }, async (req) => {
    const q = req.query;
    const rows = await queryRows<CodeRow>(db, sql`select * from com_code_master where code_group_cd = ${q.codeGroupCd}
      ${q.attr1 !== undefined ? sql`and attr1 = ${q.attr1}` : sql``} ${q.attr2 !== undefined ? sql`and attr2 = ${q.attr2}` : sql``}
      ${q.attr3 !== undefined ? sql`and attr3 = ${q.attr3}` : sql``} ${q.useYn ? sql`and use_yn = ${q.useYn}` : sql``}
      order by sort_order, code limit 5000`);
    return rows.map((x) => ({
      codeGroupCd: x.code_group_cd, code: x.code, codeNm: x.code_nm, codeNmI18n: x.code_nm_i18n ?? {}, attr1: x.attr1, attr2: x.attr2, attr3: x.attr3,
      sortOrder: Number(x.sort_order), useYn: x.use_yn, version: Number(x.version),
    }));
  });

  /** plant limit of an organisation lookup: own plant unless plantAccessYn = Y */
  const plantOf = (req: FastifyRequest, asked?: string): string | null => {
    const s = dataScope(req.principal!);
    return s.allPlants ? (asked ?? null) : (s.plantCd ?? '-');
  };

  // spec §2 route guard / §4 plant selector: with plantAccessYn N only the own plant's tree
  r.get('/api/manage/depts/treelist', {
    config: selfService,
    schema: {
      tags, summary: '부서 트리 (plantCd 선택; plantAccessYn N 이면 소속 사업장만)',
      querystring: z.object({ plantCd: z.string().max(10).optional(), useYn: zYn.optional() }), response: { 200: z.array(ZDeptTreeNodeSchema) },
    },
  }, async (req) => {
    const plant = plantOf(req, req.query.plantCd);
    return queryRows<z.infer<typeof ZDeptTreeNodeSchema>>(db, sql`
      select dept_cd as "deptCd", dept_nm as "deptNm", pdept_cd as "pdeptCd", plant_cd as "plantCd", use_yn as "useYn", sort_order as "sortOrder"
        from com_dept where (${plant}::text is null or plant_cd = ${plant}) ${req.query.useYn ? sql`and use_yn = ${req.query.useYn}` : sql``}
       order by plant_cd, dept_lvl, sort_order, dept_cd`);
  });

  r.get('/api/common/dept/list', {
    config: selfService,
    schema: { tags, summary: '부서 목록 (deptCd, deptNm; 사용 중, 소속 범위)', querystring: z.object({ plantCd: z.string().max(10).optional() }), response: { 200: z.array(ZDeptOptionSchema) } },
  }, async (req) => {
    const plant = plantOf(req, req.query.plantCd);
    return queryRows<{ deptCd: string; deptNm: string }>(db, sql`select dept_cd as "deptCd", dept_nm as "deptNm" from com_dept
      where use_yn = 'Y' and (${plant}::text is null or plant_cd = ${plant}) order by plant_cd, dept_lvl, sort_order, dept_cd`);
  });

  // vendor select of resource forms (field type `vendor`): the vendors of the caller's plant; a vendor user only their own
  r.get('/api/common/vendor/list', {
    config: selfService,
    schema: {
      tags, summary: '협력업체 목록 (vendorCd, vendorNm; 사용 중, 소속 범위)', querystring: z.object({ plantCd: z.string().max(10).optional() }),
      response: { 200: z.array(z.object({ vendorCd: z.string(), vendorNm: z.string(), plantCd: z.string() })) },
    },
  }, async (req) => {
    const s = dataScope(req.principal!);
    const plant = plantOf(req, req.query.plantCd);
    return queryRows<{ vendorCd: string; vendorNm: string; plantCd: string }>(db, sql`
      select vendor_cd as "vendorCd", vendor_nm as "vendorNm", plant_cd as "plantCd" from com_vendor
       where use_yn = 'Y' and (${plant}::text is null or plant_cd = ${plant}) and (${s.vendorCd}::text is null or vendor_cd = ${s.vendorCd})
       order by vendor_nm, vendor_cd`);
  });

  type ProcRow = z.infer<typeof ZProcessLookupSchema>;
  const procSelect = (cond: SQL, deptCd: string | null, plantCd: string | null) => sql`
    select p.process_no as "processNo", p.process_cd as "processCd", p.process_nm as "processNm", p.plant_cd as "plantCd", p.use_yn as "useYn",
           ${plantCd}::text as "searchPlantCd", ${deptCd}::text as "searchDeptCd"
      from com_process p where ${cond} order by p.sort_order, p.process_cd`;

  r.get('/api/manage/process/list', {
    config: selfService,
    schema: {
      tags, summary: '공정 목록 (plantCd, deptCd, useYn; 선택 항목 processNo/processNm, 공정검색 processCd/processNm)',
      querystring: z.object({ plantCd: z.string().max(10).optional(), deptCd: z.string().max(30).optional(), useYn: zYn.optional() }), response: { 200: z.array(ZProcessLookupSchema) },
    },
  }, async (req) => {
    const q = req.query;
    const plant = plantOf(req, q.plantCd);
    const cond = sql.join([
      sql`(${plant}::text is null or p.plant_cd = ${plant})`,
      q.deptCd ? sql`exists (select 1 from com_dept_process dp where dp.process_no = p.process_no and dp.dept_cd = ${q.deptCd})` : sql`true`,
      q.useYn ? sql`p.use_yn = ${q.useYn}` : sql`true`,
    ], sql` and `);
    return queryRows<ProcRow>(db, procSelect(cond, q.deptCd ?? null, plant));
  });

  // spec §4 process picker: a stored process code is resolved even when it is switched off
  r.get('/api/manage/process/get', {
    config: selfService,
    schema: { tags, summary: '공정 조회 (processCd)', querystring: z.object({ processCd: z.string().min(1).max(30) }), response: { 200: ZProcessLookupSchema } },
  }, async (req) => {
    const plant = plantOf(req);
    const rows = await queryRows<ProcRow>(db, procSelect(sql`p.process_cd = ${req.query.processCd} and (${plant}::text is null or p.plant_cd = ${plant})`, null, plant));
    if (!rows[0]) throw notFound();
    return rows[0];
  });

  // one facility-type tree for the product: code group SAF_FACILITY_TYPE (attr2 = parent group, attr1 = legal inspection
  // cycle), the same the facility master and its Excel import use; answered with the spec's field names
  r.get('/api/baseinfo/facilitytype', {
    config: selfService,
    schema: { tags, summary: '설비 유형 트리 (safFacilityTypeCd, safFacilityTypeNm, psafFacilityTypeCd)', querystring: z.object({ useYn: zYn.optional() }), response: { 200: z.array(ZFacilityTypeSchema) } },
  }, async (req) => queryRows<z.infer<typeof ZFacilityTypeSchema>>(db, sql`
    select code as "safFacilityTypeCd", code_nm as "safFacilityTypeNm", attr2 as "psafFacilityTypeCd", sort_order as "sortOrder", use_yn as "useYn"
      from com_code_master where code_group_cd = ${SAF_CODE_GROUPS.facilityType} ${req.query.useYn ? sql`and use_yn = ${req.query.useYn}` : sql``}
     order by attr2 nulls first, sort_order, code`));

  // user search popup (spec §2 'user search'): employees in the caller's scope; vendor users see their vendor's people only
  r.get('/api/common/user/search', {
    config: selfService,
    schema: {
      tags, summary: '사용자 검색 (소속 범위)',
      querystring: z.object({ userNm: z.string().max(100).optional(), deptCd: z.string().max(30).optional(), plantCd: z.string().max(10).optional() }),
      response: { 200: z.array(z.object({ userId: z.string(), userNm: z.string(), plantCd: z.string().nullable(), deptCd: z.string().nullable(), deptNm: z.string().nullable(), positionNm: z.string().nullable() })) },
    },
  }, async (req) => {
    const s = dataScope(req.principal!);
    const q = req.query;
    const parts: SQL[] = [sql`u.use_yn = 'Y'`, sql`u.retire_yn = 'N'`];
    if (!s.allPlants) parts.push(sql`u.plant_cd = ${s.plantCd ?? '-'}`);
    else if (q.plantCd) parts.push(sql`u.plant_cd = ${q.plantCd}`);
    // a vendor user is limited by vendor, not by a plant department
    if (!s.allDepts && s.vendorCd === null) parts.push(sql`u.dept_cd in (with recursive sub as (select dept_cd from com_dept where dept_cd = ${s.deptCd} union all select d.dept_cd from com_dept d join sub on d.pdept_cd = sub.dept_cd) select dept_cd from sub)`);
    if (s.vendorCd !== null) parts.push(sql`u.vendor_cd = ${s.vendorCd}`);
    if (q.deptCd) parts.push(sql`u.dept_cd = ${q.deptCd}`);
    if (q.userNm) parts.push(sql`u.user_nm ilike ${`%${q.userNm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    return queryRows(db, sql`select u.user_id as "userId", u.user_nm as "userNm", u.plant_cd as "plantCd", u.dept_cd as "deptCd", d.dept_nm as "deptNm", p.position_nm as "positionNm"
      from com_user u left join com_dept d on d.dept_cd = u.dept_cd left join com_position p on p.position_cd = u.position_cd
     where ${sql.join(parts, sql` and `)} order by u.user_nm, u.user_id limit 200`);
  });
}
