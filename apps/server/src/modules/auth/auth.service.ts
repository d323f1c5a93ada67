import { eq, sql } from 'drizzle-orm';
import { MESSAGES, RETURN_CODES, type TPasswordChange, type TWorker } from '@jikim/shared';
import type { AppConfig } from '../../config.js';
import { queryRows, type Db } from '../../db/client.js';
import { user } from '../../db/schema.js';
import { AppError, forbidden, unauthorized } from '../../lib/errors.js';
import { writeAudit } from '../../lib/audit.js';
import { dummyHash, hashPasswordSha, sha256Hex, verifyPasswordSha } from '../../lib/password.js';
import { enforceRateLimit } from '../../lib/rate-limit.js';
import { LoginGuard } from './lockout.js';
import type { Principal } from './principal.js';
import type { SsoService } from './sso.service.js';
import type { TokenPair, TokenService } from './token.service.js';

type Meta = { ip: string; userAgent: string | undefined };

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly sso?: SsoService,
  ) {
    this.guard = new LoginGuard(config);
    // computed now, so that the first unknown login id does not take longer than the others
    void dummyHash(config.scryptN);
  }

  private readonly guard: LoginGuard;

  private async checkRateLimit(ip: string) {
    await enforceRateLimit(this.db, `login:${ip}`, { limit: this.config.loginRateLimitPerMinute, windowSec: 60 });
  }

  private locked() {
    return new AppError(423, MESSAGES.accountLocked, RETURN_CODES.accountLocked);
  }

  /** one failed password (login or current-password check): counted, audited, answered 401 or 423 */
  private async fail(loginId: string, knownUserId: string | null, ip: string, answer: () => AppError, action = 'LOGIN_FAIL'): Promise<never> {
    const locked = await this.db.transaction(async (tx) => {
      const isLocked = await this.guard.recordFailure(tx, loginId, ip);
      await writeAudit(tx, { userId: knownUserId, action: isLocked ? 'LOCKED' : action, entity: 'com_user', entityKey: loginId.slice(0, 200), ip });
      return isLocked;
    });
    throw locked ? this.locked() : answer();
  }

  /**
   * Password login shared by the plant login (sha computed here) and the vendor login (sha from the client).
   * Unknown user, wrong type, inactive user and wrong password run the same queries and the same slow hash,
   * and answer the same 401 — or the same 423 once that login id is locked for this client (see LoginGuard).
   */
  async login(userId: string, pwdSha: string, userType: 'U' | 'V', meta: Meta): Promise<TokenPair & { userId: string; mustChangePwd?: boolean }> {
    await this.checkRateLimit(meta.ip);
    // OIDC_LOCAL_LOGIN=off (issue 32): plant users log in through SSO; `admin` keeps the password login as the way in
    // when the provider is down. Answered for any id alike, before any lookup.
    if (userType === 'U' && this.config.oidc && !this.config.oidc.localLogin && userId !== 'admin') {
      throw new AppError(403, MESSAGES.localLoginOff, RETURN_CODES.localLoginOff);
    }
    // locked: answered before any user lookup or hashing, for known and unknown ids alike
    if (await this.guard.isLocked(this.db, userId, meta.ip)) throw this.locked();
    const [u] = await this.db.select().from(user).where(eq(user.userId, userId));
    const usable = Boolean(u && u.userType === userType && u.useYn === 'Y' && u.retireYn !== 'Y');
    const ok = await verifyPasswordSha(pwdSha, usable ? u!.userPwd : await dummyHash(this.config.scryptN));
    if (!usable || !ok) {
      return this.fail(userId, usable ? u!.userId : null, meta.ip, () => unauthorized(RETURN_CODES.wrongPassword, MESSAGES.wrongPassword));
    }
    return this.db.transaction(async (tx) => {
      await this.guard.clearClient(tx, u!.userId, meta.ip);
      await tx.update(user).set({ loginFailCnt: 0, lockedUntil: null }).where(eq(user.userId, u!.userId));
      const pair = await this.tokens.createSession(tx, { userId: u!.userId, userType }, meta);
      await writeAudit(tx, { userId: u!.userId, action: 'LOGIN', entity: 'com_user', entityKey: u!.userId, ip: meta.ip });
      const temp = await queryRows(tx, sql`select 1 from com_user_temp_pwd where user_id = ${u!.userId}`);
      return { userId: u!.userId, ...pair, ...(temp.length ? { mustChangePwd: true } : {}) };
    });
  }

  /** administrator: clear every lock and failure count of a login id (known or not), audited as UNLOCK */
  async unlock(p: Principal, loginId: string, ip: string): Promise<{ success: boolean; message: string }> {
    await this.db.transaction(async (tx) => {
      const cleared = await this.guard.unlock(tx, loginId);
      await tx.update(user).set({ loginFailCnt: 0, lockedUntil: null }).where(eq(user.userId, loginId));
      await writeAudit(tx, { userId: p.userId, action: 'UNLOCK', entity: 'com_user', entityKey: loginId, ip, after: { locksCleared: cleared } });
    });
    return { success: true, message: MESSAGES.accountUnlocked };
  }

  loginPlain(userId: string, password: string, meta: Meta) {
    return this.login(userId, sha256Hex(password), 'U', meta);
  }

  /** ends the session; for a session opened by SSO, answers the provider's end-session URL when it has one */
  async logout(p: Principal, ip: string): Promise<string | undefined> {
    await this.db.transaction(async (tx) => {
      await this.tokens.revoke(tx, p.sessionId, 'LOGOUT');
      await writeAudit(tx, { userId: p.userId, action: 'LOGOUT', entity: 'auth_session', entityKey: p.sessionId, ip });
    });
    return this.sso?.endSessionUrl(this.db, p.sessionId);
  }

  worker(p: Principal): TWorker {
    return {
      userId: p.userId,
      workerNm: p.userNm,
      userType: p.userType === 'V' ? 'V' : 'U',
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

  /**
   * A user changes their own password (the current one is checked like a login: a wrong one counts towards
   * the lock); an administrator resets anyone else's without it. Other sessions of that user end.
   */
  async changePassword(p: Principal, body: TPasswordChange, ip: string): Promise<void> {
    const self = body.userId === p.userId;
    if (!self && !p.isAdmin) throw forbidden();
    if (self) {
      if (!body.currentPwd) throw new AppError(400, MESSAGES.currentPasswordRequired, RETURN_CODES.validation);
      if (await this.guard.isLocked(this.db, p.userId, ip)) throw this.locked();
      const [u] = await this.db.select({ userPwd: user.userPwd }).from(user).where(eq(user.userId, p.userId));
      const ok = await verifyPasswordSha(sha256Hex(body.currentPwd), u?.userPwd ?? (await dummyHash(this.config.scryptN)));
      if (!u || !ok) {
        await this.fail(p.userId, p.userId, ip, () => new AppError(400, MESSAGES.currentPasswordWrong, RETURN_CODES.wrongCurrentPassword), 'PASSWORD_FAIL');
      }
    }
    const hash = await hashPasswordSha(sha256Hex(body.userPwd), this.config.scryptN);
    await this.db.transaction(async (tx) => {
      const updated = await tx
        .update(user)
        .set({ userPwd: hash, pwdChangeDt: new Date(), loginFailCnt: 0, lockedUntil: null, updateUserId: p.userId, updateDt: new Date(), version: sql`${user.version} + 1` })
        .where(eq(user.userId, body.userId))
        .returning({ userId: user.userId });
      if (updated.length === 0) throw new AppError(404, MESSAGES.passwordNotChanged);
      // an administrator's reset also lifts the lock; one's own change keeps other clients' locks
      if (!self) await this.guard.unlock(tx, body.userId);
      // one's own new password replaces a temporary one; an administrator's reset leaves the marker as it is
      if (self) await tx.execute(sql`delete from com_user_temp_pwd where user_id = ${body.userId}`);
      await this.tokens.revokeOthers(tx, body.userId, self ? p.sessionId : null, 'PASSWORD');
      await writeAudit(tx, { userId: p.userId, action: 'PASSWORD', entity: 'com_user', entityKey: body.userId, ip });
    });
  }
}
