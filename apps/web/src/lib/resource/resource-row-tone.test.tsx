import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineResource, defineWorkflow, type TResourceDefinition } from '@jikim/shared';
import { gridColumnsOf, rowToneClass, rowToneOf, useResourceTranslations } from './resource-list';
import { ResourceFieldInput } from './resource-field-input';
import { printValue } from './resource-print';
import { http } from '@/lib/http';

// antd's responsive grid asks for matchMedia, which jsdom lacks
window.matchMedia ??= ((q: string) => ({ matches: false, media: q, onchange: null, addListener: () => {}, removeListener: () => {},
  addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;

const L = (ko: string) => ({ ko, en: ko, zh: ko, es: ko });
const late = (r: Record<string, unknown>) => typeof r.dueYmd === 'string' && r.dueYmd < '2026-06-01' && r.statusCd === 'OPEN';
const def = defineResource({
  name: 'toneList', title: 'title', basePath: '/api/test/tone', menuId: 'M', key: { name: 'no', type: 'number', generated: true },
  fields: [
    { name: 'statusCd', type: 'text', label: 'statusCd', schema: z.string().nullish(), inForm: false },
    { name: 'title', type: 'text', label: 'title', schema: z.string() },
    { name: 'dueYmd', type: 'date', label: 'dueYmd', schema: z.string() },
    { name: 'assigneeUserId', type: 'user', label: 'assigneeUserId', schema: z.string() },
    { name: 'ownerVendorCd', type: 'vendor', label: 'ownerVendorCd', schema: z.string().nullish() },
  ],
  listColumns: [{ name: 'statusCd', width: 100 }, { name: 'title', link: true }, { name: 'assigneeUserId' }, { name: 'ownerVendorCd' }],
  searchFields: [], defaultSort: { field: 'no', order: 'desc' },
  workflow: defineWorkflow({
    statusField: 'statusCd', initial: 'OPEN',
    statuses: [{ code: 'OPEN', label: L('진행'), color: 'blue' }, { code: 'DONE', label: L('완료'), color: 'green', final: true }],
    transitions: [{ action: 'CLOSE', label: L('종결'), from: ['OPEN'], to: 'DONE', who: [{ kind: 'menuWrite' }] }],
  }),
  rowTone: (r) => (late(r) ? 'danger' : r.statusCd === 'OPEN' ? 'warning' : null),
  i18n: {
    ko: { title: '제목', statusCd: '상태', dueYmd: '기한', assigneeUserId: '담당자', ownerVendorCd: '협력업체', rowTone_danger: '기한경과' },
    en: {}, zh: {}, es: {},
  },
});

function Registered({ d, children }: { d: TResourceDefinition; children: React.ReactNode }) {
  useResourceTranslations(d);
  return <>{children}</>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('row tones in the resource list', () => {
  it('rowTone picks the class of a row: light red for danger, amber for warning, none otherwise; a throwing rule marks nothing', () => {
    const cls = rowToneClass(def);
    expect(cls({ statusCd: 'OPEN', dueYmd: '2026-01-10' })).toBe('jk-row-danger');
    expect(cls({ statusCd: 'OPEN', dueYmd: '2026-12-10' })).toBe('jk-row-warning');
    expect(cls({ statusCd: 'DONE', dueYmd: '2026-01-10' })).toBeUndefined();
    const broken = { ...def, rowTone: () => { throw new Error('bad row'); } };
    expect(rowToneOf(broken, { statusCd: 'OPEN' })).toBeNull();
    expect(rowToneOf({ ...def, rowTone: undefined }, { statusCd: 'OPEN', dueYmd: '2026-01-10' })).toBeNull();
  });

  it('the status column shows the status tag and the tone marker in words (the definition’s, else the generic ones)', () => {
    const col = gridColumnsOf(def).find((c) => c.name === 'statusCd')!;
    expect(col.width).toBe(180);
    const { container } = render(<Registered d={def}>{col.render!({ statusCd: 'OPEN', dueYmd: '2026-01-10' }, 0)}</Registered>);
    expect(screen.getByTestId('wf-status').textContent).toBe('진행');
    const tag = screen.getByTestId('row-tone');
    expect(tag.textContent).toBe('기한경과');
    expect(tag.getAttribute('title')).toBe('기한경과');
    expect(tag.getAttribute('data-tone')).toBe('danger');
    cleanup();
    render(<Registered d={def}>{col.render!({ statusCd: 'OPEN', dueYmd: '2026-12-10' }, 0)}</Registered>);
    expect(screen.getByTestId('row-tone').textContent).toBe('확인 필요');
    cleanup();
    render(<Registered d={def}>{col.render!({ statusCd: 'DONE', dueYmd: '2026-01-10' }, 0)}</Registered>);
    expect(screen.queryByTestId('row-tone')).toBeNull();
    // Excel and print get the status label, not the code
    expect(col.value!({ statusCd: 'DONE' })).toBe('완료');
    void container;
  });

  it('without a status column the marker gets a column of its own; without rowTone nothing is added', () => {
    const plain = { ...def, workflow: undefined, listColumns: [{ name: 'title', link: true }] };
    const cols = gridColumnsOf(plain);
    expect(cols.map((c) => c.name)).toEqual(['__rowTone', 'title']);
    expect(cols[0]!.value!({ statusCd: 'OPEN', dueYmd: '2026-01-10' })).toBe('기한경과');
    expect(gridColumnsOf({ ...plain, rowTone: undefined }).map((c) => c.name)).toEqual(['title']);
  });

  it('user and vendor columns show the names the server adds (assigneeUserNm, ownerVendorNm)', () => {
    expect(gridColumnsOf(def).map((c) => c.name)).toEqual(['statusCd', 'title', 'assigneeUserNm', 'ownerVendorNm']);
  });
});

describe('user and vendor fields', () => {
  const field = (name: string) => def.fields.find((f) => f.name === name)!;
  const values = { assigneeUserId: 'worker01', assigneeUserNm: '박현장', ownerVendorCd: 'V0001', ownerVendorNm: '(주)대한플랜트정비', plantCd: '1000' };
  const renderField = (name: string, readonly: boolean) => render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Registered d={def}>
        <ResourceFieldInput def={def} field={field(name)} value={values[name as keyof typeof values]} values={values} onChange={() => undefined} readonly={readonly} isNew={false} />
      </Registered>
    </QueryClientProvider>,
  );

  it('read-only: the user field shows the name, not the id', () => {
    renderField('assigneeUserId', true);
    const input = screen.getByLabelText('담당자') as HTMLInputElement;
    expect(input.value).toBe('박현장');
    expect(input.readOnly).toBe(true);
  });

  it('read-only: the vendor field shows the vendor name', () => {
    renderField('ownerVendorCd', true);
    expect((screen.getByLabelText('협력업체') as HTMLInputElement).value).toBe('(주)대한플랜트정비');
  });

  it('editable: the user field shows name (id) and a search button; the vendor select shows the saved vendor by name', () => {
    renderField('assigneeUserId', false);
    expect((screen.getByLabelText('담당자') as HTMLInputElement).value).toBe('박현장 (worker01)');
    expect(screen.getByTestId('assigneeUserId-pick')).toBeTruthy();
    cleanup();
    const get = vi.spyOn(http, 'get').mockResolvedValue([{ vendorCd: 'V0002', vendorNm: '(주)서해환경' }]);
    const { container } = renderField('ownerVendorCd', false);
    // the saved vendor is shown by name even when the plant's list does not hold it
    expect(container.textContent).toContain('(주)대한플랜트정비');
    expect(get).toHaveBeenCalledWith('/api/common/vendor/list', { plantCd: '1000' }, expect.objectContaining({ skipErrorHandler: true }));
  });

  it('print shows the names', () => {
    expect(printValue(field('assigneeUserId'), values)).toBe('박현장');
    expect(printValue(field('ownerVendorCd'), values)).toBe('(주)대한플랜트정비');
    expect(printValue(field('assigneeUserId'), { assigneeUserId: 'worker01', assigneeUserNm: null })).toBe('worker01');
  });
});
