// Issue 34, items 6 and 9 in the web machinery: record pickers instead of typed numbers, read-only selects shown as text,
// plant-owned codes following the record's plant, standard child rows offered for the record's kinds, and a
// contractor's search not pinned to the plant of its account.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineResource, type TResourceDefinition } from '@jikim/shared';
import { CodeSelect, codeListParams } from '@/components/form/code-select';
import { http } from '@/lib/http';
import { registerTranslations } from '@/lib/i18n';
import { ResourceDetail } from './resource-detail';
import { plantSearchOpen, resourceNs } from './resource-fields';
import { applyOffer } from './resource-offer';
import { recordPickParams } from '@/components/pickers/record-pick';

vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
const api = vi.mocked(http);
// a drawer with a whole form renders slowly on the shared 2-core machine
vi.setConfig({ testTimeout: 40_000 });

const PICK = { url: '/api/tst/accidents', value: 'accidentNo', label: ['accidentNo', 'title', 'occurredYmd'], search: 'title', plant: 'plantCd' } as const;
const G = { area: 'TST_AREA', measure: 'TST_MEASURE', kind: 'TST_KIND' };
const def = defineResource({
  name: 'tstPick', title: 'title', basePath: '/api/tst/pick', menuId: 'M', key: { name: 'no', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'text', label: 'plantCd', schema: z.string().nullish() },
    { name: 'accidentNo', type: 'number', reference: { to: 'tstAccident', pick: { ...PICK, copy: ['deptCd'] } }, label: 'accidentNo', schema: z.number().int().nullish() },
    { name: 'deptCd', type: 'text', label: 'deptCd', schema: z.string().nullish() },
    { name: 'areaCd', type: 'select', label: 'areaCd', schema: z.string().nullish(), codeGroup: G.area, codeOwner: { attr: 'attr1', field: 'plantCd' } },
    { name: 'methodCd', type: 'select', label: 'methodCd', schema: z.string().nullish(), codeGroup: 'TST_METHOD', serverOnly: true },
    { name: 'kindCd', type: 'select', label: 'kindCd', schema: z.string().nullish(), codeGroup: G.kind },
  ],
  children: [{
    name: 'measures', label: 'measures', key: 'measureNo', maxRows: 20,
    offer: { codeGroup: G.measure, attr: 'attr1', field: 'measureCd', from: ['kindCd'] },
    fields: [
      { name: 'measureCd', type: 'select', label: 'measureCd', schema: z.string().nullish(), codeGroup: G.measure, required: true },
      { name: 'checkYn', type: 'switch', label: 'checkYn', schema: z.enum(['Y', 'N']).nullish() },
    ],
  }],
  listColumns: [], searchFields: [], defaultSort: { field: 'no', order: 'desc' },
  scope: { plant: 'plantCd' },
  i18n: { ko: { title: '시험', plantCd: '사업장', accidentNo: '사고번호', deptCd: '부서', areaCd: '구역', methodCd: '평가방법', kindCd: '작업종류', measures: '안전조치', measureCd: '조치', checkYn: '확인' }, en: {}, zh: {}, es: {} },
} satisfies TResourceDefinition);
registerTranslations(resourceNs(def), def.i18n);

