import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { NOTIFY_API } from '@jikim/shared';
import { http } from '@/lib/http';
import { useNotifyT } from './notify.i18n';

export { notificationHref } from './notification-href';

const REFRESH_MS = 60_000;
const KEY = ['notify'] as const;
// the list, settings and their widgets load on the first click (issue 13 budget: shell + landing ≤ 350 kB)
const NotificationDrawer = lazy(() => import('./notification-drawer'));

/**
 * The bell of the top bar: the caller's unread count (refreshed every minute, on focus and on each route
 * change), a drawer with the list (newest first, more on demand), mark read one/all, e-mail settings per kind.
 * A click on a notification marks it read and opens the linked record's page.
 */
export function NotificationBell() {
  const { t } = useNotifyT();
  const { pathname } = useLocation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const count = useQuery({
    queryKey: [...KEY, 'count'],
    queryFn: () => http.get<{ count: number }>(NOTIFY_API.unreadCount, undefined, { silent: true }),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const seenPath = useRef(pathname);
  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    void count.refetch();
  }, [pathname, count]);

  const unread = count.data?.count ?? 0;
  const label = unread ? t('bellUnread', { count: unread }) : t('bell');

  return (
    <>
      <Tooltip title={label}>
        <Button type="text" data-testid="notify-bell" onClick={() => { setLoaded(true); setOpen(true); void qc.invalidateQueries({ queryKey: KEY }); }}>
          <Badge count={unread} size="small" overflowCount={99} offset={[8, -4]} data-testid="notify-count" aria-hidden>
            <BellOutlined />
          </Badge>
          <span className="jk-sr-only">{label}</span>
        </Button>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} unread={unread} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
