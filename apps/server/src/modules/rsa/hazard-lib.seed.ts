import { sql } from 'drizzle-orm';
import { RSA_CODE_GROUPS as G } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { rsaHazardControl, rsaHazardLib } from './rsa.tables.js';

/** 표준 안전대책 구분: the hierarchy of controls (제거·대체 → 공학적 → 관리적 → 보호구) */
const CONTROL_KINDS: [code: string, ko: string, en: string, zh: string, es: string][] = [
  ['ELIMINATE', '제거·대체', 'Elimination or substitution', '消除·替代', 'Eliminación o sustitución'],
  ['ENGINEERING', '공학적 대책', 'Engineering control', '工程控制', 'Control de ingeniería'],
  ['ADMIN', '관리적 대책', 'Administrative control', '管理控制', 'Control administrativo'],
  ['PPE', '개인보호구', 'Personal protective equipment', '个人防护装备', 'Equipo de protección personal'],
];

/** the control-kind codes (every installation) */
export async function seedRsaHazardLibBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values({ codeGroupCd: G.controlKind, codeGroupNm: '표준 안전대책 구분', systemYn: 'Y' }).onConflictDoNothing();
  await tx.insert(codeMaster).values(CONTROL_KINDS.map(([code, ko, en, zh, es], i) => ({
    codeGroupCd: G.controlKind, code, codeNm: ko, codeNmI18n: { en, zh, es }, sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  }))).onConflictDoNothing();
}

type K = 'ELIMINATE' | 'ENGINEERING' | 'ADMIN' | 'PPE';
/** per hazard code (RSA_HAZARD): the plant's typical situation, disaster type and standard controls */
type Entry = [situation: string, disasterTypeCd: string, controls: [K, string][]];

