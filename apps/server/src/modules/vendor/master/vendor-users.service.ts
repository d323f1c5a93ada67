import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { vendorResource, type TTempPassword, type TVendorUser, type TVendorUserCreate } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../../db/client.js';
import { authGrp, user, userAuthGrp, vendor } from '../../../db/schema.js';
import { writeAudit } from '../../../lib/audit.js';
import { AppError, conflict, notFound, outOfScope } from '../../../lib/errors.js';
import { hashPasswordSha, sha256Hex } from '../../../lib/password.js';
import { loadScopedOne, type ResourceBinding } from '../../../lib/resource/resource.repository.js';
import { requestScope } from '../../../lib/scoped-load.js';
import { LoginGuard } from '../../auth/lockout.js';
import { userTempPassword } from './master.tables.js';

export const vendorBinding: ResourceBinding = {
  def: vendorResource, table: vendor,
  // plant users read the vendors of their plant: its main plant, or a contract there (vnd_vendor_plant)
  plantReach: (plantCd) => sql`(${vendor.plantCd} = ${plantCd}
    or exists (select 1 from vnd_vendor_plant vp where vp.vendor_cd = ${vendor.vendorCd} and vp.plant_cd = ${plantCd}))`,
};

/** the authority group and data-scope group a new vendor account gets */
export const VENDOR_USER_GROUP = 'VENDOR';
export const VENDOR_USER_DEPT_AUTH = 'DAG_OWN';

export const VND_USER_MESSAGES = {
  duplicate: '이미 사용 중인 아이디입니다.',
  notVendorUser: '이 업체의 사용자가 아닙니다.',
} as const;

// no look-alike characters (0/O, 1/l/I): the temporary password is read off a screen and typed
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%*';

