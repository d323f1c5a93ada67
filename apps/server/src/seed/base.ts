import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { authGrp, codeGroup, codeMaster, deptAuthGrp, menu, user } from '../db/schema.js';
import { hashPassword } from '../lib/password.js';
import { MENUS } from './menus.js';
import { seedImprBase } from '../modules/impr/impr.seed.js';
import { seedEducationBase } from '../modules/education/education.seed.js';
import { seedAccidentBase } from '../modules/safety/accidents/accidents.seed.js';
import { seedWorkPermitBase } from '../modules/work-permits/work-permits.seed.js';
import { seedCouncilBase } from '../modules/vendor/council/council.seed.js';
import { seedSafetyCheckBase } from '../modules/safety/checks/checks.seed.js';
import { seedObservationBase } from '../modules/safety/observations/observation.seed.js';
import { seedVendorMasterBase } from '../modules/vendor/master/master.seed.js';
import { seedVendorEntryBase } from '../modules/vendor/entry/entry.seed.js';
import { seedVendorPenaltyBase } from '../modules/vendor/penalty/penalty.seed.js';
import { seedVendorNoticeBase } from '../modules/vendor/notice/notice.seed.js';
import { seedVendorEvalBase } from '../modules/vendor/eval/eval.seed.js';
import { seedRsaBase } from '../modules/rsa/rsa.seed.js';
import { seedSeparationBase } from '../lib/workflow/separation.js';
import { seedChmBase } from '../modules/chm/chm.seed.js';
import { seedEnvWasteBase } from '../modules/env/waste/env.waste.seed.js';
import { seedCalendarBase } from '../modules/calendar/calendar.seed.js';
import { seedBoardsBase } from '../modules/safety/boards/boards.seed.js';
import { seedMgtBase } from '../modules/mgt/mgt.seed.js';
import { seedEnvBase } from '../modules/env/env.seed.js';
import { seedPsmBase } from '../modules/psm/psm.seed.js';