const CODES: Record<string, { code: string; codeNm: string; attr1: string | null; attr2: null; attr3: null }[]> = {
  [G.area]: [{ code: 'E_BOILER', codeNm: '보일러동', attr1: '1000', attr2: null, attr3: null }, { code: 'G_TANK', codeNm: 'LNG 저장탱크', attr1: '2000', attr2: null, attr3: null }],
  TST_METHOD: [{ code: 'JSA', codeNm: 'JSA 기법', attr1: null, attr2: null, attr3: null }],
  [G.kind]: [{ code: 'CONFINED', codeNm: '밀폐공간 출입', attr1: null, attr2: null, attr3: null }, { code: 'HOT', codeNm: '화기작업', attr1: null, attr2: null, attr3: null }],
  [G.measure]: [
    { code: 'HOT_EXTING', codeNm: '소화기 비치', attr1: 'HOT', attr2: null, attr3: null },
    { code: 'CNF_VENT', codeNm: '환기 실시', attr1: 'CONFINED', attr2: null, attr3: null },
    { code: 'CNF_GAS', codeNm: '산소·유해가스 측정', attr1: 'CONFINED', attr2: null, attr3: null },
  ],
};
const ACCIDENTS = [
  { accidentNo: 7, title: '보일러동 추락', occurredYmd: '2026-11-02', plantCd: '1000', deptCd: 'D1210' },
  { accidentNo: 5, title: '터빈동 끼임', occurredYmd: '2026-10-11', plantCd: '1000', deptCd: 'D1410' },
];

const renderIn = (node: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><App>{node}</App></QueryClientProvider>);

afterEach(cleanup);
beforeEach(() => {
  vi.clearAllMocks();
  api.get.mockImplementation(((url: string, params?: Record<string, string>) => {
    if (url.startsWith('/api/sync/getselect/')) {
      const group = url.split('/').pop()!;
      const owner = params?.owner;
      return Promise.resolve((CODES[group] ?? []).filter((c) => !owner || !c.attr1 || c.attr1 === owner || (params?.keep ?? '').split(',').includes(c.code)));
    }
    if (url === '/api/manage/codemaster') return Promise.resolve(CODES[params!.codeGroupCd!] ?? []);
    if (url === PICK.url) return Promise.resolve({ list: ACCIDENTS.filter((a) => !params?.title || a.title.includes(params.title)) });
    if (url === `${PICK.url}/7`) return Promise.resolve(ACCIDENTS[0]);
    return Promise.reject(new Error(`unexpected ${url}`));
  }) as never);
});

describe('record pickers', () => {
  it('asks the target\'s list for the typed text and the record\'s plant', () => {
    expect(recordPickParams(PICK, ' 추락 ', '1000')).toEqual({ page: 1, limit: 20, title: '추락', plantCd: '1000' });
    expect(recordPickParams(PICK, '', null)).toEqual({ page: 1, limit: 20 });
  });

  it('a new record picks 사고번호 from the list (number · title · date), stores the key and copies the picked fields', async () => {
    renderIn(<ResourceDetail def={def} keyValue={null} open editable onClose={() => undefined} presets={{ plantCd: '1000' }} />);
    const box = await screen.findByRole('combobox', { name: '사고번호' });
    fireEvent.mouseDown(box);
    expect(await screen.findByText('7 · 보일러동 추락 · 2026-11-02')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(PICK.url, { page: 1, limit: 20, plantCd: '1000' }, expect.anything());
    // typing searches the list by title
    fireEvent.change(box, { target: { value: '끼임' } });
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(PICK.url, { page: 1, limit: 20, title: '끼임', plantCd: '1000' }, expect.anything()), { timeout: 10_000 });
    fireEvent.click(await screen.findByText('5 · 터빈동 끼임 · 2026-10-11'));
    await waitFor(() => expect((screen.getByLabelText('부서') as HTMLInputElement).value).toBe('D1410'), { timeout: 10_000 });
  });

  it('a saved record shows its pick by number · title · date, read from the target', async () => {
    api.get.mockImplementationOnce((() => Promise.resolve({ no: 1, version: 1, plantCd: '1000', accidentNo: 7, measures: [] })) as never);
    renderIn(<ResourceDetail def={def} keyValue={1} open editable={false} onClose={() => undefined} />);
    await waitFor(() => expect((screen.getByLabelText('사고번호') as HTMLInputElement).value).toBe('7 · 보일러동 추락 · 2026-11-02'), { timeout: 10_000 });
  });
});

