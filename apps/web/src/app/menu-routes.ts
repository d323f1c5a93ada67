import { frontEndRouteOf, isExternalUrl, type TFrontEndRoute, type TWorker } from '@jikim/shared';
import type { TUserMenu } from '@/lib/auth-store';

/**
 * Routes from the server's menu list (spec §2): level 1 → top layout, level 2/3 with children → group
 * layout, others → the page registered for the menu's frontEndUrl. The route name is the last URL
 * segment; query values of the frontEndUrl are appended after an underscore and kept as the route's
 * meta parameters, so two menus on one page with different query values are two routes.
 */
export type MenuKind = 'top' | 'group' | 'page' | 'link';
export type MenuNode = TUserMenu & {
  kind: MenuKind;
  /** the browser path of the route ('/manage/userManage', '/hea/checkup_A'); groups: their first page */
  path: string;
  /** last URL segment (+ '_' query values) */
  routeName: string;
  /** key in the page registry: the frontEndUrl without its query */
  pageKey: string | null;
  /** the frontEndUrl's query values (route meta parameters) */
  params: Record<string, string>;
  children: MenuNode[];
  parent: MenuNode | null;
};

export const isExternal = (url: string | null | undefined) => isExternalUrl(url);

/**
 * '/hea/checkup?type=A' → { path: '/hea/checkup_A', pageKey: '/hea/checkup', routeName: 'checkup_A', params: {type:'A'} }
 * (the shared rule the menu API validates with); a URL that cannot be a route opens the module-not-found page.
 */
export function routeOf(frontEndUrl: string): TFrontEndRoute {
  return frontEndRouteOf(frontEndUrl) ?? { path: frontEndUrl.trim(), pageKey: '', routeName: frontEndUrl.trim(), params: {} };
}

const listed = (auth: string | null | undefined) =>
  (auth ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** spec §2: entries are filtered by the worker's plantType and contType when the route lists them */
export function matchesWorker(m: Pick<TUserMenu, 'plantTypeAuth' | 'contTypeAuth'>, w: Pick<TWorker, 'plantType' | 'contType'> | null): boolean {
  const plants = listed(m.plantTypeAuth);
  const conts = listed(m.contTypeAuth);
  if (plants.length && !plants.includes(w?.plantType ?? '')) return false;
  if (conts.length && !conts.includes(w?.contType ?? '')) return false;
  return true;
}

export type MenuTree = {
  roots: MenuNode[];
  /** page routes by browser path */
  byPath: Map<string, MenuNode>;
  byId: Map<string, MenuNode>;
};

export function buildMenuTree(menus: TUserMenu[], worker: Pick<TWorker, 'plantType' | 'contType'> | null): MenuTree {
  const byId = new Map<string, MenuNode>();
  for (const m of menus) {
    if (!matchesWorker(m, worker)) continue;
    const url = m.frontEndUrl?.trim() || null;
    const r = url && !isExternal(url) ? routeOf(url) : null;
    byId.set(m.menuId, {
      ...m,
      kind: 'page',
      path: url && isExternal(url) ? url : (r?.path ?? ''),
      routeName: r?.routeName ?? m.menuId,
      pageKey: r?.pageKey || null,
      params: r?.params ?? {},
      children: [],
      parent: null,
    });
  }
  const roots: MenuNode[] = [];
  for (const n of byId.values()) {
    const p = n.upMenuId ? byId.get(n.upMenuId) : undefined;
    if (p) {
      n.parent = p;
      p.children.push(n);
    } else if (!n.upMenuId) roots.push(n);
    // a menu whose parent was filtered out is hidden with it
  }
  const order = (a: MenuNode, b: MenuNode) => a.sortOrder - b.sortOrder || a.menuId.localeCompare(b.menuId);
  const byPath = new Map<string, MenuNode>();
  const finish = (nodes: MenuNode[]): MenuNode[] => {
    nodes.sort(order);
    const kept: MenuNode[] = [];
    for (const n of nodes) {
      n.children = finish(n.children);
      if (n.children.length) {
        n.kind = n.menuLvl <= 1 ? 'top' : 'group';
        n.path = firstPage(n)?.path ?? '';
      } else if (isExternal(n.frontEndUrl)) n.kind = 'link';
      else if (!n.frontEndUrl) continue; // an empty group: nothing to open
      else n.kind = 'page';
      if (n.kind === 'page' && n.accessYn === 'Y' && !byPath.has(n.path)) byPath.set(n.path, n);
      kept.push(n);
    }
    return kept;
  };
  return { roots: finish(roots), byPath, byId };
}

export function firstPage(n: MenuNode): MenuNode | null {
  if (n.kind === 'page' && n.children.length === 0 && n.accessYn === 'Y') return n;
  for (const c of n.children) {
    const f = firstPage(c);
    if (f) return f;
  }
  return null;
}

/** the menu and its ancestors, top first (breadcrumb, open side-menu keys) */
export function ancestry(n: MenuNode | null | undefined): MenuNode[] {
  const out: MenuNode[] = [];
  for (let c = n ?? null; c; c = c.parent) out.unshift(c);
  return out;
}

/** all page nodes in menu order (landing shortcut menu) */
export function pages(tree: MenuTree): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (ns: MenuNode[]) => {
    for (const n of ns) {
      if (n.kind === 'page' && n.accessYn === 'Y') out.push(n);
      walk(n.children);
    }
  };
  walk(tree.roots);
  return out;
}
