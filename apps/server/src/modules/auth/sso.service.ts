import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { MESSAGES, RETURN_CODES } from '@jikim/shared';
import type { AppConfig, OidcConfig } from '../../config.js';
import { queryRows, type Db, type DbOrTx } from '../../db/client.js';
import { authGrp, dept, user, userAuthGrp } from '../../db/schema.js';
import { unauthorized } from '../../lib/errors.js';
import { writeAudit } from '../../lib/audit.js';
import { LoginGuard } from './lockout.js';
import type { TokenPair, TokenService } from './token.service.js';
import { ssoFlow } from './sso.tables.js';

type Meta = { ip: string; userAgent: string | undefined };

/** a password hash that never verifies: a user created by single sign-on has no local password */
export const SSO_NO_PASSWORD = '!SSO';
/** the browser's binding cookie (random; only its SHA-256 is kept with the flow), sent to /login/sso/* only */
export const SSO_COOKIE = 'jikim_sso';
export const SSO_COOKIE_PATH = '/login/sso';
/** an attempt must come back from the provider within this time */
export const SSO_FLOW_TTL_SEC = 600;
/** the web app exchanges the one-time ticket within this time */
export const SSO_TICKET_TTL_SEC = 60;

/**
 * Why a callback is refused; the callback sends the browser to `/auth-redirect#ssoError=<reason>` and the login page
 * shows the matching message (web i18n `login.sso.<reason>`).
 */
export type SsoFailure = 'state' | 'denied' | 'provider' | 'noLoginId' | 'unknownUser' | 'noMapping' | 'retired' | 'notEmployee' | 'locked';

