import { registerTranslations } from '@/lib/i18n';

/** texts of the monthly patrol and TBM statistics page; Korean is the source text */
export const SAF_PATROL_STAT_NS = 'safPatrolTbmStat';

registerTranslations(SAF_PATROL_STAT_NS, {
  ko: {
    plant: '사업장', month: '월', patrolTitle: '부서별 순회점검 ({{ym}})', tbmTitle: '부서별 TBM 실시 ({{ym}})', dept: '부서',
    patrolCount: '순회점검 실시', findingCount: '지적', fixedOnSpotCount: '현장 즉시 조치', actionCount: '개선조치 등록', openCount: '미종결',
    tbmCount: 'TBM 실시', doneCount: '완료(전원 서명)', attendeeCount: '참석 인원', vendorAttendeeCount: '협력업체 참석', followUpCount: '후속조치',
    total: '합계',
  },
  en: {
    plant: 'Plant', month: 'Month', patrolTitle: 'Patrols by department ({{ym}})', tbmTitle: 'TBMs by department ({{ym}})', dept: 'Department',
    patrolCount: 'Patrols', findingCount: 'Findings', fixedOnSpotCount: 'Fixed on the spot', actionCount: 'Actions made', openCount: 'Open',
    tbmCount: 'TBMs', doneCount: 'Completed (all signed)', attendeeCount: 'Attendees', vendorAttendeeCount: 'Contractor attendees', followUpCount: 'Follow-ups',
    total: 'Total',
  },
  zh: {
    plant: '工厂', month: '月份', patrolTitle: '各部门巡检 ({{ym}})', tbmTitle: '各部门TBM ({{ym}})', dept: '部门',
    patrolCount: '巡检次数', findingCount: '指出', fixedOnSpotCount: '现场立即整改', actionCount: '登记整改措施', openCount: '未结案',
    tbmCount: 'TBM次数', doneCount: '完成(全员签名)', attendeeCount: '参加人数', vendorAttendeeCount: '协力企业参加', followUpCount: '后续措施',
    total: '合计',
  },
  es: {
    plant: 'Planta', month: 'Mes', patrolTitle: 'Rondas por departamento ({{ym}})', tbmTitle: 'TBM por departamento ({{ym}})', dept: 'Departamento',
    patrolCount: 'Rondas', findingCount: 'Hallazgos', fixedOnSpotCount: 'Corregidos en el acto', actionCount: 'Acciones creadas', openCount: 'Abiertos',
    tbmCount: 'TBM', doneCount: 'Completadas (todos firmaron)', attendeeCount: 'Asistentes', vendorAttendeeCount: 'Asistentes contratistas', followUpCount: 'Seguimientos',
    total: 'Total',
  },
});
