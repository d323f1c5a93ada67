import { CHM_CODE_GROUPS, CHM_MSDS_EDU_DEFAULTS, CHM_MSDS_EDU_SETTING, CHM_SDS_REVIEW_MONTHS_DEFAULT, CHM_SDS_REVIEW_SETTING, chmDispenseWorkflow } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { CHM_HP_FULL } from './chm.hp-statements.js';
import { chmHpStatement } from './chm.tables.js';

type TCode = { code: string; ko: string; en: string; zh: string; es: string; attr1?: string; attr2?: string; attr3?: string };
const c = (code: string, ko: string, en: string, zh: string, es: string, attr1?: string, attr2?: string, attr3?: string): TCode => ({ code, ko, en, zh, es, attr1, attr2, attr3 });

/**
 * 규제구분 (CHM_REG): attr1 = the default mixture threshold % used when a substance's row names none, attr2 = the cycle
 * in months (작업환경측정 6, 특수건강진단 12: 산안법 시행규칙 제190조, 제202조, first cycle), attr3 = the law. Each
 * substance's own threshold is on its row (chm_chemical_reg), never a Y/N flag. 화관법 classes as of 2025-08-07.
 */
export const CHM_REG_CODES: TCode[] = [
  c('TOX_ACUTE', '인체급성유해성물질', 'Acutely toxic to humans', '人体急性有害物质', 'Tóxico agudo para humanos', '1', undefined, '화학물질관리법 제2조'),
  c('TOX_CHRONIC', '인체만성유해성물질', 'Chronically toxic to humans', '人体慢性有害物质', 'Tóxico crónico para humanos', '1', undefined, '화학물질관리법 제2조'),
  c('TOX_ECO', '생태유해성물질', 'Ecotoxic', '生态有害物质', 'Ecotóxico', '1', undefined, '화학물질관리법 제2조'),
  c('ACCIDENT_PREP', '사고대비물질', 'Accident preparedness substance', '事故预防物质', 'Sustancia de preparación ante accidentes', '1', undefined, '화학물질관리법 제39조'),
  c('PERMIT', '허가물질', 'Permitted substance', '许可物质', 'Sustancia sujeta a permiso', '0.1', undefined, '화학물질의 등록 및 평가 등에 관한 법률'),
  c('RESTRICTED', '제한물질', 'Restricted substance', '限制物质', 'Sustancia restringida', '0.1', undefined, '화학물질관리법 제27조'),
  c('PROHIBITED', '금지물질', 'Prohibited substance', '禁止物质', 'Sustancia prohibida', '0.1', undefined, '화학물질관리법 제27조'),
  c('OSH_MANAGED', '관리대상유해물질', 'Managed hazardous substance', '管理对象有害物质', 'Sustancia peligrosa gestionada', '1', undefined, '산업안전보건기준에 관한 규칙 별표 12'),
  c('OSH_SPECIAL', '특별관리물질', 'Specially managed substance', '特别管理物质', 'Sustancia de gestión especial', '0.1', undefined, '산업안전보건기준에 관한 규칙 제420조'),
  c('OSH_WEM', '작업환경측정 대상', 'Work-environment measurement', '作业环境测定对象', 'Medición del ambiente de trabajo', '1', '6', '산업안전보건법 시행규칙 별표 21'),
  c('OSH_SHC', '특수건강진단 대상', 'Special health checkup', '特殊健康检查对象', 'Chequeo de salud especial', '1', '12', '산업안전보건법 시행규칙 별표 22'),
  c('OSH_PEL', '허용기준 대상', 'Exposure limit substance', '容许标准对象', 'Sustancia con límite de exposición', '1', undefined, '산업안전보건법 시행령 별표 26'),
  c('HAZMAT', '위험물', 'Dangerous goods', '危险物', 'Mercancías peligrosas', '1', undefined, '위험물안전관리법 시행령 별표 1'),
];

