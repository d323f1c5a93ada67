import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  PLANT_CODE_GROUP, VISIT_MESSAGES, addDaysYmd, isPublicToken, maskName, phoneDigits, ymdIn,
  type TVisitPass, type TVisitPassCheck,
} from '@jikim/shared';
import type { AppConfig } from '../../../config.js';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.js';
import { user } from '../../../db/schema.js';
import { writeAudit } from '../../../lib/audit.js';
import { badRequest, conflict, forbidden } from '../../../lib/errors.js';
import { zonedInstant } from '../../../lib/plant-time.js';
import { enforceRateLimit } from '../../../lib/rate-limit.js';
import type { TokenPair, TokenService } from '../../auth/token.service.js';
import { eduCourse } from '../../education/education.tables.js';
import { notify } from '../../notify/notify.service.js';
import type { EntrantSession } from './entrant.service.js';
import { safVisit, wkodEntrantSession } from './entrant.tables.js';

type Meta = { ip: string; userAgent: string | undefined };
export type TVisitInput = { plantCd: string; visitorNm: string; visitorHp: string; companyNm?: string | undefined; purpose: string; hostNm: string; hostDeptNm?: string | undefined };
export type Visit = typeof safVisit.$inferSelect;

/** the com_user row of a walk-in visit's session (type E, no usable password) */
export const visitUserId = (visitNo: number) => `VIS-${visitNo}`;

/**
 * The employee a walk-in visitor names: an active plant user (not retired, not an administrator's account of another
 * plant) of the plant with exactly that name, and of that department when given (its name, contained). None → 400;
 * several with the same name and no department → 400 asking for it. One statement.
 */
async function findHost(db: DbOrTx, plantCd: string, hostNm: string, hostDeptNm: string | undefined) {
  const rows = await queryRows<{ user_id: string; dept_cd: string | null; dept_nm: string | null }>(db, sql`
    select u.user_id, u.dept_cd, d.dept_nm from com_user u left join com_dept d on d.dept_cd = u.dept_cd
     where u.plant_cd = ${plantCd} and u.user_type = 'U' and u.use_yn = 'Y' and u.retire_yn = 'N' and u.user_nm = ${hostNm.trim()}
       ${hostDeptNm?.trim() ? sql`and d.dept_nm like ${`%${hostDeptNm.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`}` : sql``}
     order by u.user_id limit 3`);
  if (rows.length === 0) throw badRequest([{ field: 'hostNm', message: VISIT_MESSAGES.hostNotFound }], VISIT_MESSAGES.hostNotFound);
  if (rows.length > 1) throw badRequest([{ field: 'hostDeptNm', message: VISIT_MESSAGES.hostAmbiguous }], VISIT_MESSAGES.hostAmbiguous);
  return rows[0]!;
}

/**
 * 방문 등록 (issue 31 item 4): a walk-in visitor of a power plant (spec §2 /mobile/visitLogin, plantType E, contType
 * visit) who has no entry request registers with name, phone, company, purpose and the employee they visit; the server
 * finds the host, opens a visitor-course session that ends with the plant's day, and tells the host. The course and the
 * signature (the entrant routes) issue a day pass; the guard checks it at /qr?visitPass=.
 */
export class VisitService {
  constructor(private readonly db: Db, private readonly config: AppConfig, private readonly tokens: TokenService) {}

  private get tz() {
    return this.config.plantTimeZone ?? 'Asia/Seoul';
  }

  async register(body: TVisitInput, meta: Meta, now: Date): Promise<TokenPair & { userId: string }> {
    // the login's per-address limit: registering is a login without a password
    await enforceRateLimit(this.db, `login:${meta.ip}`, { limit: this.config.loginRateLimitPerMinute, windowSec: 60 }, now);
    const digits = phoneDigits(body.visitorHp);
    if (digits.length < 9 || digits.length > 11) throw badRequest([{ field: 'visitorHp', message: VISIT_MESSAGES.phone }], VISIT_MESSAGES.phone);
    const [plant] = await queryRows<{ attr1: string | null; code_nm: string }>(this.db, sql`
      select attr1, code_nm from com_code_master where code_group_cd = ${PLANT_CODE_GROUP} and code = ${body.plantCd} and use_yn = 'Y'`);
    if (!plant || plant.attr1 !== 'E') throw badRequest([{ field: 'plantCd', message: VISIT_MESSAGES.plantType }], VISIT_MESSAGES.plantType);
    const host = await findHost(this.db, body.plantCd, body.hostNm, body.hostDeptNm);
    const today = ymdIn(now, this.tz);
    const [course] = await this.db.select({ courseNo: eduCourse.courseNo }).from(eduCourse)
      .where(and(eq(eduCourse.plantCd, body.plantCd), eq(eduCourse.courseTypeCd, 'VISITOR'), eq(eduCourse.useYn, 'Y')))
      .orderBy(sql`${eduCourse.courseNo} desc`).limit(1);
    return this.db.transaction(async (tx) => {
      const [v] = await tx.insert(safVisit).values({
        plantCd: body.plantCd, visitYmd: today, visitorNm: body.visitorNm.trim(), visitorHp: digits, companyNm: body.companyNm?.trim() || null,
        purpose: body.purpose.trim(), hostUserId: host.user_id, hostDeptCd: host.dept_cd,
      }).returning();
      const userId = visitUserId(v!.visitNo);
      await tx.insert(user).values({ userId, userNm: v!.visitorNm, userType: 'E', userPwd: '!', plantCd: body.plantCd, contType: 'visit', createUserId: 'system', updateUserId: 'system' });
      // the session ends with the visit's day (the plant's midnight), or the session limit when sooner
      const dayEnd = zonedInstant(addDaysYmd(today, 1), '00:00', this.tz);
      const maxEnd = new Date(now.getTime() + (this.config.sessionMaxAgeSec ?? 7 * 86400) * 1000);
      const end = dayEnd < maxEnd ? dayEnd : maxEnd;
      const sessionId = randomUUID();
      const pair = await this.tokens.createSession(tx, { userId, userType: 'E' }, meta, end, sessionId);
      await tx.insert(wkodEntrantSession).values({
        sessionId, userId, refKindCd: 'VISIT', refNo: v!.visitNo, plantCd: body.plantCd, workerNo: null, vendorCd: null,
        courseTypeCd: 'VISITOR', courseNo: course?.courseNo ?? null, endDt: end,
      });
      await notify(tx, {
        userIds: [host.user_id], kind: 'VISIT_ARRIVAL',
        title: `[방문] ${v!.visitorNm}${v!.companyNm ? `(${v!.companyNm})` : ''} 님이 방문 등록했습니다.`,
        body: `${plant.code_nm} · ${v!.purpose} · ${today}`,
      });
      await writeAudit(tx, { userId, action: 'VISIT_REGISTER', entity: 'saf_visit', entityKey: String(v!.visitNo), ip: meta.ip, after: { hostUserId: host.user_id } });
      return { userId, ...pair };
    });
  }

