import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PLANT_CODE_GROUP } from '@jikim/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { authSession, codeMaster, dept, deptAuthGrp, user, vendor } from '../../db/schema.js';

/** who is calling: loaded per request from the session and the user row (no in-process cache) */
export type Principal = {
  userId: string;
  userNm: string;
  /** U plant user, V vendor user, E entrant (a permit's worker or a visitor: modules/work-permits/entrant) */
  userType: 'U' | 'V' | 'E';
  sessionId: string;
  plantCd: string | null;
  plantType: string | null;
  plantNm: string | null;
  deptCd: string | null;
  deptNm: string | null;
  vendorCd: string | null;
  vendorNm: string | null;
  contType: string | null;
  signature: string | null;
  lang: string;
  isAdmin: boolean;
  plantAccessYn: 'Y' | 'N';
  deptAccessYn: 'Y' | 'N';
  /** holds a temporary password (com_user_temp_pwd): only `self` routes until it is changed */
  mustChangePwd?: boolean;
};

export type SessionState = { principal: Principal; revokedReason: string | null; expired: boolean; active: boolean };

const plant = alias(codeMaster, 'plant');

function buildSessionQuery(db: Db) {
  return db
    .select({
      sessionId: authSession.sessionId,
      revokedDt: authSession.revokedDt,
      revokeReason: authSession.revokeReason,
      expiresDt: authSession.expiresDt,
      userId: user.userId,
      userNm: user.userNm,
      userType: user.userType,
      plantCd: user.plantCd,
      plantType: plant.attr1,
      plantNm: plant.codeNm,
      deptCd: user.deptCd,
      deptNm: dept.deptNm,
      vendorCd: user.vendorCd,
      vendorNm: vendor.vendorNm,
      contType: user.contType,
      signature: user.signature,
      lang: user.lang,
      adminYn: user.adminYn,
      useYn: user.useYn,
      retireYn: user.retireYn,
      plantAccessYn: deptAuthGrp.plantAccessYn,
      deptAccessYn: deptAuthGrp.deptAccessYn,
      // PK lookup of the temporary-password marker (modules/vendor/master/master.tables.ts)
      mustChangePwd: sql<boolean>`exists (select 1 from com_user_temp_pwd t where t.user_id = ${user.userId})`,
    })
    .from(authSession)
    .innerJoin(user, eq(user.userId, authSession.userId))
    .leftJoin(plant, and(eq(plant.codeGroupCd, PLANT_CODE_GROUP), eq(plant.code, user.plantCd)))
    .leftJoin(dept, eq(dept.deptCd, user.deptCd))
    .leftJoin(vendor, eq(vendor.vendorCd, user.vendorCd))
    .leftJoin(deptAuthGrp, and(eq(deptAuthGrp.deptAuthGrpCd, user.deptAuthGrpCd), eq(deptAuthGrp.useYn, 'Y')))
    .where(eq(authSession.sessionId, sql.placeholder('sid')))
    .prepare('jikim_load_session');
}

// runs on every authenticated request: prepared once per database handle, so PostgreSQL skips planning
const sessionQueries = new WeakMap<object, ReturnType<typeof buildSessionQuery>>();

/** one round trip: session + user + plant + department + vendor + data-scope group */
export async function loadSession(db: Db, sessionId: string): Promise<SessionState | null> {
  let q = sessionQueries.get(db);
  if (!q) {
    q = buildSessionQuery(db);
    sessionQueries.set(db, q);
  }
  const [r] = await q.execute({ sid: sessionId });
  if (!r) return null;
  const isAdmin = r.adminYn === 'Y';
  const principal: Principal = {
    userId: r.userId,
    userNm: r.userNm,
    userType: r.userType === 'V' || r.userType === 'E' ? r.userType : 'U',
    sessionId: r.sessionId,
    plantCd: r.plantCd,
    plantType: r.plantType,
    plantNm: r.plantNm,
    deptCd: r.deptCd,
    deptNm: r.deptNm,
    vendorCd: r.vendorCd,
    vendorNm: r.vendorNm,
    contType: r.contType,
    signature: r.signature,
    lang: r.lang,
    isAdmin,
    plantAccessYn: isAdmin || r.plantAccessYn === 'Y' ? 'Y' : 'N',
    deptAccessYn: isAdmin || r.deptAccessYn === 'Y' ? 'Y' : 'N',
    mustChangePwd: Boolean(r.mustChangePwd),
  };
  const expired = new Date(r.expiresDt).getTime() <= Date.now();
  const userActive = r.useYn === 'Y' && r.retireYn !== 'Y';
  return { principal, revokedReason: r.revokeReason, expired, active: !r.revokedDt && !expired && userActive };
}

