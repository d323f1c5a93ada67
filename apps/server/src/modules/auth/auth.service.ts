import { eq, sql } from 'drizzle-orm';
import { MESSAGES, RETURN_CODES, type TPasswordChange, type TWorker } from '@jikim/shared';
import type { AppConfig } from '../../config.js';
import { queryRows, type Db } from '../../db/client.js';
import { user } from '../../db/schema.js';
import { AppError, forbidden, unauthorized } from '../../lib/errors.js';
import { writeAudit } from '../../lib/audit.js';
import { dummyHash, hashPasswordSha, sha256Hex, verifyPasswordSha } from '../../lib/password.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import type { Principal } from './principal.js';
import type { TokenPair, TokenService } from './token.service.js';

type Meta = { ip: string; userAgent: string | undefined };

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly tokens: TokenService,
  ) {}

  private async checkRateLimit(ip: string) {
    const hits = await hitRateLimit(this.db, `login:${ip}`, 60);
    if (hits > this.config.loginRateLimitPerMinute) throw new AppError(429, MESSAGES.tooManyRequests, 'RATE_LIMITED');
  }

  /**
   * Password login shared by the plant login (sha computed here) and the vendor login (sha from the client).
   * Unknown user, wrong type and wrong password look the same to the caller.
   */
  async login(userId: string, pwdSha: string, userType: 'U' | 'V', meta: Meta): Promise<TokenPair & { userId: string }> {
    await this.checkRateLimit(meta.ip);
    const [u] = await this.db.select().from(user).where(eq(user.userId, userId));
    if (!u || u.userType !== userType || u.useYn !== 'Y' || u.retireYn === 'Y') {
      await verifyPasswordSha(pwdSha, await dummyHash(this.config.scryptN));
      throw unauthorized(RETURN_CODES.wrongPassword, MESSAGES.wrongPassword);
    }
    if (u.lockedUntil && u.lockedUntil.getTime() > Date.now()) {
      throw new AppError(423, MESSAGES.accountLocked, RETURN_CODES.accountLocked);
    }
    const ok = await verifyPasswordSha(pwdSha, u.userPwd);
    if (!ok) {
      const locked = await this.db.transaction(async (tx) => {
        // atomic increment: parallel guesses cannot slip under the limit
        const rows = await queryRows<{ locked_until: unknown }>(tx, sql`
          update com_user
             set login_fail_cnt = case when locked_until is not null and locked_until <= now() then 1 else login_fail_cnt + 1 end,
                 locked_until = case
                   when (case when locked_until is not null and locked_until <= now() then 1 else login_fail_cnt + 1 end) >= ${this.config.loginMaxFailures}
                   then now() + make_interval(mins => ${this.config.loginLockMinutes}) else null end
           where user_id = ${u.userId}
           returning locked_until`);
        const isLocked = Boolean(rows[0]?.locked_until);
        await writeAudit(tx, { userId: u.userId, action: isLocked ? 'LOCKED' : 'LOGIN_FAIL', entity: 'com_user', entityKey: u.userId, ip: meta.ip });
        return isLocked;
      });
      if (locked) throw new AppError(423, MESSAGES.accountLocked, RETURN_CODES.accountLocked);
      throw unauthorized(RETURN_CODES.wrongPassword, MESSAGES.wrongPassword);
    }
    return this.db.transaction(async (tx) => {
      await tx.update(user).set({ loginFailCnt: 0, lockedUntil: null }).where(eq(user.userId, u.userId));
      const pair = await this.tokens.createSession(tx, { userId: u.userId, userType }, meta);
      await writeAudit(tx, { userId: u.userId, action: 'LOGIN', entity: 'com_user', entityKey: u.userId, ip: meta.ip });
      return { userId: u.userId, ...pair };
    });
  }

  loginPlain(userId: string, password: string, meta: Meta) {
    return this.login(userId, sha256Hex(password), 'U', meta);
  }

  async logout(p: Principal, ip: string) {
    await this.db.transaction(async (tx) => {
      await this.tokens.revoke(tx, p.sessionId, 'LOGOUT');
      await writeAudit(tx, { userId: p.userId, action: 'LOGOUT', entity: 'auth_session', entityKey: p.sessionId, ip });
    });
  }

  worker(p: Principal): TWorker {
    return {
      userId: p.userId,
      workerNm: p.userNm,
      userType: p.userType,
      plantType: p.plantType,
      contType: p.contType,
      plantCd: p.plantCd,
      plantNm: p.plantNm,
      deptCd: p.deptCd,
      deptNm: p.deptNm,
      vendorCd: p.vendorCd,
      vendorNm: p.vendorNm,
      signature: p.signature,
      lang: p.lang,
      isAdmin: p.isAdmin,
      deptAuthGrp: { plantAccessYn: p.plantAccessYn, deptAccessYn: p.deptAccessYn },
    };
  }

  /** a user changes their own password; an administrator anyone's. Other sessions of that user end. */
  async changePassword(p: Principal, body: TPasswordChange, ip: string): Promise<void> {
    if (body.userId !== p.userId && !p.isAdmin) throw forbidden();
    const hash = await hashPasswordSha(sha256Hex(body.userPwd), this.config.scryptN);
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(user)
        .set({ userPwd: hash, pwdChangeDt: new Date(), loginFailCnt: 0, lockedUntil: null, updateUserId: p.userId, updateDt: new Date(), version: sql`${user.version} + 1` })
        .where(eq(user.userId, body.userId))
        .returning({ userId: user.userId });
      if (updated.length === 0) throw new AppError(404, MESSAGES.passwordNotChanged);
      await this.tokens.revokeOthers(tx, body.userId, body.userId === p.userId ? p.sessionId : null, 'PASSWORD');
      await writeAudit(tx, { userId: p.userId, action: 'PASSWORD', entity: 'com_user', entityKey: body.userId, ip });
    });
  }
}