/** 서해화력발전소 (coal-fired power plant) */
const COAL: Record<string, Entry> = {
  M_CAUGHT: ['석탄 컨베이어 벨트·롤러 청소 및 낙탄 제거 중 회전부에 손·옷이 말려 들어감', 'CAUGHT', [
    ['ENGINEERING', '풀리·롤러 물림점에 고정식 방호덮개 설치, 컨베이어 전 구간 비상정지 풀코드 설치'],
    ['ADMIN', '청소·점검 전 설비 정지 후 잠금·표지(LOTO), 운전 중 낙탄 청소 금지'],
    ['PPE', '소매 조임 작업복, 말림 위험이 없는 장갑 착용'],
  ]],
  M_FALL_EDGE: ['보일러 노내·덕트 점검, 석탄 사일로 상부 개구부에서 작업 중 떨어짐', 'FALL', [
    ['ENGINEERING', '개구부 덮개(고정식)와 안전난간 설치, 노내 작업발판(비계) 설치 후 사용'],
    ['ADMIN', '고소작업 작업허가 발급, 비계 설치 후 관리감독자 점검·사용승인'],
    ['PPE', '안전대(그네식) 착용 및 부착설비에 체결'],
  ]],
  M_FLYING: ['크레인·호이스트로 정비 부품(펌프·밸브) 인양 중 낙하, 상부 작업 중 공구 낙하', 'HIT', [
    ['ENGINEERING', '인양구역 하부 출입 통제선 설치, 공구 낙하방지 끈 사용'],
    ['ADMIN', '줄걸이 용구 사용 전 점검, 신호수 지정, 인양물 하부 통행 금지'],
    ['PPE', '안전모(턱끈 체결) 착용'],
  ]],
  M_SLIP: ['저탄장·컨베이어 갤러리의 낙탄·분진, 보일러동 바닥 누유로 미끄러짐', 'TRIP', [
    ['ENGINEERING', '통로 미끄럼방지 도장, 누유 설비 받침판(오일팬) 설치'],
    ['ADMIN', '정리정돈 일일 점검, 누유·낙탄 즉시 청소'],
    ['PPE', '미끄럼 방지 안전화 착용'],
  ]],
  E_SHOCK: ['6.6kV 수배전반·전동기 단자함 점검 중 충전부 접촉', 'SHOCK', [
    ['ENGINEERING', '충전부 절연 방호판 설치, 누전차단기 설치'],
    ['ADMIN', '정전작업 절차(차단·검전·접지·LOTO) 준수, 활선 근접 시 접근한계거리 표시와 감시인 배치'],
    ['PPE', '절연장갑·절연화(내전압 시험 유효) 착용'],
  ]],
  E_ARC: ['차단기 인출·투입 및 배전반 조작 중 아크 섬광', 'BURN', [
    ['ENGINEERING', '원격 차단기 조작 장치 사용, 아크 플래시 경계 표시'],
    ['ADMIN', '개폐 조작 2인 1조, 조작 전 부하 확인'],
    ['PPE', '아크 방호복·안면보호구 착용'],
  ]],
  C_TOXIC: ['탈황 흡수탑 슬러리·수처리 약품(염산·가성소다) 취급 중 흡입·피부 접촉', 'CHEM_LEAK', [
    ['ENGINEERING', '약품 이송 배관 밀폐화, 국소배기장치 설치, 비상 세안·샤워설비 설치'],
    ['ADMIN', 'MSDS 게시 및 취급자 교육, 약품 주입 작업 표준 준수'],
    ['PPE', '내화학 장갑·보안경(고글)·방독마스크 착용'],
  ]],
  C_FIRE: ['저탄장 석탄 자연발화, 보일러동 용접·절단 중 석탄분진·유류 점화', 'FIRE', [
    ['ENGINEERING', '저탄장 온도 감시(열화상 카메라), 분진 집진설비 운영'],
    ['ADMIN', '화기작업 허가·화재감시자 배치, 작업 전후 가연물 제거 확인'],
    ['PPE', '방염 작업복 착용'],
  ]],
  B_INFECT: ['배수처리장·냉각탑 점검 중 레지오넬라균 등 병원체 노출', 'OTHER', [
    ['ENGINEERING', '냉각탑 살균제 자동 주입 설비 운영'],
    ['ADMIN', '냉각수 레지오넬라균 정기 검사, 점검 후 손 씻기'],
    ['PPE', '방진마스크(KF94 이상)·보호장갑 착용'],
  ]],
  W_NOISE: ['터빈동·미분기(밀) 주변 85dB 이상 소음 구역 장시간 순찰', 'OTHER', [
    ['ENGINEERING', '미분기 방음 커버, 소음 차단 순찰 대기실 설치'],
    ['ADMIN', '소음 구역 표지, 체류 시간 제한, 특수건강진단(청력) 실시'],
    ['PPE', '귀마개·귀덮개 착용'],
  ]],
  W_HEAVY: ['밸브·배관 부품 등 25kg 이상 중량물을 사람이 들어 옮김', 'MSD', [
    ['ELIMINATE', '운반 대차·체인블록 등 기계 운반으로 대체'],
    ['ADMIN', '중량물 취급 작업계획서 작성, 2인 1조 운반'],
    ['PPE', '허리 보호대 지급(필요 시)'],
  ]],
  W_REPEAT: ['제어실 장시간 모니터 감시, 정비 시 쪼그려 앉는 자세 반복', 'MSD', [
    ['ENGINEERING', '높이 조절 작업대·의자 설치'],
    ['ADMIN', '근골격계 유해요인 조사(3년마다), 작업 중 스트레칭·휴식'],
  ]],
  N_HEAT: ['하절기 보일러동 고온부(40℃ 이상) 정비, 옥외 저탄장 폭염 작업', 'HEAT_ILL', [
    ['ENGINEERING', '이동식 냉풍기·그늘막 설치'],
    ['ADMIN', '폭염특보 시 작업시간 조정(물·그늘·휴식), 체감온도 측정'],
    ['PPE', '냉각조끼·쿨토시 지급'],
  ]],
  N_LIGHT: ['야간 석탄 하역부두·컨베이어 갤러리 순찰 시 조도 부족', 'TRIP', [
    ['ENGINEERING', '통로 조도 75lux 이상 확보(LED 조명 교체)'],
    ['ADMIN', '야간 순찰 2인 1조, 조명 불량 즉시 보수 요청'],
    ['PPE', '헤드랜턴 지급'],
  ]],
  N_CONFINED: ['보일러 드럼·탈황 흡수탑·석탄 사일로 내부 작업 시 산소결핍·유해가스', 'SUFFOCATION', [
    ['ENGINEERING', '작업 전후 강제 환기(송풍기) 실시'],
    ['ADMIN', '밀폐공간 작업허가, 산소·유해가스 농도 측정, 감시인 상주'],
    ['PPE', '송기마스크·공기호흡기 비치 및 착용'],
  ]],
};

