import { useEffect, useState } from 'react';
import { Badge, Button, Card, Descriptions, Empty, Modal, Space, Tag, theme } from 'antd';
import { AuditOutlined, NotificationOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { NOTICE_BOARD_MENU_ID, NOTICE_BOARD_URL, type TNoticeBoard, type TNoticeBoardDetail } from '@jikim/shared';
import { http } from '@/lib/http';
import { useSession } from '@/lib/auth-store';
import { routeOf } from '@/app/menu-routes';
import { useShellT } from '../shell.i18n';
import { useApprTarget, usePendingApprovals } from '../layout/appr-badge';
import './landing.css';

export const boardKey = ['shell', 'notice-board'] as const;

/** one notice in a dialog; opening it marks it read for this worker (landing card and the board page) */
export function NoticeDialog({ noticeNo, onClose }: { noticeNo: number; onClose: () => void }) {
  const { t } = useShellT();
  const qc = useQueryClient();
  const detail = useQuery({ queryKey: [...boardKey, noticeNo], queryFn: () => http.get<TNoticeBoardDetail>(`${NOTICE_BOARD_URL}/${noticeNo}`) });
  const read = useMutation({
    mutationFn: () => http.post<{ readYn: 'Y' }>(`${NOTICE_BOARD_URL}/${noticeNo}/read`, {}, { silent: true }),
    onSettled: () => qc.invalidateQueries({ queryKey: boardKey, exact: false }),
  });
  const n = detail.data;
  const unread = n?.readYn === 'N';
  const { mutate } = read;
  useEffect(() => {
    if (unread) mutate();
  }, [unread, mutate]);
  return (
    <Modal open onCancel={onClose} footer={<Button onClick={onClose}>{t('popup.close')}</Button>} title={n?.noticeTitle} loading={detail.isLoading} width={640} destroyOnHidden>
      {n && (
        <div data-testid="notice-dialog">
          <Descriptions size="small" column={1} bordered items={[
            { key: 'plant', label: t('landing.plantType'), children: <Space>{`${n.plantNm ?? n.plantCd} · ${n.noticeTypeNm ?? n.noticeTypeCd}`}{n.importantYn === 'Y' && <Tag color="red">{t('landing.important')}</Tag>}</Space> },
            { key: 'period', label: t('landing.period'), children: `${n.postStartYmd} ~ ${n.postEndYmd}` },
            { key: 'writer', label: t('landing.writer'), children: `${n.createUserNm ?? '-'} · ${n.createDt}` },
          ]} />
          <div style={{ whiteSpace: 'pre-wrap', marginTop: 12, marginBottom: 0 }}>{n.noticeContents}</div>
        </div>
      )}
    </Modal>
  );
}

/** landing card: notices posted today for the worker's plant, unread first, with the unread count */
export function NoticeBoardCard() {
  const { t } = useShellT();
  const { token } = theme.useToken();
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const navigate = useNavigate();
  const { menus } = useSession();
  const boardMenu = menus.find((m) => m.menuId === NOTICE_BOARD_MENU_ID && m.accessYn === 'Y' && m.frontEndUrl);
  const q = useQuery({
    queryKey: [...boardKey, all ? 'all' : 'unread'],
    queryFn: () => http.get<TNoticeBoard>(NOTICE_BOARD_URL, { unreadOnly: all ? 'N' : 'Y', limit: all ? 20 : 5 }, { silent: true }),
  });
  const unread = q.data?.unreadCount ?? 0;
  return (
    <Card
      size="small"
      data-testid="notice-board"
      title={<Space><NotificationOutlined />{t('landing.notices')}<span data-testid="notice-unread" data-count={unread} role="img" aria-label={t('landing.unreadNotices', { count: unread })}><Badge count={unread} size="small" title={t('landing.unreadNotices', { count: unread })} /></span></Space>}
      extra={
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setAll((v) => !v)}>{all ? t('landing.unreadOnly') : t('landing.allNotices')}</Button>
          {boardMenu?.frontEndUrl && <Button type="link" size="small" onClick={() => navigate(routeOf(boardMenu.frontEndUrl!).path)}>{t('landing.more')}</Button>}
        </Space>
      }
    >
      {q.data && q.data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('landing.noNotices')} />
      ) : (
        // plain list markup: antd's List brings pagination, grid and spinner code the landing does not need (budget)
        <ul className="jk-landing-list" aria-busy={q.isLoading}>
          {(q.data?.list ?? []).map((n) => (
            <li key={n.noticeNo}>
              <Space size={4} style={{ minWidth: 0, flex: '1 1 auto', overflow: 'hidden' }}>
                {n.importantYn === 'Y' && <Tag color="red" style={{ marginInlineEnd: 0 }}>{t('landing.important')}</Tag>}
                <Button type="link" size="small" onClick={() => setOpen(n.noticeNo)} title={n.noticeTitle}
                  style={{ padding: 0, height: 'auto', maxWidth: '100%', fontWeight: n.readYn === 'N' ? token.fontWeightStrong : undefined }}>
                  <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{n.noticeTitle}</span>
                </Button>
              </Space>
              {n.readYn === 'Y' && <span style={{ color: token.colorTextSecondary, fontSize: 12, flex: 'none' }}>{t('landing.read')}</span>}
            </li>
          ))}
        </ul>
      )}
      {open !== null && <NoticeDialog noticeNo={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

/** landing card: what waits for the worker's approval, with a way into the inbox (only with the inbox menu) */
export function PendingApprovalsCard() {
  const { t } = useShellT();
  const navigate = useNavigate();
  const { allowed, count, loaded } = usePendingApprovals();
  const target = useApprTarget();
  if (!allowed) return null;
  return (
    <Card size="small" data-testid="pending-approvals" title={<Space><AuditOutlined />{t('landing.pendingAppr')}<Badge count={count} size="small" /></Space>}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <span>{loaded ? (count > 0 ? t('landing.pendingApprCount', { count }) : t('landing.noPendingAppr')) : '…'}</span>
        <Button type="primary" size="small" onClick={() => navigate(target)} disabled={count === 0}>{t('landing.openInbox')}</Button>
      </Space>
    </Card>
  );
}
