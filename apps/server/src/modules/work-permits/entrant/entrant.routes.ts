import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EDU_FILES, ENTRANT_API, ENTRANT_MENU, PLANT_CODE_GROUP, ZEduExamResultSchema, ZEduExamSchema, ZEduExamSubmitSchema, ZEduVideoProgressSchema,
  ZEntrantCompleteSchema, ZEntrantLoginSchema, ZEntrantStateSchema, ZLoginResponseSchema, ZPermitEducationSchema, ZVisitPassCheckSchema, ZVisitPassSchema,
  ZVisitRegisterSchema, zIntParam, zPublicToken,
} from '@jikim/shared';
import { queryRows } from '../../../db/client.js';
import { forbidden } from '../../../lib/errors.js';
import { entrantOnly, menuRead, publicRoute } from '../../../lib/route-auth.js';
import { loadScoped } from '../../../lib/scoped-load.js';
import { setEntrantFileGrant, signDownload } from '../../attachments/attachments.service.js';
import { eduExam } from '../../education/education.tables.js';
import { getExam, startExam, submitExam } from '../../education/exam.service.js';
import { saveVideoProgress, startLesson, videoState } from '../../education/video.service.js';
import { EntrantService } from './entrant.service.js';
import { permitEducation } from './entrant.service.js';
import { wkodEntrantSession } from './entrant.tables.js';
import { VisitService } from './visit.service.js';

const tags = ['work-permits'];
const ZVideo = z.object({ maxSec: z.number(), durationSec: z.number().nullable(), completeYn: z.enum(['Y', 'N']), progressSec: z.number(), completePct: z.number() });
const ZExamNo = z.object({ examNo: zIntParam() });
/** the lesson video's signed URL lives as long as a lesson with pauses (bound to the session, rechecked per request) */
const VIDEO_URL_TTL_SEC = 4 * 3600;

