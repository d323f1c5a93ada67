import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource, defineWorkflow, zText, type TResourceDefinition } from '@jikim/shared';
import { formFields } from './resource-fields';

const def = defineResource({
  name: 'tstPlan', title: 'title', basePath: '/api/tst/plans', menuId: 'M', key: { name: 'planNo', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), inForm: false },
    { name: 'planTitle', type: 'text', label: 'planTitle', schema: zText(100) },
    { name: 'memo', type: 'text', label: 'memo', schema: zText(100), inForm: false },
    { name: 'matrixVersion', type: 'number', label: 'matrixVersion', schema: z.number().int().nullish(), serverOnly: true },
    { name: 'sharedYmd', type: 'date', label: 'sharedYmd', schema: z.string().nullish(), serverOnly: true },
  ],
  listColumns: [], searchFields: [], defaultSort: { field: 'planNo', order: 'desc' },
  workflow: defineWorkflow({
    statusField: 'statusCd', initial: 'DRAFT',
    statuses: [{ code: 'DRAFT', label: { ko: '작성', en: 'Draft', zh: '草稿', es: 'Borrador' }, color: 'blue' }],
    transitions: [],
  }),
  i18n: { ko: {}, en: {}, zh: {}, es: {} },
} satisfies TResourceDefinition);

const names = (values: Record<string, unknown>, isNew: boolean) => formFields(def, values, isNew).map((f) => f.name);

describe('formFields', () => {
  it('a new record shows no empty field the server fills', () => {
    expect(names({}, true)).toEqual(['planTitle']);
    expect(names({ matrixVersion: null, sharedYmd: '' }, true)).toEqual(['planTitle']);
  });
  it('a new record shows a server field a picker filled; a saved record shows them all (read-only in the form)', () => {
    expect(names({ matrixVersion: 3 }, true)).toEqual(['planTitle', 'matrixVersion']);
    expect(names({}, false)).toEqual(['planTitle', 'matrixVersion', 'sharedYmd']);
  });
});