const GROUPS: { cd: string; nm: string; codes: TCode[] }[] = [
  { cd: CHM_CODE_GROUPS.reg, nm: '화학물질 규제구분', codes: CHM_REG_CODES },
  { cd: CHM_CODE_GROUPS.state, nm: '화학제품 성상', codes: [c('SOLID', '고체', 'Solid', '固体', 'Sólido'), c('LIQUID', '액체', 'Liquid', '液体', 'Líquido'), c('GAS', '기체', 'Gas', '气体', 'Gas')] },
  { cd: CHM_CODE_GROUPS.signalWord, nm: '신호어', codes: [c('DANGER', '위험', 'Danger', '危险', 'Peligro'), c('WARNING', '경고', 'Warning', '警告', 'Atención')] },
  {
    cd: CHM_CODE_GROUPS.storageType, nm: '저장소 구분',
    codes: [c('WAREHOUSE', '창고', 'Warehouse', '仓库', 'Almacén'), c('CABINET', '시약장', 'Cabinet', '试剂柜', 'Armario'), c('TANK', '저장탱크', 'Tank', '储罐', 'Tanque'), c('LAB', '실험실', 'Laboratory', '实验室', 'Laboratorio')],
  },
  {
    cd: CHM_CODE_GROUPS.inoutType, nm: '입출고 구분',
    codes: [c('IN', '입고', 'Receipt', '入库', 'Entrada'), c('OUT', '출고·사용', 'Issue / use', '出库·使用', 'Salida / uso'), c('DISPOSE', '폐기', 'Disposal', '废弃', 'Eliminación'), c('ADJUST', '재고조정', 'Adjustment', '库存调整', 'Ajuste')],
  },
  { cd: CHM_CODE_GROUPS.unit, nm: '수량 단위', codes: [c('KG', 'kg', 'kg', 'kg', 'kg'), c('L', 'L', 'L', 'L', 'L')] },
  {
    cd: CHM_CODE_GROUPS.matcheckStatus, nm: '사전검토 상태',
    codes: [c('REVIEW', '검토중', 'In review', '审查中', 'En revisión'), c('CONFIRMED', '승인', 'Confirmed', '已确认', 'Confirmada'), c('REJECTED', '반려', 'Rejected', '已驳回', 'Rechazada')],
  },
  {
    cd: CHM_CODE_GROUPS.dispenseStatus, nm: '불출 요청 상태',
    codes: chmDispenseWorkflow.statuses.map((st) => c(st.code, st.label.ko, st.label.en, st.label.zh, st.label.es)),
  },
  {
    cd: CHM_CODE_GROUPS.discipline, nm: '사전검토 분야',
    codes: [c('SAFETY', '안전', 'Safety', '安全', 'Seguridad'), c('HEALTH', '보건', 'Health', '保健', 'Salud'), c('ENV', '환경', 'Environment', '环境', 'Medio ambiente')],
  },
  { cd: CHM_CODE_GROUPS.decision, nm: '사전검토 결과', codes: [c('CONFIRM', '확인', 'Confirmed', '确认', 'Confirmada'), c('REJECT', '반려', 'Rejected', '驳回', 'Rechazada')] },
  {
    cd: CHM_CODE_GROUPS.setting, nm: '화학물질 설정',
    codes: [
      c(CHM_SDS_REVIEW_SETTING, 'MSDS 검토 주기(개월)', 'SDS review period (months)', 'MSDS审查周期(月)', 'Periodo de revisión de FDS (meses)', String(CHM_SDS_REVIEW_MONTHS_DEFAULT)),
      // attr1 course name, attr2 hours, attr3 ledger category: the training a confirmed new-chemical review opens
      c(CHM_MSDS_EDU_SETTING, '신규화학물질 MSDS 교육 과정', 'MSDS training of a new substance', '新化学物质MSDS培训', 'Formación FDS de una sustancia nueva',
        CHM_MSDS_EDU_DEFAULTS.courseNm, String(CHM_MSDS_EDU_DEFAULTS.hours), CHM_MSDS_EDU_DEFAULTS.categoryCd),
    ],
  },
];

/**
 * H/P statements (version MOEL-2023-9 of 고용노동부 고시 「화학물질의 분류·표시 및 물질안전보건자료에 관한 기준」 별표): the rows
 * the demo and label tests were written with; the rest of the notice's table is `CHM_HP_FULL` (chm.hp-statements.ts).
 */