export async function entrantRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const svc = new EntrantService(app.db, app.config, app.tokens);
  const visits = new VisitService(app.db, app.config, app.tokens);
  svc.onVisitComplete = (tx, s, signature, now, ip) => visits.complete(tx, s, signature, now, ip);
  const tz = app.config.plantTimeZone ?? 'Asia/Seoul';
  const base = ENTRANT_API.base;

  // an entrant reads one group of files: its session's site course materials (the lesson video)
  setEntrantFileGrant(async (db, p, taskClassNm, attachFileId) => {
    if (taskClassNm !== EDU_FILES.material) return false;
    const [s] = await db.select({ courseNo: wkodEntrantSession.courseNo, userId: wkodEntrantSession.userId }).from(wkodEntrantSession)
      .where(eq(wkodEntrantSession.sessionId, p.sessionId));
    return !!s && s.userId === p.userId && s.courseNo !== null && String(s.courseNo) === attachFileId;
  });

  const session = (req: FastifyRequest) => svc.session(req.principal!);

  r.post(ENTRANT_API.login, {
    config: publicRoute,
    schema: { tags, summary: '출입자(작업자·방문자) 로그인: 사업장, 성명, 휴대전화, 작업허가번호(방문: 출입신청번호)', body: ZEntrantLoginSchema, response: { 200: ZLoginResponseSchema } },
  }, async (req) => svc.login(req.body, { ip: req.ip, userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined }, app.jobs.now()));

  // ---- walk-in visitors of a power plant (issue 31): register, then the visitor course; the day pass after it
  r.post(ENTRANT_API.visitRegister, {
    config: publicRoute,
    schema: { tags, summary: '방문 등록(사전 출입신청 없는 방문객): 사업장, 성명, 휴대전화, 회사, 방문 목적, 방문할 임직원 → 방문자 교육 세션', body: ZVisitRegisterSchema, response: { 200: ZLoginResponseSchema } },
  }, async (req) => visits.register(req.body, { ip: req.ip, userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined }, app.jobs.now()));

  r.get(ENTRANT_API.visitPass, {
    config: entrantOnly,
    schema: { tags, summary: 'my day pass (a walk-in visit, after the course and signature)', response: { 200: ZVisitPassSchema } },
  }, async (req) => visits.pass(await session(req)));

  r.get(`${ENTRANT_API.visitPassCheck}/:token`, {
    config: publicRoute,
    schema: { tags, summary: 'a visitor day pass as the guard checks it (valid on its day; name masked)', params: z.object({ token: zPublicToken }), response: { 200: ZVisitPassCheckSchema } },
  }, async (req) => visits.check(req.params.token, req.ip, app.jobs.now()));

  r.get(ENTRANT_API.plants, {
    config: publicRoute,
    schema: {
      tags, summary: 'plants of a plant type for the public entrant pages', querystring: z.object({ plantType: z.enum(['E', 'G']) }),
      response: { 200: z.object({ list: z.array(z.object({ plantCd: z.string(), plantNm: z.string() })) }) },
    },
  }, async (req) => {
    const rows = await queryRows<{ code: string; code_nm: string }>(app.db, sql`
      select code, code_nm from com_code_master where code_group_cd = ${PLANT_CODE_GROUP} and attr1 = ${req.query.plantType} and use_yn = 'Y' order by sort_order, code`);
    return { list: rows.map((x) => ({ plantCd: x.code, plantNm: x.code_nm })) };
  });

  r.get(base, {
    config: entrantOnly,
    schema: { tags, summary: 'my permit (entry request) summary and my site education state', response: { 200: ZEntrantStateSchema } },
  }, async (req) => svc.state(await session(req)));

  r.post(`${base}/logout`, {
    config: entrantOnly,
    schema: { tags, summary: 'end my entrant session', response: { 200: z.object({ success: z.boolean() }) } },
  }, async (req) => {
    await app.db.transaction((tx) => app.tokens.revoke(tx, req.principal!.sessionId, 'LOGOUT'));
    return { success: true };
  });

  // ---- the video: the education module's progress rules (seeking ahead reverted on the page, the clock limit here)
  r.get(`${base}/video`, {
    config: entrantOnly,
    schema: { tags, summary: 'my site course video progress', response: { 200: ZVideo } },
  }, async (req) => {
    const s = await session(req);
    const c = await svc.course(s);
    return videoState(app.db, c.courseNo, s.userId);
  });
  r.post(`${base}/video`, {
    config: entrantOnly,
    schema: { tags, summary: 'save my site course video progress', body: ZEduVideoProgressSchema, response: { 200: ZVideo } },
  }, async (req) => {
    const s = await session(req);
    const c = await svc.course(s);
    const now = app.jobs.now();
    return app.db.transaction((tx) => saveVideoProgress(tx, c, s.userId, req.body, now, tz));
  });
  r.get(`${base}/video/url`, {
    config: entrantOnly,
    schema: { tags, summary: 'a signed streaming URL of my site course video', response: { 200: z.object({ url: z.string().nullable(), fileOrgNm: z.string().nullable() }) } },
  }, async (req) => {
    const s = await session(req);
    const c = await svc.course(s);
    const f = await svc.videoFile(c.courseNo);
    if (!f) return { url: null, fileOrgNm: null };
    // the lesson starts when the server hands out its video (issue 25)
    await startLesson(app.db, c, s.userId, app.jobs.now());
    return { url: await signDownload({ jwtSecret: app.config.jwtSecret }, req.principal!, { fno: f.fileNo }, VIDEO_URL_TTL_SEC), fileOrgNm: f.fileOrgNm };
  });

  // ---- the quiz: the education module's exam service (drawn on the server, answers never sent, scored on submit)
  const ownExam = async (req: FastifyRequest, examNo: number) => {
    const s = await session(req);
    const [e] = await app.db.select({ courseNo: eduExam.courseNo, userId: eduExam.userId }).from(eduExam).where(eq(eduExam.examNo, examNo));
    if (!e || e.userId !== s.userId || e.courseNo !== s.courseNo) throw forbidden();
    return s;
  };
  r.post(`${base}/exams`, {
    config: entrantOnly,
    schema: { tags, summary: 'start (or resume) my site course quiz: questions without answers', response: { 200: ZEduExamSchema } },
  }, async (req) => {
    const s = await session(req);
    const c = await svc.course(s);
    return startExam(app.db, { userId: s.userId }, svc.scope(s), c.courseNo, app.jobs.now());
  });
  r.get(`${base}/exams/:examNo`, {
    config: entrantOnly,
    schema: { tags, summary: 'my site course quiz (never the answers)', params: ZExamNo, response: { 200: ZEduExamSchema } },
  }, async (req) => {
    const s = await ownExam(req, req.params.examNo);
    return getExam(app.db, req.params.examNo, { userId: s.userId, isAdmin: false });
  });
  r.post(`${base}/exams/:examNo/submit`, {
    config: entrantOnly,
    schema: { tags, summary: 'submit my quiz answers: scored on the server', params: ZExamNo, body: ZEduExamSubmitSchema, response: { 200: ZEduExamResultSchema } },
  }, async (req) => {
    const s = await ownExam(req, req.params.examNo);
    return submitExam(app.db, req.params.examNo, s.userId, req.body.answers, app.jobs.now(), tz);
  });

  // ---- the signature closes the course: completion recorded on the roster worker (once a day per course)
  r.post(`${base}/complete`, {
    config: entrantOnly,
    schema: { tags, summary: 'sign and record my site course completion', body: ZEntrantCompleteSchema, response: { 200: ZEntrantStateSchema } },
  }, async (req) => svc.complete(await session(req), req.body.signature, app.jobs.now(), req.ip));

  // ---- for the permit detail: its workers' site education (read rights on the permit menu, the permit in scope)
  r.get(`${ENTRANT_API.permits}/:permitNo/education`, {
    config: menuRead(ENTRANT_MENU.permit),
    schema: { tags, summary: 'site safety education of the permit’s workers', params: z.object({ permitNo: zIntParam() }), response: { 200: ZPermitEducationSchema } },
  }, async (req) => {
    const p = await loadScoped<{ permit_no: number; work_ymd: string }>(app.db, req, {
      from: sql`saf_wkod_permit p`, key: sql`p.permit_no = ${req.params.permitNo}`,
      scope: { plant: sql`p.plant_cd`, dept: [sql`p.request_dept_cd`, sql`p.supervise_dept_cd`], vendor: sql`p.vendor_cd` },
      menuId: ENTRANT_MENU.permit, select: sql`p.permit_no, p.work_ymd::text as work_ymd`,
    });
    return { list: await permitEducation(app.db, Number(p.permit_no), p.work_ymd) };
  });
}
