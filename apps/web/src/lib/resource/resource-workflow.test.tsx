import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource, defineWorkflow } from '@jikim/shared';
import { gridColumnsOf } from './resource-list';
import { mayCreateRecords, workflowLocked } from './resource-workflow';

const L = (ko: string) => ({ ko, en: ko, zh: ko, es: ko });
const def = defineResource({
  name: 'wfList', title: 'title', basePath: '/api/test/wf', menuId: 'M', key: { name: 'no', type: 'number', generated: true },
  fields: [
    { name: 'title', type: 'text', label: 'title', schema: z.string() },
    { name: 'statusCd', type: 'select', label: 'statusCd', schema: z.string().nullish(), inForm: false },
  ],
  listColumns: [{ name: 'title', link: true }, { name: 'statusCd' }],
  searchFields: [], defaultSort: { field: 'no', order: 'desc' },
  workflow: defineWorkflow({
    statusField: 'statusCd', initial: 'OPEN',
    statuses: [{ code: 'OPEN', label: L('진행'), color: 'blue' }, { code: 'CLOSED', label: L('종결'), color: 'green', final: true }],
    transitions: [{ action: 'CLOSE', label: L('종결'), from: ['OPEN'], to: 'CLOSED', who: [{ kind: 'menuWrite' }] }],
  }),
  i18n: { ko: { title: '제목', statusCd: '상태' }, en: {}, zh: {}, es: {} },
});

afterEach(cleanup);

describe('workflow in the resource pages', () => {
  it('a contractor user gets no 추가 / 삭제 on a definition it only answers; plant users and other definitions do', () => {
    expect(mayCreateRecords({ vendorAnswersOnly: true }, 'V')).toBe(false);
    expect(mayCreateRecords({ vendorAnswersOnly: true }, 'U')).toBe(true);
    expect(mayCreateRecords({ ...def } as { vendorAnswersOnly?: boolean }, 'V')).toBe(true);
  });

  it('a final status opens the record read-only; an open one or a definition without workflow does not', () => {
    expect(workflowLocked(def, { statusCd: 'CLOSED' })).toBe(true);
    expect(workflowLocked(def, { statusCd: 'OPEN' })).toBe(false);
    expect(workflowLocked(def, undefined)).toBe(false);
    expect(workflowLocked({ ...def, workflow: undefined }, { statusCd: 'CLOSED' })).toBe(false);
    // a workflow that lists its editable statuses locks the others too
    expect(workflowLocked({ ...def, workflow: { ...def.workflow!, editableStatuses: [] } }, { statusCd: 'OPEN' })).toBe(true);
  });

  it('the status column of the list is the status tag with its label', () => {
    const col = gridColumnsOf(def).find((c) => c.name === 'statusCd')!;
    const { container } = render(<>{col.render!({ statusCd: 'CLOSED' }, 0)}</>);
    expect(container.textContent).toBe('종결');
    expect(container.querySelector('.ant-tag-green, .ant-tag-color-green, [class*="green"]')).not.toBeNull();
  });
});
