import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { EDU_MESSAGES, EDU_SETTING, EDU_SETTING_DEFAULTS } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.js';
import { user } from '../../db/schema.js';
import { zonedInstant } from '../../lib/plant-time.js';
import { eduAttend, eduSession } from './education.tables.js';
import { creditAttendance } from './credit.service.js';

/** the QR on the instructor's screen is valid this long; the screen renews it before it runs out */
export const ATTEND_TOKEN_SECONDS = 600;

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`edu-attend:${body}`).digest('base64url');

/** `<session>.<expiry epoch s>.<hmac>`: short-lived, bound to one session, unforgeable without the server's secret */
export function attendToken(secret: string, sessionNo: number, now: Date): { token: string; expiresDt: string } {
  const exp = Math.floor(now.getTime() / 1000) + ATTEND_TOKEN_SECONDS;
  const body = `${sessionNo}.${exp}`;
  return { token: `${body}.${sign(secret, body)}`, expiresDt: new Date(exp * 1000).toISOString() };
}

export function readAttendToken(secret: string, token: string, now: Date): number {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const bad = () => new AppError(400, EDU_MESSAGES.attendTokenInvalid);
  if (!m) throw bad();
  const body = `${m[1]}.${m[2]}`;
  const want = Buffer.from(sign(secret, body));
  const got = Buffer.from(m[3]!);
  if (want.length !== got.length || !timingSafeEqual(want, got)) throw bad();
  if (Number(m[2]) * 1000 < now.getTime()) throw bad();
  return Number(m[1]);
}

type Session = typeof eduSession.$inferSelect;

async function refreshCount(tx: DbOrTx, sessionNo: number) {
  await tx.update(eduSession).set({ attendCnt: sql`(select count(*) from saf_edu_attend a where a.session_no = ${sessionNo} and a.credited_hours is not null)` })
    .where(eq(eduSession.sessionNo, sessionNo));
}

/** minutes before the start and after the end in which a session's QR still counts (EDU_SETTING/ATTEND_GRACE_MIN) */
export async function attendGraceMin(db: DbOrTx): Promise<number> {
  const [r] = await queryRows<{ v: string | null }>(db, sql`
    select attr1 as v from com_code_master where code_group_cd = ${EDU_SETTING.group} and code = ${EDU_SETTING.attendGraceMin} and use_yn = 'Y'`);
  const n = Number(r?.v);
  return r?.v != null && Number.isFinite(n) && n >= 0 ? n : EDU_SETTING_DEFAULTS.attendGraceMin;
}

/**
 * Attendance counts only inside the session's day and time (issue 25): check-in from the grace before its start until
 * its end, check-out until the grace after its end (plant time zone) — never a month later on a kept QR token.
 */
export async function assertInSessionWindow(db: DbOrTx, s: Session, action: 'IN' | 'OUT', now: Date, timeZone: string): Promise<void> {
  const grace = (await attendGraceMin(db)) * 60_000;
  const from = zonedInstant(s.eduYmd, s.startHm, timeZone).getTime() - grace;
  const end = zonedInstant(s.eduYmd, s.endHm, timeZone).getTime();
  const to = action === 'IN' ? end : end + grace;
  if (now.getTime() < from || now.getTime() > to) throw conflict(EDU_MESSAGES.attendOutsideWindow(s.eduYmd, s.startHm, s.endHm));
}

/**
 * QR check-in / check-out from the worker's phone, inside the session's window: check-in records the arrival (within
 * the capacity); check-out needs the check-in and credits the session's hours. Repeating either keeps the first time.
 */
export async function checkAttend(db: DbOrTx, s: Session, u: { userId: string; plantCd: string | null }, action: 'IN' | 'OUT', now: Date, timeZone: string) {
  if (u.plantCd !== s.plantCd) throw forbidden(EDU_MESSAGES.sessionUserOtherPlant);
  await assertInSessionWindow(db, s, action, now, timeZone);
  return db.transaction(async (tx) => {
    await queryRows(tx, sql`select 1 from saf_edu_session where session_no = ${s.sessionNo} for update`);
    const [cur] = await tx.select().from(eduAttend).where(and(eq(eduAttend.sessionNo, s.sessionNo), eq(eduAttend.userId, u.userId)));
    if (action === 'IN') {
      if (!cur) {
        const [n] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from saf_edu_attend where session_no = ${s.sessionNo}`);
        if (s.capacity && (n?.n ?? 0) >= s.capacity) throw conflict(EDU_MESSAGES.attendFull);
        await tx.insert(eduAttend).values({ sessionNo: s.sessionNo, userId: u.userId, checkInDt: now, methodCd: 'QR' });
      }
    } else {
      if (!cur?.checkInDt) throw conflict(EDU_MESSAGES.attendNotCheckedIn);
      if (!cur.checkOutDt) {
        const hours = await creditAttendance(tx, s, u.userId, u.userId);
        await tx.update(eduAttend).set({ checkOutDt: now, creditedHours: hours, updateDt: now })
          .where(and(eq(eduAttend.sessionNo, s.sessionNo), eq(eduAttend.userId, u.userId)));
        await refreshCount(tx, s.sessionNo);
      }
    }
    const [row] = await tx.select().from(eduAttend).where(and(eq(eduAttend.sessionNo, s.sessionNo), eq(eduAttend.userId, u.userId)));
    return row!;
  });
}

/** a signature on the instructor's tablet: the attendee is present for the whole session (in, out, hours) */
export async function signAttend(db: DbOrTx, s: Session, userId: string, signature: string, by: string, now: Date) {
  const [u] = await db.select({ plantCd: user.plantCd, userType: user.userType }).from(user).where(eq(user.userId, userId));
  if (!u || u.userType !== 'U') throw badRequest([{ field: 'userId', message: '사용자를 찾을 수 없습니다.' }], '사용자를 찾을 수 없습니다.');
  if (u.plantCd !== s.plantCd) throw forbidden(EDU_MESSAGES.sessionUserOtherPlant);
  return db.transaction(async (tx) => {
    await queryRows(tx, sql`select 1 from saf_edu_session where session_no = ${s.sessionNo} for update`);
    const hours = await creditAttendance(tx, s, userId, by);
    await tx.insert(eduAttend).values({ sessionNo: s.sessionNo, userId, checkInDt: now, checkOutDt: now, signature, methodCd: 'SIGN', creditedHours: hours, updateDt: now })
      .onConflictDoUpdate({
        target: [eduAttend.sessionNo, eduAttend.userId],
        set: { signature, checkOutDt: sql`coalesce(${eduAttend.checkOutDt}, ${now})`, creditedHours: hours, updateDt: now },
      });
    await refreshCount(tx, s.sessionNo);
  });
}
