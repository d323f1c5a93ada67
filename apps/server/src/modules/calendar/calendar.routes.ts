import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ALL_PLANTS_CODE, CALENDAR_API, LICENSE_MESSAGES, licenseResource, SCHEDULE_MESSAGES, scheduleResource, CALENDAR_MAX_DAYS, CALENDAR_MENU, CALENDAR_MESSAGES, HOLIDAY_YEAR_MESSAGE, addDaysYmd, daysBetween, holidayResource,
  ZCalendarFeed, ZCalendarList, ZCalendarQuery, zPublicToken,
} from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { registerResourceDue } from '../../lib/due-dates.js';
import { plantToday } from '../../lib/plant-time.js';
import { resourceRoutes } from '../../lib/resource/resource.routes.js';
import type { ResourceBinding } from '../../lib/resource/resource.repository.js';
import { menuRead, publicRoute, type TRouteAuth } from '../../lib/route-auth.js';
import { assertPlantReachable } from '../../lib/scope.js';
import { requestScope } from '../../lib/scoped-load.js';
import { loadMenuRights, loadUserPrincipal } from '../auth/principal.js';
import { registerChmDue, registerChmInspectionDue } from '../chm/chm.due.js';
import { registerResourceAttachments } from '../attachments/resource-attachments.js';
import { registerImprDue } from '../impr/impr.due.js';
import { registerRsaDue } from '../rsa/rsa.due-dates.js';
import { registerAccidentDue } from '../safety/accidents/accidents.due.js';
import { registerCheckDue } from '../safety/checks/checks.due.js';
import { registerMocDue } from '../safety/moc/moc.due.js';
import { registerPatrolDue } from '../safety/patrol/patrol.due.js';
import { registerCouncilDue } from '../vendor/council/council.due.js';
import { registerVendorEvalDue } from '../vendor/eval/eval.due.js';
import { registerHealthDue, registerWorkenvDue } from '../health/health.due.js';
import { registerWorkPermitGasDue } from '../work-permits/wkod.due.js';
import { registerEducationDue } from '../education/education.due.js';
import { registerDocumentDue } from '../mgt/documents/documents.routes.js';
import { registerWasteDue } from '../env/waste/env.waste.due.js';
import { registerCalendarEscalation } from './calendar.escalation.js';
import { calendarItems, feedTokenHash, revokeFeed, rotateFeed, toICalendar } from './calendar.service.js';
import { mgtSchedule, mgtScheduleAttendee, safHoliday, safLicense, safLicenseStep } from './calendar.tables.js';

// every module with a legal or planned cycle answers its own due items (lib/due-dates.ts)
registerImprDue();
registerAccidentDue();
registerMocDue();
registerCheckDue();
registerPatrolDue();
registerRsaDue();
registerChmDue();
registerChmInspectionDue();
registerCouncilDue();
registerHealthDue();
registerWorkenvDue();
registerWorkPermitGasDue();
registerVendorEvalDue();
registerEducationDue();
registerDocumentDue();
registerWasteDue();
// the calendar's own registers
registerResourceDue({
  kindCd: 'LICENSE_EXPIRY', resource: 'safLicense', due: 'expiryYmd', title: 'licenseNm', titlePrefix: '[인허가 만료] ', ownerUser: 'ownerUserId', ownerDept: 'deptCd',
  where: (c) => sql`${c('useYn')} = 'Y'`, route: '/saf/license',
}, licenseResource.menuId);
registerResourceDue({
  kindCd: 'SCHEDULE', resource: 'mgtSchedule', due: 'startYmd', title: 'scheduleTitle', ownerUser: 'ownerUserId', ownerDept: 'deptCd', route: '/mgt/schedule',
}, scheduleResource.menuId);

/** /api/saf/holidays: national days (plant 0000) reach every plant; `year` selects a calendar year */
const holidayBinding: ResourceBinding = {
  def: holidayResource,
  table: safHoliday,
  plantReach: (plantCd) => sql`${safHoliday.plantCd} in (${plantCd}, ${ALL_PLANTS_CODE})`,
  filters: {
    year: (v) => {
      if (!/^\d{4}$/.test(v)) throw badRequest([{ field: 'year', message: HOLIDAY_YEAR_MESSAGE }], HOLIDAY_YEAR_MESSAGE);
      return sql`${safHoliday.ymd} >= ${`${v}-01-01`} and ${safHoliday.ymd} <= ${`${v}-12-31`}`;
    },
  },
};
export const holidayRoutes = resourceRoutes(holidayBinding);

/** a date pair of a body (create/update) in order, or 400 on the later field */
function datesInOrder(body: unknown, from: string, to: string, message: string): void {
  const b = body as Record<string, unknown> | undefined;
  const a = b?.[from];
  const z = b?.[to];
  if (typeof a === 'string' && typeof z === 'string' && z < a) throw badRequest([{ field: to, message }], message);
}

/** /api/saf/licenses (인허가 현황) and /api/mgt/schedules (일정): declared registers whose dates join the calendar */
const licenseBinding: ResourceBinding = { def: licenseResource, table: safLicense, children: { steps: { table: safLicenseStep, parentKey: 'licenseNo' } } };
// SAF_LICENSE: the licence certificate and its conditions (rights and scope of the licence)
registerResourceAttachments(licenseBinding, '인허가 허가증');