export class SsoError extends Error {
  constructor(readonly reason: SsoFailure, detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

const sha = (v: string) => createHash('sha256').update(v).digest('hex');

/** a claim as a trimmed string (numbers accepted: a department code may arrive as one) */
function claimString(claims: Record<string, unknown>, name: string | undefined): string | undefined {
  if (!name) return undefined;
  const v = claims[name];
  if (typeof v === 'string' && v.trim()) return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/**
 * OpenID Connect single sign-on (issue 32): authorization code flow with PKCE (S256), state and nonce, through
 * openid-client. The provider's metadata is discovered on first use (and again after a failure). After the callback
 * the product's own session is opened exactly as a password login opens it (TokenService.createSession, LOGIN audit,
 * the client's lock cleared), so everything after login is unchanged.
 */
export class SsoService {
  private discovered: Promise<oidc.Configuration> | null = null;
  private readonly guard: LoginGuard;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly tokens: TokenService,
  ) {
    this.guard = new LoginGuard(config);
  }

  get settings(): OidcConfig | undefined {
    return this.config.oidc;
  }

  /** the provider's configuration (discovery once; a failed discovery is retried by the next login) */
  provider(): Promise<oidc.Configuration> {
    const o = this.config.oidc;
    if (!o) return Promise.reject(new Error('OIDC is not configured'));
    if (!this.discovered) {
      const issuer = new URL(o.issuer);
      const found = oidc.discovery(
        issuer,
        o.clientId,
        o.clientSecret ? { client_secret: o.clientSecret } : undefined,
        o.clientSecret ? oidc.ClientSecretBasic(o.clientSecret) : oidc.None(),
        // http:// is accepted by the configuration only on loopback (config.ts)
        { execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      );
      this.discovered = found;
      found.catch(() => {
        this.discovered = null;
      });
    }
    return this.discovered;
  }

  /** a new attempt: the provider's authorization URL and the browser's binding value (for the cookie) */
  async start(): Promise<{ url: string; binding: string }> {
    const o = this.config.oidc!;
    const cfg = await this.provider();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const verifier = oidc.randomPKCECodeVerifier();
    const binding = randomBytes(32).toString('base64url');
    const now = Date.now();
    // attempts never finished, and finished ones whose session can no longer be alive, go
    const sessionMaxSec = this.config.sessionMaxAgeSec ?? 7 * 86400;
    await this.db.delete(ssoFlow).where(or(
      and(isNull(ssoFlow.sessionId), lt(ssoFlow.expiresDt, new Date(now - 3600_000))),
      lt(ssoFlow.createDt, new Date(now - (sessionMaxSec + 86400) * 1000)),
    ));
    await this.db.insert(ssoFlow).values({
      flowId: randomUUID(),
      stateHash: sha(state),
      bindingHash: sha(binding),
      codeVerifier: verifier,
      nonce,
      expiresDt: new Date(now + SSO_FLOW_TTL_SEC * 1000),
    });
    const url = oidc.buildAuthorizationUrl(cfg, {
      redirect_uri: o.redirectUri,
      scope: o.scopes,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, binding };
  }

  /**
   * The provider's answer (`rawQuery`: the callback's query string). The state is spent once, and only with the
   * browser that started the attempt; the code is redeemed with the PKCE verifier and the ID token's nonce is checked
   * (openid-client). Answers a one-time ticket for the web app; throws SsoError otherwise (audited LOGIN_FAIL).
   */
  async callback(rawQuery: string, binding: string | undefined, ip: string): Promise<string> {
    const o = this.config.oidc!;
    const params = new URLSearchParams(rawQuery);
    const state = params.get('state');
    if (!state || !binding) return this.failed(new SsoError('state'), null, ip);
    const [flow] = await this.db
      .update(ssoFlow)
      .set({ stateUsedDt: new Date() })
      .where(and(eq(ssoFlow.stateHash, sha(state)), eq(ssoFlow.bindingHash, sha(binding)), isNull(ssoFlow.stateUsedDt), gt(ssoFlow.expiresDt, new Date())))
      .returning();
    if (!flow) return this.failed(new SsoError('state'), null, ip);
    if (params.get('error')) return this.failed(new SsoError('denied', params.get('error') ?? undefined), null, ip);

    let claims: Record<string, unknown>;
    let idToken: string | undefined;
    try {
      const cfg = await this.provider();
      const current = new URL(o.redirectUri);
      current.search = params.toString();
      const res = await oidc.authorizationCodeGrant(cfg, current, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = res.claims()!;
      idToken = res.id_token;
      claims = { ...idClaims };
      // profile claims (and the plant/department ones) often come from the userinfo endpoint only
      if (cfg.serverMetadata().userinfo_endpoint && res.access_token) {
        const info = await oidc.fetchUserInfo(cfg, res.access_token, idClaims.sub);
        claims = { ...info, ...idClaims };
      }
    } catch (e) {
      return this.failed(new SsoError('provider', e instanceof Error ? e.message : String(e)), null, ip);
    }

    const loginId = claimString(claims, o.loginClaim);
    if (!loginId || loginId.length > 50) return this.failed(new SsoError('noLoginId'), null, ip);
    const userId = await this.resolveUser(loginId, claims, ip);
    if (await this.guard.isLocked(this.db, userId, ip)) return this.failed(new SsoError('locked'), userId, ip);
    const ticket = randomBytes(32).toString('base64url');
    await this.db
      .update(ssoFlow)
      .set({ ticketHash: sha(ticket), userId, ticketExpiresDt: new Date(Date.now() + SSO_TICKET_TTL_SEC * 1000), idToken: idToken ?? null })
      .where(eq(ssoFlow.flowId, flow.flowId));
    return ticket;
  }

  /**
   * The user of a login id: an existing plant user (type U, in use, not retired), or a new one in the plant and
   * department the claims name (OIDC_PLANT_CLAIM / OIDC_DEPT_CLAIM). No usable mapping: refused, nobody is created.
   */
  private async resolveUser(loginId: string, claims: Record<string, unknown>, ip: string): Promise<string> {
    const o = this.config.oidc!;
    const [u] = await this.db.select().from(user).where(eq(user.userId, loginId));
    if (u) {
      if (u.userType !== 'U') return this.failed(new SsoError('notEmployee'), null, ip, loginId);
      if (u.retireYn === 'Y' || u.useYn !== 'Y') return this.failed(new SsoError('retired'), u.userId, ip);
      return u.userId;
    }
    if (!o.createUsers) return this.failed(new SsoError('unknownUser'), null, ip, loginId);
    const place = await this.mapping(claims);
    if (!place) return this.failed(new SsoError('noMapping'), null, ip, loginId);
    const userNm = (claimString(claims, o.nameClaim) ?? loginId).slice(0, 100);
    const email = claimString(claims, 'email');
    await this.db.transaction(async (tx) => {
      const created = await tx
        .insert(user)
        .values({
          userId: loginId, userNm, userType: 'U', userPwd: SSO_NO_PASSWORD, plantCd: place.plantCd, deptCd: place.deptCd,
          email: email && email.length <= 200 ? email : null, createUserId: 'SSO', updateUserId: 'SSO',
        })
        .onConflictDoNothing()
        .returning({ userId: user.userId });
      // two first logins at once: the other created the user
      if (created.length === 0) return;
      if (o.defaultAuthGrp) {
        const [g] = await tx.select({ cd: authGrp.authGrpCd }).from(authGrp).where(and(eq(authGrp.authGrpCd, o.defaultAuthGrp), eq(authGrp.useYn, 'Y')));
        if (g) await tx.insert(userAuthGrp).values({ userId: loginId, authGrpCd: g.cd, createUserId: 'SSO', updateUserId: 'SSO' }).onConflictDoNothing();
      }
      await writeAudit(tx, {
        userId: loginId, action: 'SSO_CREATE', entity: 'com_user', entityKey: loginId, ip,
        after: { userNm, plantCd: place.plantCd, deptCd: place.deptCd, authGrpCd: o.defaultAuthGrp ?? null },
      });
    });
    return loginId;
  }

  /** the plant and department a new user belongs to, from the claims; null when they name none that exists */
  async mapping(claims: Record<string, unknown>): Promise<{ plantCd: string; deptCd: string | null } | null> {
    const o = this.config.oidc!;
    const plantCd = claimString(claims, o.plantClaim);
    const deptCd = claimString(claims, o.deptClaim);
    if (deptCd) {
      const [d] = await this.db.select({ deptCd: dept.deptCd, plantCd: dept.plantCd }).from(dept).where(and(eq(dept.deptCd, deptCd), eq(dept.useYn, 'Y')));
      if (!d || (plantCd && d.plantCd !== plantCd)) return null;
      return { plantCd: d.plantCd, deptCd: d.deptCd };
    }
    if (plantCd) {
      const rows = await queryRows(this.db, sql`select 1 from com_code_master where code_group_cd = 'COM_PLANT_CD' and code = ${plantCd} and use_yn = 'Y'`);
      return rows.length ? { plantCd, deptCd: null } : null;
    }
    return null;
  }

  private async failed(err: SsoError, userId: string | null, ip: string, loginId?: string): Promise<never> {
    await writeAudit(this.db, {
      userId, action: 'LOGIN_FAIL', entity: 'com_user', entityKey: (loginId ?? userId)?.slice(0, 200) ?? null, ip,
      after: { method: 'SSO', reason: err.reason },
    });
    throw err;
  }

  /**
   * The web app's exchange of the one-time ticket (same browser: the binding cookie) → the usual login answer. The
   * session opens here, as a password login opens it.
   */
  async exchange(ticket: string, binding: string | undefined, meta: Meta): Promise<TokenPair & { userId: string }> {
    const invalid = () => unauthorized(RETURN_CODES.invalidToken, MESSAGES.ssoTicketInvalid);
    if (!binding) throw invalid();
    return this.db.transaction(async (tx) => {
      const [flow] = await tx
        .update(ssoFlow)
        .set({ ticketUsedDt: new Date() })
        .where(and(eq(ssoFlow.ticketHash, sha(ticket)), eq(ssoFlow.bindingHash, sha(binding)), isNull(ssoFlow.ticketUsedDt), gt(ssoFlow.ticketExpiresDt, new Date())))
        .returning();
      if (!flow?.userId) throw invalid();
      const [u] = await tx.select().from(user).where(eq(user.userId, flow.userId));
      // retired or disabled between the callback and now
      if (!u || u.userType !== 'U' || u.useYn !== 'Y' || u.retireYn === 'Y') throw invalid();
      await this.guard.clearClient(tx, u.userId, meta.ip);
      await tx.update(user).set({ loginFailCnt: 0, lockedUntil: null }).where(eq(user.userId, u.userId));
      const sessionId = randomUUID();
      const pair = await this.tokens.createSession(tx, { userId: u.userId, userType: 'U' }, meta, undefined, sessionId);
      await tx.update(ssoFlow).set({ sessionId }).where(eq(ssoFlow.flowId, flow.flowId));
      await writeAudit(tx, { userId: u.userId, action: 'LOGIN', entity: 'com_user', entityKey: u.userId, ip: meta.ip, after: { method: 'SSO' } });
      return { userId: u.userId, ...pair };
    });
  }

  /**
   * After the local logout of a session opened by SSO: the provider's end-session URL (RP-initiated logout, with the
   * ID token as hint) when the provider offers one; the hint is forgotten either way.
   */
  async endSessionUrl(tx: DbOrTx, sessionId: string): Promise<string | undefined> {
    const o = this.config.oidc;
    if (!o) return undefined;
    const [flow] = await tx.select({ flowId: ssoFlow.flowId, idToken: ssoFlow.idToken }).from(ssoFlow).where(eq(ssoFlow.sessionId, sessionId));
    if (!flow) return undefined;
    await tx.update(ssoFlow).set({ idToken: null }).where(eq(ssoFlow.flowId, flow.flowId));
    try {
      const cfg = await this.provider();
      if (!cfg.serverMetadata().end_session_endpoint) return undefined;
      return oidc.buildEndSessionUrl(cfg, {
        post_logout_redirect_uri: o.postLogoutRedirectUri,
        ...(flow.idToken ? { id_token_hint: flow.idToken } : {}),
      }).href;
    } catch {
      return undefined;
    }
  }
}
