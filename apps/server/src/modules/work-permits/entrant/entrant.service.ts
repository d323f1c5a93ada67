import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  EDU_FILES, ENTRANT_ENTRY_STATUSES, ENTRANT_MESSAGES, ENTRANT_PERMIT_STATUSES, MESSAGES, PLANT_CODE_GROUP, RETURN_CODES, addMonthsYmd, entrantCourseType,
  phoneDigits, ymdIn, type TEntrantContType, type TEntrantState,
} from '@jikim/shared';
import type { AppConfig } from '../../../config.js';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.js';
import { user } from '../../../db/schema.js';
import { writeAudit } from '../../../lib/audit.js';
import { AppError, conflict, forbidden, unauthorized } from '../../../lib/errors.js';
import { enforceRateLimit } from '../../../lib/rate-limit.js';
import type { DataScope } from '../../../lib/scope.js';
import { LoginGuard } from '../../auth/lockout.js';
import type { Principal } from '../../auth/principal.js';
import type { TokenPair, TokenService } from '../../auth/token.service.js';
import { eduCompletion, eduCourse, eduExam, eduVideo } from '../../education/education.tables.js';
import { latestSiteEducation, recordVendorCompletions } from '../../education/vendor-completion.service.js';
import { siteEducationMonths } from '../../vendor/entry/entry.service.js';
import { wkodEntrantSession } from './entrant.tables.js';

type Meta = { ip: string; userAgent: string | undefined };
export type EntrantSession = typeof wkodEntrantSession.$inferSelect;
export type TEntrantLoginInput = { plantCd: string; plantType: 'E' | 'G'; userName: string; userHp: string; wkodNo: number; entrantCd: string; contType?: TEntrantContType | undefined };

/** the com_user row of a roster worker's entrant sessions (type E, no usable password) */
export const entrantUserId = (workerNo: number) => `ENT-${workerNo}`;

type Candidate = {
  worker_no: number; worker_nm: string; vendor_cd: string; plant_cd: string; plant_type: string | null; status_cd: string;
  start_dt: Date | string; end_dt: Date | string;
};

/**
 * The worker behind a login, whatever is wrong with it: one statement for a permit (its worker list) or an entry request
 * (its person list, for visitors), matched on its entrant code, the name and the phone's digits. The caller checks plant, type, status and
 * window, so every refusal costs the same one query.
 */
async function candidate(db: DbOrTx, refKind: 'WKOD' | 'ENTRY', no: number, code: string, name: string, digits: string, tz: string): Promise<Candidate | undefined> {
  const plant = sql`left join com_code_master pl on pl.code_group_cd = ${PLANT_CODE_GROUP} and pl.code = r.plant_cd`;
  const rows = refKind === 'WKOD'
    ? await queryRows<Candidate>(db, sql`
        select w.worker_no, w.worker_nm, w.vendor_cd, r.plant_cd, pl.attr1 as plant_type, r.status_cd, r.start_dt, r.end_dt
          from saf_wkod_permit r join saf_wkod_permit_worker x on x.permit_no = r.permit_no
          join vnd_worker w on w.worker_no = x.worker_no and w.use_yn = 'Y' ${plant}
         where r.permit_no = ${no} and r.entrant_cd = ${code} and w.worker_nm = ${name} and regexp_replace(coalesce(w.phone_no, ''), '[^0-9]', '', 'g') = ${digits}
         limit 1`)
    : await queryRows<Candidate>(db, sql`
        select w.worker_no, w.worker_nm, w.vendor_cd, r.plant_cd, pl.attr1 as plant_type, r.status_cd,
               (r.entry_from_ymd::timestamp at time zone ${tz}) as start_dt, ((r.entry_to_ymd + 1)::timestamp at time zone ${tz}) as end_dt
          from vnd_entry r join vnd_entry_person x on x.entry_no = r.entry_no
          join vnd_worker w on w.worker_no = x.worker_no and w.use_yn = 'Y' ${plant}
         where r.entry_no = ${no} and r.entrant_cd = ${code} and w.worker_nm = ${name} and regexp_replace(coalesce(w.phone_no, ''), '[^0-9]', '', 'g') = ${digits}
         limit 1`);
  return rows[0];
}