/** 12 characters from a CSPRNG with letters, digits and a symbol (meets the password policy) */
export function makeTempPassword(): string {
  const all = LOWER + UPPER + DIGITS;
  const pick = (s: string) => s[randomInt(s.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS), ...Array.from({ length: 8 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** the vendor as the caller may reach it on VND_MASTER (vendor users: their own only): 404 / 403 */
export async function loadVendorInScope(db: DbOrTx, req: FastifyRequest, vendorCd: string, access: 'read' | 'write' = 'read') {
  const scope = await requestScope(db, req, vendorResource.menuId);
  const v = await loadScopedOne(db, vendorBinding, vendorCd, scope);
  // a contract lets another plant read the vendor; its accounts are kept by its main plant (as the master itself)
  if (access === 'write' && scope.vendorCd === null && !scope.allPlants && v.plantCd !== scope.plantCd) throw outOfScope();
  return v;
}

export async function findVendorUsers(db: DbOrTx, vendorCd: string): Promise<TVendorUser[]> {
  return queryRows<TVendorUser>(db, sql`
    select u.user_id as "userId", u.user_nm as "userNm", u.phone_no as "phoneNo", u.email, u.use_yn as "useYn",
           u.use_yn = 'N' as "isLocked", exists (select 1 from com_user_temp_pwd t where t.user_id = u.user_id) as "mustChangePwd",
           to_char(u.create_dt at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createDt"
      from com_user u
     where u.vendor_cd = ${vendorCd} and u.user_type = 'V' and u.retire_yn = 'N'
     order by u.user_nm, u.user_id`);
}

async function markTemporary(tx: DbOrTx, userId: string, issuer: string) {
  await tx.insert(userTempPassword).values({ userId, issuedUserId: issuer, issuedDt: new Date() })
    .onConflictDoUpdate({ target: userTempPassword.userId, set: { issuedUserId: issuer, issuedDt: new Date() } });
}

export class VendorUserService {
  private readonly guard: LoginGuard;

  constructor(private readonly app: FastifyInstance) {
    this.guard = new LoginGuard(app.config);
  }

  private hash(temp: string) {
    return hashPasswordSha(sha256Hex(temp), this.app.config.scryptN);
  }

  async create(req: FastifyRequest, vendorCd: string, body: TVendorUserCreate): Promise<TTempPassword> {
    const p = req.principal!;
    const temp = makeTempPassword();
    const userPwd = await this.hash(temp);
    await this.app.db.transaction(async (tx) => {
      const v = await loadVendorInScope(tx, req, vendorCd, 'write');
      const [dup] = await tx.select({ userId: user.userId }).from(user).where(eq(user.userId, body.userId));
      if (dup) throw conflict(VND_USER_MESSAGES.duplicate);
      await tx.insert(user).values({
        userId: body.userId, userNm: body.userNm, userType: 'V', userPwd, plantCd: v.plantCd as string, vendorCd,
        deptAuthGrpCd: VENDOR_USER_DEPT_AUTH, contType: 'work', phoneNo: body.phoneNo ?? null, email: body.email ?? null,
        createUserId: p.userId, updateUserId: p.userId,
      });
      const [grp] = await tx.select({ c: authGrp.authGrpCd }).from(authGrp).where(eq(authGrp.authGrpCd, VENDOR_USER_GROUP));
      if (grp) await tx.insert(userAuthGrp).values({ userId: body.userId, authGrpCd: VENDOR_USER_GROUP }).onConflictDoNothing();
      await markTemporary(tx, body.userId, p.userId);
      await writeAudit(tx, { userId: p.userId, action: 'CREATE', entity: 'vendorUser', entityKey: body.userId, after: { vendorCd, ...body }, ip: req.ip });
    });
    return { userId: body.userId, tempPassword: temp };
  }

  /** the vendor's user (404 when the id is not one of this vendor's accounts) */
  private async vendorUser(tx: DbOrTx, vendorCd: string, userId: string) {
    const [u] = await tx.select({ userId: user.userId, useYn: user.useYn }).from(user)
      .where(and(eq(user.userId, userId), eq(user.vendorCd, vendorCd), eq(user.userType, 'V')));
    if (!u) throw notFound(VND_USER_MESSAGES.notVendorUser);
    return u;
  }

  async resetPassword(req: FastifyRequest, vendorCd: string, userId: string): Promise<TTempPassword> {
    const p = req.principal!;
    const temp = makeTempPassword();
    const userPwd = await this.hash(temp);
    await this.app.db.transaction(async (tx) => {
      await loadVendorInScope(tx, req, vendorCd, 'write');
      await this.vendorUser(tx, vendorCd, userId);
      await tx.update(user).set({ userPwd, pwdChangeDt: null, loginFailCnt: 0, lockedUntil: null, updateUserId: p.userId, updateDt: new Date(), version: sql`${user.version} + 1` })
        .where(eq(user.userId, userId));
      await markTemporary(tx, userId, p.userId);
      await this.guard.unlock(tx, userId);
      await this.app.tokens.revokeOthers(tx, userId, null, 'PASSWORD');
      await writeAudit(tx, { userId: p.userId, action: 'PASSWORD_RESET', entity: 'vendorUser', entityKey: userId, after: { vendorCd }, ip: req.ip });
    });
    return { userId, tempPassword: temp };
  }

  /** lock: the account cannot log in and its sessions end; unlock: usable again, login locks cleared */
  async setLocked(req: FastifyRequest, vendorCd: string, userId: string, locked: boolean): Promise<void> {
    const p = req.principal!;
    if (userId === p.userId && locked) throw new AppError(400, '자기 자신의 계정은 잠글 수 없습니다.');
    await this.app.db.transaction(async (tx) => {
      await loadVendorInScope(tx, req, vendorCd, 'write');
      const before = await this.vendorUser(tx, vendorCd, userId);
      await tx.update(user).set({ useYn: locked ? 'N' : 'Y', updateUserId: p.userId, updateDt: new Date(), version: sql`${user.version} + 1` }).where(eq(user.userId, userId));
      if (locked) await this.app.tokens.revokeOthers(tx, userId, null, 'LOCKED');
      else await this.guard.unlock(tx, userId);
      await writeAudit(tx, { userId: p.userId, action: locked ? 'LOCK' : 'UNLOCK', entity: 'vendorUser', entityKey: userId, before: { useYn: before.useYn }, after: { useYn: locked ? 'N' : 'Y' }, ip: req.ip });
    });
  }
}
