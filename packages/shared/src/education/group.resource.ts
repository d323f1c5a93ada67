import { z } from 'zod';
import { defineResource, zText, zYn } from '../resource/definition.js';
import { EDU_API, EDU_MENU } from './edu.const.js';

/**
 * 교육그룹 `/api/saf/edu/groups`: a named set of a plant's employees (e.g. 밀폐공간 작업자, 신규 입사자 2026) used as the target
 * of a session (only its members may attend) or of a plan (plan vs actual counts its members instead of the department).
 */
export const eduGroupResource = defineResource({
  name: 'eduGroup',
  title: 'title',
  basePath: EDU_API.groups,
  menuId: EDU_MENU.groups,
  key: { name: 'groupNo', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string().trim().min(1).max(10), required: true, span: 8 },
    { name: 'groupNm', type: 'text', label: 'groupNm', schema: zText(100, { required: true }), required: true, maxLength: 100, span: 10 },
    { name: 'useYn', type: 'switch', label: 'useYn', schema: zYn.default('Y'), span: 6 },
    { name: 'memberCnt', type: 'number', label: 'memberCnt', schema: z.number().int().nullish(), inForm: false, serverOnly: true },
    { name: 'description', type: 'textarea', label: 'description', schema: zText(1000), maxLength: 1000, span: 24 },
  ],
  listColumns: [
    { name: 'groupNo', width: 90, align: 'center', sortable: true },
    { name: 'groupNm', link: true, sortable: true },
    { name: 'memberCnt', width: 90, align: 'right' },
    { name: 'useYn', width: 80, align: 'center' },
    { name: 'plantCd', width: 140, align: 'center' },
  ],
  searchFields: [
    { name: 'plantCd', type: 'plant', op: 'eq', label: 'plantCd', width: 6 },
    { name: 'groupNm', type: 'text', op: 'contains', label: 'groupNm', width: 6 },
    { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 4 },
  ],
  defaultSort: { field: 'groupNo', order: 'desc' },
  scope: { plant: 'plantCd' },
  children: [{
    name: 'members', label: 'members', key: 'memberNo', maxRows: 500,
    fields: [{ name: 'userId', type: 'user', label: 'userId', schema: z.string().trim().min(1).max(50).nullish(), required: true }],
    columns: [{ name: 'userId', width: 220 }],
  }],
  i18n: {
    ko: { title: '교육그룹', groupNo: '그룹번호', plantCd: '사업장', plantNm: '사업장', groupNm: '그룹명', useYn: '사용', memberCnt: '인원', description: '설명', members: '구성원', userId: '근로자' },
    en: { title: 'Trainee groups', groupNo: 'Group no.', plantCd: 'Plant', plantNm: 'Plant', groupNm: 'Group', useYn: 'In use', memberCnt: 'Members', description: 'Description', members: 'Members', userId: 'Worker' },
    zh: { title: '培训小组', groupNo: '小组编号', plantCd: '工厂', plantNm: '工厂', groupNm: '小组名称', useYn: '使用', memberCnt: '人数', description: '说明', members: '成员', userId: '员工' },
    es: { title: 'Grupos de formación', groupNo: 'N.º de grupo', plantCd: 'Planta', plantNm: 'Planta', groupNm: 'Grupo', useYn: 'En uso', memberCnt: 'Miembros', description: 'Descripción', members: 'Miembros', userId: 'Trabajador' },
  },
});
