import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RSA_CODE_GROUPS as G, RSA_HAZARD_MESSAGES as HM, RSA_HAZARD_UPLOAD_COLUMNS as COL, RSA_HAZARD_UPLOAD_MAX_ROWS, RSA_MENUS, RSA_MESSAGES as MSG,
  rsaAssessmentResource, rsaHazardLibResource,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { cellText, readUploadedSheet, type TExcelUpload } from '../../lib/excel-upload.js';
import { resourceRoutes } from '../../lib/resource/resource.routes.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { requestScope } from '../../lib/scoped-load.js';
import { throwRowErrors } from './unit-work.routes.js';
import { rsaHazardControl, rsaHazardLib } from './rsa.tables.js';
import { assertPlantReachable } from '../../lib/scope.js';

const API = rsaHazardLibResource.basePath;
const label = (k: string) => rsaHazardLibResource.i18n.ko[k as keyof typeof rsaHazardLibResource.i18n.ko] ?? k;
const fail = (field: string, message: string) => badRequest([{ field, message }], message);

/** a code group's codes in use: code → code, and Korean name → code (a sheet may hold either) */
async function codeLookup(db: DbOrTx, group: string): Promise<Map<string, string>> {
  const rows = await queryRows<{ code: string; code_nm: string }>(db, sql`select code, code_nm from com_code_master where code_group_cd = ${group} and use_yn = 'Y'`);
  const out = new Map<string, string>();
  for (const r of rows) {
    out.set(r.code_nm.trim(), r.code);
    out.set(r.code, r.code);
  }
  return out;
}

type Control = { controlKindCd: string; controlText: string };
type Parsed = { rowNo: number; hazardClassCd: string; hazardNm: string; situation: string | null; disasterTypeCd: string | null; controls: Control[] };
type Codes = { classes: Map<string, string>; disasters: Map<string, string>; kinds: Map<string, string> };

/**
 * The sheet's hazards (rows of the same 분류 and 유해·위험요인 are one hazard, each row one of its standard controls), or
 * every row error (row number and column). Codes may be given as the code or its Korean name.
 */
export function parseHazards(sheet: TExcelUpload, codes: Codes): { hazards: Parsed[]; errors: { field: string; message: string }[] } {
  const byKey = new Map<string, Parsed>();
  const errors: { field: string; message: string }[] = [];
  const bad = (rowNo: number, column: string) => errors.push({ field: `row${rowNo}:${column}`, message: MSG.uploadBadRow(rowNo, column) });
  for (const r of sheet.rows) {
    const text = (col: string) => cellText(r.cells[col]).trim();
    const cls = codes.classes.get(text(COL.hazardClass));
    const hazardNm = text(COL.hazardNm);
    const situation = text(COL.situation) || null;
    const disasterRaw = text(COL.disasterType);
    const disaster = disasterRaw ? codes.disasters.get(disasterRaw) : null;
    const kind = codes.kinds.get(text(COL.controlKind));
    const control = text(COL.control);
    const before = errors.length;
    if (!cls) bad(r.rowNo, COL.hazardClass);
    if (!hazardNm || hazardNm.length > 300) bad(r.rowNo, COL.hazardNm);
    if (situation && situation.length > 500) bad(r.rowNo, COL.situation);
    if (disaster === undefined) bad(r.rowNo, COL.disasterType);
    if (!kind) bad(r.rowNo, COL.controlKind);
    if (!control || control.length > 500) bad(r.rowNo, COL.control);
    if (errors.length !== before) continue;
    const key = `${cls!}\u0000${hazardNm}`;
    const h = byKey.get(key) ?? { rowNo: r.rowNo, hazardClassCd: cls!, hazardNm, situation: null, disasterTypeCd: null, controls: [] };
    h.situation ??= situation;
    h.disasterTypeCd ??= disaster ?? null;
    if (h.controls.length >= 30) bad(r.rowNo, COL.control);
    else h.controls.push({ controlKindCd: kind!, controlText: control });
    byKey.set(key, h);
  }
  return { hazards: [...byKey.values()], errors };
}

/**
 * The library hazards named by an assessment's rows (빈도·강도 / 3단계 `hazards`, JSA `jsaSteps`) must be of the plan's
 * plant: 400 naming the collection and row otherwise. Rows without one (typed in, older data) pass.
 */
export async function assertLibHazardsOfPlant(db: DbOrTx, plantCd: string, body: Record<string, unknown>): Promise<void> {
  for (const name of ['hazards', 'jsaSteps'] as const) {
    const rows = Array.isArray(body[name]) ? (body[name] as Record<string, unknown>[]) : [];
    const nos = [...new Set(rows.map((r) => r.hazardLibNo).filter((n): n is number => typeof n === 'number'))];
    if (!nos.length) continue;
    const found = await queryRows<{ n: number }>(db, sql`
      select hazard_lib_no as n from rsa_hazard_lib where plant_cd = ${plantCd} and hazard_lib_no in (${sql.join(nos.map((n) => sql`${n}`), sql`, `)})`);
    const ok = new Set(found.map((f) => f.n));
    const i = rows.findIndex((r) => typeof r.hazardLibNo === 'number' && !ok.has(r.hazardLibNo));
    if (i >= 0) {
      const col = rsaAssessmentResource.children.find((c) => c.name === name)!;
      throw fail(`${name}.${i}.hazardLibNo`, HM.notOfPlant(rsaAssessmentResource.i18n.ko[col.label as 'hazards'], i + 1));
    }
  }
}

