import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE, HEA_MSK_MENU, HEA_MSK_MESSAGES, PAGE_SIZES, ZMskDueRow, ZMskSurvey, ZMskSurveyInput, ZUnitWork, ZUnitWorkInput,
  mskNextSurvey, zRealYmd,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { deptSubtree, scopeWhere, type DataScope, assertPlantReachable } from '../../lib/scope.js';
import { loadInScope } from '../../lib/scoped-load.js';
import { actor, isUniqueViolation, likeContains, menuScope } from './health.shared.js';
import { plantToday } from '../../lib/plant-time.js';

const M = HEA_MSK_MENU.survey;
const MSG = HEA_MSK_MESSAGES;
const tags = ['hea msk survey'];
const iso = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const zNo = z.coerce.number().int().min(1).max(2_147_483_647);
/** today in Korea (the plants' calendar) */

/** 403 unless the plant and department are inside the caller's scope (vendor users never) */
async function assertPlace(db: DbOrTx, scope: DataScope, plantCd: string, deptCd: string) {
  assertPlantReachable(scope, plantCd);
  if (!scope.allDepts) {
    const ok = await queryRows(db, sql`select 1 where ${deptCd} in ${deptSubtree(scope.deptCd)}`);
    if (!ok.length) throw forbidden();
  }
}

const unitSelect = (where: SQL) => sql`select u.unit_work_no as "unitWorkNo", u.plant_cd as "plantCd", u.dept_cd as "deptCd", d.dept_nm as "deptNm",
    u.process_no as "processNo", p.process_nm as "processNm", u.unit_work_nm as "unitWorkNm", u.start_ymd::text as "startYmd", u.worker_cnt as "workerCnt",
    u.use_yn as "useYn", u.version
  from hea_msk_unit_work u left join com_dept d on d.dept_cd = u.dept_cd left join com_process p on p.process_no = u.process_no
  where ${where} order by d.sort_order nulls last, u.dept_cd, u.unit_work_nm`;
const unitRow = (r: Record<string, unknown>) => ({ ...r, unitWorkNo: Number(r.unitWorkNo), processNo: r.processNo === null ? null : Number(r.processNo), workerCnt: Number(r.workerCnt), version: Number(r.version) }) as z.infer<typeof ZUnitWork>;

const surveySelect = (where: SQL, tail: SQL = sql``) => sql`select s.survey_no as "surveyNo", s.plant_cd as "plantCd", s.unit_work_no as "unitWorkNo", u.unit_work_nm as "unitWorkNm",
    u.dept_cd as "deptCd", d.dept_nm as "deptNm", p.process_nm as "processNm", s.survey_type_cd as "surveyTypeCd", s.survey_ymd::text as "surveyYmd", s.surveyor_nm as "surveyorNm",
    s.burden_task_nos as "burdenTaskNos", s.burden_yn as "burdenYn", s.respondent_cnt as "respondentCnt", s.symptom_cnt as "symptomCnt", s.managed_cnt as "managedCnt",
    s.symptom_summary as "symptomSummary", s.result_summary as "resultSummary", s.version, ${iso(sql`s.update_dt`)} as "updateDt",
    coalesce((select json_agg(json_build_object('actionNo', a.action_no, 'planContent', a.plan_content, 'dueYmd', a.due_ymd::text, 'resultContent', a.result_content,
      'doneYmd', a.done_ymd::text, 'statusCd', a.status_cd) order by a.due_ymd, a.action_no) from hea_msk_action a where a.survey_no = s.survey_no), '[]'::json) as actions
  from hea_msk_survey s join hea_msk_unit_work u on u.unit_work_no = s.unit_work_no
  left join com_dept d on d.dept_cd = u.dept_cd left join com_process p on p.process_no = u.process_no
  where ${where} ${tail}`;
