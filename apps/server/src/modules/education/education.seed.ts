import { EDU_CODE_GROUPS, EDU_EXTERNAL_STATUS_GROUP, EDU_FILES, EDU_HOURS_SEED, EDU_SETTING, EDU_SETTING_DEFAULTS, eduExternalWorkflow } from '@jikim/shared';
import type { DbOrTx } from '../../db/client.js';
import { codeGroup, codeMaster } from '../../db/schema.js';
import { attachSetting } from '../attachments/attachments.tables.js';

type Code = [code: string, ko: string, en: string, zh: string, es: string, attr1?: string, attr2?: string, attr3?: string];

// attr1 = the period the hours are owed in (the ledger reads it): HALF, YEAR, EVENT
const CATEGORIES: Code[] = [
  ['REGULAR', '정기교육', 'Regular training', '定期培训', 'Formación periódica', 'HALF'],
  ['SUPERVISOR', '관리감독자 정기교육', 'Supervisor training', '管理监督者培训', 'Formación de supervisores', 'YEAR'],
  ['HIRE', '채용 시 교육', 'Training on hiring', '录用时培训', 'Formación al contratar', 'EVENT'],
  ['CHANGE', '작업내용 변경 시 교육', 'Training on job change', '作业变更时培训', 'Formación por cambio de tarea', 'EVENT'],
  ['SPECIAL', '특별교육', 'Special training (hazardous work)', '特别培训', 'Formación especial', 'EVENT'],
];
const JOB_TYPES: Code[] = [
  ['OFFICE', '사무직', 'Office work', '办公室职员', 'Oficina'],
  ['SALES', '판매업무', 'Sales', '销售', 'Ventas'],
  ['OTHER', '그 밖의 근로자', 'Other workers', '其他劳动者', 'Otros trabajadores'],
];
const EMPLOY_TYPES: Code[] = [
  ['DAILY', '일용·1주 이하 기간제', 'Daily / up to 1 week', '日工/1周以内', 'Diario / hasta 1 semana'],
  ['MONTH', '1주 초과 1개월 이하 기간제', '1 week to 1 month', '1周至1个月', '1 semana a 1 mes'],
  ['REGULAR', '그 밖의 근로자', 'Other workers', '其他劳动者', 'Otros trabajadores'],
];
const COURSE_TYPES: Code[] = [
  ['LEGAL', '법정교육', 'Legal training', '法定培训', 'Formación legal'],
  ['ENTRANT', '출입자 안전교육', 'Entrant safety briefing', '出入人员安全培训', 'Inducción de acceso'],
  ['VISITOR', '방문자 안전교육', 'Visitor safety briefing', '访客安全培训', 'Inducción de visitantes'],
  ['GAS_WORKER', '가스기지 작업자 안전교육', 'Gas-plant worker briefing', '燃气基地作业人员培训', 'Inducción planta de gas'],
];
const DELIVERIES: Code[] = [
  ['CLASSROOM', '집체교육', 'Classroom', '集中培训', 'Presencial'],
  ['VIDEO', '동영상(온라인)', 'E-learning video', '视频(在线)', 'Vídeo en línea'],
  ['EXTERNAL', '외부위탁', 'External', '外部委托', 'Externa'],
];
const QUESTION_TYPES: Code[] = [
  ['SINGLE', '단일선택', 'Single choice', '单选', 'Opción única'],
  ['MULTI', '복수선택', 'Multiple choice', '多选', 'Opción múltiple'],
  ['OX', 'O/X', 'True/false', '判断', 'Verdadero/falso'],
  ['SHORT', '단답형', 'Short answer', '简答', 'Respuesta corta'],
];
const HALVES: Code[] = [
  ['H1', '상반기', 'First half', '上半年', 'Primer semestre'],
  ['H2', '하반기', 'Second half', '下半年', 'Segundo semestre'],
];
const EXTERNAL_STATUSES: Code[] = eduExternalWorkflow.statuses.map((x) => [x.code, x.label.ko, x.label.en, x.label.zh, x.label.es]);
const HOUR_LABELS: Record<string, [string, string]> = {
  'REGULAR:OFFICE': ['정기교육 — 사무직 (반기)', 'Regular — office (half-year)'],
  'REGULAR:SALES': ['정기교육 — 판매업무 (반기)', 'Regular — sales (half-year)'],
  'REGULAR:OTHER': ['정기교육 — 그 밖의 근로자 (반기)', 'Regular — other workers (half-year)'],
  'SUPERVISOR:ALL': ['관리감독자 정기교육 (연간)', 'Supervisors (year)'],
  'HIRE:DAILY': ['채용 시 — 일용·1주 이하', 'Hiring — daily / ≤ 1 week'],
  'HIRE:MONTH': ['채용 시 — 1주 초과 1개월 이하', 'Hiring — 1 week to 1 month'],
  'HIRE:REGULAR': ['채용 시 — 그 밖의 근로자', 'Hiring — others'],
  'CHANGE:DAILY': ['작업내용 변경 시 — 일용·1주 이하', 'Job change — daily / ≤ 1 week'],
  'CHANGE:REGULAR': ['작업내용 변경 시 — 그 밖의 근로자', 'Job change — others'],
  'SPECIAL:DAILY': ['특별교육 — 일용·1주 이하', 'Special — daily / ≤ 1 week'],
  'SPECIAL:REGULAR': ['특별교육 — 그 밖의 근로자', 'Special — others'],
};

