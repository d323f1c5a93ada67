import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { MESSAGES, RETURN_CODES } from '@jikim/shared';
import type { AppConfig } from '../../config.js';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { authSession, refreshToken } from '../../db/schema.js';
import { AppError, unauthorized } from '../../lib/errors.js';
import { writeAudit } from '../../lib/audit.js';

export type UserType = 'U' | 'V' | 'E';
export type AccessClaims = { sub: string; sid: string; typ: UserType };
export type TokenPair = { accessToken: string; refreshToken: string };

const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');

/** how many successors a spent refresh token may still get within the reuse grace */
const GRACE_REISSUES = 2;

type Outcome = { pair: TokenPair } | { error: AppError };

export function reasonToReturnCode(reason: string | null): string {
  return reason === 'CONCURRENT' ? RETURN_CODES.concurrentExpired : RETURN_CODES.refreshExpired;
}

export function reasonToMessage(reason: string | null): string {
  return reason === 'CONCURRENT' ? MESSAGES.concurrentExpired : MESSAGES.refreshExpired;
}

export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sid, typ: claims.typ })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.config.accessTokenTtlSec)
      .sign(this.key);
  }

  /** throws 401 ACCESS_EXPIRED for an expired token, 401 INVALID_TOKEN for anything else wrong */
  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || (payload.typ !== 'U' && payload.typ !== 'V' && payload.typ !== 'E')) {
        throw unauthorized('INVALID_TOKEN');
      }
      return { sub: payload.sub, sid: payload.sid, typ: payload.typ };
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) throw unauthorized(RETURN_CODES.accessExpired, MESSAGES.accessExpired);
      if (e instanceof AppError) throw e;
      throw unauthorized('INVALID_TOKEN');
    }
  }

  private get maxAgeMs() {
    return (this.config.sessionMaxAgeSec ?? 7 * 86400) * 1000;
  }

  /** sliding by REFRESH_TOKEN_TTL, but never past SESSION_MAX_AGE after the login */
  private sessionExpiry(createdAt: Date): Date {
    return new Date(Math.min(Date.now() + this.config.refreshTokenTtlSec * 1000, createdAt.getTime() + this.maxAgeMs));
  }

  private async issueRefresh(tx: DbOrTx, sessionId: string, expiresDt: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await tx.insert(refreshToken).values({ tokenHash: hashToken(token), sessionId, expiresDt });
    return token;
  }

  /** a new session (refresh family); with the single-session policy, the user's other sessions end */
  async createSession(
    tx: DbOrTx,
    user: { userId: string; userType: UserType },
    meta: { ip: string; userAgent: string | undefined },
    /** an earlier end than the usual expiry (an entrant's session ends with its permit window) */
    endsAt?: Date,
    sessionId: string = randomUUID(),
  ): Promise<TokenPair> {
    const createDt = new Date();
    const usual = this.sessionExpiry(createDt);
    const expiresDt = endsAt && endsAt < usual ? endsAt : usual;
    if (this.config.singleSession) {
      await tx
        .update(authSession)
        .set({ revokedDt: new Date(), revokeReason: 'CONCURRENT' })
        .where(and(eq(authSession.userId, user.userId), isNull(authSession.revokedDt)));
    }
    await tx.insert(authSession).values({
      sessionId,
      userId: user.userId,
      userType: user.userType,
      createDt,
      lastUsedDt: createDt,
      expiresDt,
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    const refresh = await this.issueRefresh(tx, sessionId, expiresDt);
    const access = await this.signAccess({ sub: user.userId, sid: sessionId, typ: user.userType });
    return { accessToken: access, refreshToken: refresh };
  }

  /**
   * Rotate a refresh token. Exactly one caller can spend a token (conditional update). A spent token presented
   * again within the reuse grace (REFRESH_REUSE_GRACE_SECONDS) gets a successor of its own, at most
   * GRACE_REISSUES times (then 401, the family untouched): a page reloaded while its refresh was in flight lost
   * the first answer and must not be logged out, and two tabs refreshing at once both go on. Presenting a spent
   * token after the grace revokes the whole family: someone holds a stolen copy.
   */
  async rotate(token: string, userTypes: readonly UserType[], ip: string): Promise<TokenPair> {
    const tokenHash = hashToken(token);
    const outcome: Outcome = await this.db.transaction(async (tx) => {
      // only a token of this endpoint's principal kind is spent: the other kind's endpoint leaves it untouched
      const ofKind = sql`exists (select 1 from auth_session s where s.session_id = ${refreshToken.sessionId} and s.user_type in (${sql.join(userTypes.map((t) => sql`${t}`), sql`, `)}))`;
      const spent = await tx
        .update(refreshToken)
        .set({ usedDt: new Date() })
        .where(and(eq(refreshToken.tokenHash, tokenHash), isNull(refreshToken.usedDt), sql`${refreshToken.expiresDt} > now()`, ofKind))
        .returning({ sessionId: refreshToken.sessionId });
      if (spent.length > 0) return this.successor(tx, spent[0]!.sessionId);
      const [known] = await tx
        .select({ sessionId: refreshToken.sessionId, usedDt: refreshToken.usedDt })
        .from(refreshToken)
        .where(eq(refreshToken.tokenHash, tokenHash));
      if (!known) return { error: unauthorized(RETURN_CODES.refreshExpired, MESSAGES.refreshExpired) };
      const [sess] = await tx.select().from(authSession).where(eq(authSession.sessionId, known.sessionId));
      // the other kind's token: refused with no effect on it (neither spent nor counted as reuse)
      if (sess && !(userTypes as readonly string[]).includes(sess.userType)) return { error: unauthorized(RETURN_CODES.invalidToken, MESSAGES.refreshExpired) };
      if (sess?.revokedDt) return { error: unauthorized(reasonToReturnCode(sess.revokeReason), reasonToMessage(sess.revokeReason)) };
      if (!known.usedDt) return { error: unauthorized(RETURN_CODES.refreshExpired, MESSAGES.refreshExpired) }; // expired unspent
      // within the grace: a successor of its own, counted (conditional update, so concurrent callers cannot exceed it)
      const graceSince = new Date(Date.now() - this.config.refreshReuseGraceSec * 1000);
      const regranted = await tx
        .update(refreshToken)
        .set({ graceReissues: sql`${refreshToken.graceReissues} + 1` })
        .where(and(
          eq(refreshToken.tokenHash, tokenHash),
          sql`${refreshToken.usedDt} >= ${graceSince.toISOString()}::timestamptz`,
          sql`${refreshToken.graceReissues} < ${GRACE_REISSUES}`,
        ))
        .returning({ sessionId: refreshToken.sessionId });
      if (regranted.length > 0) return this.successor(tx, known.sessionId);
      // within the grace but its successors are used up: refused, the family stays (the same client racing itself)
      if (known.usedDt >= graceSince) return { error: unauthorized(RETURN_CODES.refreshExpired, MESSAGES.refreshExpired) };
      await tx
        .update(authSession)
        .set({ revokedDt: new Date(), revokeReason: 'REUSE' })
        .where(and(eq(authSession.sessionId, known.sessionId), isNull(authSession.revokedDt)));
      await writeAudit(tx, { userId: sess?.userId ?? null, action: 'TOKEN_REUSE', entity: 'auth_session', entityKey: known.sessionId, ip });
      return { error: unauthorized(RETURN_CODES.refreshExpired, MESSAGES.refreshExpired) };
    });
    // the revocation above must commit even though the caller gets a 401
    if ('error' in outcome) throw outcome.error;
    return outcome.pair;
  }

  /** a new refresh token and access token for a live session whose token was just spent */
  private async successor(tx: DbOrTx, sessionId: string): Promise<Outcome> {
    const [sess] = await tx.select().from(authSession).where(eq(authSession.sessionId, sessionId));
    if (!sess || sess.revokedDt || sess.expiresDt.getTime() <= Date.now()) {
      return { error: unauthorized(reasonToReturnCode(sess?.revokeReason ?? null), reasonToMessage(sess?.revokeReason ?? null)) };
    }
    // absolute lifetime (SESSION_MAX_AGE): rotation never carries a session past it
    const hardEnd = sess.createDt.getTime() + this.maxAgeMs;
    if (hardEnd <= Date.now()) {
      await tx
        .update(authSession)
        .set({ revokedDt: new Date(), revokeReason: 'MAX_AGE' })
        .where(and(eq(authSession.sessionId, sessionId), isNull(authSession.revokedDt)));
      return { error: unauthorized(RETURN_CODES.refreshExpired, MESSAGES.refreshExpired) };
    }
    const active = await queryRows(tx,
      sql`select 1 from com_user where user_id = ${sess.userId} and use_yn = 'Y' and retire_yn <> 'Y'`,
    );
    if (active.length === 0) return { error: unauthorized(RETURN_CODES.refreshExpired, MESSAGES.refreshExpired) };
    // an entrant's session never outlives the end fixed at its login (the permit window's end)
    const expires = sess.userType === 'E' ? sess.expiresDt : this.sessionExpiry(sess.createDt);
    await tx
      .update(authSession)
      .set({ lastUsedDt: new Date(), expiresDt: expires })
      .where(eq(authSession.sessionId, sessionId));
    const refresh = await this.issueRefresh(tx, sessionId, expires);
    const access = await this.signAccess({ sub: sess.userId, sid: sessionId, typ: sess.userType === 'V' || sess.userType === 'E' ? sess.userType : 'U' });
    return { pair: { accessToken: access, refreshToken: refresh } };
  }

  async revoke(tx: DbOrTx, sessionId: string, reason: string) {
    await tx
      .update(authSession)
      .set({ revokedDt: new Date(), revokeReason: reason })
      .where(and(eq(authSession.sessionId, sessionId), isNull(authSession.revokedDt)));
  }

  /** end every other session of a user (after a password change) */
  async revokeOthers(tx: DbOrTx, userId: string, keepSessionId: string | null, reason: string) {
    const cond = keepSessionId
      ? and(eq(authSession.userId, userId), isNull(authSession.revokedDt), ne(authSession.sessionId, keepSessionId))
      : and(eq(authSession.userId, userId), isNull(authSession.revokedDt));
    await tx.update(authSession).set({ revokedDt: new Date(), revokeReason: reason }).where(cond);
  }
}
