// Issue 28 (PSM links) and issue 26 (chemical links) in the machinery: a child row's reference with `pick` (a HAZOP
// row's equipment tag, a CHARM row's product) is a record picker in the grid cell, not a typed number; the pick brings
// its `copy` values into the row (a product's name and H codes into a CHARM row); a read-only cell shows the record's
// number · title instead of its key.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { recordPickCopy, zText, type TChildCollection } from '@jikim/shared';
import { http } from '@/lib/http';
import { GridHarness, renderIn } from './child-grid.test-utils';

vi.mock('@/lib/http', () => ({ http: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } }));
const api = vi.mocked(http);
vi.setConfig({ testTimeout: 30_000 });

window.matchMedia ??= ((q: string) => ({ matches: false, media: q, onchange: null, addListener: () => {}, removeListener: () => {},
  addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const PICK = {
  url: '/api/tst/products', value: 'prodNo', label: ['prodNo', 'prodNm'], search: 'prodNm', plant: 'plantCd',
  copy: [{ from: 'prodNm', to: 'chemicalNm' }, { from: 'hCodes', to: 'hStatements' }],
} as const;
const rowsOf: TChildCollection = {
  name: 'charmRows', label: 'charmRows', key: 'charmNo', maxRows: 5,
  fields: [
    { name: 'prodNo', type: 'number', label: 'prodNo', schema: z.number().int().nullish(), reference: { to: 'tstProduct', pick: PICK } },
    { name: 'chemicalNm', type: 'text', label: 'chemicalNm', schema: zText(100), required: true },
    { name: 'hStatements', type: 'text', label: 'hStatements', schema: zText(300) },
  ],
};
const PRODUCTS = [
  { prodNo: 11, prodNm: '염산 35%', hCodes: ['H290', 'H314', 'H335'], plantCd: '1000' },
  { prodNo: 12, prodNm: '가성소다 48%', hCodes: ['H290', 'H314'], plantCd: '1000' },
];
const labels: Record<string, string> = { charmRows: 'CHARM', prodNo: '화학제품', chemicalNm: '화학물질명', hStatements: '유해위험문구' };

const Harness = (p: Omit<Parameters<typeof GridHarness>[0], 'collection' | 'labels'>) => <GridHarness collection={rowsOf} labels={labels} {...p} />;

afterEach(cleanup);
beforeEach(() => {
  vi.clearAllMocks();
  api.get.mockImplementation(((url: string, params?: Record<string, string>) => {
    if (url === PICK.url) return Promise.resolve({ list: PRODUCTS.filter((p) => (!params?.prodNm || p.prodNm.includes(params.prodNm)) && p.plantCd === params?.plantCd) });
    if (url === `${PICK.url}/12`) return Promise.resolve(PRODUCTS[1]);
    return Promise.reject(new Error(`unexpected ${url}`));
  }) as never);
});

describe('record picker in a child grid cell', () => {
  it('copies renamed fields and joins a list into text', () => {
    expect(recordPickCopy(PICK, PRODUCTS[0]!)).toEqual({ chemicalNm: '염산 35%', hStatements: 'H290, H314, H335' });
    expect(recordPickCopy({ copy: ['plantCd'] }, { plantCd: '2000' })).toEqual({ plantCd: '2000' });
    expect(recordPickCopy(PICK, { prodNm: 'x', hCodes: [] })).toEqual({ chemicalNm: 'x', hStatements: null });
  });

  it('picks a product of the parent\'s plant from its list and brings its name and H codes into the row', async () => {
    const onRows = vi.fn();
    renderIn(<Harness initial={[{ charmNo: 1, prodNo: null, chemicalNm: '', hStatements: '' }]} onRows={onRows} />);
    const select = screen.getByLabelText('화학제품 1');
    fireEvent.mouseDown(select);
    await act(async () => { fireEvent.change(select, { target: { value: '염산' } }); });
    // the list is asked with the typed text and the parent's plant
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(PICK.url, { page: 1, limit: 20, prodNm: '염산', plantCd: '1000' }, expect.anything()));
    fireEvent.click(await screen.findByText('11 · 염산 35%'));
    await waitFor(() => expect(onRows).toHaveBeenCalled());
    expect(onRows.mock.lastCall![0][0]).toMatchObject({ prodNo: 11, chemicalNm: '염산 35%', hStatements: 'H290, H314, H335' });
  });

  it('a read-only cell shows the saved record by its number and name, not its key', async () => {
    renderIn(<Harness readonly initial={[{ charmNo: 1, prodNo: 12, chemicalNm: '가성소다 48%', hStatements: 'H290' }]} />);
    expect(await screen.findByText('12 · 가성소다 48%')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(`${PICK.url}/12`, undefined, expect.anything());
  });
});
