/**
 * The landing dashboard (issue 31 item 2): the portlets a user may place, the grid they sit on, the default arrangement
 * of each role, and the one compaction rule the server (when it saves) and the web (when it drops portlets the user may
 * not see) both apply. Plain data and functions, no schema library: the landing page imports this.
 */
export const DASHBOARD_URL = '/api/main/dashboard';
/** grid columns (desktop); below 768 px the portlets stack in reading order */
export const DASHBOARD_COLS = 12;
/** one grid row in px, and the gap between portlets */
export const DASHBOARD_ROW_PX = 40;
export const DASHBOARD_GAP_PX = 12;
export const DASHBOARD_MAX_ROWS = 200;

/**
 * Who may see a portlet: a menu the user must be able to open (its register), and/or the account types it answers
 * (U plant user, V contractor). A portlet the user may not see is never drawn, even when a saved layout names it.
 */
export type TPortletGate = { menuId?: string; userTypes?: readonly ('U' | 'V')[] };
export type TPortletDef = TPortletGate & { id: string; w: number; h: number; minW: number; minH: number };

export const DASHBOARD_PORTLETS = [
  { id: 'myinfo', userTypes: ['U'], w: 4, h: 6, minW: 3, minH: 4 },
  { id: 'approvals', menuId: 'APPR_INBOX', w: 4, h: 6, minW: 3, minH: 3 },
  { id: 'notices', w: 8, h: 6, minW: 4, minH: 3 },
  { id: 'impr', menuId: 'IMPR_ACTION', w: 4, h: 7, minW: 3, minH: 4 },
  { id: 'workOrder', userTypes: ['U'], w: 8, h: 7, minW: 4, minH: 4 },
  { id: 'accidentDeadline', menuId: 'SAF_ACCIDENT', w: 4, h: 6, minW: 3, minH: 3 },
  { id: 'noaccident', menuId: 'SAF_NOACCIDENT', w: 4, h: 6, minW: 3, minH: 3 },
  { id: 'lagging', menuId: 'MGT_INDICATOR', w: 6, h: 7, minW: 4, minH: 5 },
  { id: 'leading', menuId: 'MGT_INDICATOR', w: 6, h: 7, minW: 4, minH: 5 },
  { id: 'air', menuId: 'ENV_AIR_MEASURE', w: 4, h: 6, minW: 3, minH: 3 },
  { id: 'water', menuId: 'ENV_WATER_MEASURE', w: 4, h: 6, minW: 3, minH: 3 },
  { id: 'waste', menuId: 'ENV_WASTE_STORAGE', w: 4, h: 6, minW: 3, minH: 3 },
  { id: 'favorites', w: 4, h: 4, minW: 2, minH: 2 },
] as const satisfies readonly TPortletDef[];
export type TPortletId = (typeof DASHBOARD_PORTLETS)[number]['id'];
export const DASHBOARD_PORTLET_IDS = DASHBOARD_PORTLETS.map((p) => p.id) as unknown as readonly [TPortletId, ...TPortletId[]];
export const portletDef = (id: string): TPortletDef | undefined => (DASHBOARD_PORTLETS as readonly TPortletDef[]).find((p) => p.id === id);

export type TDashboardItem = { i: TPortletId; x: number; y: number; w: number; h: number };

/**
 * The roles a default arrangement is chosen by (until the user saves their own): a contractor's account, the system
 * administrator, the plant head (소장·처장 duties), the safety manager (안전관리자 duty), the health manager (보건관리자),
 * everyone else as a worker. The duty codes are the product's seeded 직책 codes (COM_DUTY_CD).
 */
export const DASHBOARD_ROLES = ['ADMIN', 'HEAD', 'SAFETY', 'HEALTH', 'WORKER', 'CONTRACTOR'] as const;
export type TDashboardRole = (typeof DASHBOARD_ROLES)[number];
export const DASHBOARD_ROLE_DUTIES: Readonly<Record<string, TDashboardRole>> = { DUT04: 'HEAD', DUT05: 'HEAD', DUT06: 'SAFETY', DUT07: 'HEALTH' };