/** structural data every installation needs: code groups, the all-plants code, menus, scope groups */
export async function seedBase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(codeGroup)
      .values([
        { codeGroupCd: 'COM_PLANT_CD', codeGroupNm: '사업장', systemYn: 'Y', codeGroupDesc: 'attr1 = 사업장 구분(E 발전, G 가스)' },
        { codeGroupCd: 'COM_PLANT_TYPE', codeGroupNm: '사업장 구분', systemYn: 'Y' },
        { codeGroupCd: 'COM_CONT_TYPE', codeGroupNm: '출입 구분', systemYn: 'Y' },
        { codeGroupCd: 'COM_VENDOR_TYPE', codeGroupNm: '협력업체 유형', systemYn: 'N' },
        { codeGroupCd: 'COM_ALL_PLANT_ACCESS', codeGroupNm: '전사업장 접근 구분', systemYn: 'Y' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(codeMaster)
      .values([
        { codeGroupCd: 'COM_PLANT_CD', code: '0000', codeNm: '전사', codeNmI18n: { en: 'All plants', zh: '全公司', es: 'Todas las plantas' }, sortOrder: 0 },
        { codeGroupCd: 'COM_PLANT_TYPE', code: 'E', codeNm: '발전', codeNmI18n: { en: 'Power plant', zh: '发电', es: 'Central eléctrica' }, sortOrder: 1 },
        { codeGroupCd: 'COM_PLANT_TYPE', code: 'G', codeNm: '가스', codeNmI18n: { en: 'Gas plant', zh: '燃气', es: 'Planta de gas' }, sortOrder: 2 },
        { codeGroupCd: 'COM_CONT_TYPE', code: 'work', codeNm: '작업', codeNmI18n: { en: 'Work', zh: '作业', es: 'Trabajo' }, sortOrder: 1 },
        { codeGroupCd: 'COM_CONT_TYPE', code: 'visit', codeNm: '방문', codeNmI18n: { en: 'Visit', zh: '访问', es: 'Visita' }, sortOrder: 2 },
        { codeGroupCd: 'COM_ALL_PLANT_ACCESS', code: 'APA01', codeNm: '전사업장', codeNmI18n: { en: 'All plants', zh: '所有工厂', es: 'Todas las plantas' }, sortOrder: 1 },
        { codeGroupCd: 'COM_ALL_PLANT_ACCESS', code: 'APA02', codeNm: '소속사업장', codeNmI18n: { en: 'Own plant', zh: '所属工厂', es: 'Planta propia' }, sortOrder: 2 },
      ])
      .onConflictDoNothing();
    await tx
      .insert(deptAuthGrp)
      .values([
        { deptAuthGrpCd: 'DAG_ALL', deptAuthGrpNm: '전사 전체부서', plantAccessYn: 'Y', deptAccessYn: 'Y' },
        { deptAuthGrpCd: 'DAG_PLANT', deptAuthGrpNm: '소속사업장 전체부서', plantAccessYn: 'N', deptAccessYn: 'Y' },
        { deptAuthGrpCd: 'DAG_OWN', deptAuthGrpNm: '소속부서', plantAccessYn: 'N', deptAccessYn: 'N' },
      ])
      .onConflictDoNothing();
    await seedImprBase(tx);
    await seedCouncilBase(tx);
    await seedSafetyCheckBase(tx);
    await seedObservationBase(tx);
    await seedVendorMasterBase(tx);
    await seedVendorEntryBase(tx);
    await seedVendorPenaltyBase(tx);
    await seedVendorNoticeBase(tx);
    await seedVendorEvalBase(tx);
    await seedRsaBase(tx);
    await seedEducationBase(tx);
    await seedAccidentBase(tx);
    await seedWorkPermitBase(tx);
    await seedSeparationBase(tx);
    await seedChmBase(tx);
    await seedEnvWasteBase(tx);
    await seedCalendarBase(tx);
    await seedBoardsBase(tx);
    await seedMgtBase(tx);
    await seedEnvBase(tx);
    await seedPsmBase(tx);
    await tx.insert(authGrp).values({ authGrpCd: 'ADMIN', authGrpNm: '시스템관리자', authGrpDesc: '모든 메뉴 읽기/쓰기' }).onConflictDoNothing();
    // menus: inserted in tree order so that levels and sort orders follow the spec rules
    const levels = new Map<string, number>();
    const siblings = new Map<string, number>();
    for (const m of MENUS) {
      const lvl = m.upMenuId ? (levels.get(m.upMenuId) ?? 1) + 1 : 1;
      levels.set(m.menuId, lvl);
      const key = m.upMenuId ?? '';
      const order = (siblings.get(key) ?? 0) + 1;
      siblings.set(key, order);
      await tx
        .insert(menu)
        .values({
          menuId: m.menuId,
          menuNm: m.menuNm,
          menuNmI18n: { en: m.en, zh: m.zh, es: m.es },
          upMenuId: m.upMenuId ?? null,
          menuLvl: lvl,
          frontEndUrl: m.frontEndUrl ?? null,
          sortOrder: order,
          taskGrpCd: m.taskGrpCd ?? null,
          icon: m.icon ?? null,
          plantTypeAuth: m.plantTypeAuth ?? null,
          allPlantAccessCd: m.allPlantAccessCd ?? 'APA02',
          createUserId: 'system',
          updateUserId: 'system',
        })
        .onConflictDoNothing();
    }
    await tx.execute(sql`
      insert into com_auth_grp_menu (auth_grp_cd, menu_id, access_yn, write_yn, create_user_id, update_user_id)
      select 'ADMIN', menu_id, 'Y', 'Y', 'system', 'system' from com_menu
      on conflict do nothing`);
  });
}

/**
 * The administrator account. Returns the generated password when one had to be made (printed once).
 */
export async function seedAdmin(db: Db, opts: { password?: string | undefined; scryptN: number }): Promise<string | null> {
  const existing = await queryRows(db, sql`select 1 from com_user where user_id = 'admin'`);
  if (existing.length > 0) return null;
  const generated = opts.password ? null : randomBytes(12).toString('base64url');
  const pwd = opts.password ?? generated!;
  await db.transaction(async (tx) => {
    await tx
      .insert(user)
      .values({
        userId: 'admin', userNm: '시스템관리자', userType: 'U', userPwd: await hashPassword(pwd, opts.scryptN),
        plantCd: '0000', adminYn: 'Y', deptAuthGrpCd: 'DAG_ALL', createUserId: 'system', updateUserId: 'system',
      })
      .onConflictDoNothing();
    await tx.execute(sql`insert into com_user_auth_grp (user_id, auth_grp_cd) values ('admin', 'ADMIN') on conflict do nothing`);
  });
  return generated;
}
