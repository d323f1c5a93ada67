import { registerTranslations } from '@/lib/i18n';

/** texts of the TBM phone page (namespace "safTbm"); Korean is the source text */
export const SAF_TBM_NS = 'safTbm';

registerTranslations(SAF_TBM_NS, {
  ko: {
    title: 'TBM (작업 전 안전점검회의)', work: '작업내용', place: '작업장소', time: '시각', hazards: '오늘의 위험요인', controls: '안전대책', ppe: '보호구 착용 확인', health: '참석자 건강상태 확인',
    attendees: '참석자', addEmp: '임직원 추가', addVendor: '협력업체 근로자 추가', name: '성명', org: '소속', sign: '서명', signed: '서명 완료', signOf: '{{name}} 서명', remove: '삭제',
    followUps: '후속조치', addFollowUp: '후속조치 추가', content: '내용', due: '조치기한', save: '저장', done: 'TBM 완료', saved: '저장되었습니다.',
    finished: 'TBM을 완료했습니다.', doneAlready: '완료된 TBM입니다.', signedCount: '서명 {{n}} / {{total}}', close: '닫기', newTbm: '새 TBM', emp: '임직원', vendor: '협력업체',
  },
  en: {
    title: 'TBM (pre-work safety meeting)', work: 'Work', place: 'Place', time: 'Time', hazards: 'Today\'s hazards', controls: 'Controls', ppe: 'PPE checked', health: 'Attendees fit for work',
    attendees: 'Attendees', addEmp: 'Add employee', addVendor: 'Add contractor worker', name: 'Name', org: 'Organisation', sign: 'Sign', signed: 'Signed', signOf: 'Signature of {{name}}', remove: 'Remove',
    followUps: 'Follow-ups', addFollowUp: 'Add follow-up', content: 'Follow-up', due: 'Due', save: 'Save', done: 'Finish TBM', saved: 'Saved.',
    finished: 'TBM finished.', doneAlready: 'This TBM is finished.', signedCount: 'Signed {{n}} / {{total}}', close: 'Close', newTbm: 'New TBM', emp: 'Employee', vendor: 'Contractor',
  },
  zh: {
    title: 'TBM(作业前安全会议)', work: '作业内容', place: '作业地点', time: '时间', hazards: '今日危险因素', controls: '安全对策', ppe: '确认佩戴防护用品', health: '确认参会人员健康状态',
    attendees: '参会人员', addEmp: '添加员工', addVendor: '添加协力企业工人', name: '姓名', org: '单位', sign: '签名', signed: '已签名', signOf: '{{name}} 签名', remove: '删除',
    followUps: '后续措施', addFollowUp: '添加后续措施', content: '内容', due: '期限', save: '保存', done: '完成TBM', saved: '已保存。',
    finished: 'TBM已完成。', doneAlready: '该TBM已完成。', signedCount: '已签名 {{n}} / {{total}}', close: '关闭', newTbm: '新TBM', emp: '员工', vendor: '协力企业',
  },
  es: {
    title: 'TBM (reunión previa al trabajo)', work: 'Trabajo', place: 'Lugar', time: 'Hora', hazards: 'Peligros de hoy', controls: 'Medidas', ppe: 'EPP revisado', health: 'Asistentes aptos',
    attendees: 'Asistentes', addEmp: 'Añadir empleado', addVendor: 'Añadir trabajador contratista', name: 'Nombre', org: 'Organización', sign: 'Firmar', signed: 'Firmado', signOf: 'Firma de {{name}}', remove: 'Quitar',
    followUps: 'Seguimientos', addFollowUp: 'Añadir seguimiento', content: 'Seguimiento', due: 'Fecha límite', save: 'Guardar', done: 'Terminar TBM', saved: 'Guardado.',
    finished: 'TBM terminada.', doneAlready: 'Esta TBM está terminada.', signedCount: 'Firmas {{n}} / {{total}}', close: 'Cerrar', newTbm: 'Nueva TBM', emp: 'Empleado', vendor: 'Contratista',
  },
});