export class EntrantService {
  private readonly guard: LoginGuard;
  /** the visit's completion (visit.service.ts), set by the routes */
  onVisitComplete?: (tx: DbOrTx, s: EntrantSession, signature: string, now: Date, ip: string) => Promise<void>;
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly tokens: TokenService,
  ) {
    this.guard = new LoginGuard(config);
  }

  private get tz() {
    return this.config.plantTimeZone ?? 'Asia/Seoul';
  }

  /**
   * POST /api/auth/vendoruserlogin. Every mismatch (unknown number, not on the list, wrong name or phone, other plant,
   * other plant type, status, outside the window, wrong entrant code) answers the same 401 WRONG_PASSWORD after the same
   * query. Failures count in the login lockout keyed by the permit (entry request) and the client address, whatever phone
   * number was tried (then 423, like the other logins), and per permit over all addresses.
   */
  async login(body: TEntrantLoginInput, meta: Meta, now: Date): Promise<TokenPair & { userId: string }> {
    await enforceRateLimit(this.db, `login:${meta.ip}`, { limit: this.config.loginRateLimitPerMinute, windowSec: 60 }, now);
    const digits = phoneDigits(body.userHp);
    const contType: TEntrantContType = body.plantType === 'E' && body.contType === 'visit' ? 'visit' : 'work';
    const refKind = contType === 'visit' ? 'ENTRY' : 'WKOD';
    // the lock is the permit's at this address: guessing phone numbers (or codes) for one permit locks it for the guesser
    const loginId = `entrant:${refKind}:${body.wkodNo}`;
    if (await this.guard.isLocked(this.db, loginId, meta.ip)) throw new AppError(423, MESSAGES.accountLocked, RETURN_CODES.accountLocked);
    const c = await candidate(this.db, refKind, body.wkodNo, body.entrantCd, body.userName.trim(), digits, this.tz);
    const today = ymdIn(now, this.tz);
    const startDt = c ? new Date(c.start_dt) : null;
    const endDt = c ? new Date(c.end_dt) : null;
    const statuses: readonly string[] = refKind === 'WKOD' ? ENTRANT_PERMIT_STATUSES : ENTRANT_ENTRY_STATUSES;
    const ok = !!c && digits.length >= 8 && c.plant_cd === body.plantCd && c.plant_type === body.plantType && statuses.includes(c.status_cd)
      && ymdIn(startDt!, this.tz) <= today && now.getTime() < endDt!.getTime();
    if (!ok) {
      const locked = await this.db.transaction(async (tx) => {
        const isLocked = await this.guard.recordFailure(tx, loginId, meta.ip);
        await writeAudit(tx, { userId: null, action: isLocked ? 'LOCKED' : 'LOGIN_FAIL', entity: 'saf_wkod_entrant_session', entityKey: loginId.slice(0, 200), ip: meta.ip });
        return isLocked;
      });
      throw locked ? new AppError(423, MESSAGES.accountLocked, RETURN_CODES.accountLocked) : unauthorized(RETURN_CODES.wrongPassword, MESSAGES.wrongPassword);
    }
    const courseTypeCd = entrantCourseType(body.plantType, contType);
    const [course] = await this.db.select({ courseNo: eduCourse.courseNo }).from(eduCourse)
      .where(and(eq(eduCourse.plantCd, c.plant_cd), eq(eduCourse.courseTypeCd, courseTypeCd), eq(eduCourse.useYn, 'Y')))
      .orderBy(sql`${eduCourse.courseNo} desc`).limit(1);
    const userId = entrantUserId(c.worker_no);
    return this.db.transaction(async (tx) => {
      await this.guard.clearClient(tx, loginId, meta.ip);
      // one com_user row of type E per roster worker, kept in step with the roster (never turns another kind's row into E)
      await tx.insert(user).values({ userId, userNm: c.worker_nm, userType: 'E', userPwd: '!', plantCd: c.plant_cd, vendorCd: c.vendor_cd, contType, createUserId: 'system', updateUserId: 'system' })
        .onConflictDoUpdate({ target: user.userId, set: { userNm: c.worker_nm, plantCd: c.plant_cd, vendorCd: c.vendor_cd, contType, useYn: 'Y', updateDt: now }, setWhere: sql`${user.userType} = 'E'` });
      const [u] = await tx.select({ t: user.userType }).from(user).where(eq(user.userId, userId));
      if (u?.t !== 'E') throw unauthorized(RETURN_CODES.wrongPassword, MESSAGES.wrongPassword);
      const maxEnd = new Date(now.getTime() + (this.config.sessionMaxAgeSec ?? 7 * 86400) * 1000);
      const end = endDt! < maxEnd ? endDt! : maxEnd;
      const sessionId = randomUUID();
      const pair = await this.tokens.createSession(tx, { userId, userType: 'E' }, meta, end, sessionId);
      await tx.insert(wkodEntrantSession).values({
        sessionId, userId, refKindCd: refKind, refNo: body.wkodNo, plantCd: c.plant_cd, workerNo: c.worker_no, vendorCd: c.vendor_cd,
        courseTypeCd, courseNo: course?.courseNo ?? null, endDt: end,
      });
      await writeAudit(tx, { userId, action: 'LOGIN', entity: 'saf_wkod_entrant_session', entityKey: `${refKind}:${body.wkodNo}`, ip: meta.ip });
      return { userId, ...pair };
    });
  }

  /** the entrant session behind the request (403 when the session has no entrant row) */
  async session(p: Principal): Promise<EntrantSession> {
    const [s] = await this.db.select().from(wkodEntrantSession).where(eq(wkodEntrantSession.sessionId, p.sessionId));
    if (!s || s.userId !== p.userId) throw forbidden();
    return s;
  }

  /** the session's course (404-free: a session without a course answers 409 with the reason) */
  async course(s: EntrantSession) {
    if (!s.courseNo) throw conflict(ENTRANT_MESSAGES.noCourse);
    const [c] = await this.db.select().from(eduCourse).where(eq(eduCourse.courseNo, s.courseNo));
    if (!c || c.useYn !== 'Y') throw conflict(ENTRANT_MESSAGES.noCourse);
    return c;
  }

  /** the data scope the education services see for an entrant: its plant, no vendor filter (the course is the session's) */
  scope(s: EntrantSession): DataScope {
    return { allPlants: false, plantCd: s.plantCd, allDepts: false, deptCd: null, vendorCd: null, userId: s.userId };
  }

  /** the permit's (entry request's) public summary and the education state of the session's worker */
  async state(s: EntrantSession): Promise<TEntrantState> {
    const visit = s.refKindCd === 'VISIT';
    const ref = s.refKindCd === 'WKOD'
      ? await queryRows<Record<string, unknown>>(this.db, sql`
          select p.work_nm, p.work_ymd::text as work_ymd, p.start_dt, p.end_dt, p.status_cd, p.area_cd from saf_wkod_permit p where p.permit_no = ${s.refNo}`)
      : visit
        ? await queryRows<Record<string, unknown>>(this.db, sql`
          select v.purpose as work_nm, v.visit_ymd::text as work_ymd, null as start_dt, null as end_dt, v.status_cd, null as area_cd, v.edu_dt from saf_visit v where v.visit_no = ${s.refNo}`)
        : await queryRows<Record<string, unknown>>(this.db, sql`
          select e.work_desc as work_nm, e.entry_from_ymd::text as work_ymd, null as start_dt, null as end_dt, e.status_cd, e.place as area_cd from vnd_entry e where e.entry_no = ${s.refNo}`);
    // the person: the roster worker, or the walk-in visitor (no roster: the visit's own name and company)
    const [who] = visit
      ? await queryRows<{ worker_nm: string; vendor_nm: string | null; plant_nm: string | null }>(this.db, sql`
          select v.visitor_nm as worker_nm, v.company_nm as vendor_nm, pl.code_nm as plant_nm from saf_visit v
            left join com_code_master pl on pl.code_group_cd = ${PLANT_CODE_GROUP} and pl.code = v.plant_cd where v.visit_no = ${s.refNo}`)
      : await queryRows<{ worker_nm: string; vendor_nm: string | null; plant_nm: string | null }>(this.db, sql`
          select w.worker_nm, v.vendor_nm, pl.code_nm as plant_nm from vnd_worker w left join com_vendor v on v.vendor_cd = w.vendor_cd
            left join com_code_master pl on pl.code_group_cd = ${PLANT_CODE_GROUP} and pl.code = ${s.plantCd}
           where w.worker_no = ${s.workerNo}`);
    const r = ref[0] ?? {};
    const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);
    const [c] = s.courseNo ? await this.db.select().from(eduCourse).where(eq(eduCourse.courseNo, s.courseNo)) : [];
    const course = c && c.useYn === 'Y' ? c : null;
    let videoYn: 'Y' | 'N' = 'N';
    let videoCompleteYn: 'Y' | 'N' = 'N';
    let examPassYn: 'Y' | 'N' = 'N';
    let completeYmd: string | null = null;
    if (course) {
      videoYn = (await this.videoFile(course.courseNo)) ? 'Y' : 'N';
      const [v] = await this.db.select({ c: eduVideo.completeYn }).from(eduVideo).where(and(eq(eduVideo.courseNo, course.courseNo), eq(eduVideo.userId, s.userId)));
      videoCompleteYn = v?.c === 'Y' ? 'Y' : 'N';
      const passed = await this.db.select({ n: eduExam.examNo }).from(eduExam)
        .where(and(eq(eduExam.courseNo, course.courseNo), eq(eduExam.userId, s.userId), eq(eduExam.passYn, 'Y'))).limit(1);
      examPassYn = passed.length ? 'Y' : 'N';
      if (visit) completeYmd = r.edu_dt ? ymdIn(new Date(r.edu_dt as string), this.tz) : null;
      else if (s.workerNo !== null) {
        const [done] = await this.db.select({ ymd: eduCompletion.completeYmd }).from(eduCompletion)
          .where(and(eq(eduCompletion.courseNo, course.courseNo), eq(eduCompletion.vendorWorkerNo, s.workerNo))).orderBy(sql`${eduCompletion.completeYmd} desc`).limit(1);
        completeYmd = done?.ymd ?? null;
      }
    }
    return {
      workerNm: who?.worker_nm ?? '', vendorNm: who?.vendor_nm ?? null, plantCd: s.plantCd, plantNm: who?.plant_nm ?? null,
      refKindCd: s.refKindCd as 'WKOD' | 'ENTRY' | 'VISIT', refNo: s.refNo, workNm: (r.work_nm as string | null) ?? null, workYmd: (r.work_ymd as string | null) ?? null,
      startDt: iso(r.start_dt), endDt: iso(r.end_dt), statusCd: String(r.status_cd ?? ''), areaCd: (r.area_cd as string | null) ?? null, sessionEndDt: s.endDt.toISOString(),
      course: course ? {
        courseNo: course.courseNo, courseNm: course.courseNm, courseTypeCd: course.courseTypeCd, description: course.description ?? null,
        examYn: course.examYn === 'Y' ? 'Y' : 'N', passScore: course.passScore ?? null, videoYn,
      } : null,
      videoCompleteYn, examPassYn, signedYn: s.signDt ? 'Y' : 'N', completeYmd,
    };
  }

  /** the lesson video of a course (the first mp4/webm of its materials) */
  async videoFile(courseNo: number): Promise<{ fileNo: number; fileOrgNm: string } | undefined> {
    const [f] = await queryRows<{ file_no: number; file_org_nm: string }>(this.db, sql`
      select file_no, file_org_nm from com_attach_file where task_class_nm = ${EDU_FILES.material} and attach_file_id = ${String(courseNo)} and status = 'P'
         and file_ext in ('mp4', 'm4v', 'webm') order by file_no limit 1`);
    return f ? { fileNo: Number(f.file_no), fileOrgNm: f.file_org_nm } : undefined;
  }

  /**
   * The signature closes the site course: the video watched (when the course has one) and the quiz passed (when it has
   * one), then the completion is recorded on the roster worker once per course and day (`saf_edu_completion`,
   * vendor_worker_no; what latestSiteEducation reads for entry checks and the permit's list).
   */
  async complete(s: EntrantSession, signature: string, now: Date, ip: string): Promise<TEntrantState> {
    const course = await this.course(s);
    const st = await this.state(s);
    if (st.course?.videoYn === 'Y' && st.videoCompleteYn !== 'Y') throw conflict(ENTRANT_MESSAGES.videoFirst);
    if (st.course?.examYn === 'Y' && st.examPassYn !== 'Y') throw conflict(ENTRANT_MESSAGES.examFirst);
    await this.db.transaction(async (tx) => {
      await tx.update(wkodEntrantSession).set({ signature, signDt: now }).where(eq(wkodEntrantSession.sessionId, s.sessionId));
      // a walk-in visitor is on no roster: the visit itself records the course and gets its day pass
      if (s.refKindCd === 'VISIT' || s.workerNo === null) {
        await this.onVisitComplete?.(tx, s, signature, now, ip);
        return;
      }
      const n = await recordVendorCompletions(tx, course, [s.workerNo], ymdIn(now, this.tz), s.userId);
      await writeAudit(tx, { userId: s.userId, action: 'ENTRANT_EDU', entity: 'saf_edu_completion', entityKey: `${course.courseNo}:${s.workerNo}`, ip, after: { inserted: n, ref: `${s.refKindCd}:${s.refNo}` } });
    });
    return this.state({ ...s, signature, signDt: now });
  }
}

