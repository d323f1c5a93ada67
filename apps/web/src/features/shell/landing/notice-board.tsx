import { useEffect, useState } from 'react';
import { Badge, Button, Card, Descriptions, Empty, List, Modal, Space, Tag, Typography } from 'antd';
import { AuditOutlined, NotificationOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { APPR_BADGE_TARGET, NOTICE_BOARD_URL, type TNoticeBoard, type TNoticeBoardDetail } from '@jikim/shared';
import { http } from '@/lib/http';
import { useShellT } from '../shell.i18n';
import { usePendingApprovals } from '../layout/appr-badge';

const boardKey = ['shell', 'notice-board'] as const;

/** one notice in a dialog; opening it marks it read for this worker */
function NoticeDialog({ noticeNo, onClose }: { noticeNo: number; onClose: () => void }) {
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
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12, marginBottom: 0 }}>{n.noticeContents}</Typography.Paragraph>
        </div>
      )}
    </Modal>
  );
}

/** landing card: notices posted today for the worker's plant, unread first, with the unread count */
export function NoticeBoardCard() {
  const { t } = useShellT();
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const q = useQuery({
    queryKey: [...boardKey, all ? 'all' : 'unread'],
    queryFn: () => http.get<TNoticeBoard>(NOTICE_BOARD_URL, { unreadOnly: all ? 'N' : 'Y', limit: all ? 20 : 5 }, { silent: true }),
  });
  const unread = q.data?.unreadCount ?? 0;
  return (
    <Card
      size="small"
      data-testid="notice-board"
      title={<Space><NotificationOutlined />{t('landing.notices')}<span data-testid="notice-unread" data-count={unread} aria-label={t('landing.unreadNotices', { count: unread })}><Badge count={unread} size="small" title={t('landing.unreadNotices', { count: unread })} /></span></Space>}
      extra={<Button type="link" size="small" onClick={() => setAll((v) => !v)}>{all ? t('landing.unreadOnly') : t('landing.allNotices')}</Button>}
    >
      {q.data && q.data.list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('landing.noNotices')} />
      ) : (
        <List
          size="small"
          loading={q.isLoading}
          dataSource={q.data?.list ?? []}
          renderItem={(n) => (
            <List.Item key={n.noticeNo} style={{ paddingInline: 0 }}>
              <Space size={4} style={{ minWidth: 0 }}>
                {n.importantYn === 'Y' && <Tag color="red" style={{ marginInlineEnd: 0 }}>{t('landing.important')}</Tag>}
                <Typography.Link ellipsis onClick={() => setOpen(n.noticeNo)} strong={n.readYn === 'N'} style={{ maxWidth: 220 }} title={n.noticeTitle}>
                  {n.noticeTitle}
                </Typography.Link>
              </Space>
              {n.readYn === 'Y' && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('landing.read')}</Typography.Text>}
            </List.Item>
          )}
        />
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
  if (!allowed) return null;
  return (
    <Card size="small" data-testid="pending-approvals" title={<Space><AuditOutlined />{t('landing.pendingAppr')}<Badge count={count} size="small" /></Space>}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>{loaded ? (count > 0 ? t('landing.pendingApprCount', { count }) : t('landing.noPendingAppr')) : '…'}</Typography.Text>
        <Button type="primary" size="small" onClick={() => navigate(APPR_BADGE_TARGET)} disabled={count === 0}>{t('landing.openInbox')}</Button>
      </Space>
    </Card>
  );
}
