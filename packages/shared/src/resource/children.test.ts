import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { blankChildRow, CHILD_MESSAGES, checkChildren, childrenInputShape, childVisible, childRowSchema, deptCellsOf, hiddenChildWithRows, splitChildren, visibleChildren, type TChildCollection } from './children.js';
import { resourceCreateSchema, resourceRowSchema, resourceUpdateSchema, zText, type TResourceDefinition } from './definition.js';

const workers: TChildCollection = {
  name: 'workers', label: 'workers', key: 'workerNo', maxRows: 3, minRows: 1, rowNoField: 'rowNo',
  fields: [
    { name: 'workerNm', type: 'text', label: 'workerNm', schema: zText(20), required: true },
    { name: 'roleCd', type: 'select', label: 'roleCd', schema: z.string().max(10).nullish(), codeGroup: 'ROLE' },
    { name: 'hours', type: 'number', label: 'hours', schema: z.number().int().min(0).max(24).nullish() },
  ],
};
const def = {
  name: 'permit', title: 'title', basePath: '/api/x', menuId: 'M', key: { name: 'permitNo', type: 'number', generated: true },
  fields: [{ name: 'title', type: 'text', label: 'title', schema: zText(50, { required: true }), required: true }],
  listColumns: [], searchFields: [], defaultSort: { field: 'permitNo', order: 'desc' }, children: [workers],
  i18n: { ko: { title: '허가', workers: '작업자', workerNm: '작업자명', roleCd: '역할', hours: '작업시간' }, en: { workerNm: 'Worker name' }, zh: {}, es: {} },
} satisfies TResourceDefinition;

describe('child rows', () => {
  it('passes complete rows', () => {
    expect(checkChildren(def, { workers: [{ workerNm: '김철수', hours: 8 }, { workerNo: 4, workerNm: '이영희' }] })).toEqual({ ok: true });
  });

  it('names the column label and the 1-based row number of the first empty required cell (spec §5)', () => {
    const r = checkChildren(def, { workers: [{ workerNm: '김철수' }, { workerNm: '   ' }, { workerNm: null }] });
    expect(r).toEqual({ ok: false, collection: 'workers', rowNo: 2, field: 'workerNm', message: '2번째 행의 [작업자명]은(는) 필수 입력 항목입니다.' });
    // the label follows the bundle given (the web passes the user's language)
    const en = checkChildren(def, { workers: [{ roleCd: 'A' }] }, { labels: { ...def.i18n.ko, ...def.i18n.en } });
    expect(en).toMatchObject({ ok: false, rowNo: 1, message: '1번째 행의 [Worker name]은(는) 필수 입력 항목입니다.' });
  });

  it('counts rows against min and max', () => {
    expect(checkChildren(def, { workers: [] })).toMatchObject({ ok: false, message: CHILD_MESSAGES.minRows('작업자', 1) });
    expect(checkChildren(def, {}, { whole: true })).toMatchObject({ ok: false, message: CHILD_MESSAGES.minRows('작업자', 1) });
    // an update that leaves the collection out keeps the rows: nothing to check
    expect(checkChildren(def, {})).toEqual({ ok: true });
    const four = Array.from({ length: 4 }, (_, i) => ({ workerNm: `작업자${i}` }));
    expect(checkChildren(def, { workers: four })).toMatchObject({ ok: false, rowNo: null, message: '[작업자]은(는) 최대 3행까지 입력할 수 있습니다.' });
    expect(checkChildren(def, { workers: 'x' })).toMatchObject({ ok: false, message: MESSAGES.badRequest });
  });

  it('checks each value against its rule and refuses a child id twice', () => {
    expect(checkChildren(def, { workers: [{ workerNm: 'a' }, { workerNm: 'b', hours: 25 }] })).toMatchObject({ ok: false, rowNo: 2, field: 'hours', message: CHILD_MESSAGES.badValue('작업시간', 2) });
    expect(checkChildren(def, { workers: [{ workerNm: 'x'.repeat(21) }] })).toMatchObject({ ok: false, rowNo: 1, field: 'workerNm' });
    expect(checkChildren(def, { workers: [{ workerNo: 7, workerNm: 'a' }, { workerNo: 7, workerNm: 'b' }] })).toMatchObject({ ok: false, rowNo: 2, field: 'workerNo' });
  });

  it('adds the collections to the create, update and row schemas; the route lets empty required cells through to the row check', () => {
    const body = { title: '허가서', workers: [{ workerNm: null, junk: 1 }] };
    const c = resourceCreateSchema(def).parse(body) as { workers: Record<string, unknown>[] };
    expect(c.workers[0]).not.toHaveProperty('junk');
    expect(resourceUpdateSchema(def).safeParse({ version: 1, title: 'x' }).success).toBe(true);
    expect(resourceCreateSchema(def).safeParse({ title: 'x', workers: [{ workerNo: -1, workerNm: 'a' }] }).success).toBe(false);
    expect(z.object(childrenInputShape(def)).safeParse({ workers: Array.from({ length: 1001 }, () => ({})) }).success).toBe(false);
    const row = resourceRowSchema(def).parse({ permitNo: 1, version: 1, createUserId: null, createUserNm: null, createDt: 'x', updateUserId: null, updateDt: 'x', title: 't', workers: [{ workerNo: 1, workerNm: 'a', roleCd: null, hours: null, rowNo: 1 }] });
    expect(row.workers).toHaveLength(1);
  });

  it('splits the parent from its rows and makes blank rows', () => {
    expect(splitChildren(def, { title: 't', workers: [{ workerNm: 'a' }] })).toEqual({ parent: { title: 't' }, children: { workers: [{ workerNm: 'a' }] } });
    expect(blankChildRow(workers)).toEqual({ workerNm: null, roleCd: null, hours: null });
  });
});

