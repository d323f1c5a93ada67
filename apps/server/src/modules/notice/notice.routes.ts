import { noticeResource } from '@jikim/shared';
import { resourceRoutes } from '../../lib/resource/resource.routes.js';
import { notice } from './notice.tables.js';
import { resourceApproval } from '../approvals/resource-approval.js';
import { registerResourceAttachments } from '../attachments/resource-attachments.js';

// NOTICE attachments: files of a notice, rights and scope of the notice menu
registerResourceAttachments({ def: noticeResource, table: notice }, '공지사항 첨부파일');

/** /api/manage/notice: find, get, create, update, delete, excel — all from the resource definition */
export const noticeRoutes = resourceRoutes(
  { def: noticeResource, table: notice },
  // 공지 게시 결재 (approvalType NOTICE): a notice in approval is read-only
  resourceApproval({
    def: noticeResource, table: notice, titleKo: '공지사항',
    title: (r) => String(r.noticeTitle),
    summary: (r) => [`제목: ${String(r.noticeTitle)}`, `게시기간: ${String(r.postStartYmd)} ~ ${String(r.postEndYmd)}`, ...(r.noticeContents ? [`내용: ${String(r.noticeContents).slice(0, 500)}`] : [])],
  }),
);
