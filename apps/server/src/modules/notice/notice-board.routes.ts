import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOTICE_BOARD_LIST_URL, NOTICE_BOARD_MENU_ID, NOTICE_BOARD_URL, NOTICE_PORTLET_URL, NOTICE_TYPE_CODE_GROUP, ZNoticeBoard, ZNoticeBoardDetail, ZNoticeBoardList, ZNoticeBoardListQuery, ZNoticeBoardQuery,
  type TNoticeBoardDetail, type TNoticeBoardItem,
} from '@jikim/shared';
import { queryRows } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { menuRead, selfService } from '../../lib/route-auth.js';
import type { Principal } from '../auth/principal.js';

const ALL_PLANTS = '0000';
const todayKst = sql`(now() at time zone 'Asia/Seoul')::date`;
const Params = z.object({ noticeNo: z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).refine((n) => n <= 2_147_483_647) });

/** notices on the board today for this worker: in use, posted today, of their plant (every plant for all-plant users) */
function boardWhere(p: Principal): SQL {
  const allPlants = p.isAdmin || p.plantAccessYn === 'Y' || !p.plantCd || p.plantCd === ALL_PLANTS;
  return sql`n.use_yn = 'Y' and n.post_start_ymd <= ${todayKst} and n.post_end_ymd >= ${todayKst}
    ${allPlants ? sql`` : sql`and n.plant_cd = ${p.plantCd}`}`;
}

const columns = (userId: string) => sql`
  n.notice_no as "noticeNo", n.plant_cd as "plantCd",
  (select cm.code_nm from com_code_master cm where cm.code_group_cd = 'COM_PLANT_CD' and cm.code = n.plant_cd) as "plantNm",
  n.notice_type_cd as "noticeTypeCd",
  (select cm.code_nm from com_code_master cm where cm.code_group_cd = ${NOTICE_TYPE_CODE_GROUP} and cm.code = n.notice_type_cd) as "noticeTypeNm",
  n.important_yn as "importantYn", n.notice_title as "noticeTitle",
  to_char(n.post_start_ymd, 'YYYY-MM-DD') as "postStartYmd", to_char(n.post_end_ymd, 'YYYY-MM-DD') as "postEndYmd",
  case when exists (select 1 from com_notice_read r where r.notice_no = n.notice_no and r.user_id = ${userId}) then 'Y' else 'N' end as "readYn"`;

/**
 * The landing page's notice board: every logged-in worker (employees and vendor users) reads the notices posted
 * for their plant, without rights on the notice administration menu; opening one marks it read for them.
 * Read marks are per user and not audited (they are not business records).
 */
export async function noticeBoardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notice'];

  const board = async (p: Principal, q: z.infer<typeof ZNoticeBoardQuery>) => {
    const where = boardWhere(p);
    const unread = sql`not exists (select 1 from com_notice_read r where r.notice_no = n.notice_no and r.user_id = ${p.userId})`;
    const [[count], list] = await Promise.all([
      queryRows<{ n: string | number }>(app.db, sql`select count(*) as n from com_notice n where ${where} and ${unread}`),
      queryRows<TNoticeBoardItem>(app.db, sql`
        select ${columns(p.userId)} from com_notice n
         where ${where} ${q.unreadOnly === 'Y' ? sql`and ${unread}` : sql``}
         order by n.important_yn desc, n.post_start_ymd desc, n.notice_no desc
         limit ${q.limit}`),
    ]);
    return { unreadCount: Number(count?.n ?? 0), list };
  };

  r.get(NOTICE_BOARD_URL, {
    config: selfService,
    schema: { tags, summary: 'notice board: notices posted today for my plant, unread first (count of unread)', querystring: ZNoticeBoardQuery, response: { 200: ZNoticeBoard } },
  }, async (req) => board(req.principal!, req.query));

  // the same board as a dashboard portlet (spec §7): every current notice by default, the unread count beside them
  r.get(NOTICE_PORTLET_URL, {
    config: selfService,
    schema: {
      tags: ['portlet'], summary: 'notices portlet: the notices posted today for my plant (important first) and how many I have not read',
      querystring: ZNoticeBoardQuery.extend({ unreadOnly: z.enum(['Y', 'N']).default('N') }), response: { 200: ZNoticeBoard },
    },
  }, async (req) => board(req.principal!, req.query));

  // the notice board page (issue 13 defect 10): the same notices as the landing board — posted now, for the worker's
  // plant — all of them, searchable and paged; reading it needs the board menu, which every demo group has
  r.get(NOTICE_BOARD_LIST_URL, {
    config: menuRead(NOTICE_BOARD_MENU_ID),
    schema: { tags, summary: 'notice board page: notices posted now for my plant (title, type search; page/limit)', querystring: ZNoticeBoardListQuery, response: { 200: ZNoticeBoardList } },
  }, async (req) => {
    const p = req.principal!;
    const q = req.query;
    const conds = [boardWhere(p)];
    if (q.noticeTitle) conds.push(sql`n.notice_title ilike ${`%${q.noticeTitle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    if (q.noticeTypeCd) conds.push(sql`n.notice_type_cd = ${q.noticeTypeCd}`);
    const where = sql.join(conds, sql` and `);
    const [count] = await queryRows<{ n: string | number }>(app.db, sql`select count(*) as n from com_notice n where ${where}`);
    const list = await queryRows<TNoticeBoardItem>(app.db, sql`
      select ${columns(p.userId)} from com_notice n where ${where}
       order by n.important_yn desc, n.post_start_ymd desc, n.notice_no desc
       limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
    return { list, totalCount: Number(count?.n ?? 0), page: q.page, limit: q.limit };
  });

  r.get(`${NOTICE_BOARD_URL}/:noticeNo`, {
    config: selfService,
    schema: { tags, summary: 'one notice of the board (posted today for my plant)', params: Params, response: { 200: ZNoticeBoardDetail } },
  }, async (req) => {
    const p = req.principal!;
    const [row] = await queryRows<TNoticeBoardDetail>(app.db, sql`
      select ${columns(p.userId)}, n.notice_contents as "noticeContents",
             (select u.user_nm from com_user u where u.user_id = n.create_user_id) as "createUserNm",
             to_char(n.create_dt at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI') as "createDt"
        from com_notice n where n.notice_no = ${req.params.noticeNo} and ${boardWhere(p)}`);
    // another plant's notice, or one not posted today, does not exist for this worker
    if (!row) throw notFound();
    return row;
  });

  r.post(`${NOTICE_BOARD_URL}/:noticeNo/read`, {
    config: selfService,
    schema: { tags, summary: 'mark a notice of the board read (idempotent)', params: Params, response: { 200: z.object({ readYn: z.literal('Y') }) } },
  }, async (req) => {
    const p = req.principal!;
    const rows = await queryRows(app.db, sql`
      insert into com_notice_read (notice_no, user_id)
      select n.notice_no, ${p.userId} from com_notice n where n.notice_no = ${req.params.noticeNo} and ${boardWhere(p)}
      on conflict (notice_no, user_id) do nothing
      returning 1`);
    if (rows.length === 0) {
      const [known] = await queryRows(app.db, sql`select 1 from com_notice_read where notice_no = ${req.params.noticeNo} and user_id = ${p.userId}`);
      if (!known) throw notFound();
    }
    return { readYn: 'Y' as const };
  });
}
