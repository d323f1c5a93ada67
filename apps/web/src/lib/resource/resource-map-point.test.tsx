import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineResource, zMapFraction, type TResourceDefinition } from '@jikim/shared';
import { uploadApi } from '@/components/upload/upload-api';
import { fractionOf } from '@/components/plant-map/map-image';
import { ResourceMapPoint } from './resource-map-point';
import { isMapCoordinate, mapPointPatch } from './resource-map-point-rules';

vi.mock('@/components/upload/upload-api', () => ({ uploadApi: { list: vi.fn(), image64: vi.fn() } }));
const files = vi.mocked(uploadApi);

const def = defineResource({
  name: 'tstDetector', title: 'title', basePath: '/api/tst/detectors', menuId: 'M', key: { name: 'no', type: 'number', generated: true },
  fields: [
    { name: 'plantCd', type: 'plant', label: 'plantCd', schema: z.string() },
    { name: 'tagNo', type: 'text', label: 'tagNo', schema: z.string() },
    { name: 'mapNo', type: 'number', label: 'mapNo', schema: z.number().nullish(), reference: { to: 'safWkodMap' }, optionsFrom: { url: '/api/tst/detectors/map-options?plantCd={plantCd}', value: 'mapNo', label: 'mapNm' } },
    { name: 'mapX', type: 'number', label: 'mapX', schema: zMapFraction() },
    { name: 'mapY', type: 'number', label: 'mapY', schema: zMapFraction() },
  ],
  listColumns: [{ name: 'tagNo', link: true }], searchFields: [], defaultSort: { field: 'tagNo', order: 'asc' }, scope: { plant: 'plantCd' },
  mapPoint: { map: 'mapNo', x: 'mapX', y: 'mapY', files: 'SAF_WKOD_MAP' },
  i18n: { ko: { title: '감지기', mapNo: '배치도' }, en: {}, zh: {}, es: {} },
} satisfies TResourceDefinition);

const renderPoint = (values: Record<string, unknown>, readonly: boolean, onChange = vi.fn()) => {
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <ResourceMapPoint def={def} values={values} readonly={readonly} onChange={onChange} />
  </QueryClientProvider>);
  return onChange;
};
const image = async () => {
  const img = await screen.findByRole('img');
  // jsdom lays nothing out: the image is shown 400 × 200 at (100, 50)
  img.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200, right: 500, bottom: 250, x: 100, y: 50, toJSON: () => ({}) });
  return img;
};

afterEach(cleanup);
beforeEach(() => {
  vi.clearAllMocks();
  files.list.mockResolvedValue([{ fileNo: 7, contentType: 'image/png' }] as never);
  files.image64.mockResolvedValue({ previewImage: 'data:image/png;base64,AAAA' } as never);
});

describe('a record\'s point on its plant map (mapPoint)', () => {
  it('shows the image of the chosen map with the record\'s pin where its fractions place it', async () => {
    renderPoint({ plantCd: '1000', tagNo: 'GD-101', mapNo: 5, mapX: 0.25, mapY: 0.5 }, true);
    await image();
    expect(files.list).toHaveBeenCalledWith({ taskClassNm: 'SAF_WKOD_MAP', attachFileId: '5' });
    const pin = screen.getByTestId('plant-map-pin');
    expect(pin.style.left).toBe('25%');
    expect(pin.style.top).toBe('50%');
    expect(pin.getAttribute('aria-label')).toBe('GD-101');
  });

  it('places the point where the image is clicked (fractions of the image) while editable', async () => {
    const onChange = renderPoint({ plantCd: '1000', tagNo: 'GD-101', mapNo: 5, mapX: null, mapY: null }, false);
    fireEvent.click(await image(), { clientX: 200, clientY: 200 });
    expect(onChange).toHaveBeenCalledWith({ mapX: 0.25, mapY: 0.75 });
    expect(screen.queryByTestId('plant-map-pin')).toBeNull();
  });

  it('read-only: a click places nothing', async () => {
    const onChange = renderPoint({ plantCd: '1000', tagNo: 'GD-101', mapNo: 5, mapX: 0.1, mapY: 0.2 }, true);
    fireEvent.click(await image(), { clientX: 200, clientY: 200 });
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('plant-map-pin')).toBeTruthy());
  });

  it('says so when the map has no image, and asks for a map before any', async () => {
    files.list.mockResolvedValue([] as never);
    renderPoint({ plantCd: '1000', mapNo: 5, mapX: null, mapY: null }, false);
    expect(await screen.findByTestId('map-point-image-empty')).toBeTruthy();
    cleanup();
    renderPoint({ plantCd: '1000', mapNo: null, mapX: null, mapY: null }, false);
    expect(screen.getByTestId('map-point-choose')).toBeTruthy();
  });

  it('keeps clicks within 0..1, hides the coordinates as inputs and drops the point when the map changes', () => {
    expect(fractionOf({ clientX: 600, clientY: 10 }, { left: 100, top: 50, width: 400, height: 200 })).toEqual({ x: 1, y: 0 });
    expect(fractionOf({ clientX: 233.3, clientY: 150 }, { left: 100, top: 50, width: 400, height: 200 })).toEqual({ x: 0.333, y: 0.5 });
    expect(['plantCd', 'mapNo', 'mapX', 'mapY'].filter((n) => isMapCoordinate(def, n))).toEqual(['mapX', 'mapY']);
    expect(mapPointPatch(def, 'mapNo', 5, 6)).toEqual({ mapX: null, mapY: null });
    expect(mapPointPatch(def, 'mapNo', 5, 5)).toEqual({});
    expect(mapPointPatch(def, 'tagNo', 'a', 'b')).toEqual({});
  });
});
