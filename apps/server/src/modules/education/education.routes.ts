import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EDU_API, EDU_FILES, EDU_MENU, EDU_MESSAGES, eduCourseResource, eduQuestionResource, eduSessionResource, eduWorkerResource, zIntParam,
  zYmd, ZEduExamResultSchema, ZEduExamSchema, ZEduExamSubmitSchema, ZEduLedgerQuerySchema, ZEduLedgerSchema, ZEduMyCourseSchema, ZEduVideoProgressSchema,

} from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { user } from '../../db/schema.js';
import { badRequest, forbidden, outOfScope } from '../../lib/errors.js';
import { sendXlsx } from '../../lib/excel-export.js';
import { menuRead, menuWrite } from '../../lib/route-auth.js';
import { resourceRoutes } from '../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../lib/resource/resource.repository.js';
import { loadScoped, requestScope } from '../../lib/scoped-load.js';
import { registerResourceAttachments } from '../attachments/resource-attachments.js';
import { attachFile } from '../attachments/attachments.tables.js';
import { signDownload } from '../attachments/attachments.service.js';
import { attendToken, checkAttend, readAttendToken, signAttend } from './attend.service.js';
import { eduAttend, eduCourse, eduQuestion, eduSession, eduWorker } from './education.tables.js';
import { courseForTaker, getExam, startExam, submitExam } from './exam.service.js';
import { eduLedger } from './ledger.service.js';
import { recordVendorCompletions } from './vendor-completion.service.js';
import { registerEduReminders } from './reminder.job.js';
import { educationPlanningRoutes } from './planning.routes.js';
import { assertGroupOfPlant, assertSessionTarget } from './planning.service.js';
import { saveVideoProgress, startLesson, videoState } from './video.service.js';
import { assertPlantReachable } from '../../lib/scope.js';

const courseBinding: ResourceBinding = { def: eduCourseResource, table: eduCourse };
const sessionBinding: ResourceBinding = { def: eduSessionResource, table: eduSession };
registerResourceAttachments(courseBinding, '교육과정 교육자료 (교안·동영상)');

const ZNo = z.object({ courseNo: zIntParam() });
const ZSessionNo = z.object({ sessionNo: zIntParam() });
const ZExamNo = z.object({ examNo: zIntParam() });
const tags = ['education'];
/** lifetime of a lesson video's signed URL */
const VIDEO_URL_TTL_SEC = 4 * 3600;

/** a course of the record's plant (a question, a session): the plant of both must match */
async function assertCourseOfPlant(tx: DbOrTx, values: Record<string, unknown>) {
  if (values.courseNo === undefined) return null;
  const [c] = await tx.select().from(eduCourse).where(eq(eduCourse.courseNo, Number(values.courseNo)));
  if (!c || (values.plantCd !== undefined && c.plantCd !== values.plantCd)) {
    throw badRequest([{ field: 'courseNo', message: '해당 사업장의 교육과정이 아닙니다.' }], '해당 사업장의 교육과정이 아닙니다.');
  }
  return c;
}

/** a course by its number in the caller's plant scope of the sessions menu (404 / 403) */
async function loadCourseIn(app: FastifyInstance, req: FastifyRequest, courseNo: number) {
  await loadScoped(app.db, req, { from: sql`saf_edu_course c`, key: sql`c.course_no = ${courseNo}`, scope: { plant: sql`c.plant_cd` }, menuId: EDU_MENU.session, select: sql`c.course_no` });
  return (await app.db.select().from(eduCourse).where(eq(eduCourse.courseNo, courseNo)))[0]!;
}

/** the session by its number, in the caller's scope of the sessions menu */
const loadSession = (app: FastifyInstance, req: FastifyRequest, sessionNo: number) => loadScoped<Record<string, unknown>>(app.db, req, {
  from: sql`saf_edu_session s`, key: sql`s.session_no = ${sessionNo}`, scope: { plant: sql`s.plant_cd` }, menuId: EDU_MENU.session, select: sql`s.session_no`,
}).then(async () => (await app.db.select().from(eduSession).where(eq(eduSession.sessionNo, sessionNo)))[0]!);

