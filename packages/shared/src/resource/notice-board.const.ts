// Values the web shell needs on every page; no zod here, so the shell does not load it (issue 13, web delivery).
/**
 * The notice board of the landing page: notices posted today (post period includes the Korean calendar day,
 * in use) of the worker's plant — every plant for all-plant users — with the worker's read mark.
 */
export const NOTICE_BOARD_URL = '/api/common/notice/board';
/** the dashboard's notice portlet (spec §7 `/api/main/portlet/notices`): the landing board's answer */
export const NOTICE_PORTLET_URL = '/api/main/portlet/notices';
export const NOTICE_BOARD_LIMIT_MAX = 20;

/**
 * The notice board page (menu BOARD_NOTICE, `/common/noticeBoard`): every worker, vendor users included, reads the
 * notices posted for their plant — a read-only list with search and paging, and the detail — outside administration.
 */
export const NOTICE_BOARD_MENU_ID = 'BOARD_NOTICE';
export const NOTICE_BOARD_LIST_URL = `${NOTICE_BOARD_URL}/list`;