export const CHM_HP_VERSION = 'MOEL-2023-9';
const HP_SOURCE = '고용노동부 고시 제2023-9호 「화학물질의 분류·표시 및 물질안전보건자료에 관한 기준」 별표 2';
export const CHM_HP_STATEMENTS: [code: string, ko: string, en: string][] = [
  ['H220', '극인화성 가스', 'Extremely flammable gas'],
  ['H221', '인화성 가스', 'Flammable gas'],
  ['H225', '고인화성 액체 및 증기', 'Highly flammable liquid and vapour'],
  ['H226', '인화성 액체 및 증기', 'Flammable liquid and vapour'],
  ['H280', '고압가스 포함; 가열하면 폭발할 수 있음', 'Contains gas under pressure; may explode if heated'],
  ['H290', '금속을 부식시킬 수 있음', 'May be corrosive to metals'],
  ['H301', '삼키면 유독함', 'Toxic if swallowed'],
  ['H302', '삼키면 유해함', 'Harmful if swallowed'],
  ['H304', '삼켜서 기도로 유입되면 치명적일 수 있음', 'May be fatal if swallowed and enters airways'],
  ['H311', '피부와 접촉하면 유독함', 'Toxic in contact with skin'],
  ['H314', '피부에 심한 화상과 눈에 손상을 일으킴', 'Causes severe skin burns and eye damage'],
  ['H315', '피부에 자극을 일으킴', 'Causes skin irritation'],
  ['H317', '알레르기성 피부 반응을 일으킬 수 있음', 'May cause an allergic skin reaction'],
  ['H318', '눈에 심한 손상을 일으킴', 'Causes serious eye damage'],
  ['H319', '눈에 심한 자극을 일으킴', 'Causes serious eye irritation'],
  ['H330', '흡입하면 치명적임', 'Fatal if inhaled'],
  ['H331', '흡입하면 유독함', 'Toxic if inhaled'],
  ['H332', '흡입하면 유해함', 'Harmful if inhaled'],
  ['H334', '흡입 시 알레르기성 반응, 천식 또는 호흡 곤란 등을 일으킬 수 있음', 'May cause allergy or asthma symptoms or breathing difficulties if inhaled'],
  ['H335', '호흡기계 자극을 일으킬 수 있음', 'May cause respiratory irritation'],
  ['H336', '졸음 또는 현기증을 일으킬 수 있음', 'May cause drowsiness or dizziness'],
  ['H350', '암을 일으킬 수 있음', 'May cause cancer'],
  ['H361', '태아 또는 생식능력에 손상을 일으킬 것으로 의심됨', 'Suspected of damaging fertility or the unborn child'],
  ['H370', '장기에 손상을 일으킴', 'Causes damage to organs'],
  ['H373', '장기간 또는 반복 노출되면 장기에 손상을 일으킬 수 있음', 'May cause damage to organs through prolonged or repeated exposure'],
  ['H400', '수생생물에 매우 유독함', 'Very toxic to aquatic life'],
  ['H410', '장기적인 영향에 의해 수생생물에게 매우 유독함', 'Very toxic to aquatic life with long lasting effects'],
  ['H411', '장기적인 영향에 의해 수생생물에게 유독함', 'Toxic to aquatic life with long lasting effects'],
  ['H412', '장기적인 영향에 의해 수생생물에게 유해함', 'Harmful to aquatic life with long lasting effects'],
  ['P210', '열·스파크·화염·고열로부터 멀리하시오 - 금연', 'Keep away from heat, sparks, open flames, hot surfaces. No smoking.'],
  ['P233', '용기를 단단히 밀폐하시오.', 'Keep container tightly closed.'],
  ['P260', '분진·흄·가스·미스트·증기·스프레이를 흡입하지 마시오.', 'Do not breathe dust/fume/gas/mist/vapours/spray.'],
  ['P264', '취급 후에는 손을 철저히 씻으시오.', 'Wash hands thoroughly after handling.'],
  ['P273', '환경으로 배출하지 마시오.', 'Avoid release to the environment.'],
  ['P280', '보호장갑·보호의·보안경·안면보호구를 착용하시오.', 'Wear protective gloves/protective clothing/eye protection/face protection.'],
  ['P301+P330+P331', '삼켰다면: 입을 씻어내시오. 토하게 하지 마시오.', 'IF SWALLOWED: rinse mouth. Do NOT induce vomiting.'],
  ['P303+P361+P353', '피부(또는 머리카락)에 묻으면: 오염된 모든 의복은 벗거나 제거하시오. 피부를 물로 씻으시오.', 'IF ON SKIN (or hair): Take off immediately all contaminated clothing. Rinse skin with water.'],
  ['P304+P340', '흡입하면: 신선한 공기가 있는 곳으로 옮기고 호흡하기 쉬운 자세로 안정을 취하시오.', 'IF INHALED: Remove person to fresh air and keep comfortable for breathing.'],
  ['P305+P351+P338', '눈에 묻으면: 몇 분간 물로 조심해서 씻으시오. 가능하면 콘택트렌즈를 제거하시오. 계속 씻으시오.', 'IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.'],
  ['P310', '즉시 의료기관(의사)의 진찰을 받으시오.', 'Immediately call a POISON CENTER/doctor.'],
  ['P391', '누출물을 모으시오.', 'Collect spillage.'],
  ['P403+P233', '환기가 잘 되는 곳에 보관하고 용기를 단단히 밀폐하시오.', 'Store in a well-ventilated place. Keep container tightly closed.'],
  ['P405', '잠금장치가 있는 저장장소에 저장하시오.', 'Store locked up.'],
  ['P501', '폐기물 관련 법령에 따라 내용물·용기를 폐기하시오.', 'Dispose of contents/container in accordance with the waste regulations.'],
];

export async function seedChmBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values(GROUPS.map((g) => ({ codeGroupCd: g.cd, codeGroupNm: g.nm, systemYn: 'N' }))).onConflictDoNothing();
  for (const g of GROUPS) {
    await tx.insert(codeMaster).values(g.codes.map((x, i) => ({
      codeGroupCd: g.cd, code: x.code, codeNm: x.ko, codeNmI18n: { en: x.en, zh: x.zh, es: x.es }, sortOrder: i + 1,
      attr1: x.attr1 ?? null, attr2: x.attr2 ?? null, attr3: x.attr3 ?? null,
    }))).onConflictDoNothing();
  }
  // the full H/P table of the notice (the demo's earlier rows keep their wording: they come first)
  const rows = [...CHM_HP_STATEMENTS, ...CHM_HP_FULL.filter(([code]) => !CHM_HP_STATEMENTS.some(([c]) => c === code))];
  await tx.insert(chmHpStatement).values(rows.map(([code, textKo, textEn]) => ({ verCd: CHM_HP_VERSION, code, textKo, textEn, sourceNm: HP_SOURCE }))).onConflictDoNothing();
}