export async function educationRoutes(app: FastifyInstance): Promise<void> {
  const tz = app.config.plantTimeZone ?? 'Asia/Seoul';
  registerEduReminders(app);
  await app.register(resourceRoutes(courseBinding));
  await app.register(resourceRoutes({ def: eduQuestionResource, table: eduQuestion }, {
    beforeWrite: async ({ tx, op, values, before }) => {
      if (op !== 'delete') await assertCourseOfPlant(tx, { plantCd: before?.plantCd, ...values });
    },
  }));
  await app.register(resourceRoutes(sessionBinding, {
    beforeWrite: async ({ tx, op, values, before }) => {
      if (op === 'delete') return;
      const c = await assertCourseOfPlant(tx, { plantCd: before?.plantCd, ...values });
      if (c) values.courseNm = c.courseNm;
      await assertGroupOfPlant(tx, values.groupNo, values.plantCd ?? before?.plantCd);
    },
  }));
  await app.register(resourceRoutes({ def: eduWorkerResource, table: eduWorker }, {
    beforeWrite: async ({ tx, op, values }) => {
      if (op !== 'create') return;
      const [u] = await tx.select({ plantCd: user.plantCd, userType: user.userType }).from(user).where(eq(user.userId, String(values.userId)));
      if (!u || u.userType !== 'U' || u.plantCd !== values.plantCd) throw badRequest([{ field: 'userId', message: '해당 사업장의 근로자가 아닙니다.' }], '해당 사업장의 근로자가 아닙니다.');
    },
  }));
  await educationPlanningRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const loadCourse = (req: FastifyRequest, courseNo: number) => loadCourseIn(app, req, courseNo);

  // the session form's course select: the plant's courses in use
  r.get(`${EDU_API.courses}/options`, {
    config: menuRead(EDU_MENU.session),
    schema: {
      tags, summary: 'courses of a plant for the session form',
      querystring: z.object({ plantCd: z.string().trim().min(1).max(10) }),
      response: { 200: z.object({ list: z.array(z.object({ courseNo: z.number(), courseNm: z.string(), hours: z.number() })) }) },
    },
  }, async (req) => {
    const scope = await requestScope(app.db, req, EDU_MENU.session);
    assertPlantReachable(scope, req.query.plantCd, { vendors: true });
    const list = await app.db.select({ courseNo: eduCourse.courseNo, courseNm: eduCourse.courseNm, hours: eduCourse.hours }).from(eduCourse)
      .where(and(eq(eduCourse.plantCd, req.query.plantCd), eq(eduCourse.useYn, 'Y'))).orderBy(asc(eduCourse.courseNm));
    return { list };
  });

  // ---- the legal-hours ledger (contract): required vs completed per worker and category
  const ledgerOf = async (req: FastifyRequest, q: z.infer<typeof ZEduLedgerQuerySchema>) => {
    const scope = await requestScope(app.db, req, EDU_MENU.ledger);
    if (scope.vendorCd !== null) throw outOfScope();
    const plantCd = q.plantCd ?? scope.plantCd;
    if (!plantCd || (!scope.allPlants && plantCd !== scope.plantCd)) throw outOfScope();
    const rows = await eduLedger(app.db, { plantCd, year: q.year, half: q.half, scopeDeptCd: scope.allDepts ? null : scope.deptCd, deptCd: q.deptCd });
    return q.shortfallYn === 'Y' ? rows.filter((x) => x.shortfallHours > 0) : q.shortfallYn === 'N' ? rows.filter((x) => x.shortfallHours === 0) : rows;
  };
  r.get(EDU_API.ledger, {
    config: menuRead(EDU_MENU.ledger),
    schema: { tags, summary: 'legal education hours per worker: required, completed, shortfall', querystring: ZEduLedgerQuerySchema, response: { 200: ZEduLedgerSchema } },
  }, async (req) => {
    const rows = await ledgerOf(req, req.query);
    return { list: rows.map(({ deptCd: _d, ...x }) => x), totalCount: rows.length };
  });
  r.get(`${EDU_API.ledger}/excel`, {
    config: menuRead(EDU_MENU.ledger),
    schema: { tags, summary: 'the ledger as .xlsx', querystring: ZEduLedgerQuerySchema },
  }, async (req, reply) => {
    const rows = await ledgerOf(req, req.query);
    const cats = await queryRows<{ code: string; code_nm: string }>(app.db, sql`select code, code_nm from com_code_master where code_group_cd = 'EDU_CATEGORY'`);
    const catNm = new Map(cats.map((c) => [c.code, c.code_nm]));
    const period = `${req.query.year}${req.query.half ? (req.query.half === 'H1' ? ' 상반기' : ' 하반기') : ''}`;
    return sendXlsx(reply, {
      fileName: `안전보건교육 이수현황 ${period}.xlsx`, asciiName: `edu-ledger-${req.query.year}${req.query.half ?? ''}.xlsx`, sheetName: '이수현황',
      columns: [
        { key: 'deptNm', header: '부서', width: 18 }, { key: 'userId', header: '사번', width: 12 }, { key: 'userNm', header: '성명', width: 12 },
        { key: 'categoryNm', header: '교육구분', width: 22 }, { key: 'requiredHours', header: '법정시간', width: 10, kind: 'number' },
        { key: 'completedHours', header: '이수시간', width: 10, kind: 'number' }, { key: 'shortfallHours', header: '부족시간', width: 10, kind: 'number' },
      ],
      batches: (async function* () { yield rows.map((x) => ({ ...x, categoryNm: catNm.get(x.categoryCd) ?? x.categoryCd })); })(),
      timeZone: tz, log: req.log,
    });
  });

  // ---- exams (contract): start / read without answers / submit scored on the server
  r.post(`${EDU_API.courses}/:courseNo/exams`, {
    config: menuRead(EDU_MENU.my),
    schema: { tags, summary: 'start (or resume) my exam of a course: drawn questions without answers', params: ZNo, response: { 200: ZEduExamSchema } },
  }, async (req) => startExam(app.db, req.principal!, await requestScope(app.db, req, EDU_MENU.my), req.params.courseNo, app.jobs.now()));
  r.get(`${EDU_API.exams}/:examNo`, {
    config: menuRead(EDU_MENU.my),
    schema: { tags, summary: 'my exam (never the correct answers)', params: ZExamNo, response: { 200: ZEduExamSchema } },
  }, async (req) => getExam(app.db, req.params.examNo, req.principal!));
  r.post(`${EDU_API.exams}/:examNo/submit`, {
    config: menuRead(EDU_MENU.my),
    schema: { tags, summary: 'submit my answers: scored on the server', params: ZExamNo, body: ZEduExamSubmitSchema, response: { 200: ZEduExamResultSchema } },
  }, async (req) => submitExam(app.db, req.params.examNo, req.principal!.userId, req.body.answers, app.jobs.now(), tz));

  // ---- my courses (the phone): what I can take, my attempts, my completion
  r.get(`${EDU_API.my}/courses`, {
    config: menuRead(EDU_MENU.my),
    schema: { tags, summary: 'courses of my plant I can take online (video or exam) with my state', response: { 200: z.object({ list: z.array(ZEduMyCourseSchema) }) } },
  }, async (req) => {
    const p = req.principal!;
    const rows = await queryRows<Record<string, unknown>>(app.db, sql`
      select c.course_no, c.course_nm, c.course_type_cd, c.category_cd, c.delivery_cd, c.hours, c.exam_yn, c.pass_score, c.max_attempts,
             (select count(*)::int from saf_edu_exam e where e.course_no = c.course_no and e.user_id = ${p.userId}) as attempt_cnt,
             (select max(e.pass_yn) from saf_edu_exam e where e.course_no = c.course_no and e.user_id = ${p.userId} and e.status_cd <> 'IN_PROGRESS') as pass_yn,
             (select max(m.complete_ymd)::text from saf_edu_completion m where m.course_no = c.course_no and m.user_id = ${p.userId}) as complete_ymd
        from saf_edu_course c
       where c.plant_cd = ${p.plantCd} and c.use_yn = 'Y' and (c.delivery_cd = 'VIDEO' or c.exam_yn = 'Y')
       order by c.course_no desc limit 200`);
    return {
      list: rows.map((x) => ({
        courseNo: Number(x.course_no), courseNm: String(x.course_nm), courseTypeCd: String(x.course_type_cd), categoryCd: (x.category_cd as string | null) ?? null,
        deliveryCd: String(x.delivery_cd), hours: Number(x.hours), examYn: String(x.exam_yn), passScore: x.pass_score === null ? null : Number(x.pass_score),
        maxAttempts: x.max_attempts === null ? null : Number(x.max_attempts), attemptCnt: Number(x.attempt_cnt), passYn: (x.pass_yn as 'Y' | 'N' | null) ?? null,
        completeYmd: (x.complete_ymd as string | null) ?? null,
      })),
    };
  });

  // ---- video lessons: the furthest point watched, saved every 5 s of new playback; resume; completion at ≥ 95 %
  const ZVideo = z.object({ maxSec: z.number(), durationSec: z.number().nullable(), completeYn: z.enum(['Y', 'N']), progressSec: z.number(), completePct: z.number() });
  r.get(`${EDU_API.my}/courses/:courseNo/video`, {
    config: menuRead(EDU_MENU.my),
    schema: { tags, summary: 'my video progress (resume point)', params: ZNo, response: { 200: ZVideo } },
  }, async (req) => {
    await courseForTaker(app.db, req.params.courseNo, await requestScope(app.db, req, EDU_MENU.my));
    return videoState(app.db, req.params.courseNo, req.principal!.userId);
  });
  r.post(`${EDU_API.my}/courses/:courseNo/video`, {
    config: menuRead(EDU_MENU.my),
    schema: { tags, summary: 'save my video progress', params: ZNo, body: ZEduVideoProgressSchema, response: { 200: ZVideo } },
  }, async (req) => {
    const p = req.principal!;
    const now = app.jobs.now();
    const scope = await requestScope(app.db, req, EDU_MENU.my);
    return app.db.transaction(async (tx) => saveVideoProgress(tx, await courseForTaker(tx, req.params.courseNo, scope), p.userId, req.body, now, tz));
  });

  // the lesson video of a course: a signed URL the <video> element streams with Range requests (rights checked on each)
  r.get(`${EDU_API.my}/courses/:courseNo/video/url`, {
    config: menuRead(EDU_MENU.my),
    schema: { tags, summary: 'a signed streaming URL of the course’s lesson video', params: ZNo, response: { 200: z.object({ url: z.string().nullable(), fileOrgNm: z.string().nullable() }) } },
  }, async (req) => {
    const course = await courseForTaker(app.db, req.params.courseNo, await requestScope(app.db, req, EDU_MENU.my));
    const [f] = await app.db.select({ fileNo: attachFile.fileNo, fileOrgNm: attachFile.fileOrgNm }).from(attachFile)
      .where(and(eq(attachFile.taskClassNm, EDU_FILES.material), eq(attachFile.attachFileId, String(req.params.courseNo)), eq(attachFile.status, 'P'),
        inArray(attachFile.fileExt, ['mp4', 'm4v', 'webm'])))
      .orderBy(asc(attachFile.fileNo)).limit(1);
    if (!f) return { url: null, fileOrgNm: null };
    // the lesson starts when the server hands out its video: progress never outruns the time since (issue 25)
    await startLesson(app.db, course, req.principal!.userId, app.jobs.now());
    // long enough for a lesson with pauses; bound to the session (logout ends it) and the rights are checked per request
    return { url: await signDownload({ jwtSecret: app.config.jwtSecret }, req.principal!, { fno: f.fileNo }, VIDEO_URL_TTL_SEC), fileOrgNm: f.fileOrgNm };
  });

  // ---- site courses of contractor workers (ENTRANT, VISITOR, GAS_WORKER): recorded by the plant, read by the contractor module
  r.post(`${EDU_API.courses}/:courseNo/vendor-completions`, {
    config: menuWrite(EDU_MENU.session),
    schema: {
      tags, summary: 'record a site course for contractor workers of the roster', params: ZNo,
      body: z.object({ workerNos: z.array(z.number().int().min(1)).min(1).max(500), completeYmd: zYmd }),
      response: { 200: z.object({ insertedCnt: z.number() }) },
    },
  }, async (req) => {
    // loaded before the transaction: on the embedded database a second connection would wait for it
    const course = await loadCourse(req, req.params.courseNo);
    return app.db.transaction(async (tx) => ({ insertedCnt: await recordVendorCompletions(tx, course, req.body.workerNos, req.body.completeYmd, req.principal!.userId) }));
  });
  r.get(`${EDU_API.courses}/:courseNo/vendor-completions`, {
    config: menuRead(EDU_MENU.session),
    schema: {
      tags, summary: 'contractor workers who completed a site course', params: ZNo,
      response: { 200: z.object({ list: z.array(z.object({ vendorWorkerNo: z.number(), workerNm: z.string().nullable(), vendorNm: z.string().nullable(), completeYmd: z.string() })) }) },
    },
  }, async (req) => {
    const course = await loadCourse(req, req.params.courseNo);
    const rows = await queryRows<{ worker_no: number; worker_nm: string | null; vendor_nm: string | null; ymd: string }>(app.db, sql`
      select c.vendor_worker_no as worker_no, w.worker_nm, v.vendor_nm, c.complete_ymd::text as ymd
        from saf_edu_completion c left join vnd_worker w on w.worker_no = c.vendor_worker_no left join com_vendor v on v.vendor_cd = c.vendor_cd
       where c.course_no = ${course.courseNo} and c.vendor_worker_no is not null order by c.complete_ymd desc, w.worker_nm limit 1000`);
    return { list: rows.map((x) => ({ vendorWorkerNo: Number(x.worker_no), workerNm: x.worker_nm, vendorNm: x.vendor_nm, completeYmd: x.ymd })) };
  });

  // ---- attendance: the instructor's QR, the worker's check-in/out, the tablet signature, the sign-in list
  r.post(`${EDU_API.sessions}/:sessionNo/qr`, {
    config: menuWrite(EDU_MENU.session),
    schema: { tags, summary: 'a short-lived attendance token for the session QR', params: ZSessionNo, response: { 200: z.object({ token: z.string(), expiresDt: z.string() }) } },
  }, async (req) => {
    const s = await loadSession(app, req, req.params.sessionNo);
    return attendToken(app.config.jwtSecret, s.sessionNo, app.jobs.now());
  });
  const ZAttendInfo = z.object({
    sessionNo: z.number(), courseNm: z.string().nullable(), eduYmd: z.string(), startHm: z.string(), endHm: z.string(), place: z.string().nullable(),
    hours: z.number(), checkInDt: z.string().nullable(), checkOutDt: z.string().nullable(), creditedHours: z.number().nullable(),
  });
  const attendInfo = async (sessionNo: number, userId: string) => {
    const [s] = await app.db.select().from(eduSession).where(eq(eduSession.sessionNo, sessionNo));
    if (!s) throw badRequest(undefined, EDU_MESSAGES.attendTokenInvalid);
    const [a] = await app.db.select().from(eduAttend).where(and(eq(eduAttend.sessionNo, sessionNo), eq(eduAttend.userId, userId)));
    return {
      s, info: {
        sessionNo: s.sessionNo, courseNm: s.courseNm, eduYmd: s.eduYmd, startHm: s.startHm, endHm: s.endHm, place: s.place, hours: s.hours,
        checkInDt: a?.checkInDt?.toISOString() ?? null, checkOutDt: a?.checkOutDt?.toISOString() ?? null, creditedHours: a?.creditedHours ?? null,
      },
    };
  };
  r.get(EDU_API.attend, {
    config: menuRead(EDU_MENU.my),
    schema: { tags, summary: 'the session behind a scanned QR token, with my attendance', querystring: z.object({ token: z.string().max(100) }), response: { 200: ZAttendInfo } },
  }, async (req) => {
    const sessionNo = readAttendToken(app.config.jwtSecret, req.query.token, app.jobs.now());
    const { s, info } = await attendInfo(sessionNo, req.principal!.userId);
    if (s.plantCd !== req.principal!.plantCd) throw forbidden(EDU_MESSAGES.sessionUserOtherPlant);
    return info;
  });
  r.post(EDU_API.attend, {
    config: menuRead(EDU_MENU.my),
    schema: { tags, summary: 'check in or out of a session with its QR token', body: z.object({ token: z.string().max(100), action: z.enum(['IN', 'OUT']) }), response: { 200: ZAttendInfo } },
  }, async (req) => {
    const now = app.jobs.now();
    const sessionNo = readAttendToken(app.config.jwtSecret, req.body.token, now);
    const { s } = await attendInfo(sessionNo, req.principal!.userId);
    if (s.plantCd === req.principal!.plantCd) await assertSessionTarget(app.db, s, req.principal!.userId);
    await checkAttend(app.db, s, req.principal!, req.body.action, now, tz);
    return (await attendInfo(sessionNo, req.principal!.userId)).info;
  });
  r.post(`${EDU_API.sessions}/:sessionNo/sign`, {
    config: menuWrite(EDU_MENU.session),
    schema: {
      tags, summary: 'an attendee signs on the instructor’s tablet', params: ZSessionNo,
      body: z.object({ userId: z.string().trim().min(1).max(50), signature: z.string().regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/).max(300_000) }),
      response: { 200: z.object({ ok: z.boolean() }) },
    },
  }, async (req) => {
    const s = await loadSession(app, req, req.params.sessionNo);
    await assertSessionTarget(app.db, s, req.body.userId);
    await signAttend(app.db, s, req.body.userId, req.body.signature, req.principal!.userId, app.jobs.now());
    return { ok: true };
  });
  // the attendees with their signatures (personal data): for those who run sessions (write), not every reader
  r.get(`${EDU_API.sessions}/:sessionNo/attendance`, {
    config: menuWrite(EDU_MENU.session),
    schema: {
      tags, summary: 'the session’s sign-in list', params: ZSessionNo,
      response: {
        200: z.object({
          list: z.array(z.object({
            userId: z.string(), userNm: z.string().nullable(), deptNm: z.string().nullable(), methodCd: z.string(), checkInDt: z.string().nullable(),
            checkOutDt: z.string().nullable(), creditedHours: z.number().nullable(), signature: z.string().nullable(),
          })),
        }),
      },
    },
  }, async (req) => {
    const s = await loadSession(app, req, req.params.sessionNo);
    const rows = await queryRows<{ user_id: string; user_nm: string | null; dept_nm: string | null; method_cd: string; check_in_dt: Date | null; check_out_dt: Date | null; credited_hours: number | null; signature: string | null }>(app.db, sql`
      select a.user_id, u.user_nm, d.dept_nm, a.method_cd, a.check_in_dt, a.check_out_dt, a.credited_hours, a.signature
        from saf_edu_attend a left join com_user u on u.user_id = a.user_id left join com_dept d on d.dept_cd = u.dept_cd
       where a.session_no = ${s.sessionNo} order by d.dept_nm nulls last, u.user_nm`);
    const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
    return {
      list: rows.map((x) => ({
        userId: x.user_id, userNm: x.user_nm, deptNm: x.dept_nm, methodCd: x.method_cd, checkInDt: iso(x.check_in_dt), checkOutDt: iso(x.check_out_dt),
        creditedHours: x.credited_hours === null ? null : Number(x.credited_hours), signature: x.signature,
      })),
    };
  });

}