const surveyRow = (r: Record<string, unknown>) => {
  const actions = (typeof r.actions === 'string' ? JSON.parse(r.actions) : r.actions) as z.infer<typeof ZMskSurvey>['actions'];
  const nos = (typeof r.burdenTaskNos === 'string' ? JSON.parse(String(r.burdenTaskNos).replace('{', '[').replace('}', ']')) : r.burdenTaskNos) as number[];
  return {
    ...r, surveyNo: Number(r.surveyNo), unitWorkNo: Number(r.unitWorkNo), respondentCnt: Number(r.respondentCnt), symptomCnt: Number(r.symptomCnt),
    managedCnt: Number(r.managedCnt), version: Number(r.version), burdenTaskNos: nos.map(Number), actions: actions.map((a) => ({ ...a, actionNo: Number(a.actionNo) })),
    openActionCnt: actions.filter((a) => a.statusCd !== 'DONE').length,
  } as z.infer<typeof ZMskSurvey>;
};
async function getSurvey(db: DbOrTx, no: number) {
  const r = await queryRows<Record<string, unknown>>(db, surveySelect(sql`s.survey_no = ${no}`));
  return r[0] ? surveyRow(r[0]) : null;
}

async function loadUnit(db: DbOrTx, scope: DataScope, unitWorkNo: number, lock = false) {
  const u = await loadInScope<{ plant_cd: string; dept_cd: string; start_ymd: string; version: number }>(db, scope, {
    select: sql`u.plant_cd, u.dept_cd, u.start_ymd::text as start_ymd, u.version`, from: sql`hea_msk_unit_work u`, key: sql`u.unit_work_no = ${unitWorkNo}`,
    scope: { plant: sql`u.plant_cd`, dept: sql`u.dept_cd` }, lock: lock ? sql`for update of u` : undefined,
  });
  return { plantCd: u.plant_cd, deptCd: u.dept_cd, startYmd: u.start_ymd, version: Number(u.version) };
}

/** a survey, placed by its unit work's plant and department (404 missing, 403 outside; vendors never) */
async function loadSurvey(db: DbOrTx, scope: DataScope, surveyNo: number, lock = false) {
  const r = await loadInScope<{ version: number; unit_work_no: number }>(db, scope, {
    select: sql`s.version, s.unit_work_no`, from: sql`hea_msk_survey s join hea_msk_unit_work u on u.unit_work_no = s.unit_work_no`,
    key: sql`s.survey_no = ${surveyNo}`, scope: { plant: sql`u.plant_cd`, dept: sql`u.dept_cd` }, lock: lock ? sql`for update of s` : undefined,
  });
  return { version: Number(r.version), unitWorkNo: Number(r.unit_work_no) };
}

async function checkUnitRefs(tx: DbOrTx, b: z.infer<typeof ZUnitWorkInput>) {
  const d = await queryRows(tx, sql`select 1 from com_dept where dept_cd = ${b.deptCd} and plant_cd = ${b.plantCd}`);
  if (!d.length) throw badRequest([{ field: 'deptCd', message: MSG.deptNotInPlant }], MSG.deptNotInPlant);
  if (b.processNo) {
    const p = await queryRows(tx, sql`select 1 from com_process where process_no = ${b.processNo} and plant_cd = ${b.plantCd}`);
    if (!p.length) throw badRequest([{ field: 'processNo', message: 'processNo' }]);
  }
}

async function saveActions(tx: DbOrTx, surveyNo: number, userId: string, actions: z.infer<typeof ZMskSurveyInput>['actions']) {
  await queryRows(tx, sql`delete from hea_msk_action where survey_no = ${surveyNo}`);
  for (const a of actions) {
    await queryRows(tx, sql`insert into hea_msk_action (survey_no, plan_content, due_ymd, result_content, done_ymd, status_cd, create_user_id, update_user_id)
      values (${surveyNo}, ${a.planContent}, ${a.dueYmd}::date, ${a.resultContent ?? null}, ${a.doneYmd ?? null}::date, ${a.statusCd}, ${userId}, ${userId})`);
  }
}

const burdenArray = (nos: number[]) => sql`${`{${[...new Set(nos)].sort((a, b) => a - b).join(',')}}`}::int[]`;

