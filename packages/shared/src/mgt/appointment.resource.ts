import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { ymdIn } from '../ymd.js';
import { DEFAULT_PLANT_TIME_ZONE } from '../excel-cells.js';
import { MGT_API, MGT_CODE_GROUPS, MGT_MENUS } from './mgt.const.js';

/**
 * 선임 현황 (산안법 제15–17조, 제62조; 중처법 시행령 제4조 제2호·제6호): 안전보건관리책임자, 안전관리자, 보건관리자,
 * 관리감독자 and the head of the dedicated organisation per plant, with dates and certificates. A post without a person
 * or past its end date is a vacancy; a certificate past its expiry warns (`warningCd`, server-computed).
 */
export const mgtAppointmentResource = defineResource({
  name: 'mgtAppointment',
  title: 'title',
  basePath: MGT_API.appointments,
  menuId: MGT_MENUS.appointments,
  key: { name: 'appointNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'roleCd', type: 'select', label: 'roleCd', schema: z.string().trim().min(1).max(20), codeGroup: MGT_CODE_GROUPS.appointRole, required: true, span: 8 },
    { name: 'userId', type: 'user', label: 'userId', schema: z.string().trim().max(50).nullish(), span: 8 },
    { name: 'appointYmd', type: 'date', label: 'appointYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'endYmd', type: 'date', label: 'endYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'certNm', type: 'text', label: 'certNm', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'certNo', type: 'text', label: 'certNo', schema: zText(100), maxLength: 100, reference: { none: 'a certificate number printed on a licence, not a record' }, span: 8 },
    { name: 'certExpireYmd', type: 'date', label: 'certExpireYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'reportYmd', type: 'date', label: 'reportYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'warningCd', type: 'text', label: 'warningCd', schema: z.string().nullish(), serverOnly: true, span: 8 },
    { name: 'remark', type: 'text', label: 'remark', schema: zText(500), maxLength: 500, span: 24 },
  ],
  listColumns: [
    { name: 'roleCd', width: 160, align: 'center', sortable: true },
    { name: 'userId', width: 120, align: 'center', link: true },
    { name: 'deptCd', width: 140 },
    { name: 'appointYmd', width: 120, align: 'center' },
    { name: 'certNm', width: 200 },
    { name: 'certExpireYmd', width: 120, align: 'center' },
    { name: 'warningCd', width: 130, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'roleCd', type: 'select', op: 'eq', label: 'roleCd', codeGroup: MGT_CODE_GROUPS.appointRole, width: 6 },
  ],
  defaultSort: { field: 'appointNo', order: 'asc' },
  scope: { plant: 'plantCd' },
  rowTone: (r) => (r.warningCd === 'VACANT' ? 'danger' : r.warningCd === 'EXPIRED' ? 'warning' : null),
  detailAlerts: (r) => (r.warningCd ? [{ tone: r.warningCd === 'VACANT' ? 'error' : 'warning', label: r.warningCd === 'VACANT' ? 'vacantAlert' : 'expiredAlert' }] : []),
  i18n: {
    ko: { title: '안전보건 인력 선임', appointNo: '번호', plantCd: '사업장', plantNm: '사업장', deptCd: '소속', deptNm: '소속', roleCd: '직무', roleNm: '직무', userId: '선임자', userNm: '선임자', appointYmd: '선임일', endYmd: '해임일', certNm: '자격', certNo: '자격번호', certExpireYmd: '자격 만료일', reportYmd: '선임 보고일', warningCd: '경고', remark: '비고', vacantAlert: '공석입니다. 선임하고 고용노동부에 보고하세요(산안법 시행규칙 제11조: 선임 후 14일 이내).', expiredAlert: '자격 또는 보수교육 기한이 지났습니다.' },
    en: { title: 'Appointments', appointNo: 'No.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', roleCd: 'Role', roleNm: 'Role', userId: 'Appointee', userNm: 'Appointee', appointYmd: 'Appointed', endYmd: 'Ended', certNm: 'Qualification', certNo: 'Certificate no.', certExpireYmd: 'Expires', reportYmd: 'Reported', warningCd: 'Warning', remark: 'Remark', vacantAlert: 'The post is vacant: appoint and report it within 14 days.', expiredAlert: 'The qualification or refresher training has expired.' },
    zh: { title: '安全卫生人员任命', appointNo: '编号', plantCd: '工厂', plantNm: '工厂', deptCd: '所属', deptNm: '所属', roleCd: '职务', roleNm: '职务', userId: '被任命人', userNm: '被任命人', appointYmd: '任命日', endYmd: '解任日', certNm: '资格', certNo: '资格编号', certExpireYmd: '资格到期日', reportYmd: '任命报告日', warningCd: '警告', remark: '备注', vacantAlert: '职位空缺。请任命并在14天内报告。', expiredAlert: '资格或进修培训已过期。' },
    es: { title: 'Nombramientos', appointNo: 'N.º', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', roleCd: 'Función', roleNm: 'Función', userId: 'Designado', userNm: 'Designado', appointYmd: 'Nombrado', endYmd: 'Cese', certNm: 'Titulación', certNo: 'N.º de certificado', certExpireYmd: 'Vence', reportYmd: 'Notificado', warningCd: 'Aviso', remark: 'Observación', vacantAlert: 'Puesto vacante: nombre a alguien y notifíquelo en 14 días.', expiredAlert: 'La titulación o la formación de actualización ha vencido.' },
  },
});

/** the warning of an appointment on a day: VACANT (no person, or ended), EXPIRED (certificate past expiry), or null */
export function appointmentWarning(r: { userId?: unknown; endYmd?: unknown; certExpireYmd?: unknown }, today = ymdIn(new Date(), DEFAULT_PLANT_TIME_ZONE)): 'VACANT' | 'EXPIRED' | null {
  if (!r.userId || (typeof r.endYmd === 'string' && r.endYmd < today)) return 'VACANT';
  if (typeof r.certExpireYmd === 'string' && r.certExpireYmd < today) return 'EXPIRED';
  return null;
}
