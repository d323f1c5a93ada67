import { createContext, useContext, useEffect } from 'react';
import { ALL_PLANT_ACCESS, type TWorker } from '@jikim/shared';
import { useSession } from '@/lib/auth-store';

/**
 * What a page learns from the shell (documented in app/README.md):
 *   const { menuId, editable, params, contentHeight } = usePageMeta();
 *   const searchBoxOpen = useSearchBoxOpen();   // only pages with a search box
 *   const worker = useWorker();   // plantCd, deptCd, deptAuthGrp {plantAccessYn, deptAccessYn}, ...
 */
export type PageMeta = {
  /** the menu the page is opened under; null on pages without a menu (landing, mobile, errors) */
  menuId: string | null;
  /** the menu's title in the current language */
  title: string;
  /** browser path of the route */
  path: string;
  /** spec §6: a page is editable only when the menu's writeYn is Y */
  editable: boolean;
  writeYn: 'Y' | 'N';
  accessYn: 'Y' | 'N';
  /** APA01 every plant, APA02 own plant only (default); plantAccess = true restricts the department tree to the own plant */
  allPlantAccessCd: string;
  plantAccess: boolean;
  /** the frontEndUrl's query values (meta parameters) */
  params: Record<string, string>;
  /** page frame search-box toggle (cookie searchboxStatus); pages read it with useSearchBoxOpen() */
  searchBoxOpen: boolean;
  /** a page that follows the frame's toggle says so (useSearchBoxOpen); the frame shows the toggle only then */
  declareSearch?: () => void;
  /** main area height: window height − navbar height − 20, recomputed 600 ms after a resize */
  contentHeight: number;
};

const fallback: PageMeta = {
  menuId: null,
  title: '',
  path: '/',
  editable: false,
  writeYn: 'N',
  accessYn: 'N',
  allPlantAccessCd: ALL_PLANT_ACCESS.own,
  plantAccess: true,
  params: {},
  searchBoxOpen: true,
  contentHeight: 600,
};

export const PageMetaContext = createContext<PageMeta>(fallback);

/** the current page's menu, rights and frame state */
export const usePageMeta = (): PageMeta => useContext(PageMetaContext);

/**
 * The frame's search-box state, for a page whose search box follows the frame's 검색조건 숨기기/보이기 toggle. Calling it
 * is what makes the frame show the toggle: a page without a search box gets none.
 */
export function useSearchBoxOpen(hasSearch = true): boolean {
  const { searchBoxOpen, declareSearch } = usePageMeta();
  useEffect(() => {
    if (hasSearch) declareSearch?.();
  }, [declareSearch, hasSearch]);
  return searchBoxOpen || !hasSearch;
}

/** shorthand: { menuId, editable } */
export function useMenuRights(): { menuId: string | null; editable: boolean; writeYn: 'Y' | 'N' } {
  const m = usePageMeta();
  return { menuId: m.menuId, editable: m.editable, writeYn: m.writeYn };
}

/** the logged-in worker (GET /api/manage/wokerinfo); null only before the route guard loaded it */
export function useWorker(): TWorker | null {
  return useSession().worker;
}
