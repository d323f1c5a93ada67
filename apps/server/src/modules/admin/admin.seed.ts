import type { Db } from '../../db/client.js';
import { facilityType } from './admin.tables.js';

/** facility types (spec §3): a two-level tree used by the facility-type tree picker; idempotent */
const FACILITY_TYPES: [cd: string, nm: string, parent: string | null][] = [
  ['FT10', '위험기계·기구', null],
  ['FT11', '크레인', 'FT10'],
  ['FT12', '리프트', 'FT10'],
  ['FT13', '압력용기', 'FT10'],
  ['FT14', '보일러', 'FT10'],
  ['FT20', '유해·위험설비', null],
  ['FT21', '가스 저장탱크', 'FT20'],
  ['FT22', '화학물질 저장설비', 'FT20'],
  ['FT23', '국소배기장치', 'FT20'],
  ['FT30', '소방·방재설비', null],
  ['FT31', '가스누출 감지기', 'FT30'],
  ['FT32', '소화설비', 'FT30'],
  ['FT33', '비상발전기', 'FT30'],
];

export async function seedAdminBase(db: Db): Promise<void> {
  const order = new Map<string, number>();
  await db.insert(facilityType).values(FACILITY_TYPES.map(([safFacilityTypeCd, safFacilityTypeNm, psafFacilityTypeCd]) => {
    const k = psafFacilityTypeCd ?? '';
    order.set(k, (order.get(k) ?? 0) + 1);
    return { safFacilityTypeCd, safFacilityTypeNm, psafFacilityTypeCd, sortOrder: order.get(k)!, createUserId: 'system', updateUserId: 'system' };
  })).onConflictDoNothing();
}
