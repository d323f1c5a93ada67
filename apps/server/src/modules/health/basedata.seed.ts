import { HEA_ANSWER_TYPE_GROUP, HEA_ANSWER_TYPES } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { heaConsultType, heaDisease, heaInterviewItem } from './basedata.tables.js';

const SYS = { createUserId: 'system', updateUserId: 'system' };

/** 질환 with KCD codes; occupational = 직업성 질환 (근로자 건강진단 실시기준의 직업병 판정 대상) */
const DISEASES: [cd: string, nm: string, kcd: string, occ: 'Y' | 'N'][] = [
  ['NIHL', '소음성 난청', 'H83.3', 'Y'],
  ['SILICOSIS', '규폐증(진폐증)', 'J62.8', 'Y'],
  ['BENZENE_TOXIC', '벤젠의 독성 영향', 'T52.1', 'Y'],
  ['AML', '급성 골수성 백혈병', 'C92.0', 'Y'],
  ['MESOTHELIOMA', '흉막 중피종', 'C45.0', 'Y'],
  ['CTS', '손목터널증후군', 'G56.0', 'Y'],
  ['HYPERTENSION', '본태성 고혈압', 'I10', 'N'],
  ['DIABETES', '2형 당뇨병', 'E11.9', 'N'],
  ['DYSLIPIDEMIA', '이상지질혈증', 'E78.5', 'N'],
  ['FATTY_LIVER', '지방간', 'K76.0', 'N'],
  ['ANEMIA', '빈혈', 'D64.9', 'N'],
  ['INSOMNIA', '불면증', 'G47.0', 'N'],
];

/** 문진항목 (question, answer type, options for choice questions) */
const INTERVIEW: [q: string, type: string, options: string | null][] = [
  ['최근 1년 동안 담배를 피웠습니까?', 'YN', null],
  ['하루 평균 흡연량(개비)을 적어 주십시오.', 'NUMBER', null],
  ['술을 얼마나 자주 마십니까?', 'SINGLE', '마시지 않음|월 1회 이하|월 2~4회|주 2~3회|주 4회 이상'],
  ['작업 중이나 작업 후에 귀울림(이명)이 있습니까?', 'YN', null],
  ['최근 3개월 동안 잠은 잘 주무셨습니까?', 'SINGLE', '좋음|보통|나쁨'],
  ['현재 치료 중인 질환을 모두 고르십시오.', 'MULTI', '고혈압|당뇨병|이상지질혈증|간질환|없음'],
  ['귀마개·방진마스크 등 보호구를 얼마나 착용합니까?', 'SINGLE', '항상 착용|가끔 착용|착용하지 않음'],
  ['그 밖에 건강상 불편한 점이 있으면 적어 주십시오.', 'TEXT', null],
];

const CONSULT: [cd: string, nm: string][] = [
  ['GENERAL', '일반 건강상담'],
  ['FOLLOWUP', '건강진단 사후관리 상담'],
  ['NIGHT_WORK', '야간작업 건강상담'],
  ['MSK', '근골격계 증상 상담'],
  ['STRESS', '직무스트레스 상담'],
  ['SMOKING', '금연·절주 상담'],
];

/** health base data (idempotent: conflicts are left alone) */
export async function seedHealthBaseData(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values({ codeGroupCd: HEA_ANSWER_TYPE_GROUP, codeGroupNm: '문진 응답 형식', systemYn: 'Y', ...SYS }).onConflictDoNothing();
  await tx.insert(codeMaster).values(HEA_ANSWER_TYPES.map((c, i) => ({
    codeGroupCd: HEA_ANSWER_TYPE_GROUP, code: c.code, codeNm: c.codeNm, codeNmI18n: { en: c.en, zh: c.zh, es: c.es }, sortOrder: i + 1, ...SYS,
  }))).onConflictDoNothing();
  await tx.insert(heaDisease).values(DISEASES.map(([diseaseCd, diseaseNm, kcdCd, occupationalYn]) => ({ diseaseCd, diseaseNm, kcdCd, occupationalYn, ...SYS }))).onConflictDoNothing();
  await tx.insert(heaConsultType).values(CONSULT.map(([consultTypeCd, consultTypeNm], i) => ({ consultTypeCd, consultTypeNm, sortOrder: i + 1, ...SYS }))).onConflictDoNothing();
  const any = await tx.select({ n: heaInterviewItem.interviewItemNo }).from(heaInterviewItem).limit(1);
  if (!any.length) {
    await tx.insert(heaInterviewItem).values(INTERVIEW.map(([question, answerTypeCd, answerOptions], i) => ({ question, answerTypeCd, answerOptions, sortOrder: (i + 1) * 10, ...SYS })));
  }
}