describe('child row rule (validateRow)', () => {
  it('reports the first failing row with its message', async () => {
    const { vendorResource } = await import('../vendor/vendor.resource.js');
    const r = checkChildren(vendorResource, { plants: [{ plantCd: '1000', contractStartYmd: '2026-01-01', contractEndYmd: '2026-12-31' }, { plantCd: '2000', contractStartYmd: '2026-05-01', contractEndYmd: '2026-04-01' }] });
    expect(r).toMatchObject({ ok: false, rowNo: 2, field: 'contractEndYmd' });
  });
});

describe('child collections of some records only (visibleWhen)', () => {
  const steps: TChildCollection = {
    name: 'steps', label: 'steps', key: 'stepNo', maxRows: 5, visibleWhen: { field: 'methodCd', in: ['JSA'] },
    fields: [{ name: 'stepNm', type: 'text', label: 'stepNm', schema: zText(20) }],
  };
  const rated: TChildCollection = {
    ...workers, minRows: 0,
    columns: [{ name: 'workerNm' }, { name: 'roleCd', visibleWhen: { field: 'methodCd', in: ['A', 'JSA'] } }, { name: 'hours', visibleWhen: { field: 'methodCd', in: ['B'] } }],
  };
  const d = { children: [rated, steps] };

  it('shows a collection only for the listed values, and without a value (a new record) none of them', () => {
    expect(visibleChildren(d, { methodCd: 'JSA' }).map((c) => c.name)).toEqual(['workers', 'steps']);
    expect(visibleChildren(d, { methodCd: 'B' }).map((c) => c.name)).toEqual(['workers']);
    expect(visibleChildren(d, {}).map((c) => c.name)).toEqual(['workers']);
    expect(childVisible(steps, { methodCd: 'jsa' })).toBe(false);
    expect(childVisible(workers, {})).toBe(true);
  });

  it('keeps only the columns visible for the record, leaving the definition untouched', () => {
    expect(visibleChildren(d, { methodCd: 'JSA' })[0]!.columns!.map((c) => c.name)).toEqual(['workerNm', 'roleCd']);
    expect(visibleChildren(d, { methodCd: 'B' })[0]!.columns!.map((c) => c.name)).toEqual(['workerNm', 'hours']);
    expect(visibleChildren(d, { methodCd: 'C' })[0]!.columns!.map((c) => c.name)).toEqual(['workerNm']);
    expect(rated.columns).toHaveLength(3);
  });

  it('names a hidden collection sent with rows (an empty or omitted one passes)', () => {
    expect(hiddenChildWithRows(d, { steps: [{ stepNm: 'x' }] }, { methodCd: 'B' })?.name).toBe('steps');
    expect(hiddenChildWithRows(d, { steps: [] }, { methodCd: 'B' })).toBeNull();
    expect(hiddenChildWithRows(d, { workers: [{ workerNm: 'x' }] }, { methodCd: 'B' })).toBeNull();
    expect(hiddenChildWithRows(d, { steps: [{ stepNm: 'x' }] }, { methodCd: 'JSA' })).toBeNull();
  });
});

describe('department cells (type dept)', () => {
  const targets: TChildCollection = {
    name: 'targets', label: 'targets', key: 'targetNo', maxRows: 10,
    fields: [
      { name: 'targetDeptCd', type: 'dept', label: 'targetDeptCd', schema: zText(30), required: true },
      { name: 'note', type: 'text', label: 'note', schema: zText(50) },
    ],
  };
  const d = { children: [targets, workers] };
  it('lists every filled department cell with its row number (the server checks them against the parent plant)', () => {
    const cells = deptCellsOf(d, { targets: [{ targetDeptCd: 'D1310' }, { targetDeptCd: '  ' }, { targetDeptCd: ' D2310 ', note: 'x' }], workers: [{ workerNm: 'a' }] });
    expect(cells.map((c) => [c.collection.name, c.rowNo, c.field.name, c.value])).toEqual([['targets', 1, 'targetDeptCd', 'D1310'], ['targets', 3, 'targetDeptCd', 'D2310']]);
    // a collection left out of the body (unchanged) has none
    expect(deptCellsOf(d, { workers: [] })).toEqual([]);
  });
  it('answers the department name with the code', () => {
    const parsed = childRowSchema(targets).parse({ targetNo: 1, targetDeptCd: 'D1310', targetDeptNm: '보일러팀', note: null });
    expect(parsed).toMatchObject({ targetDeptCd: 'D1310', targetDeptNm: '보일러팀' });
  });
});