/** the plant the caller may write the library of (own plant, or any with every plant) */
async function assertOwnPlant(db: DbOrTx, req: FastifyRequest, plantCd: string): Promise<void> {
  const scope = await requestScope(db, req, RSA_MENUS.hazard);
  assertPlantReachable(scope, plantCd);
}

const OptionRow = z.object({
  hazardLibNo: z.number(), hazardClassCd: z.string(), hazardClassNm: z.string().nullable(), hazardNm: z.string(), situation: z.string().nullable(),
  disasterTypeCd: z.string().nullable(), disasterTypeNm: z.string().nullable(), unitWorkNo: z.number().nullable(), unitWorkNm: z.string().nullable(),
  controls: z.array(z.object({ controlKindCd: z.string(), controlKindNm: z.string().nullable(), controlText: z.string() })),
});

/**
 * /api/rsa/hazards: the plant's 유해·위험요인 목록 (resource with its standard controls as child rows, Excel export), the
 * hazards an assessment picks from (`/options`), and the Excel upload (all or nothing; upsert on plant, class and name).
 */
export async function rsaHazardLibRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${API}/options`, {
    config: menuRead(RSA_MENUS.assessment, RSA_MENUS.hazard),
    schema: {
      tags: ['rsaHazardLib'], summary: 'the library hazards in use of a plant, with their standard controls (the assessment form picks one)',
      querystring: z.object({
        plantCd: z.string().trim().min(1).max(10), unitWorkNo: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
        hazardClassCd: z.string().trim().max(30).optional(), q: z.string().trim().max(100).optional(),
      }),
      response: { 200: z.object({ list: z.array(OptionRow) }) },
    },
  }, async (req) => {
    const { plantCd, unitWorkNo, hazardClassCd, q } = req.query;
    const scope = await requestScope(app.db, req, RSA_MENUS.assessment);
    assertPlantReachable(scope, plantCd);
    const like = q ? `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
    // a unit work given: its own hazards first, then the general ones (no unit work); another unit work's are left out
    const list = await queryRows<z.infer<typeof OptionRow>>(app.db, sql`
      select h.hazard_lib_no as "hazardLibNo", h.hazard_class_cd as "hazardClassCd",
             (select code_nm from com_code_master where code_group_cd = ${G.hazardClass} and code = h.hazard_class_cd) as "hazardClassNm",
             h.hazard_nm as "hazardNm", h.situation, h.disaster_type_cd as "disasterTypeCd",
             (select code_nm from com_code_master where code_group_cd = ${G.disasterType} and code = h.disaster_type_cd) as "disasterTypeNm",
             h.unit_work_no as "unitWorkNo", h.unit_work_nm as "unitWorkNm",
             coalesce((select json_agg(json_build_object('controlKindCd', c.control_kind_cd, 'controlText', c.control_text,
                         'controlKindNm', (select code_nm from com_code_master where code_group_cd = ${G.controlKind} and code = c.control_kind_cd)) order by c.row_no, c.control_no)
                         from rsa_hazard_control c where c.hazard_lib_no = h.hazard_lib_no), '[]'::json) as controls
        from rsa_hazard_lib h
       where h.plant_cd = ${plantCd} and h.use_yn = 'Y'
         and (${unitWorkNo ?? null}::int is null or h.unit_work_no is null or h.unit_work_no = ${unitWorkNo ?? null})
         and (${hazardClassCd || null}::text is null or h.hazard_class_cd = ${hazardClassCd || null})
         and (${like}::text is null or h.hazard_nm like ${like} or h.situation like ${like})
       order by (h.unit_work_no is null), h.hazard_class_cd, h.hazard_nm
       limit 500`);
    return { list };
  });

  await app.register(async (up) => {
    await up.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, fieldSize: 100, parts: 6 } });
    up.withTypeProvider<ZodTypeProvider>().post(`${API}/upload`, {
      config: menuWrite(RSA_MENUS.hazard),
      schema: {
        tags: ['rsaHazardLib'], consumes: ['multipart/form-data'],
        summary: 'Excel upload of hazards and standard controls (분류, 유해·위험요인, 작업상황, 재해형태, 대책구분, 안전대책); all or nothing',
        querystring: z.object({ plantCd: z.string().trim().min(1).max(10) }),
        response: { 200: z.object({ insertedCnt: z.number(), updatedCnt: z.number() }) },
      },
    }, async (req, reply) => {
      const { plantCd } = req.query;
      await assertOwnPlant(app.db, req, plantCd);
      const sheet = await readUploadedSheet(req, reply, { maxRows: RSA_HAZARD_UPLOAD_MAX_ROWS, messages: { noFile: MSG.uploadNoFile, badFile: HM.uploadBadFile } });
      if (![COL.hazardClass, COL.hazardNm, COL.controlKind, COL.control].every((c) => sheet.headers.includes(c))) throw badRequest(undefined, HM.uploadBadFile);
      const codes = { classes: await codeLookup(app.db, G.hazardClass), disasters: await codeLookup(app.db, G.disasterType), kinds: await codeLookup(app.db, G.controlKind) };
      const parsed = parseHazards(sheet, codes);
      throwRowErrors(parsed.errors);
      if (parsed.hazards.length === 0) throw badRequest(undefined, HM.uploadNoRows);
      const p = req.principal!;
      return app.db.transaction(async (tx) => {
        let insertedCnt = 0;
        let updatedCnt = 0;
        for (const h of parsed.hazards) {
          // upsert on (plant, class, name); an empty 작업상황 / 재해형태 keeps the old one; the sheet's controls replace the old
          const [w] = await queryRows<{ hazard_lib_no: number; inserted: boolean }>(tx, sql`
            insert into rsa_hazard_lib (plant_cd, hazard_class_cd, hazard_nm, situation, disaster_type_cd, create_user_id, update_user_id)
            values (${plantCd}, ${h.hazardClassCd}, ${h.hazardNm}, ${h.situation}, ${h.disasterTypeCd}, ${p.userId}, ${p.userId})
            on conflict (plant_cd, hazard_class_cd, hazard_nm)
            do update set situation = coalesce(excluded.situation, rsa_hazard_lib.situation), disaster_type_cd = coalesce(excluded.disaster_type_cd, rsa_hazard_lib.disaster_type_cd),
                          use_yn = 'Y', version = rsa_hazard_lib.version + 1, update_user_id = excluded.update_user_id, update_dt = now()
            returning hazard_lib_no, (xmax = 0) as inserted`);
          const no = w!.hazard_lib_no;
          await tx.delete(rsaHazardControl).where(sql`${rsaHazardControl.hazardLibNo} = ${no}`);
          await tx.insert(rsaHazardControl).values(h.controls.map((c, i) => ({ hazardLibNo: no, ...c, rowNo: i + 1, createUserId: p.userId, updateUserId: p.userId })));
          if (w!.inserted) insertedCnt += 1;
          else updatedCnt += 1;
          await writeAudit(tx, {
            userId: p.userId, action: w!.inserted ? 'CREATE' : 'UPDATE', entity: rsaHazardLibResource.name, entityKey: String(no),
            after: { plantCd, hazardClassCd: h.hazardClassCd, hazardNm: h.hazardNm, situation: h.situation, disasterTypeCd: h.disasterTypeCd, controls: h.controls, upload: true }, ip: req.ip,
          });
        }
        return { insertedCnt, updatedCnt };
      });
    });
  });

  await app.register(resourceRoutes({
    def: rsaHazardLibResource, table: rsaHazardLib,
    children: { controls: { table: rsaHazardControl, parentKey: 'hazardLibNo' } },
    derived: { controlCnt: (col) => sql`(select count(*)::int from rsa_hazard_control c where c.hazard_lib_no = ${col('hazardLibNo')})` },
  }, {
    beforeWrite: async ({ tx, op, values, before }) => {
      if (op === 'delete') {
        const [used] = await queryRows<{ n: number }>(tx, sql`
          select 1 as n from rsa_hazard where hazard_lib_no = ${Number(before!.hazardLibNo)}
          union all select 1 from rsa_jsa_step where hazard_lib_no = ${Number(before!.hazardLibNo)} limit 1`);
        if (used) throw conflict(HM.inUse);
        return;
      }
      const plantCd = String(values.plantCd ?? before!.plantCd);
      const cls = String(values.hazardClassCd ?? before!.hazardClassCd);
      if (values.hazardClassCd !== undefined && !(await codeLookup(tx, G.hazardClass)).has(cls)) throw fail('hazardClassCd', HM.badCode(label('hazardClassCd')));
      if (values.disasterTypeCd && !(await codeLookup(tx, G.disasterType)).has(String(values.disasterTypeCd))) throw fail('disasterTypeCd', HM.badCode(label('disasterTypeCd')));
      // the unit work, of the plant's master: its name is kept with the hazard
      if (values.unitWorkNo != null) {
        const [u] = await queryRows<{ nm: string }>(tx, sql`select unit_work_nm as nm from rsa_unit_work where unit_work_no = ${Number(values.unitWorkNo)} and plant_cd = ${plantCd}`);
        if (!u) throw fail('unitWorkNo', MSG.unitWorkNotFound);
        values.unitWorkNm = u.nm;
      } else if (values.unitWorkNo === null) values.unitWorkNm = null;
      const name = String(values.hazardNm ?? before!.hazardNm);
      const [dup] = await queryRows<{ n: number }>(tx, sql`
        select hazard_lib_no as n from rsa_hazard_lib where plant_cd = ${plantCd} and hazard_class_cd = ${cls} and hazard_nm = ${name}
           and (${before ? Number(before.hazardLibNo) : null}::int is null or hazard_lib_no <> ${before ? Number(before.hazardLibNo) : null})`);
      if (dup) throw conflict(HM.duplicate);
    },
  }));
}
