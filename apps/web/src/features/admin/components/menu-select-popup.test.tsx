import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TMenuAdmin } from '@jikim/shared';
import { MenuSelectPopup } from './menu-select-popup';

const m = (menuId: string, menuNm: string, upMenuId: string | null, sortOrder: number): TMenuAdmin => ({
  menuId, menuNm, menuNmI18n: {}, upMenuId, upMenuNm: null, taskGrpCd: 'MANAGE', menuLvl: upMenuId ? 2 : 1, frontEndUrl: upMenuId ? '/x' : null, sortOrder,
  useYn: 'Y', allPlantAccessCd: 'APA02', plantTypeAuth: null, contTypeAuth: null, navigationYn: 'Y', color: null, icon: null, version: 1,
});
const MENUS = [m('ADM', '시스템관리', null, 1), m('ADM_USER', '사용자관리', 'ADM', 1), m('ADM_CODE', '코드관리', 'ADM', 2)];

// jsdom lacks what Ant Design's responsive helpers read
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }),
});
globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
const realGcs = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element) => realGcs(elt)) as typeof window.getComputedStyle;

vi.mock('@/lib/http', () => ({
  http: { get: vi.fn(async () => MENUS), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}));

function setup() {
  const onAdd = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MenuSelectPopup open onAdd={onAdd} onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  return { onAdd, onClose };
}

afterEach(cleanup);

// the first test pays for Ant Design's tree and table in jsdom: on a loaded 2-core machine that alone took over 30 s
describe('menu-selection popup (spec §2)', { timeout: 90_000 }, () => {
  it('refuses to add with nothing checked, then returns the checked menus with their rights', async () => {
    const user = userEvent.setup();
    const { onAdd, onClose } = setup();
    await screen.findByLabelText('코드관리 접근권한');
    await user.click(screen.getByRole('button', { name: '추가' }));
    expect(await screen.findByText('선택된 메뉴가 없습니다. 추가할 메뉴의 체크박스를 선택하세요.')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('코드관리 접근권한'));
    await user.click(screen.getByLabelText('사용자관리 쓰기권한'));
    expect((screen.getByLabelText('사용자관리 접근권한') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getAllByRole('button', { name: '추가' })[0]!);
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toEqual(expect.arrayContaining([
      { menuId: 'ADM_CODE', accessYn: 'Y', writeYn: 'N' },
      { menuId: 'ADM_USER', accessYn: 'Y', writeYn: 'Y' },
    ]));
    expect(onAdd.mock.calls[0]![0]).toHaveLength(2);
    expect(onClose).toHaveBeenCalled();
  });

  it('checking a parent checks its children', async () => {
    const user = userEvent.setup();
    const { onAdd } = setup();
    await user.click(await screen.findByLabelText('시스템관리 접근권한'));
    await user.click(screen.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0].map((x: { menuId: string }) => x.menuId).sort()).toEqual(['ADM', 'ADM_CODE', 'ADM_USER']);
  });
});