export async function mskRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---------- unit works ----------
  r.get('/api/hea/msk/unitworks', {
    config: menuRead(M),
    schema: { tags, summary: 'unit works (단위작업) in scope', querystring: z.object({ plantCd: z.string().trim().max(10).optional(), deptCd: z.string().trim().max(30).optional(), useYn: z.enum(['Y', 'N']).optional() }),
      response: { 200: z.array(ZUnitWork) } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, M);
    const parts: SQL[] = [sql`true`];
    const sw = scopeWhere(scope, { plant: sql`u.plant_cd`, dept: sql`u.dept_cd` });
    if (sw) parts.push(sw);
    if (req.query.plantCd) parts.push(sql`u.plant_cd = ${req.query.plantCd}`);
    if (req.query.deptCd) parts.push(sql`u.dept_cd in ${deptSubtree(req.query.deptCd)}`);
    if (req.query.useYn) parts.push(sql`u.use_yn = ${req.query.useYn}`);
    return (await queryRows<Record<string, unknown>>(app.db, unitSelect(sql.join(parts, sql` and `)))).map(unitRow);
  });

  r.post('/api/hea/msk/unitworks', {
    config: menuWrite(M),
    schema: { tags, summary: 'register a unit work', body: ZUnitWorkInput, response: { 200: ZUnitWork } },
  }, async (req) => {
    const b = req.body;
    const scope = await menuScope(app.db, req, M);
    try {
      return await app.db.transaction(async (tx) => {
        await checkUnitRefs(tx, b);
        await assertPlace(tx, scope, b.plantCd, b.deptCd);
        const ins = await queryRows<{ no: number }>(tx, sql`insert into hea_msk_unit_work (plant_cd, dept_cd, process_no, unit_work_nm, start_ymd, worker_cnt, use_yn, create_user_id, update_user_id)
          values (${b.plantCd}, ${b.deptCd}, ${b.processNo ?? null}, ${b.unitWorkNm}, ${b.startYmd}::date, ${b.workerCnt}, ${b.useYn}, ${actor(req)}, ${actor(req)}) returning unit_work_no as no`);
        const row = unitRow((await queryRows<Record<string, unknown>>(tx, unitSelect(sql`u.unit_work_no = ${ins[0]!.no}`)))[0]!);
        await writeAudit(tx, { userId: actor(req), action: 'CREATE', entity: 'heaMskUnitWork', entityKey: String(row.unitWorkNo), after: row, ip: req.ip });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.unitWorkDuplicate);
      throw err;
    }
  });

  r.put('/api/hea/msk/unitworks/:unitWorkNo', {
    config: menuWrite(M),
    schema: { tags, summary: 'edit a unit work (version)', params: z.object({ unitWorkNo: zNo }), body: ZUnitWorkInput.extend({ version: z.number().int().min(1) }), response: { 200: ZUnitWork } },
  }, async (req) => {
    const b = req.body;
    const no = req.params.unitWorkNo;
    const scope = await menuScope(app.db, req, M);
    try {
      return await app.db.transaction(async (tx) => {
        const head = await loadUnit(tx, scope, no, true);
        if (head.version !== b.version) throw conflict();
        if (b.plantCd !== head.plantCd) throw badRequest([{ field: 'plantCd', message: 'plantCd' }]);
        await checkUnitRefs(tx, b);
        await assertPlace(tx, scope, b.plantCd, b.deptCd);
        const before = unitRow((await queryRows<Record<string, unknown>>(tx, unitSelect(sql`u.unit_work_no = ${no}`)))[0]!);
        await queryRows(tx, sql`update hea_msk_unit_work set dept_cd = ${b.deptCd}, process_no = ${b.processNo ?? null}, unit_work_nm = ${b.unitWorkNm}, start_ymd = ${b.startYmd}::date,
            worker_cnt = ${b.workerCnt}, use_yn = ${b.useYn}, version = version + 1, update_user_id = ${actor(req)}, update_dt = now() where unit_work_no = ${no}`);
        const row = unitRow((await queryRows<Record<string, unknown>>(tx, unitSelect(sql`u.unit_work_no = ${no}`)))[0]!);
        await writeAudit(tx, { userId: actor(req), action: 'UPDATE', entity: 'heaMskUnitWork', entityKey: String(no), before, after: row, ip: req.ip });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(MSG.unitWorkDuplicate);
      throw err;
    }
  });

  r.delete('/api/hea/msk/unitworks/:unitWorkNo', {
    config: menuWrite(M),
    schema: { tags, summary: 'delete a unit work without surveys (?version)', params: z.object({ unitWorkNo: zNo }),
      querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: z.object({ unitWorkNo: z.number() }) } },
  }, async (req) => {
    const no = req.params.unitWorkNo;
    const scope = await menuScope(app.db, req, M);
    return app.db.transaction(async (tx) => {
      const head = await loadUnit(tx, scope, no, true);
      if (head.version !== req.query.version) throw conflict();
      if ((await queryRows(tx, sql`select 1 from hea_msk_survey where unit_work_no = ${no} limit 1`)).length) throw new AppError(409, MSG.unitWorkHasSurveys);
      await queryRows(tx, sql`delete from hea_msk_unit_work where unit_work_no = ${no}`);
      await writeAudit(tx, { userId: actor(req), action: 'DELETE', entity: 'heaMskUnitWork', entityKey: String(no), before: head, ip: req.ip });
      return { unitWorkNo: no };
    });
  });

  // ---------- surveys ----------
  r.get('/api/hea/msk/surveys', {
    config: menuRead(M),
    schema: { tags, summary: 'surveys (newest first, server paging)',
      querystring: z.object({
        page: z.coerce.number().int().min(1).max(1_000_000).default(1),
        limit: z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n)).default(DEFAULT_PAGE_SIZE),
        plantCd: z.string().trim().max(10).optional(), deptCd: z.string().trim().max(30).optional(), unitWorkNo: zNo.optional(),
        unitWorkNm: z.string().trim().max(200).optional(), burdenYn: z.enum(['Y', 'N']).optional(), fromYmd: zRealYmd.optional(), toYmd: zRealYmd.optional(),
      }),
      response: { 200: z.object({ list: z.array(ZMskSurvey), totalCount: z.number(), page: z.number(), limit: z.number() }) } },
  }, async (req) => {
    const q = req.query;
    const scope = await menuScope(app.db, req, M);
    const parts: SQL[] = [sql`true`];
    const sw = scopeWhere(scope, { plant: sql`s.plant_cd`, dept: sql`u.dept_cd` });
    if (sw) parts.push(sw);
    if (q.plantCd) parts.push(sql`s.plant_cd = ${q.plantCd}`);
    if (q.deptCd) parts.push(sql`u.dept_cd in ${deptSubtree(q.deptCd)}`);
    if (q.unitWorkNo) parts.push(sql`s.unit_work_no = ${q.unitWorkNo}`);
    if (q.unitWorkNm) parts.push(sql`u.unit_work_nm like ${likeContains(q.unitWorkNm)}`);
    if (q.burdenYn) parts.push(sql`s.burden_yn = ${q.burdenYn}`);
    if (q.fromYmd) parts.push(sql`s.survey_ymd >= ${q.fromYmd}::date`);
    if (q.toYmd) parts.push(sql`s.survey_ymd <= ${q.toYmd}::date`);
    const where = sql.join(parts, sql` and `);
    const [rows, cnt] = await Promise.all([
      queryRows<Record<string, unknown>>(app.db, surveySelect(where, sql`order by s.survey_ymd desc, s.survey_no desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`)),
      queryRows<{ n: number }>(app.db, sql`select count(*)::int as n from hea_msk_survey s join hea_msk_unit_work u on u.unit_work_no = s.unit_work_no where ${where}`),
    ]);
    return { list: rows.map(surveyRow), totalCount: Number(cnt[0]!.n), page: q.page, limit: q.limit };
  });

  r.get('/api/hea/msk/surveys/:surveyNo', {
    config: menuRead(M),
    schema: { tags, summary: 'one survey with its improvement actions', params: z.object({ surveyNo: zNo }), response: { 200: ZMskSurvey } },
  }, async (req) => {
    const scope = await menuScope(app.db, req, M);
    await loadSurvey(app.db, scope, req.params.surveyNo);
    return (await getSurvey(app.db, req.params.surveyNo))!;
  });

  r.post('/api/hea/msk/surveys', {
    config: menuWrite(M),
    schema: { tags, summary: 'record a survey (burdenYn computed from the checklist) with its improvement actions', body: ZMskSurveyInput, response: { 200: ZMskSurvey } },
  }, async (req) => {
    const b = req.body;
    const scope = await menuScope(app.db, req, M);
    return app.db.transaction(async (tx) => {
      const unit = await loadUnit(tx, scope, b.unitWorkNo);
      if (b.surveyYmd < unit.startYmd) throw badRequest([{ field: 'surveyYmd', message: MSG.surveyBeforeStart }], MSG.surveyBeforeStart);
      const ins = await queryRows<{ no: number }>(tx, sql`insert into hea_msk_survey (plant_cd, unit_work_no, survey_type_cd, survey_ymd, surveyor_nm, burden_task_nos, burden_yn,
          respondent_cnt, symptom_cnt, managed_cnt, symptom_summary, result_summary, create_user_id, update_user_id)
        values (${unit.plantCd}, ${b.unitWorkNo}, ${b.surveyTypeCd}, ${b.surveyYmd}::date, ${b.surveyorNm}, ${burdenArray(b.burdenTaskNos)}, ${b.burdenTaskNos.length ? 'Y' : 'N'},
          ${b.respondentCnt}, ${b.symptomCnt}, ${b.managedCnt}, ${b.symptomSummary ?? null}, ${b.resultSummary ?? null}, ${actor(req)}, ${actor(req)}) returning survey_no as no`);
      const no = Number(ins[0]!.no);
      await saveActions(tx, no, actor(req), b.actions);
      const row = (await getSurvey(tx, no))!;
      await writeAudit(tx, { userId: actor(req), action: 'CREATE', entity: 'heaMskSurvey', entityKey: String(no), after: row, ip: req.ip });
      return row;
    });
  });

  r.put('/api/hea/msk/surveys/:surveyNo', {
    config: menuWrite(M),
    schema: { tags, summary: 'edit a survey and its improvement actions (version; stale → 409)', params: z.object({ surveyNo: zNo }),
      body: ZMskSurveyInput.and(z.object({ version: z.number().int().min(1) })), response: { 200: ZMskSurvey } },
  }, async (req) => {
    const b = req.body;
    const no = req.params.surveyNo;
    const scope = await menuScope(app.db, req, M);
    return app.db.transaction(async (tx) => {
      const cur = await loadSurvey(tx, scope, no, true);
      if (cur.version !== b.version) throw conflict();
      const unit = await loadUnit(tx, scope, b.unitWorkNo);
      if (b.surveyYmd < unit.startYmd) throw badRequest([{ field: 'surveyYmd', message: MSG.surveyBeforeStart }], MSG.surveyBeforeStart);
      const before = (await getSurvey(tx, no))!;
      await queryRows(tx, sql`update hea_msk_survey set plant_cd = ${unit.plantCd}, unit_work_no = ${b.unitWorkNo}, survey_type_cd = ${b.surveyTypeCd}, survey_ymd = ${b.surveyYmd}::date,
          surveyor_nm = ${b.surveyorNm}, burden_task_nos = ${burdenArray(b.burdenTaskNos)}, burden_yn = ${b.burdenTaskNos.length ? 'Y' : 'N'}, respondent_cnt = ${b.respondentCnt},
          symptom_cnt = ${b.symptomCnt}, managed_cnt = ${b.managedCnt}, symptom_summary = ${b.symptomSummary ?? null}, result_summary = ${b.resultSummary ?? null},
          version = version + 1, update_user_id = ${actor(req)}, update_dt = now() where survey_no = ${no}`);
      await saveActions(tx, no, actor(req), b.actions);
      const row = (await getSurvey(tx, no))!;
      await writeAudit(tx, { userId: actor(req), action: 'UPDATE', entity: 'heaMskSurvey', entityKey: String(no), before, after: row, ip: req.ip });
      return row;
    });
  });

  r.delete('/api/hea/msk/surveys/:surveyNo', {
    config: menuWrite(M),
    schema: { tags, summary: 'delete a survey and its actions (?version)', params: z.object({ surveyNo: zNo }),
      querystring: z.object({ version: z.coerce.number().int().min(1) }), response: { 200: z.object({ surveyNo: z.number() }) } },
  }, async (req) => {
    const no = req.params.surveyNo;
    const scope = await menuScope(app.db, req, M);
    return app.db.transaction(async (tx) => {
      const cur = await loadSurvey(tx, scope, no, true);
      if (cur.version !== req.query.version) throw conflict();
      const before = await getSurvey(tx, no);
      await queryRows(tx, sql`delete from hea_msk_survey where survey_no = ${no}`);
      await writeAudit(tx, { userId: actor(req), action: 'DELETE', entity: 'heaMskSurvey', entityKey: String(no), before, ip: req.ip });
      return { surveyNo: no };
    });
  });

  // ---------- due list ----------
  r.get('/api/hea/msk/due', {
    config: menuRead(M),
    schema: { tags, summary: 'next survey date per unit work: last regular/first survey + 3 years; never surveyed → start + 1 year',
      querystring: z.object({ plantCd: z.string().trim().max(10).optional(), deptCd: z.string().trim().max(30).optional(), statusCd: z.enum(['OVERDUE', 'DUE_SOON', 'OK']).optional(),
        baseYmd: zRealYmd.optional() }),
      response: { 200: z.array(ZMskDueRow) } },
  }, async (req) => {
    const q = req.query;
    const scope = await menuScope(app.db, req, M);
    const parts: SQL[] = [sql`u.use_yn = 'Y'`];
    const sw = scopeWhere(scope, { plant: sql`u.plant_cd`, dept: sql`u.dept_cd` });
    if (sw) parts.push(sw);
    if (q.plantCd) parts.push(sql`u.plant_cd = ${q.plantCd}`);
    if (q.deptCd) parts.push(sql`u.dept_cd in ${deptSubtree(q.deptCd)}`);
    const rows = await queryRows<{ no: number; plant_cd: string; dept_cd: string; dept_nm: string | null; nm: string; start_ymd: string; last_ymd: string | null; last_burden: 'Y' | 'N' | null }>(app.db,
      sql`select u.unit_work_no as no, u.plant_cd, u.dept_cd, d.dept_nm, u.unit_work_nm as nm, u.start_ymd::text as start_ymd,
          (select max(s.survey_ymd)::text from hea_msk_survey s where s.unit_work_no = u.unit_work_no and s.survey_type_cd in ('REGULAR', 'NEW')) as last_ymd,
          (select s.burden_yn from hea_msk_survey s where s.unit_work_no = u.unit_work_no order by s.survey_ymd desc, s.survey_no desc limit 1) as last_burden
        from hea_msk_unit_work u left join com_dept d on d.dept_cd = u.dept_cd where ${sql.join(parts, sql` and `)}`);
    const today = q.baseYmd ?? plantToday();
    return rows
      .map((x) => ({
        unitWorkNo: Number(x.no), plantCd: x.plant_cd, deptCd: x.dept_cd, deptNm: x.dept_nm, unitWorkNm: x.nm, startYmd: x.start_ymd, lastSurveyYmd: x.last_ymd,
        lastBurdenYn: x.last_burden, ...mskNextSurvey({ startYmd: x.start_ymd, lastSurveyYmd: x.last_ymd }, today),
      }))
      .filter((x) => !q.statusCd || x.statusCd === q.statusCd)
      .sort((a, b) => (a.nextDueYmd < b.nextDueYmd ? -1 : a.nextDueYmd > b.nextDueYmd ? 1 : a.unitWorkNm.localeCompare(b.unitWorkNm)));
  });
}