describe('read-only selects and plant-owned codes', () => {
  it('a value that cannot change is text, not a select that never opens (평가방법)', async () => {
    renderIn(<ResourceDetail def={def} keyValue={null} open editable onClose={() => undefined} presets={{ plantCd: '1000', methodCd: 'JSA' }} />);
    const method = await screen.findByLabelText('평가방법');
    expect(method.tagName).toBe('INPUT');
    expect(method.getAttribute('readonly')).not.toBeNull();
    await waitFor(() => expect((method as HTMLInputElement).value).toBe('JSA 기법'));
    expect(screen.queryByRole('combobox', { name: '평가방법' })).toBeNull();
  });

  it('the area list follows the record\'s plant', async () => {
    expect(codeListParams(undefined, { attr: 'attr1', value: '1000' })).toEqual({ ownerAttr: 'attr1', owner: '1000' });
    renderIn(<ResourceDetail def={def} keyValue={null} open editable onClose={() => undefined} presets={{ plantCd: '1000' }} />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '구역' }));
    expect(await screen.findByText('보일러동')).toBeTruthy();
    expect(screen.queryByText('LNG 저장탱크')).toBeNull();
    expect(api.get).toHaveBeenCalledWith(`/api/sync/getselect/${G.area}`, { ownerAttr: 'attr1', owner: '1000' }, expect.anything());
  });

  it('CodeSelect read-only shows the code\'s name', async () => {
    renderIn(<CodeSelect label="구역" codeGroupCd={G.area} readonly value="G_TANK" />);
    await waitFor(() => expect((screen.getByLabelText('구역') as HTMLInputElement).value).toBe('LNG 저장탱크'));
  });
});

describe('offered child rows', () => {
  it('keeps answered and hand-added rows, adds the kinds\' codes and drops untouched rows of a kind no longer chosen', () => {
    const c = def.children[0]!;
    const rows = [{ measureCd: 'HOT_EXTING', checkYn: 'N' }, { measureCd: 'CNF_VENT', checkYn: 'Y' }, { measureCd: 'OWN_ITEM', checkYn: null }];
    expect(applyOffer(c, rows, ['CONFINED'], CODES[G.measure]!)).toEqual([
      { measureCd: 'CNF_VENT', checkYn: 'Y' }, { measureCd: 'CNF_GAS', checkYn: null }, { measureCd: 'OWN_ITEM', checkYn: null },
    ]);
    // an answered row of a kind no longer chosen stays
    expect(applyOffer(c, [{ measureCd: 'HOT_EXTING', checkYn: 'Y' }], [], CODES[G.measure]!)).toEqual([{ measureCd: 'HOT_EXTING', checkYn: 'Y' }]);
  });

  it('picking 밀폐공간 on a new permit fills its checklist', async () => {
    renderIn(<ResourceDetail def={def} keyValue={null} open editable onClose={() => undefined} presets={{ plantCd: '1000' }} />);
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/api/manage/codemaster', { codeGroupCd: G.measure, useYn: 'Y' }, expect.anything()));
    expect(screen.queryByText('환기 실시')).toBeNull();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '작업종류' }));
    await act(async () => fireEvent.click(await screen.findByText('밀폐공간 출입')));
    expect(await screen.findByText('환기 실시')).toBeTruthy();
    expect(await screen.findByText('산소·유해가스 측정')).toBeTruthy();
    expect(screen.queryByText('소화기 비치')).toBeNull();
  });
});

describe('a contractor\'s search', () => {
  it('is not pinned to its account\'s plant where the records are the vendor\'s', () => {
    expect(plantSearchOpen({ scope: { plant: 'plantCd', vendor: 'vendorCd' } }, 'V')).toBe(true);
    expect(plantSearchOpen({ scope: { plant: 'plantCd', vendor: 'vendorCd' } }, 'U')).toBe(false);
    expect(plantSearchOpen({ scope: { plant: 'plantCd' } }, 'V')).toBe(false);
  });
});
