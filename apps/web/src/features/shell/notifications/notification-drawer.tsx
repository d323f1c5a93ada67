import { Badge, Button, Drawer, Empty, List, Space, Switch, Tag, Typography, App as AntApp } from 'antd';
import { ArrowLeftOutlined, SettingOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { NOTIFY_API, type TNotificationPref, type TNotificationRow } from '@jikim/shared';
import { http } from '@/lib/http';
import { useSession } from '@/lib/auth-store';
import { routeOf } from '@/app/menu-routes';
import { useViewport } from '../layout/use-viewport';
import { notificationHref } from './notification-href';
import { useNotifyT } from './notify.i18n';

const PAGE = 20;
const KEY = ['notify'] as const;

type Page = { list: TNotificationRow[]; totalCount: number; page: number; limit: number };

function Preferences() {
  const { t } = useNotifyT();
  const { message } = AntApp.useApp();
  const qc = useQueryClient();
  const prefs = useQuery({ queryKey: [...KEY, 'prefs'], queryFn: () => http.get<TNotificationPref[]>(NOTIFY_API.preferences) });
  const save = useMutation({
    mutationFn: (p: TNotificationPref) => http.put<TNotificationPref[]>(NOTIFY_API.preferences, { items: [p] }),
    onSuccess: (data) => {
      qc.setQueryData([...KEY, 'prefs'], data);
      void message.success(t('saved'), 3);
    },
  });
  return (
    <>
      <Typography.Paragraph type="secondary">{t('mailHelp')}</Typography.Paragraph>
      <List
        loading={prefs.isLoading}
        dataSource={prefs.data ?? []}
        renderItem={(p) => (
          <List.Item
            data-testid={`notify-pref-${p.kindCd}`}
            extra={
              <Switch
                checked={p.mailYn === 'Y'}
                loading={save.isPending && save.variables?.kindCd === p.kindCd}
                aria-label={`${t(`kind.${p.kindCd}`, { defaultValue: p.kindCd })} ${t('mail')}`}
                onChange={(on) => save.mutate({ kindCd: p.kindCd, mailYn: on ? 'Y' : 'N' })}
              />
            }
          >
            <Space direction="vertical" size={0}>
              <Typography.Text>{t(`kind.${p.kindCd}`, { defaultValue: p.kindCd })}</Typography.Text>
              <Typography.Text type="secondary">{t('mail')}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </>
  );
}

/** the drawer of the bell (loaded on the first click, so the shell stays small): list, mark read, e-mail settings */
export default function NotificationDrawer({ open, unread, onClose }: { open: boolean; unread: number; onClose: () => void }) {
  const { t } = useNotifyT();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [view, setView] = useState<'list' | 'prefs'>('list');
  // each opening starts at the list (state adjusted while rendering, not in an effect)
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setView('list');
  }
  const list = useInfiniteQuery({
    queryKey: [...KEY, 'list'],
    queryFn: ({ pageParam }) => http.get<Page>(NOTIFY_API.list, { page: pageParam, limit: PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.totalCount ? last.page + 1 : undefined),
    enabled: open,
  });
  const refresh = () => void qc.invalidateQueries({ queryKey: KEY });
  const markOne = useMutation({ mutationFn: (no: number) => http.patch(NOTIFY_API.readOne(no)), onSuccess: refresh });
  const markAll = useMutation({ mutationFn: () => http.patch(NOTIFY_API.readAll, {}), onSuccess: refresh });

  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  const { mobile } = useViewport();
  const { menus } = useSession();
  const phonePath = (menuId: string) => {
    const m = menus.find((x) => x.menuId === menuId && x.accessYn === 'Y' && x.frontEndUrl);
    return m?.frontEndUrl ? routeOf(m.frontEndUrl).path : null;
  };
  const openRow = (n: TNotificationRow) => {
    if (n.readYn === 'N') markOne.mutate(n.notificationNo);
    const href = notificationHref(n, mobile ? phonePath : undefined);
    if (href) {
      onClose();
      navigate(href);
    }
  };

  return (
      <Drawer
        open={open}
        onClose={onClose}
        width="min(420px, 100vw)"
        title={view === 'list' ? t('title') : t('settings')}
        data-testid="notify-drawer"
        extra={
          view === 'list' ? (
            <Space size={4}>
              <Button size="small" disabled={!unread} loading={markAll.isPending} onClick={() => markAll.mutate()} data-testid="notify-mark-all">{t('markAll')}</Button>
              <Button size="small" type="text" icon={<SettingOutlined />} aria-label={t('settings')} onClick={() => setView('prefs')} data-testid="notify-settings" />
            </Space>
          ) : (
            <Button size="small" type="text" icon={<ArrowLeftOutlined />} onClick={() => setView('list')}>{t('back')}</Button>
          )
        }
      >
        {view === 'prefs' ? (
          <Preferences />
        ) : (
          <List
            loading={list.isLoading}
            dataSource={rows}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
            loadMore={list.hasNextPage ? <div style={{ textAlign: 'center', marginTop: 8 }}><Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>{t('more')}</Button></div> : null}
            renderItem={(n) => (
              <List.Item
                key={n.notificationNo}
                data-testid={`notify-item-${n.notificationNo}`}
                onClick={() => openRow(n)}
                style={{ cursor: 'pointer', alignItems: 'flex-start', background: n.readYn === 'N' ? 'rgba(22,119,255,0.06)' : undefined, paddingInline: 8 }}
              >
                <List.Item.Meta
                  title={
                    <Space size={4} wrap>
                      {n.readYn === 'N' && <Badge status="processing" aria-label={t('unread')} />}
                      <Tag>{t(`kind.${n.kindCd}`, { defaultValue: n.kindCd })}</Tag>
                      <Typography.Text strong={n.readYn === 'N'} style={{ wordBreak: 'break-word' }}>{n.title}</Typography.Text>
                    </Space>
                  }
                  description={
                    <>
                      {n.body && <div style={{ wordBreak: 'break-word' }}>{n.body}</div>}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{dayjs(n.createDt).format('YYYY-MM-DD HH:mm')}</Typography.Text>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Drawer>
  );
}