  async visit(no: number): Promise<Visit | undefined> {
    const [v] = await this.db.select().from(safVisit).where(eq(safVisit.visitNo, no));
    return v;
  }

  /** the course and the signature done: the visit is educated and gets its day pass (a random token) */
  async complete(tx: DbOrTx, s: EntrantSession, signature: string, now: Date, ip: string): Promise<void> {
    const passToken = randomBytes(24).toString('base64url');
    await tx.update(safVisit).set({ statusCd: 'EDUCATED', signature, eduDt: now, passToken })
      .where(and(eq(safVisit.visitNo, s.refNo), eq(safVisit.statusCd, 'REGISTERED')));
    await writeAudit(tx, { userId: s.userId, action: 'VISIT_EDU', entity: 'saf_visit', entityKey: String(s.refNo), ip });
  }

  /** GET pass: the visitor's own day pass (a visit session, after the course) */
  async pass(s: EntrantSession): Promise<TVisitPass> {
    if (s.refKindCd !== 'VISIT') throw forbidden(VISIT_MESSAGES.notVisit);
    const [r] = await queryRows<{ pass_token: string | null; visit_no: number; visit_ymd: string; plant_nm: string | null; visitor_nm: string; company_nm: string | null; host_nm: string; host_dept_nm: string | null; edu_dt: Date | null }>(this.db, sql`
      select v.pass_token, v.visit_no, v.visit_ymd::text as visit_ymd, pl.code_nm as plant_nm, v.visitor_nm, v.company_nm, u.user_nm as host_nm, d.dept_nm as host_dept_nm, v.edu_dt
        from saf_visit v join com_user u on u.user_id = v.host_user_id left join com_dept d on d.dept_cd = v.host_dept_cd
        left join com_code_master pl on pl.code_group_cd = ${PLANT_CODE_GROUP} and pl.code = v.plant_cd
       where v.visit_no = ${s.refNo}`);
    if (!r?.pass_token || !r.edu_dt) throw conflict(VISIT_MESSAGES.notYet);
    return {
      passToken: r.pass_token, visitNo: Number(r.visit_no), visitYmd: r.visit_ymd, plantNm: r.plant_nm, visitorNm: r.visitor_nm, companyNm: r.company_nm,
      hostNm: r.host_nm, hostDeptNm: r.host_dept_nm, eduDt: new Date(r.edu_dt).toISOString(),
    };
  }

  /** the guard's check (public, rate-limited): valid on the visit's day only; unknown tokens answer invalid with nulls */
  async check(token: string, ip: string, now: Date): Promise<TVisitPassCheck> {
    await enforceRateLimit(this.db, `visitpass:${ip}`, { limit: 60, windowSec: 60 }, now);
    const [r] = isPublicToken(token) ? await queryRows<{ visit_ymd: string; plant_nm: string | null; visitor_nm: string; host_dept_nm: string | null; status_cd: string }>(this.db, sql`
      select v.visit_ymd::text as visit_ymd, pl.code_nm as plant_nm, v.visitor_nm, d.dept_nm as host_dept_nm, v.status_cd
        from saf_visit v left join com_dept d on d.dept_cd = v.host_dept_cd
        left join com_code_master pl on pl.code_group_cd = ${PLANT_CODE_GROUP} and pl.code = v.plant_cd
       where v.pass_token = ${token}`) : [];
    if (!r) return { valid: false, visitYmd: null, plantNm: null, visitorNm: null, hostDeptNm: null };
    return {
      valid: r.status_cd === 'EDUCATED' && r.visit_ymd === ymdIn(now, this.tz),
      visitYmd: r.visit_ymd, plantNm: r.plant_nm, visitorNm: maskName(r.visitor_nm), hostDeptNm: r.host_dept_nm,
    };
  }
}
