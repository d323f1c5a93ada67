import { VND_CODE_GROUPS } from '@jikim/shared';
import type { DbOrTx } from '../../../db/client.js';
import { codeGroup, codeMaster } from '../../../db/schema.js';

type Code = [code: string, ko: string, en: string, zh: string, es: string];

const STATUSES: Code[] = [
  ['ACTIVE', '거래중', 'Active', '交易中', 'Activa'],
  ['SUSPENDED', '거래정지', 'Suspended', '暂停交易', 'Suspendida'],
  ['ENDED', '거래종료', 'Ended', '终止交易', 'Finalizada'],
];
const LICENCES: Code[] = [
  ['WELD', '용접기능사', 'Welding craftsman', '焊接技能士', 'Técnico en soldadura'],
  ['ELEC', '전기기능사', 'Electrician', '电气技能士', 'Técnico electricista'],
  ['AERIAL', '고소작업대 운전', 'Aerial work platform operation', '高空作业平台操作', 'Operación de plataforma elevadora'],
  ['FORKLIFT', '지게차운전기능사', 'Forklift operator', '叉车驾驶技能士', 'Operador de carretilla elevadora'],
  ['CONFINED', '밀폐공간 작업 특별교육', 'Confined space special training', '密闭空间作业特别教育', 'Formación especial en espacios confinados'],
  ['CRANE', '크레인운전기능사', 'Crane operator', '起重机驾驶技能士', 'Operador de grúa'],
  ['SCAFFOLD', '비계기능사', 'Scaffolder', '脚手架技能士', 'Técnico en andamios'],
  ['GAS', '가스기능사', 'Gas craftsman', '燃气技能士', 'Técnico en gas'],
  ['BOILER', '에너지관리기능사', 'Energy management craftsman', '能源管理技能士', 'Técnico en gestión energética'],
  ['RIGGING', '신호수(줄걸이) 교육', 'Signaller and rigging training', '信号及吊索作业教育', 'Formación de señalero y eslingado'],
];
const CHECKUPS: Code[] = [
  ['N', '해당없음', 'Not applicable', '不适用', 'No aplica'],
  ['Y', '대상(이수)', 'Required (done)', '对象(已完成)', 'Requerido (hecho)'],
  ['D', '대상(미이수)', 'Required (not done)', '对象(未完成)', 'Requerido (pendiente)'],
];

/** structural codes of the vendor master and the roster (every installation) */
export async function seedVendorMasterBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values([
    { codeGroupCd: VND_CODE_GROUPS.status, codeGroupNm: '협력업체 거래상태', systemYn: 'Y' },
    { codeGroupCd: VND_CODE_GROUPS.licenceKind, codeGroupNm: '협력업체 근로자 자격·면허', systemYn: 'N' },
    { codeGroupCd: VND_CODE_GROUPS.specialCheckup, codeGroupNm: '특수건강진단 대상', systemYn: 'Y' },
  ]).onConflictDoNothing();
  const rows = (group: string, codes: Code[]) => codes.map(([code, ko, en, zh, es], i) => ({
    codeGroupCd: group, code, codeNm: ko, codeNmI18n: { en, zh, es }, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  }));
  await tx.insert(codeMaster).values([
    ...rows(VND_CODE_GROUPS.status, STATUSES), ...rows(VND_CODE_GROUPS.licenceKind, LICENCES), ...rows(VND_CODE_GROUPS.specialCheckup, CHECKUPS),
  ]).onConflictDoNothing();
}