export async function calendarRegisterRoutes(app: FastifyInstance): Promise<void> {
  await app.register(resourceRoutes(licenseBinding, {
    beforeWrite: ({ req, op }) => { if (op !== 'delete') datesInOrder(req.body, 'issueYmd', 'expiryYmd', LICENSE_MESSAGES.expiryBeforeIssue); },
  }));
  await app.register(resourceRoutes({ def: scheduleResource, table: mgtSchedule, children: { attendees: { table: mgtScheduleAttendee, parentKey: 'scheduleNo' } } }, {
    beforeWrite: ({ req, op }) => { if (op !== 'delete') datesInOrder(req.body, 'startYmd', 'endYmd', SCHEDULE_MESSAGES.endBeforeStart); },
  }));
}

/** a plant employee's own subscription (contractors and entrants have no calendar) */
const employeeSelf = { auth: { kind: 'self', userTypes: ['U'] } } as const satisfies { auth: TRouteAuth };
const feedPath = (token: string) => `${CALENDAR_API.ics}?token=${token}`;
/** the feed spans a month back and half a year ahead of today */
const FEED_BACK_DAYS = 31;
const FEED_AHEAD_DAYS = 183;

export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendar'];
  registerCalendarEscalation(app);

  r.get(CALENDAR_API.list, {
    config: menuRead(CALENDAR_MENU),
    schema: {
      tags, summary: 'compliance calendar: every due item of a plant in a span (≤ 366 days) that the caller\'s module rights and scope show',
      querystring: ZCalendarQuery, response: { 200: ZCalendarList },
    },
  }, async (req) => {
    const q = req.query;
    const days = daysBetween(q.fromYmd, q.toYmd);
    if (days < 0 || days > CALENDAR_MAX_DAYS) throw badRequest([{ field: 'toYmd', message: CALENDAR_MESSAGES.range }], CALENDAR_MESSAGES.range);
    const scope = await requestScope(app.db, req, CALENDAR_MENU);
    assertPlantReachable(scope, q.plantCd);
    return { list: await calendarItems(app.db, req.principal!, q, plantToday()) };
  });

  r.get(CALENDAR_API.ics, {
    config: publicRoute,
    schema: {
      tags, summary: 'iCalendar feed (text/calendar) of the token\'s user: the due items of their plant that their calendar shows, a month back to half a year ahead',
      querystring: z.object({ token: zPublicToken }),
    },
  }, async (req, reply) => {
    const [feed] = await queryRows<{ user_id: string }>(app.db, sql`
      update mgt_calendar_feed set last_used_dt = now() where token_hash = ${feedTokenHash(req.query.token)} returning user_id`);
    const p = feed ? await loadUserPrincipal(app.db, feed.user_id) : null;
    if (!p || p.userType !== 'U' || !p.plantCd || !(await loadMenuRights(app.db, p, [CALENDAR_MENU])).canRead) {
      throw new AppError(404, CALENDAR_MESSAGES.feedToken);
    }
    const today = plantToday();
    const items = await calendarItems(app.db, p, { plantCd: p.plantCd, fromYmd: addDaysYmd(today, -FEED_BACK_DAYS), toYmd: addDaysYmd(today, FEED_AHEAD_DAYS) }, today);
    const body = toICalendar(items, { origin: `${req.protocol}://${req.host}`, now: new Date(), calName: `지킴 법정 일정 (${p.plantNm ?? p.plantCd})` });
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
  });

  r.get(CALENDAR_API.feed, {
    config: employeeSelf,
    schema: { tags, summary: 'my calendar subscription: whether one is active (the address is shown only when made)', response: { 200: ZCalendarFeed } },
  }, async (req) => {
    const [row] = await queryRows<{ create_dt: Date }>(app.db, sql`select create_dt from mgt_calendar_feed where user_id = ${req.principal!.userId}`);
    return { activeYn: row ? 'Y' as const : 'N' as const, createDt: row ? new Date(row.create_dt).toISOString() : null, url: null };
  });

  r.post(CALENDAR_API.feed, {
    config: employeeSelf,
    schema: { tags, summary: 'make (or replace) my calendar subscription: answers the secret address once; the previous address stops working', response: { 200: ZCalendarFeed } },
  }, async (req) => {
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      const made = await rotateFeed(tx, p.userId);
      await writeAudit(tx, { userId: p.userId, action: 'CALENDAR_FEED_ISSUE', entity: 'mgt_calendar_feed', entityKey: p.userId, ip: req.ip });
      return { activeYn: 'Y' as const, createDt: made.createDt.toISOString(), url: feedPath(made.token) };
    });
  });

  r.delete(CALENDAR_API.feed, {
    config: employeeSelf,
    schema: { tags, summary: 'revoke my calendar subscription', response: { 200: ZCalendarFeed } },
  }, async (req) => {
    const p = req.principal!;
    return app.db.transaction(async (tx) => {
      if (await revokeFeed(tx, p.userId)) await writeAudit(tx, { userId: p.userId, action: 'CALENDAR_FEED_REVOKE', entity: 'mgt_calendar_feed', entityKey: p.userId, ip: req.ip });
      return { activeYn: 'N' as const, createDt: null, url: null };
    });
  });
}