/**
 * The legal categories and hours of 시행규칙 별표 4 as code-master data (every installation). The hours live in
 * EDU_HOURS (attr1 category, attr2 class, attr3 hours) so an administrator changes them when the law changes.
 */
export async function seedEducationBase(tx: DbOrTx): Promise<void> {
  await tx.insert(codeGroup).values([
    { codeGroupCd: EDU_CODE_GROUPS.category, codeGroupNm: '안전보건교육 구분', systemYn: 'Y', codeGroupDesc: '산안법 시행규칙 별표 4. attr1 = 기간(HALF 반기, YEAR 연간, EVENT 사유 발생 시)' },
    { codeGroupCd: EDU_CODE_GROUPS.hours, codeGroupNm: '안전보건교육 법정시간', systemYn: 'N', codeGroupDesc: '산안법 시행규칙 별표 4. attr1 = 교육구분, attr2 = 직종/고용형태, attr3 = 시간' },
    { codeGroupCd: EDU_CODE_GROUPS.jobType, codeGroupNm: '교육 직종', systemYn: 'Y' },
    { codeGroupCd: EDU_CODE_GROUPS.employ, codeGroupNm: '교육 고용형태', systemYn: 'Y' },
    { codeGroupCd: EDU_CODE_GROUPS.supervisorDuty, codeGroupNm: '관리감독자 직책', systemYn: 'N', codeGroupDesc: '이 직책(com_duty 코드)의 근로자는 관리감독자 정기교육(연 16시간) 대상' },
    { codeGroupCd: EDU_CODE_GROUPS.courseType, codeGroupNm: '교육과정 유형', systemYn: 'Y' },
    { codeGroupCd: EDU_CODE_GROUPS.delivery, codeGroupNm: '교육방식', systemYn: 'Y' },
    { codeGroupCd: EDU_CODE_GROUPS.questionType, codeGroupNm: '시험 문제유형', systemYn: 'Y' },
    { codeGroupCd: EDU_CODE_GROUPS.half, codeGroupNm: '반기', systemYn: 'Y' },
    { codeGroupCd: EDU_EXTERNAL_STATUS_GROUP, codeGroupNm: '외부교육 이수 상태', systemYn: 'Y' },
    { codeGroupCd: EDU_SETTING.group, codeGroupNm: '교육 설정', systemYn: 'N', codeGroupDesc: 'attr1 = 값' },
  ]).onConflictDoNothing();
  const rows = (group: string, codes: Code[]) => codes.map(([code, ko, en, zh, es, attr1, attr2, attr3], i) => ({
    codeGroupCd: group, code, codeNm: ko, codeNmI18n: { en, zh, es }, attr1: attr1 ?? null, attr2: attr2 ?? null, attr3: attr3 ?? null,
    sortOrder: i + 1, createUserId: 'system', updateUserId: 'system',
  }));
  const hours: Code[] = EDU_HOURS_SEED.map((h) => {
    const [ko, en] = HOUR_LABELS[`${h.categoryCd}:${h.classCd}`]!;
    return [`${h.categoryCd}_${h.classCd}`, ko, en, en, en, h.categoryCd, h.classCd, String(h.hours)];
  });
  await tx.insert(codeMaster).values([
    ...rows(EDU_CODE_GROUPS.category, CATEGORIES), ...rows(EDU_CODE_GROUPS.hours, hours), ...rows(EDU_CODE_GROUPS.jobType, JOB_TYPES),
    ...rows(EDU_CODE_GROUPS.employ, EMPLOY_TYPES), ...rows(EDU_CODE_GROUPS.courseType, COURSE_TYPES), ...rows(EDU_CODE_GROUPS.delivery, DELIVERIES),
    ...rows(EDU_CODE_GROUPS.questionType, QUESTION_TYPES), ...rows(EDU_CODE_GROUPS.half, HALVES), ...rows(EDU_EXTERNAL_STATUS_GROUP, EXTERNAL_STATUSES),
    // issue 25: a session's QR counts from this many minutes before its start until this many after its end
    ...rows(EDU_SETTING.group, [[EDU_SETTING.attendGraceMin, 'QR 출석 허용 시간(교육 전후, 분)', 'QR attendance margin around a session (min)', '二维码签到前后允许时间(分)',
      'Margen de asistencia QR (min)', String(EDU_SETTING_DEFAULTS.attendGraceMin)]]),
    // 파트장·팀장·처장·소장 (the demo's duty codes; an installation lists its own)
    ...rows(EDU_CODE_GROUPS.supervisorDuty, [['DUT02', '파트장', 'Part leader', '组长', 'Jefe de área'], ['DUT03', '팀장', 'Team leader', '队长', 'Jefe de equipo'],
      ['DUT04', '처장', 'Division head', '处长', 'Jefe de división'], ['DUT05', '소장', 'Plant head', '所长', 'Director de planta']]),
  ]).onConflictDoNothing();
  // course materials and lesson videos (served with HTTP ranges, so a phone seeks within what it watched)
  await tx.insert(attachSetting).values({
    taskClassNm: 'EDU_MATERIAL', taskClassDesc: '교육과정 교육자료 (교안·동영상)', acceptExt: 'pdf,ppt,pptx,hwp,hwpx,doc,docx,xls,xlsx,png,jpg,jpeg,mp4,m4v,webm',
    limitCnt: 10, limitSize: 500, dragDropYn: 'Y', multipleSelYn: 'Y', previewYn: 'Y', pictureExplainYn: 'N', encryptYn: 'N', useYn: 'Y', createUserId: 'system', updateUserId: 'system',
  }).onConflictDoNothing();
  // the certificate of an external course (a scan or a photo from the phone)
  await tx.insert(attachSetting).values({
    taskClassNm: EDU_FILES.certificate, taskClassDesc: '외부교육 수료증', acceptExt: 'pdf,png,jpg,jpeg,heic,hwp,hwpx',
    limitCnt: 5, limitSize: 20, dragDropYn: 'Y', multipleSelYn: 'Y', previewYn: 'Y', pictureExplainYn: 'N', encryptYn: 'N', useYn: 'Y', createUserId: 'system', updateUserId: 'system',
  }).onConflictDoNothing();
}