export function dashboardRole(u: { userType: string; isAdmin: boolean; dutyCd: string | null }): TDashboardRole {
  if (u.userType === 'V') return 'CONTRACTOR';
  if (u.isAdmin) return 'ADMIN';
  return (u.dutyCd && DASHBOARD_ROLE_DUTIES[u.dutyCd]) || 'WORKER';
}

/** each role's portlets in reading order (placed left to right with their default sizes, then compacted) */
export const DASHBOARD_DEFAULTS: Readonly<Record<TDashboardRole, readonly TPortletId[]>> = {
  ADMIN: ['myinfo', 'approvals', 'impr', 'notices', 'noaccident', 'workOrder', 'accidentDeadline', 'lagging', 'leading', 'favorites'],
  HEAD: ['lagging', 'leading', 'noaccident', 'accidentDeadline', 'approvals', 'workOrder', 'impr', 'notices', 'favorites'],
  SAFETY: ['myinfo', 'approvals', 'impr', 'workOrder', 'accidentDeadline', 'leading', 'lagging', 'noaccident', 'notices', 'favorites'],
  HEALTH: ['myinfo', 'approvals', 'impr', 'notices', 'lagging', 'leading', 'favorites'],
  WORKER: ['myinfo', 'approvals', 'impr', 'notices', 'workOrder', 'air', 'water', 'waste', 'favorites'],
  CONTRACTOR: ['notices', 'approvals', 'impr', 'favorites'],
};

const overlaps = (a: TDashboardItem, b: TDashboardItem) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Vertical compaction (what the grid editor does while dragging): in reading order, each portlet rises as far as the
 * ones above it allow, and one that collides is pushed below. Widths are clamped to the grid.
 */
export function compactDashboard(items: readonly TDashboardItem[]): TDashboardItem[] {
  const sorted = [...items].map((it) => {
    const w = Math.min(DASHBOARD_COLS, Math.max(1, it.w));
    return { ...it, w, x: Math.min(Math.max(0, it.x), DASHBOARD_COLS - w), y: Math.max(0, it.y), h: Math.max(1, it.h) };
  }).sort((a, b) => a.y - b.y || a.x - b.x);
  const placed: TDashboardItem[] = [];
  for (const it of sorted) {
    const c = { ...it };
    const hit = () => placed.some((p) => overlaps(p, c));
    while (c.y > 0) {
      c.y -= 1;
      if (hit()) { c.y += 1; break; }
    }
    while (hit()) c.y += 1;
    placed.push(c);
  }
  return placed;
}

/** portlets placed left to right, a new row when one no longer fits, then compacted */
export function flowDashboard(ids: readonly TPortletId[]): TDashboardItem[] {
  const out: TDashboardItem[] = [];
  let x = 0;
  let y = 0;
  let rowBottom = 0;
  for (const id of ids) {
    const d = portletDef(id);
    if (!d) continue;
    if (x + d.w > DASHBOARD_COLS) { x = 0; y = rowBottom; }
    out.push({ i: id, x, y, w: d.w, h: d.h });
    x += d.w;
    rowBottom = Math.max(rowBottom, y + d.h);
  }
  return compactDashboard(out);
}

export const defaultDashboard = (role: TDashboardRole): TDashboardItem[] => flowDashboard(DASHBOARD_DEFAULTS[role]);

/** may this user see the portlet? (`canRead`: the menu's read right, from the user's menu tree) */
export function portletVisible(p: TPortletGate, userType: string, canRead: (menuId: string) => boolean): boolean {
  if (p.userTypes && !(p.userTypes as readonly string[]).includes(userType)) return false;
  return p.menuId ? canRead(p.menuId) : true;
}