/**
 * The site education of a permit's workers for the permit detail: the latest site course (ENTRANT / VISITOR /
 * GAS_WORKER) of each listed worker, valid when completed within the valid months (VND_SETTING SITE_EDU_VALID_MONTHS,
 * 12) before the permit's work day.
 */
export async function permitEducation(db: DbOrTx, permitNo: number, workYmd: string) {
  const workers = await queryRows<{ worker_no: number; worker_nm: string | null; vendor_nm: string | null }>(db, sql`
    select x.worker_no, w.worker_nm, v.vendor_nm from saf_wkod_permit_worker x left join vnd_worker w on w.worker_no = x.worker_no
      left join com_vendor v on v.vendor_cd = coalesce(w.vendor_cd, x.vendor_cd)
     where x.permit_no = ${permitNo} order by x.permit_worker_no`);
  const since = addMonthsYmd(workYmd, -(await siteEducationMonths(db)));
  const edu = await latestSiteEducation(db, workers.map((w) => Number(w.worker_no)), '1900-01-01');
  return workers.map((w) => {
    const ymd = edu.get(Number(w.worker_no)) ?? null;
    return { workerNo: Number(w.worker_no), workerNm: w.worker_nm, vendorNm: w.vendor_nm, siteEduYmd: ymd, validYn: (ymd && ymd >= since ? 'Y' : 'N') as 'Y' | 'N' };
  });
}
