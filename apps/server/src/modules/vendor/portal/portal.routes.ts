import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPR_OPEN_STATUSES, VND_CODE_GROUPS, VND_MENUS, VND_PORTAL_API, VND_PORTAL_EXPIRY_DAYS, type TVendorPortal, ymdIn, addDaysYmd } from '@jikim/shared';
import { queryRows } from '../../../db/client.js';
import { menuRead } from '../../../lib/route-auth.js';
import { noticeReach } from '../notice/notice.service.js';

const LIST = 5;
const EMPTY = { unreadNotices: { count: 0, list: [] }, expiringLicences: { count: 0, list: [] }, openActions: { count: 0, list: [] }, entries: { count: 0, list: [] }, findings: { count: 0, list: [] }, permits: { count: 0, list: [] }, latestEval: null };
const n = (v: unknown) => Number(v ?? 0);

const ZPortal = z.object({
  vendorCd: z.string().nullable(), vendorNm: z.string().nullable(), today: z.string(),
  unreadNotices: z.object({ count: z.number(), list: z.array(z.object({ noticeNo: z.number(), title: z.string(), postYmd: z.string(), importantYn: z.string() })) }),
  expiringLicences: z.object({
    count: z.number(),
    list: z.array(z.object({ licenceNo: z.number(), workerNo: z.number(), workerNm: z.string(), licenceKindCd: z.string(), licenceKindNm: z.string().nullable(), expiryYmd: z.string() })),
  }),
  openActions: z.object({ count: z.number(), list: z.array(z.object({ actionNo: z.number(), title: z.string(), statusCd: z.string(), dueYmd: z.string(), overdue: z.boolean() })) }),
  entries: z.object({ count: z.number(), list: z.array(z.object({ entryNo: z.number(), workDesc: z.string(), statusCd: z.string(), entryFromYmd: z.string(), entryToYmd: z.string() })) }),
  findings: z.object({
    count: z.number(),
    list: z.array(z.object({ findingNo: z.number(), patrolYmd: z.string(), placeNm: z.string(), content: z.string(), statusCd: z.string(), dueYmd: z.string().nullable(), overdue: z.boolean() })),
  }),
  permits: z.object({
    count: z.number(),
    list: z.array(z.object({ permitNo: z.number(), workNm: z.string(), statusCd: z.string(), areaNm: z.string().nullable(), workYmd: z.string(), startTm: z.string(), endTm: z.string() })),
  }),
  latestEval: z.object({
    evalNo: z.number(), evalYear: z.number(), evalHalf: z.string().nullable(), evalKindCd: z.string(), totalScore: z.number().nullable(),
    gradeCd: z.string().nullable(), consequenceCd: z.string().nullable(), consequenceNm: z.string().nullable(),
  }).nullable(),
});

/**
 * 협력업체 홈 `GET /api/vendor/portal`: the caller's vendor only (every query is bound to the principal's vendor code,
 * never to a parameter): unread notices, licences expiring within 30 days, open improvement actions owned by the
 * vendor, entry requests still going on (draft, requested, approved and not ended), patrol findings assigned to the
 * vendor and not closed, work permits still going on, the latest final evaluation.
 */
