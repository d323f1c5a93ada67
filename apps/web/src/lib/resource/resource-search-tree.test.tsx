import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { facilityResource } from '@jikim/shared/src/safety/checks/facility.resource';
import { ResourceSearchInput } from './resource-fields';
import { http } from '@/lib/http';

// antd's responsive grid asks for matchMedia, which jsdom lacks
window.matchMedia ??= ((q: string) => ({ matches: false, media: q, onchange: null, addListener: () => {}, removeListener: () => {},
  addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;

const TREE = [
  { code: 'G_LIFTING', codeNm: '양중·고소 설비', upCode: null },
  { code: 'CRANE', codeNm: '크레인', upCode: 'G_LIFTING' },
  { code: 'LIFT', codeNm: '리프트', upCode: 'G_LIFTING' },
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a search field with treeFrom (the facility list\'s facility-type filter)', () => {
  it('is declared as a tree filter with op inTree', () => {
    const s = facilityResource.searchFields.find((x) => x.name === 'facilityTypeCd')!;
    expect(s).toMatchObject({ op: 'inTree', treeFrom: '/api/saf/facilities/types' });
  });

  it('draws the code tree and lets a group be picked (the server then finds every type under it)', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue({ list: TREE } as never);
    const setFilter = vi.fn();
    const field = facilityResource.searchFields.find((x) => x.name === 'facilityTypeCd')!;
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceSearchInput def={facilityResource} field={field} filters={{}} setFilter={setFilter} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/saf/facilities/types', {}, { silent: true }));
    expect(screen.getByTestId('code-tree-picker')).toBeTruthy();
    fireEvent.mouseDown(document.querySelector('.ant-select-selector, .ant-select')!);
    const group = await screen.findByTitle('양중·고소 설비');
    // a group node is selectable in a search (in a form only leaves are)
    expect(group.closest('.ant-select-tree-treenode')?.className).not.toMatch(/ant-select-tree-treenode-disabled/);
    fireEvent.click(group);
    await waitFor(() => expect(setFilter).toHaveBeenCalledWith('facilityTypeCd', 'G_LIFTING'));
  });
});
