import { z } from 'zod';
import { defineResource, zText, zYn, type TResourceDefinition } from './definition.js';

const codeRule = z.string().trim().min(1).max(30).regex(/^[A-Za-z0-9_-]+$/);

/** positions (직위) and duties (직책) have the same shape: code, name, sort order, use flag */
function codeListResource(kind: 'position' | 'duty', basePath: string, ko: string, en: string, zh: string, es: string) {
  const cd = `${kind}Cd`;
  const nm = `${kind}Nm`;
  return defineResource({
    name: kind,
    title: 'title',
    basePath,
    menuId: 'ADM_POSITION',
    key: { name: cd, type: 'string', generated: false },
    fields: [
      { name: cd, type: 'text', label: cd, schema: codeRule, required: true, createOnly: true, maxLength: 30, span: 12 },
      { name: nm, type: 'text', label: nm, schema: zText(100, { required: true }), required: true, maxLength: 100, span: 12 },
      { name: 'sortOrder', type: 'number', label: 'sortOrder', schema: z.number().int().min(0).max(9999).default(1), span: 12 },
      { name: 'useYn', type: 'switch', label: 'useYn', schema: zYn.default('Y'), span: 12 },
    ],
    listColumns: [
      { name: cd, width: 120, align: 'center', sortable: true, link: true },
      { name: nm, sortable: true },
      { name: 'sortOrder', width: 90, align: 'right', sortable: true },
      { name: 'useYn', width: 90, align: 'center' },
    ],
    searchFields: [
      { name: nm, type: 'text', op: 'contains', label: nm, width: 12 },
      { name: 'useYn', type: 'yn', op: 'eq', label: 'useYn', width: 12 },
    ],
    defaultSort: { field: 'sortOrder', order: 'asc' },
    approvalType: null,
    i18n: {
      ko: { title: `${ko}관리`, [cd]: `${ko}코드`, [nm]: `${ko}명`, sortOrder: '정렬순서', useYn: '사용여부' },
      en: { title: `${en}s`, [cd]: `${en} code`, [nm]: `${en} name`, sortOrder: 'Sort order', useYn: 'In use' },
      zh: { title: `${zh}管理`, [cd]: `${zh}代码`, [nm]: `${zh}名称`, sortOrder: '排序', useYn: '是否使用' },
      es: { title: `${es}s`, [cd]: `Código de ${es.toLowerCase()}`, [nm]: `Nombre de ${es.toLowerCase()}`, sortOrder: 'Orden', useYn: 'En uso' },
    },
  } satisfies TResourceDefinition);
}

/** 직위 (spec §7 /api/manage/positions) */
export const positionResource = codeListResource('position', '/api/manage/positions', '직위', 'Position', '职位', 'Puesto');
/** 직책 (spec §7 /api/manage/dutys) */
export const dutyResource = codeListResource('duty', '/api/manage/dutys', '직책', 'Duty', '职务', 'Cargo');
