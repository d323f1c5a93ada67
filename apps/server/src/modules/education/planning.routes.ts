import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EDU_API, EDU_FILES, EDU_MENU, EDU_MESSAGES, eduExternalResource, eduGroupResource, eduPlanResource, zIntParam, ZEduExamResultListSchema,
  ZEduExamResultQuerySchema, ZEduPlanActualQuerySchema, ZEduPlanActualSchema, ZEduPlanActualSummarySchema, type TEduExamResultRow,
} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { user } from '../../db/schema.js';
import { badRequest, forbidden, outOfScope } from '../../lib/errors.js';
import { sendXlsx } from '../../lib/excel-export.js';
import { menuRead } from '../../lib/route-auth.js';
import { resourceRoutes } from '../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../lib/resource/resource.repository.js';
import { deptSubtree, type DataScope, assertPlantReachable } from '../../lib/scope.js';
import { loadScoped, requestScope } from '../../lib/scoped-load.js';
import { loadMenuRights } from '../auth/principal.js';
import { registerResourceAttachments } from '../attachments/resource-attachments.js';
import { eduCompletion, eduExternal, eduGroup, eduGroupMember, eduPlan, eduPlanItem } from './education.tables.js';
import { assertGroupOfPlant, assertMembersOfPlant, isEduManager, loadPlans, planActuals } from './planning.service.js';

const externalBinding: ResourceBinding = { def: eduExternalResource, table: eduExternal };
registerResourceAttachments(externalBinding, '외부교육 수료증');

const tags = ['education'];
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** the caller's plant for a plant-wide report: their own unless they may see every plant; vendors never (403) */
function reportPlant(scope: DataScope, plantCd: string | undefined): string {
  if (scope.vendorCd !== null) throw forbidden();
  const p = plantCd ?? scope.plantCd;
  if (!p || (!scope.allPlants && p !== scope.plantCd)) throw outOfScope();
  return p;
}

/**
 * Planning and records of issue 20 item 2 and 5: 교육그룹 (groups of workers), 교육계획 (per department, year and half-year,
 * with plan vs actual), 외부교육 이수 (confirmed by the education manager before it counts), and the exam results per person.
 */
