import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';
import { EDU_API, EDU_MENU } from './edu.const.js';

const zHm = z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: '시각은 HH:MM 형식으로 입력하세요.' });

/**
 * 교육실시 `/api/saf/edu/sessions`: one holding of a course (date, place, instructor, capacity). Attendance (QR check-in
 * and check-out, or a signature on the instructor's tablet) credits the session's hours to each attendee.
 */
export const eduSessionResource = defineResource({
  name: 'eduSession',
  title: 'title',
  basePath: EDU_API.sessions,
  menuId: EDU_MENU.session,
  key: { name: 'sessionNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    {
      name: 'courseNo', type: 'number', reference: { to: 'eduCourse' }, label: 'courseNo', schema: z.number().int().min(1), required: true, createOnly: true, span: 8,
      optionsFrom: { url: `${EDU_API.courses}/options?plantCd={plantCd}`, value: 'courseNo', label: 'courseNm' },
    },
    { name: 'eduYmd', type: 'date', label: 'eduYmd', schema: zYmd, required: true, span: 8 },
    { name: 'startHm', type: 'time', label: 'startHm', schema: zHm, required: true, span: 4 },
    { name: 'endHm', type: 'time', label: 'endHm', schema: zHm, required: true, span: 4 },
    { name: 'hours', type: 'number', label: 'hours', schema: z.number().min(0.5).max(100).multipleOf(0.5), required: true, span: 8 },
    { name: 'place', type: 'text', label: 'place', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'instructorNm', type: 'text', label: 'instructorNm', schema: zText(100), maxLength: 100, span: 8 },
    { name: 'capacity', type: 'number', label: 'capacity', schema: z.number().int().min(1).max(10_000).nullish(), span: 8 },
    {
      name: 'groupNo', type: 'number', reference: { to: 'eduGroup' }, label: 'groupNo', schema: z.number().int().min(1).nullish(), span: 8,
      optionsFrom: { url: `${EDU_API.groups}/options?plantCd={plantCd}`, value: 'groupNo', label: 'groupNm' },
    },
    { name: 'courseNm', type: 'text', label: 'courseNm', schema: zText(200), inForm: false, serverOnly: true },
    { name: 'attendCnt', type: 'number', label: 'attendCnt', schema: z.number().int().nullish(), inForm: false, serverOnly: true },
    { name: 'contents', type: 'textarea', label: 'contents', schema: zText(4000), maxLength: 4000, span: 24 },
  ],
  listColumns: [
    { name: 'sessionNo', width: 90, align: 'center', sortable: true },
    { name: 'eduYmd', width: 110, align: 'center', sortable: true },
    { name: 'courseNm', label: 'courseNo', link: true },
    { name: 'hours', width: 80, align: 'right' },
    { name: 'place', width: 160 },
    { name: 'instructorNm', width: 110, align: 'center' },
    { name: 'attendCnt', width: 80, align: 'right' },
    { name: 'deptCd', width: 130 },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'deptCd', type: 'dept', op: 'eq', label: 'deptCd', width: 6 },
    { name: 'eduYmd', type: 'dateRange', op: 'dateRange', label: 'eduYmd', width: 6 },
  ],
  defaultSort: { field: 'eduYmd', order: 'desc' },
  scope: { plant: 'plantCd' },
  print: { title: 'printTitle', number: (r) => `교육-${String(r.sessionNo)}` },
  validate: (v) => (typeof v.startHm === 'string' && typeof v.endHm === 'string' && v.endHm <= v.startHm
    ? { field: 'endHm', message: '종료 시각은 시작 시각보다 늦어야 합니다.' } : null),
  i18n: {
    ko: {
      title: '교육실시', printTitle: '안전보건교육 참석자 명단', sessionNo: '차수번호', plantCd: '사업장', plantNm: '사업장', deptCd: '주관부서', deptNm: '주관부서',
      courseNo: '교육과정', courseNm: '교육과정', eduYmd: '교육일', startHm: '시작', endHm: '종료', hours: '인정시간(h)', place: '장소', instructorNm: '강사',
      capacity: '정원', groupNo: '대상 그룹', groupNm: '대상 그룹', contents: '교육내용', attendCnt: '참석',
    },
    en: {
      title: 'Sessions', printTitle: 'Training sign-in sheet', sessionNo: 'Session no.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Host dept.', deptNm: 'Host dept.',
      courseNo: 'Course', courseNm: 'Course', eduYmd: 'Date', startHm: 'Start', endHm: 'End', hours: 'Hours credited', place: 'Place', instructorNm: 'Instructor',
      capacity: 'Capacity', groupNo: 'Target group', groupNm: 'Target group', contents: 'Contents', attendCnt: 'Attended',
    },
    zh: {
      title: '培训实施', printTitle: '安全卫生培训签到表', sessionNo: '场次编号', plantCd: '工厂', plantNm: '工厂', deptCd: '主办部门', deptNm: '主办部门',
      courseNo: '培训课程', courseNm: '培训课程', eduYmd: '培训日', startHm: '开始', endHm: '结束', hours: '认定学时', place: '地点', instructorNm: '讲师',
      capacity: '定员', groupNo: '对象小组', groupNm: '对象小组', contents: '培训内容', attendCnt: '出席',
    },
    es: {
      title: 'Sesiones', printTitle: 'Hoja de asistencia', sessionNo: 'N.º de sesión', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Depto. organizador', deptNm: 'Depto. organizador',
      courseNo: 'Curso', courseNm: 'Curso', eduYmd: 'Fecha', startHm: 'Inicio', endHm: 'Fin', hours: 'Horas', place: 'Lugar', instructorNm: 'Instructor',
      capacity: 'Aforo', groupNo: 'Grupo destinatario', groupNm: 'Grupo destinatario', contents: 'Contenido', attendCnt: 'Asistentes',
    },
  },
});