/** 남해LNG기지 (LNG receiving terminal) */
const LNG: Record<string, Entry> = {
  M_CAUGHT: ['BOG 압축기·해수펌프 분해 정비 중 회전축·커플링에 끼임', 'CAUGHT', [
    ['ENGINEERING', '커플링 방호덮개 설치, 현장 비상정지 스위치 설치'],
    ['ADMIN', '정비 전 정지·잠금·표지(LOTO), 재기동 전 작업자 확인'],
    ['PPE', '말림 위험이 없는 장갑·작업복 착용'],
  ]],
  M_FALL_EDGE: ['저장탱크 지붕(약 50m) 계기 점검, 하역부두 작업대에서 떨어짐', 'FALL', [
    ['ENGINEERING', '탱크 지붕 안전난간·수평 구명줄 설치'],
    ['ADMIN', '풍속 10m/s 이상 시 상부 작업 금지, 고소작업 허가'],
    ['PPE', '안전대(그네식) 착용·체결'],
  ]],
  M_FLYING: ['하역암·배관 플랜지 교체 시 인양물 낙하, 고압 배관 볼트 체결 중 공구 비래', 'HIT', [
    ['ENGINEERING', '인양 구역 출입 통제, 토크렌치·공구 낙하방지 끈 사용'],
    ['ADMIN', '인양 작업계획서, 신호수 지정'],
    ['PPE', '안전모·보안면 착용'],
  ]],
  M_SLIP: ['극저온 배관 하부 결빙·결로로 통로 미끄러짐, 부두 갑판 우천', 'TRIP', [
    ['ENGINEERING', '결빙 구간 배수·미끄럼방지 그레이팅 설치'],
    ['ADMIN', '동절기 통로 제설·결빙 점검'],
    ['PPE', '미끄럼 방지 안전화 착용'],
  ]],
  E_SHOCK: ['송출펌프 전동기·변전설비 점검 중 충전부 접촉', 'SHOCK', [
    ['ENGINEERING', '충전부 방호, 누전차단기 설치'],
    ['ADMIN', '정전작업 절차(차단·검전·접지·LOTO) 준수'],
    ['PPE', '절연장갑·절연화 착용'],
  ]],
  E_ARC: ['폭발위험장소에서 정전기·전기 스파크가 LNG 증기에 점화', 'EXPLOSION', [
    ['ENGINEERING', '방폭형 전기기계기구 사용, 배관·하역암 접지(본딩) 설치'],
    ['ADMIN', '폭발위험장소 구분도 게시, 비방폭 전자기기 반입 금지'],
    ['PPE', '제전복·제전화 착용'],
  ]],
  C_TOXIC: ['부취제(THT/TBM) 주입·충전 중 증기 흡입, 질소 퍼지 가스 노출', 'CHEM_LEAK', [
    ['ENGINEERING', '부취제 충전 밀폐 이송, 국소배기장치 및 가스검지기 설치'],
    ['ADMIN', 'MSDS 교육, 충전 작업 2인 1조'],
    ['PPE', '방독마스크(유기가스용)·내화학 장갑 착용'],
  ]],
  C_FIRE: ['하역·송출 설비 플랜지·밸브에서 LNG 누출 후 점화(화재·폭발)', 'EXPLOSION', [
    ['ENGINEERING', '가스누출검지기·긴급차단밸브(ESD) 설치 및 연동'],
    ['ADMIN', '하역 전 ESD 작동시험, 화기작업 허가·가스농도 측정'],
    ['PPE', '방염복·방폭 공구 사용'],
  ]],
  B_INFECT: ['해수 취수구·스크린 청소 중 해양 병원성 세균(비브리오) 노출', 'OTHER', [
    ['ADMIN', '하절기 상처 노출 작업 제한, 작업 후 세척'],
    ['PPE', '방수 장갑·장화 착용'],
  ]],
  W_NOISE: ['BOG 압축기·해수펌프실 85dB 이상 소음', 'OTHER', [
    ['ENGINEERING', '압축기실 흡음재·방음벽 설치'],
    ['ADMIN', '소음 구역 표지, 청력 특수건강진단'],
    ['PPE', '귀마개·귀덮개 착용'],
  ]],
  W_HEAVY: ['하역암 퍼지 호스·밸브 부품 운반 중 요통', 'MSD', [
    ['ELIMINATE', '호이스트·운반 대차로 운반'],
    ['ADMIN', '2인 1조 운반, 중량 표시'],
  ]],
  W_REPEAT: ['중앙제어실 교대 근무 중 장시간 같은 자세 감시', 'MSD', [
    ['ENGINEERING', '높이 조절 책상·의자'],
    ['ADMIN', '근골격계 유해요인 조사, 휴식 시간 운영'],
  ]],
  N_HEAT: ['극저온(-162℃) 배관·밸브 접촉으로 동상, 하절기 부두 폭염 작업', 'BURN', [
    ['ENGINEERING', '극저온 배관 보냉재 유지, 접촉 위험 부위 방호'],
    ['ADMIN', '극저온 작업 표준 준수, 폭염 시 휴식 시간 부여'],
    ['PPE', '극저온용 장갑·보안면·방한복 착용'],
  ]],
  N_LIGHT: ['야간 하역 중 부두·계류 구역 조도 부족', 'TRIP', [
    ['ENGINEERING', '방폭형 투광등 설치(조도 75lux 이상)'],
    ['ADMIN', '야간 하역 전 조명 점검'],
    ['PPE', '방폭형 헤드랜턴 지급'],
  ]],
  N_CONFINED: ['저장탱크·기화기 내부 점검 시 질소 치환에 따른 산소결핍', 'SUFFOCATION', [
    ['ENGINEERING', '공기 치환 및 강제 환기'],
    ['ADMIN', '밀폐공간 작업허가, 산소농도 18% 이상 확인, 감시인 배치'],
    ['PPE', '공기호흡기·송기마스크 착용'],
  ]],
};