export async function educationPlanningRoutes(app: FastifyInstance): Promise<void> {
  const tz = app.config.plantTimeZone ?? 'Asia/Seoul';

  // ---- 교육그룹: members are active employees of the group's plant; the list shows the member count
  await app.register(resourceRoutes({ def: eduGroupResource, table: eduGroup, children: { members: { table: eduGroupMember, parentKey: 'groupNo' } } }, {
    beforeWrite: async ({ tx, req, op, values, before }) => {
      if (op === 'delete') {
        const [used] = await queryRows<{ n: number }>(tx, sql`select (select count(*) from saf_edu_session where group_no = ${Number(before!.groupNo)})
          + (select count(*) from saf_edu_plan where group_no = ${Number(before!.groupNo)}) as n`);
        if (Number(used?.n ?? 0) > 0) throw badRequest(undefined, '교육실시나 교육계획의 대상인 그룹은 삭제할 수 없습니다. 사용을 끄세요.');
        return;
      }
      const members = (req.body as { members?: { userId?: string | null }[] }).members;
      if (members) {
        const ids = members.map((m) => String(m.userId ?? ''));
        const dup = ids.findIndex((u, i) => ids.indexOf(u) !== i);
        if (dup >= 0) throw badRequest([{ field: `members.${dup}.userId`, message: `${dup + 1}번째 행의 근로자가 중복되었습니다.` }], `${dup + 1}번째 행의 근로자가 중복되었습니다.`);
        await assertMembersOfPlant(tx, String(values.plantCd ?? before?.plantCd), ids);
      }
    },
    afterWrite: async ({ tx, row }) => {
      await tx.update(eduGroup).set({ memberCnt: sql`(select count(*)::int from saf_edu_group_member m where m.group_no = ${Number(row.groupNo)})` })
        .where(eq(eduGroup.groupNo, Number(row.groupNo)));
      row.memberCnt = Array.isArray(row.members) ? row.members.length : row.memberCnt;
    },
  }));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(`${EDU_API.groups}/options`, {
    config: menuRead(EDU_MENU.groups, EDU_MENU.session, EDU_MENU.plan),
    schema: {
      tags, summary: 'groups of a plant in use (the session and plan forms)', querystring: z.object({ plantCd: z.string().trim().min(1).max(10) }),
      response: { 200: z.object({ list: z.array(z.object({ groupNo: z.number(), groupNm: z.string(), memberCnt: z.number() })) }) },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req);
    assertPlantReachable(scope, req.query.plantCd);
    const list = await app.db.select({ groupNo: eduGroup.groupNo, groupNm: eduGroup.groupNm, memberCnt: eduGroup.memberCnt }).from(eduGroup)
      .where(and(eq(eduGroup.plantCd, req.query.plantCd), eq(eduGroup.useYn, 'Y'))).orderBy(eduGroup.groupNm);
    return { list };
  });

  // ---- 교육계획: courses of the plan's plant, a group of its plant; the header keeps the planned hours a person
  await app.register(resourceRoutes({ def: eduPlanResource, table: eduPlan, children: { items: { table: eduPlanItem, parentKey: 'planNo' } } }, {
    beforeWrite: async ({ tx, req, op, values, before }) => {
      if (op === 'delete') return;
      const plantCd = values.plantCd ?? before?.plantCd;
      await assertGroupOfPlant(tx, values.groupNo, plantCd);
      const items = (req.body as { items?: { courseNo?: number | null; plannedHours?: number | null }[] }).items;
      if (!items) return;
      const nos = [...new Set(items.map((i) => Number(i.courseNo)).filter((n) => n > 0))];
      const ok = nos.length ? await queryRows<{ course_no: number }>(tx, sql`select course_no from saf_edu_course
        where course_no in (${sql.join(nos.map((n) => sql`${n}`), sql`, `)}) and plant_cd = ${String(plantCd)} and course_type_cd = 'LEGAL'`) : [];
      const good = new Set(ok.map((c) => Number(c.course_no)));
      const bad = items.findIndex((i) => !good.has(Number(i.courseNo)));
      if (bad >= 0) {
        const message = `${bad + 1}번째 행: 해당 사업장의 법정교육 과정이 아닙니다.`;
        throw badRequest([{ field: `items.${bad}.courseNo`, message }], message);
      }
      // a course once a plan (its hours are the sum of its sessions): the actual of a course is counted once
      const dup = items.findIndex((i, k) => items.findIndex((j) => Number(j.courseNo) === Number(i.courseNo)) !== k);
      if (dup >= 0) {
        const message = `${dup + 1}번째 행: 같은 교육과정은 한 번만 계획합니다. 계획시간에 회차의 시간을 합쳐 입력하세요.`;
        throw badRequest([{ field: `items.${dup}.courseNo`, message }], message);
      }
      values.plannedHours = items.reduce((a, i) => a + Number(i.plannedHours ?? 0), 0);
    },
  }));
  r.get(`${EDU_API.plans}/:planNo/actual`, {
    config: menuRead(EDU_MENU.plan),
    schema: { tags, summary: 'plan vs actual: each planned course against the hours its targets completed', params: z.object({ planNo: zIntParam() }), response: { 200: ZEduPlanActualSchema } },
  }, async (req) => {
    await loadScoped(app.db, req, {
      from: sql`saf_edu_plan p`, key: sql`p.plan_no = ${req.params.planNo}`, scope: { plant: sql`p.plant_cd`, dept: sql`p.dept_cd` }, menuId: EDU_MENU.plan, select: sql`p.plan_no`,
    });
    const [a] = await planActuals(app.db, await loadPlans(app.db, sql`p.plan_no = ${req.params.planNo}`));
    return a!;
  });
  const summaryOf = async (req: FastifyRequest, q: z.infer<typeof ZEduPlanActualQuerySchema>) => {
    const scope = await requestScope(app.db, req, EDU_MENU.plan);
    const plantCd = reportPlant(scope, q.plantCd);
    const plans = await loadPlans(app.db, sql`p.plant_cd = ${plantCd} and p.plan_year = ${q.year} ${q.half ? sql`and p.half_cd = ${q.half}` : sql``}
      ${scope.allDepts ? sql`` : sql`and p.dept_cd in ${deptSubtree(scope.deptCd)}`}`);
    const actual = await planActuals(app.db, plans);
    return plans.map((p, i) => ({
      planNo: p.plan_no, planNm: p.plan_nm, deptCd: p.dept_cd, deptNm: p.dept_nm, planYear: p.plan_year, halfCd: p.half_cd, groupNm: p.group_nm,
      targetCnt: actual[i]!.targetCnt, plannedTotalHours: actual[i]!.plannedTotalHours, completedHours: actual[i]!.completedHours, ratePct: actual[i]!.ratePct,
    }));
  };
  r.get(`${EDU_API.plans}/actual`, {
    config: menuRead(EDU_MENU.plan),
    schema: { tags, summary: 'plan vs actual per department (one row a plan) of a year or half-year', querystring: ZEduPlanActualQuerySchema, response: { 200: ZEduPlanActualSummarySchema } },
  }, async (req) => ({ list: await summaryOf(req, req.query) }));
  r.get(`${EDU_API.plans}/actual/excel`, {
    config: menuRead(EDU_MENU.plan),
    schema: { tags, summary: 'plan vs actual per department as .xlsx', querystring: ZEduPlanActualQuerySchema },
  }, async (req, reply) => {
    const rows = await summaryOf(req, req.query);
    return sendXlsx(reply, {
      fileName: `교육계획 대비 실적 ${req.query.year}${req.query.half ? (req.query.half === 'H1' ? ' 상반기' : ' 하반기') : ''}.xlsx`,
      asciiName: `edu-plan-actual-${req.query.year}${req.query.half ?? ''}.xlsx`, sheetName: '계획 대비 실적',
      columns: [
        { key: 'deptNm', header: '부서', width: 18 }, { key: 'planNm', header: '계획명', width: 30 }, { key: 'halfCd', header: '반기', width: 8 },
        { key: 'groupNm', header: '대상 그룹', width: 16 }, { key: 'targetCnt', header: '대상 인원', width: 10, kind: 'number' },
        { key: 'plannedTotalHours', header: '계획 시간', width: 10, kind: 'number' }, { key: 'completedHours', header: '이수 시간', width: 10, kind: 'number' },
        { key: 'ratePct', header: '달성률(%)', width: 10, kind: 'number' },
      ],
      batches: (async function* () { yield rows; })(), timeZone: tz, log: req.log,
    });
  });

  // ---- 외부교육 이수: a worker records their own, the education manager anyone's; 확인 credits the ledger once
  const checkTrainee = async (tx: DbOrTx, req: FastifyRequest, values: Record<string, unknown>, before: Record<string, unknown> | null) => {
    const userId = String(values.userId ?? before?.userId);
    const plantCd = String(values.plantCd ?? before?.plantCd);
    const [u] = await tx.select({ plantCd: user.plantCd, deptCd: user.deptCd, userType: user.userType }).from(user).where(eq(user.userId, userId));
    if (!u || u.userType !== 'U' || u.plantCd !== plantCd) throw badRequest([{ field: 'userId', message: EDU_MESSAGES.externalUserOtherPlant }], EDU_MESSAGES.externalUserOtherPlant);
    const p = req.principal!;
    if (userId !== p.userId && !(await loadMenuRights(tx, p, [EDU_MENU.session])).canWrite) {
      throw forbidden('본인의 외부교육만 등록할 수 있습니다. 다른 근로자의 기록은 교육 담당자가 등록합니다.');
    }
    if (values.deptCd !== undefined && u.deptCd) values.deptCd = u.deptCd;
  };
  await app.register(resourceRoutes(externalBinding, {
    beforeWrite: async ({ tx, req, op, values, before }) => {
      if (op === 'delete') {
        if (String(before!.userId) !== req.principal!.userId && !(await loadMenuRights(tx, req.principal!, [EDU_MENU.session])).canWrite) throw forbidden();
        return;
      }
      await checkTrainee(tx, req, values, before);
    },
    workflow: {
      guards: {
        eduManager: async ({ tx, record, actorUserId }) => record.userId !== actorUserId && isEduManager(tx, actorUserId, EDU_MENU.session),
        hasCertificate: async ({ tx, key }) => (await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from com_attach_file
          where task_class_nm = ${EDU_FILES.certificate} and attach_file_id = ${key} and status = 'P'`))[0]!.n > 0,
      },
      hooks: {
        // the confirmed hours in the record's legal category on its completion day, once (`EXTERNAL:<extNo>`)
        creditExternal: async ({ tx, key, record, actorUserId }) => {
          await tx.insert(eduCompletion).values({
            plantCd: String(record.plantCd), deptCd: String(record.deptCd), userId: String(record.userId), courseNo: null, courseTypeCd: 'LEGAL',
            categoryCd: String(record.categoryCd), completeYmd: String(record.completeYmd), hours: Number(record.hours), sourceCd: 'EXTERNAL',
            sourceKey: `EXTERNAL:${key}`, createUserId: actorUserId,
          }).onConflictDoNothing({ target: eduCompletion.sourceKey });
          await tx.update(eduExternal).set({ creditedYn: 'Y' }).where(eq(eduExternal.extNo, Number(key)));
        },
      },
    },
  }));

  // ---- 시험 결과: each person's attempts per course or session (managers), mine (the phone); Excel
  const resultRows = async (db: DbOrTx, where: ReturnType<typeof sql>): Promise<TEduExamResultRow[]> => {
    const rows = await queryRows<{ exam_no: number; course_no: number; course_nm: string; user_id: string; user_nm: string | null; dept_nm: string | null; attempt_no: number;
      status_cd: string; score: number | null; pass_yn: 'Y' | 'N' | null; pass_score: number | null; exam_ymd: string; submit_dt: Date | null }>(db, sql`
      select e.exam_no, e.course_no, c.course_nm, e.user_id, u.user_nm, d.dept_nm, e.attempt_no, e.status_cd, e.score, e.pass_yn, c.pass_score,
             (e.start_dt at time zone ${tz})::date::text as exam_ymd, e.submit_dt
        from saf_edu_exam e join saf_edu_course c on c.course_no = e.course_no
        left join com_user u on u.user_id = e.user_id left join com_dept d on d.dept_cd = u.dept_cd
       where ${where}
       order by c.course_nm, d.dept_nm nulls last, u.user_nm, e.user_id, e.attempt_no limit 5000`);
    return rows.map((x) => ({
      examNo: Number(x.exam_no), courseNo: Number(x.course_no), courseNm: x.course_nm, userId: x.user_id, userNm: x.user_nm, deptNm: x.dept_nm,
      attemptNo: Number(x.attempt_no), statusCd: x.status_cd, score: x.score === null ? null : Number(x.score), passYn: x.pass_yn,
      passScore: x.pass_score === null ? null : Number(x.pass_score), examYmd: x.exam_ymd, submitDt: iso(x.submit_dt),
    }));
  };
  const resultsOf = async (req: FastifyRequest, q: z.infer<typeof ZEduExamResultQuerySchema>) => {
    const scope = await requestScope(app.db, req, EDU_MENU.result);
    const plantCd = reportPlant(scope, q.plantCd);
    return resultRows(app.db, sql`e.plant_cd = ${plantCd}
      ${scope.allDepts ? sql`` : sql`and u.dept_cd in ${deptSubtree(scope.deptCd)}`}
      ${q.deptCd ? sql`and u.dept_cd in ${deptSubtree(q.deptCd)}` : sql``}
      ${q.courseNo ? sql`and e.course_no = ${q.courseNo}` : sql``}
      ${q.sessionNo ? sql`and exists (select 1 from saf_edu_session s join saf_edu_attend a on a.session_no = s.session_no
                                      where s.session_no = ${q.sessionNo} and s.course_no = e.course_no and a.user_id = e.user_id)` : sql``}
      ${q.userNm ? sql`and u.user_nm like ${`%${q.userNm.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}` : sql``}
      ${q.passYn ? sql`and e.pass_yn = ${q.passYn}` : sql``}`);
  };
  r.get(EDU_API.examResults, {
    config: menuRead(EDU_MENU.result),
    schema: { tags, summary: 'exam results per person (attempts, score, pass, day)', querystring: ZEduExamResultQuerySchema, response: { 200: ZEduExamResultListSchema } },
  }, async (req) => {
    const list = await resultsOf(req, req.query);
    return { list, totalCount: list.length };
  });
  r.get(`${EDU_API.examResults}/excel`, {
    config: menuRead(EDU_MENU.result),
    schema: { tags, summary: 'exam results as .xlsx', querystring: ZEduExamResultQuerySchema },
  }, async (req, reply) => {
    const list = await resultsOf(req, req.query);
    const status: Record<string, string> = { IN_PROGRESS: '응시중', SUBMITTED: '제출', EXPIRED: '시간초과' };
    return sendXlsx(reply, {
      fileName: '교육 시험 결과.xlsx', asciiName: 'edu-exam-results.xlsx', sheetName: '시험 결과',
      columns: [
        { key: 'courseNm', header: '교육과정', width: 28 }, { key: 'deptNm', header: '부서', width: 18 }, { key: 'userId', header: '사번', width: 12 },
        { key: 'userNm', header: '성명', width: 12 }, { key: 'attemptNo', header: '응시 차수', width: 10, kind: 'number' }, { key: 'examYmd', header: '응시일', width: 12 },
        { key: 'statusNm', header: '상태', width: 10 }, { key: 'score', header: '점수', width: 8, kind: 'number' }, { key: 'passScore', header: '합격 점수', width: 10, kind: 'number' },
        { key: 'passNm', header: '합격', width: 8 },
      ],
      batches: (async function* () {
        yield list.map((x) => ({ ...x, statusNm: status[x.statusCd] ?? x.statusCd, passNm: x.passYn === 'Y' ? '합격' : x.passYn === 'N' ? '불합격' : '' }));
      })(),
      timeZone: tz, log: req.log,
    });
  });
  r.get(`${EDU_API.my}/exam-results`, {
    config: menuRead(EDU_MENU.my),
    schema: { tags, summary: 'my exam results (every attempt)', response: { 200: ZEduExamResultListSchema } },
  }, async (req) => {
    const list = await resultRows(app.db, sql`e.user_id = ${req.principal!.userId}`);
    return { list, totalCount: list.length };
  });
}