export type MenuRights = { canRead: boolean; canWrite: boolean };

function buildRightsQuery(db: DbOrTx) {
  const uid = sql.placeholder('uid');
  const menus = sql`${sql.placeholder('menus')}::varchar[]`;
  return db
    .select({
      canRead: sql<boolean>`coalesce(bool_or(x.access_yn = 'Y'), false)`,
      canWrite: sql<boolean>`coalesce(bool_or(x.access_yn = 'Y' and x.write_yn = 'Y'), false)`,
    })
    .from(sql`(
        select gm.menu_id, gm.access_yn, gm.write_yn
          from com_user_auth_grp ug
          join com_auth_grp g on g.auth_grp_cd = ug.auth_grp_cd and g.use_yn = 'Y'
          join com_auth_grp_menu gm on gm.auth_grp_cd = ug.auth_grp_cd
         where ug.user_id = ${uid} and gm.menu_id = any(${menus})
        union all
        select um.menu_id, um.access_yn, um.write_yn
          from com_user_menu um
         where um.user_id = ${uid} and um.menu_id = any(${menus})
      ) x
      join com_menu m on m.menu_id = x.menu_id and m.use_yn = 'Y'
     where m.plant_type_auth is null or m.plant_type_auth = '' or position(${sql.placeholder('plantType')} in m.plant_type_auth) > 0`)
    .prepare('jikim_menu_rights');
}
const rightsQueries = new WeakMap<object, ReturnType<typeof buildRightsQuery>>();

/**
 * Rights of a user on any of the given menus, through authority groups or per-user menus. A menu that is
 * switched off (useYn N) or restricted to another plant type grants nothing. Prepared: runs on every
 * menu-guarded request.
 */
export async function loadMenuRights(db: DbOrTx, p: Principal, menuIds: string[]): Promise<MenuRights> {
  if (p.isAdmin) return { canRead: true, canWrite: true };
  if (menuIds.length === 0) return { canRead: false, canWrite: false };
  let q = rightsQueries.get(db);
  if (!q) {
    q = buildRightsQuery(db);
    rightsQueries.set(db, q);
  }
  const [r] = await q.execute({ uid: p.userId, menus: menuIds, plantType: p.plantType ?? '-' });
  return { canRead: Boolean(r?.canRead), canWrite: Boolean(r?.canWrite) };
}

/**
 * A user as a principal without a session (an iCalendar feed's owner): the same joins as the session query; null
 * for an unknown, unused or retired user. Never for a request that carries a session (use loadSession).
 */
export async function loadUserPrincipal(db: DbOrTx, userId: string): Promise<Principal | null> {
  const [r] = await db
    .select({
      userId: user.userId, userNm: user.userNm, userType: user.userType, plantCd: user.plantCd, plantType: plant.attr1, plantNm: plant.codeNm,
      deptCd: user.deptCd, deptNm: dept.deptNm, vendorCd: user.vendorCd, vendorNm: vendor.vendorNm, contType: user.contType, signature: user.signature,
      lang: user.lang, adminYn: user.adminYn, useYn: user.useYn, retireYn: user.retireYn,
      plantAccessYn: deptAuthGrp.plantAccessYn, deptAccessYn: deptAuthGrp.deptAccessYn,
    })
    .from(user)
    .leftJoin(plant, and(eq(plant.codeGroupCd, PLANT_CODE_GROUP), eq(plant.code, user.plantCd)))
    .leftJoin(dept, eq(dept.deptCd, user.deptCd))
    .leftJoin(vendor, eq(vendor.vendorCd, user.vendorCd))
    .leftJoin(deptAuthGrp, and(eq(deptAuthGrp.deptAuthGrpCd, user.deptAuthGrpCd), eq(deptAuthGrp.useYn, 'Y')))
    .where(eq(user.userId, userId));
  if (!r || r.useYn !== 'Y' || r.retireYn === 'Y') return null;
  const isAdmin = r.adminYn === 'Y';
  return {
    userId: r.userId, userNm: r.userNm, userType: r.userType === 'V' || r.userType === 'E' ? r.userType : 'U', sessionId: '',
    plantCd: r.plantCd, plantType: r.plantType, plantNm: r.plantNm, deptCd: r.deptCd, deptNm: r.deptNm, vendorCd: r.vendorCd, vendorNm: r.vendorNm,
    contType: r.contType, signature: r.signature, lang: r.lang, isAdmin,
    plantAccessYn: isAdmin || r.plantAccessYn === 'Y' ? 'Y' : 'N', deptAccessYn: isAdmin || r.deptAccessYn === 'Y' ? 'Y' : 'N',
  };
}