export async function vendorPortalRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(VND_PORTAL_API, {
    config: menuRead(VND_MENUS.portal),
    schema: { tags: ['vendorPortal'], summary: "a vendor user's home: their unread notices, expiring licences, open actions, latest evaluation", response: { 200: ZPortal } },
  }, async (req): Promise<TVendorPortal> => {
    const p = req.principal!;
    const today = ymdIn(app.jobs.now(), app.config.plantTimeZone ?? 'Asia/Seoul');
    // the home of a vendor user: a plant user (no vendor) gets it empty, never another vendor's
    if (p.userType !== 'V' || !p.vendorCd) return { ...EMPTY, vendorCd: null, vendorNm: null, today };
    const v = p.vendorCd;
    const until = addDaysYmd(today, VND_PORTAL_EXPIRY_DAYS);
    const open = sql.join(IMPR_OPEN_STATUSES.map((s) => sql`${s}`), sql`, `);
    const unread = sql`from vnd_notice where ${noticeReach(v, today)}
      and not exists (select 1 from vnd_notice_read r where r.notice_no = vnd_notice.notice_no and r.user_id = ${p.userId})`;
    const licences = sql`from vnd_worker_licence l join vnd_worker w on w.worker_no = l.worker_no
      where w.vendor_cd = ${v} and w.use_yn = 'Y' and l.expiry_ymd >= ${today} and l.expiry_ymd <= ${until}`;
    const actions = sql`from impr_action a where a.owner_vendor_cd = ${v} and a.status_cd in (${open})`;
    const entries = sql`from vnd_entry e where e.vendor_cd = ${v}
      and (e.status_cd in ('DRAFT', 'REQUESTED') or (e.status_cd = 'APPROVED' and e.entry_to_ymd >= ${today}))`;
    // patrol findings assigned to the vendor that are not closed (OPEN: to answer, ANSWERED: waiting for the plant)
    const findings = sql`from saf_patrol_finding f where f.vendor_cd = ${v} and f.status_cd <> 'CLOSED'`;
    const [fCount, fList] = await Promise.all([
      queryRows<{ c: string }>(app.db, sql`select count(*) as c ${findings}`),
      queryRows<{ finding_no: number; patrol_ymd: string; place_nm: string; content: string; status_cd: string; due_ymd: string | null }>(app.db, sql`
        select f.finding_no, f.patrol_ymd::text as patrol_ymd, f.place_nm, left(f.content, 200) as content, f.status_cd, f.due_ymd::text as due_ymd
          ${findings} order by (f.status_cd = 'OPEN') desc, f.due_ymd nulls last, f.finding_no desc limit ${LIST}`),
    ]);
    // work permits still going on: not closed (completed, over, cancelled) and not of a past day unless issued or at work
    const permits = sql`from saf_wkod_permit w where w.vendor_cd = ${v} and w.status_cd not in ('COMPLETED', 'OVER', 'CANCELLED')
      and (w.work_ymd >= ${today}::date or w.status_cd in ('ISSUED', 'ACTIVE', 'SUSPENDED'))`;
    const [pCount, pList] = await Promise.all([
      queryRows<{ c: string }>(app.db, sql`select count(*) as c ${permits}`),
      queryRows<{ permit_no: number; work_nm: string; status_cd: string; area_nm: string | null; work_ymd: string; start_tm: string; end_tm: string }>(app.db, sql`
        select w.permit_no, w.work_nm, w.status_cd, w.work_ymd::text as work_ymd, w.start_tm, w.end_tm,
               (select cm.code_nm from com_code_master cm where cm.code_group_cd = 'SAF_WKOD_AREA' and cm.code = w.area_cd) as area_nm
          ${permits} order by w.start_dt, w.permit_no limit ${LIST}`),
    ]);
    const [eCount, eList] = await Promise.all([
      queryRows<{ c: string }>(app.db, sql`select count(*) as c ${entries}`),
      queryRows<{ entry_no: number; work_desc: string; status_cd: string; from_ymd: string; to_ymd: string }>(app.db, sql`
        select e.entry_no, e.work_desc, e.status_cd, e.entry_from_ymd::text as from_ymd, e.entry_to_ymd::text as to_ymd
          ${entries} order by e.entry_from_ymd, e.entry_no limit ${LIST}`),
    ]);
    const [vendor, nCount, nList, lCount, lList, aCount, aList, ev] = await Promise.all([
      queryRows<{ vendor_nm: string }>(app.db, sql`select vendor_nm from com_vendor where vendor_cd = ${v}`),
      queryRows<{ c: string }>(app.db, sql`select count(*) as c ${unread}`),
      queryRows<{ notice_no: number; title: string; post_ymd: string; important_yn: string }>(app.db, sql`
        select notice_no, title, post_ymd::text as post_ymd, important_yn ${unread} order by important_yn desc, post_ymd desc, notice_no desc limit ${LIST}`),
      queryRows<{ c: string }>(app.db, sql`select count(*) as c ${licences}`),
      queryRows<{ licence_no: number; worker_no: number; worker_nm: string; licence_kind_cd: string; kind_nm: string | null; expiry_ymd: string }>(app.db, sql`
        select l.licence_no, l.worker_no, w.worker_nm, l.licence_kind_cd, l.expiry_ymd::text as expiry_ymd,
               (select cm.code_nm from com_code_master cm where cm.code_group_cd = ${VND_CODE_GROUPS.licenceKind} and cm.code = l.licence_kind_cd) as kind_nm
          ${licences} order by l.expiry_ymd, l.licence_no limit ${LIST}`),
      queryRows<{ c: string }>(app.db, sql`select count(*) as c ${actions}`),
      queryRows<{ action_no: number; title: string; status_cd: string; due_ymd: string }>(app.db, sql`
        select a.action_no, a.title, a.status_cd, a.due_ymd::text as due_ymd ${actions} order by a.due_ymd, a.action_no limit ${LIST}`),
      queryRows<{ eval_no: number; eval_year: number; eval_half: string | null; eval_kind_cd: string; total_score: string | null; grade_cd: string | null; consequence_cd: string | null; c_nm: string | null }>(app.db, sql`
        select e.eval_no, e.eval_year, e.eval_half, e.eval_kind_cd, e.total_score, e.grade_cd, e.consequence_cd,
               (select cm.code_nm from com_code_master cm where cm.code_group_cd = 'VND_EVAL_RESULT' and cm.code = e.consequence_cd) as c_nm
          from vnd_eval e where e.vendor_cd = ${v} and e.status_cd = 'DONE'
         order by e.eval_year desc, e.eval_half desc nulls last, e.eval_no desc limit 1`),
    ]);
    const e = ev[0];
    return {
      vendorCd: v, vendorNm: vendor[0]?.vendor_nm ?? null, today,
      unreadNotices: { count: n(nCount[0]?.c), list: nList.map((x) => ({ noticeNo: x.notice_no, title: x.title, postYmd: x.post_ymd, importantYn: x.important_yn })) },
      expiringLicences: {
        count: n(lCount[0]?.c),
        list: lList.map((x) => ({ licenceNo: x.licence_no, workerNo: x.worker_no, workerNm: x.worker_nm, licenceKindCd: x.licence_kind_cd, licenceKindNm: x.kind_nm, expiryYmd: x.expiry_ymd })),
      },
      openActions: { count: n(aCount[0]?.c), list: aList.map((x) => ({ actionNo: x.action_no, title: x.title, statusCd: x.status_cd, dueYmd: x.due_ymd, overdue: x.due_ymd < today })) },
      entries: { count: n(eCount[0]?.c), list: eList.map((x) => ({ entryNo: x.entry_no, workDesc: x.work_desc, statusCd: x.status_cd, entryFromYmd: x.from_ymd, entryToYmd: x.to_ymd })) },
      findings: {
        count: n(fCount[0]?.c),
        list: fList.map((x) => ({
          findingNo: x.finding_no, patrolYmd: x.patrol_ymd, placeNm: x.place_nm, content: x.content, statusCd: x.status_cd, dueYmd: x.due_ymd,
          overdue: x.status_cd === 'OPEN' && x.due_ymd !== null && x.due_ymd < today,
        })),
      },
      permits: {
        count: n(pCount[0]?.c),
        list: pList.map((x) => ({ permitNo: x.permit_no, workNm: x.work_nm, statusCd: x.status_cd, areaNm: x.area_nm, workYmd: x.work_ymd, startTm: x.start_tm, endTm: x.end_tm })),
      },
      latestEval: e ? {
        evalNo: e.eval_no, evalYear: e.eval_year, evalHalf: e.eval_half, evalKindCd: e.eval_kind_cd, totalScore: e.total_score === null ? null : Number(e.total_score),
        gradeCd: e.grade_cd, consequenceCd: e.consequence_cd, consequenceNm: e.c_nm,
      } : null,
    };
  });
}
