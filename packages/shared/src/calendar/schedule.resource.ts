import { z } from 'zod';
import { defineResource, zText, zYmd } from '../resource/definition.js';

export const SCHEDULE_MENU = 'MGT_SCHEDULE';
export const SCHEDULE_API = '/api/mgt/schedules';
export const SCHEDULE_TYPE_CODE_GROUP = 'MGT_SCHEDULE_TYPE';
export const SCHEDULE_MESSAGES = {
  endBeforeStart: '종료일은 시작일 이후여야 합니다.',
} as const;

/**
 * 일정 (/api/mgt/schedules): the plant's events (audits, drills, planned overhaul shutdowns, committee meetings,
 * inspections by the authorities) with the organiser and the attendees. Each one shows on the compliance calendar
 * (SCHEDULE) on its first day and is reminded through the calendar's escalation to its organiser.
 */
export const scheduleResource = defineResource({
  name: 'mgtSchedule',
  title: 'title',
  basePath: SCHEDULE_API,
  menuId: SCHEDULE_MENU,
  key: { name: 'scheduleNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'deptCd', type: 'dept', label: 'deptCd', schema: z.string().trim().min(1).max(30), required: true, span: 8 },
    { name: 'scheduleTypeCd', type: 'select', label: 'scheduleTypeCd', schema: z.string().trim().min(1).max(20), codeGroup: SCHEDULE_TYPE_CODE_GROUP, required: true, span: 8 },
    { name: 'scheduleTitle', type: 'text', label: 'scheduleTitle', schema: zText(200, { required: true }), required: true, maxLength: 200, span: 16 },
    { name: 'ownerUserId', type: 'user', label: 'ownerUserId', schema: z.string().trim().max(50).nullish(), span: 8 },
    { name: 'startYmd', type: 'date', label: 'startYmd', schema: zYmd, required: true, span: 8 },
    { name: 'endYmd', type: 'date', label: 'endYmd', schema: zYmd.nullish(), span: 8 },
    { name: 'place', type: 'text', label: 'place', schema: zText(200), maxLength: 200, span: 8 },
    { name: 'description', type: 'textarea', label: 'description', schema: zText(4000), maxLength: 4000, span: 24 },
  ],
  children: [
    {
      name: 'attendees', label: 'attendees', key: 'attendeeNo', maxRows: 100,
      fields: [
        { name: 'userId', type: 'user', label: 'userId', schema: z.string().trim().max(50).nullish(), required: true },
        { name: 'roleNm', type: 'text', label: 'roleNm', schema: zText(100), maxLength: 100 },
      ],
      columns: [{ name: 'userId', width: 220 }, { name: 'roleNm', width: 220 }],
    },
  ],
  listColumns: [
    { name: 'startYmd', width: 120, align: 'center', sortable: true },
    { name: 'endYmd', width: 120, align: 'center' },
    { name: 'scheduleTypeCd', width: 150, align: 'center', sortable: true },
    { name: 'scheduleTitle', link: true },
    { name: 'place', width: 180 },
    { name: 'ownerUserId', width: 120, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'scheduleTypeCd', type: 'select', op: 'eq', label: 'scheduleTypeCd', codeGroup: SCHEDULE_TYPE_CODE_GROUP, width: 6 },
    { name: 'startYmd', type: 'dateRange', op: 'dateRange', label: 'startYmd', width: 8 },
  ],
  defaultSort: { field: 'startYmd', order: 'desc' },
  scope: { plant: 'plantCd', dept: 'deptCd' },
  i18n: {
    ko: {
      title: '일정 관리', scheduleNo: '일정 번호', plantCd: '사업장', plantNm: '사업장', deptCd: '주관부서', deptNm: '주관부서', scheduleTypeCd: '일정 종류', scheduleTypeNm: '일정 종류',
      scheduleTitle: '일정명', ownerUserId: '주관자', ownerUserNm: '주관자', startYmd: '시작일', endYmd: '종료일', place: '장소', description: '내용',
      attendees: '참석자', userId: '참석자', userNm: '참석자', roleNm: '역할',
    },
    en: {
      title: 'Schedules', scheduleNo: 'Schedule no.', plantCd: 'Plant', plantNm: 'Plant', deptCd: 'Department', deptNm: 'Department', scheduleTypeCd: 'Kind', scheduleTypeNm: 'Kind',
      scheduleTitle: 'Event', ownerUserId: 'Organiser', ownerUserNm: 'Organiser', startYmd: 'Starts', endYmd: 'Ends', place: 'Place', description: 'Description',
      attendees: 'Attendees', userId: 'Attendee', userNm: 'Attendee', roleNm: 'Role',
    },
    zh: {
      title: '日程管理', scheduleNo: '日程编号', plantCd: '工厂', plantNm: '工厂', deptCd: '主管部门', deptNm: '主管部门', scheduleTypeCd: '日程类型', scheduleTypeNm: '日程类型',
      scheduleTitle: '日程名称', ownerUserId: '主管人', ownerUserNm: '主管人', startYmd: '开始日', endYmd: '结束日', place: '地点', description: '内容',
      attendees: '参加人员', userId: '参加人', userNm: '参加人', roleNm: '角色',
    },
    es: {
      title: 'Agenda', scheduleNo: 'N.º de evento', plantCd: 'Planta', plantNm: 'Planta', deptCd: 'Departamento', deptNm: 'Departamento', scheduleTypeCd: 'Tipo', scheduleTypeNm: 'Tipo',
      scheduleTitle: 'Evento', ownerUserId: 'Organizador', ownerUserNm: 'Organizador', startYmd: 'Inicio', endYmd: 'Fin', place: 'Lugar', description: 'Descripción',
      attendees: 'Asistentes', userId: 'Asistente', userNm: 'Asistente', roleNm: 'Función',
    },
  },
});