/**
 * The demo library of plants 1000 (coal) and 2000 (LNG): every 유해·위험요인 code (class from its attr1) with the plant's
 * typical situation, disaster type and standard controls. Idempotent: a plant that has a library keeps it.
 */
export async function seedRsaHazardLibDemo(tx: DbOrTx): Promise<void> {
  const codes = await queryRows<{ code: string; code_nm: string; attr1: string | null }>(tx, sql`
    select code, code_nm, attr1 from com_code_master where code_group_cd = ${G.hazard} and use_yn = 'Y' order by sort_order`);
  for (const [plantCd, table, author] of [['1000', COAL, 'safety01'], ['2000', LNG, 'gas01']] as const) {
    if ((await queryRows(tx, sql`select 1 from rsa_hazard_lib where plant_cd = ${plantCd} limit 1`)).length) continue;
    for (const c of codes) {
      const e = table[c.code];
      if (!e || !c.attr1) continue;
      const [situation, disasterTypeCd, controls] = e;
      const [h] = await tx.insert(rsaHazardLib).values({
        plantCd, hazardClassCd: c.attr1, hazardNm: c.code_nm, situation, disasterTypeCd, createUserId: author, updateUserId: author,
      }).onConflictDoNothing().returning({ no: rsaHazardLib.hazardLibNo });
      if (!h) continue;
      await tx.insert(rsaHazardControl).values(controls.map(([controlKindCd, controlText], i) => ({
        hazardLibNo: h.no, controlKindCd, controlText, rowNo: i + 1, createUserId: author, updateUserId: author,
      })));
    }
  }
}
