import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { CALENDAR_KIND_LABELS, type TCalendarItem, type TCalendarQuery } from '@jikim/shared';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { dueProviders } from '../../lib/due-dates.js';
import { dataScope, deptSubtree } from '../../lib/scope.js';
import { loadMenuRights, type Principal } from '../auth/principal.js';
import { mgtCalendarFeed } from './calendar.tables.js';

/** the scope a principal has on a menu (its all-plant access setting counts, as for a request) */
async function menuScopeOf(db: DbOrTx, p: Principal, menuId: string) {
  const r = await queryRows<{ c: string | null }>(db, sql`select all_plant_access_cd as c from com_menu where menu_id = ${menuId}`);
  return dataScope(p, r[0]?.c);
}

/**
 * Every due item of a plant in [fromYmd, toYmd] that the principal may see: each provider whose module menu the
 * principal reads, limited to that menu's scope (plant, departments). Sorted by date, then kind.
 */
export async function calendarItems(db: DbOrTx, p: Principal, q: TCalendarQuery, today: string): Promise<TCalendarItem[]> {
  const providers = dueProviders().filter((d) => !q.kindCd || d.kindCd === q.kindCd);
  const parts = await Promise.all(providers.map(async (d) => {
    const rights = await loadMenuRights(db, p, [d.menuId]);
    if (!rights.canRead) return [];
    const scope = await menuScopeOf(db, p, d.menuId);
    if (scope.vendorCd !== null || (!scope.allPlants && scope.plantCd !== q.plantCd)) return [];
    return d.items(db, { plantCd: q.plantCd, fromYmd: q.fromYmd, toYmd: q.toYmd, today, scope });
  }));
  let items = parts.flat();
  if (q.deptCd) {
    const sub = new Set((await queryRows<{ dept_cd: string }>(db, sql`select dept_cd from ${deptSubtree(q.deptCd)} s`)).map((r) => r.dept_cd));
    items = items.filter((i) => i.ownerDeptCd !== null && sub.has(i.ownerDeptCd));
  }
  if (q.ownerUserId) items = items.filter((i) => i.ownerUserId === q.ownerUserId);
  // names of the owners and departments: one statement each, whatever the number of items
  const userIds = [...new Set(items.map((i) => i.ownerUserId).filter((x): x is string => !!x))];
  const deptCds = [...new Set(items.map((i) => i.ownerDeptCd).filter((x): x is string => !!x))];
  const userNm = new Map(userIds.length ? (await queryRows<{ id: string; nm: string }>(db, sql`
    select user_id as id, user_nm as nm from com_user where user_id in (${sql.join(userIds.map((x) => sql`${x}`), sql`, `)})`)).map((r) => [r.id, r.nm]) : []);
  const deptNm = new Map(deptCds.length ? (await queryRows<{ id: string; nm: string }>(db, sql`
    select dept_cd as id, dept_nm as nm from com_dept where dept_cd in (${sql.join(deptCds.map((x) => sql`${x}`), sql`, `)})`)).map((r) => [r.id, r.nm]) : []);
  return items
    .map((i) => ({
      ...i, overdueYn: i.doneYn === 'N' && i.dueYmd < today ? 'Y' as const : 'N' as const,
      ownerUserNm: i.ownerUserId ? userNm.get(i.ownerUserId) ?? null : null, ownerDeptNm: i.ownerDeptCd ? deptNm.get(i.ownerDeptCd) ?? null : null,
    }))
    .sort((a, b) => (a.dueYmd < b.dueYmd ? -1 : a.dueYmd > b.dueYmd ? 1 : a.kindCd.localeCompare(b.kindCd) || a.title.localeCompare(b.title)));
}

// ---- iCalendar feed (RFC 5545) ----

export const feedTokenHash = (token: string) => createHash('sha256').update(`jikim:calendar-feed:${token}`).digest('hex');

/** a new secret for the user's feed; the previous one stops working at once */
export async function rotateFeed(db: DbOrTx, userId: string): Promise<{ token: string; createDt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const [row] = await db.insert(mgtCalendarFeed).values({ userId, tokenHash: feedTokenHash(token) })
    .onConflictDoUpdate({ target: mgtCalendarFeed.userId, set: { tokenHash: feedTokenHash(token), createDt: sql`now()`, lastUsedDt: null } })
    .returning({ createDt: mgtCalendarFeed.createDt });
  return { token, createDt: row!.createDt };
}

export async function revokeFeed(db: DbOrTx, userId: string): Promise<boolean> {
  const r = await db.delete(mgtCalendarFeed).where(eq(mgtCalendarFeed.userId, userId)).returning({ u: mgtCalendarFeed.userId });
  return r.length > 0;
}

/** text value escaping of RFC 5545 3.3.11 */
const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** folds a content line at 75 octets (RFC 5545 3.1) without splitting a UTF-8 character */
export function foldLine(line: string): string {
  const out: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with one space
    if (bytes + n > limit) {
      out.push(cur);
      cur = '';
      bytes = 0;
    }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

const compact = (ymd: string) => ymd.replaceAll('-', '');
const nextDay = (ymd: string) => new Date(Date.parse(`${ymd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** the feed: one all-day VEVENT per due item, its link absolute on `origin` */
export function toICalendar(items: TCalendarItem[], opts: { origin: string; now: Date; calName: string }): string {
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Jikim//Compliance calendar//KO', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    `X-WR-CALNAME:${esc(opts.calName)}`,
  ];
  for (const i of items) {
    const status = i.doneYn === 'Y' ? '완료' : i.overdueYn === 'Y' ? '기한 경과' : '예정';
    lines.push(
      'BEGIN:VEVENT',
      `UID:${i.kindCd}-${createHash('sha1').update(`${i.link ?? ''}|${i.title}`).digest('hex').slice(0, 16)}-${compact(i.dueYmd)}@jikim`,
      `DTSTAMP:${stamp(opts.now)}`,
      `DTSTART;VALUE=DATE:${compact(i.dueYmd)}`,
      `DTEND;VALUE=DATE:${compact(nextDay(i.dueYmd))}`,
      `SUMMARY:${esc(i.title)}`,
      `DESCRIPTION:${esc(`${CALENDAR_KIND_LABELS[i.kindCd].ko} · ${status}`)}`,
      `CATEGORIES:${esc(CALENDAR_KIND_LABELS[i.kindCd].ko)}`,
      ...(i.link ? [`URL:${opts.origin}${i.link}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
