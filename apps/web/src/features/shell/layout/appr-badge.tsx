import { Badge, Button, Tooltip } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { APPR_BADGE_COUNT_URL, APPR_BADGE_TARGET, apprBadgeRange } from '@jikim/shared';
import { useSession } from '@/lib/auth-store';
import { http } from '@/lib/http';
import { routeOf } from '@/app/menu-routes';
import { useShellT } from '../shell.i18n';
import { useViewport } from './use-viewport';

/** the approvals inbox menu: the badge shows only to users who may open it */
const INBOX_MENU_ID = 'APPR_INBOX';
const REFRESH_MS = 60_000;

export const apprBadgeQueryKey = ['shell', 'appr-badge'] as const;

/** the pending count shared by the top-bar badge and the landing card (one query, one cache entry) */
export function usePendingApprovals() {
  const { menus } = useSession();
  const allowed = menus.some((m) => m.menuId === INBOX_MENU_ID && m.accessYn === 'Y');
  const query = useQuery({
    queryKey: apprBadgeQueryKey,
    queryFn: () => http.get<{ count: number }>(APPR_BADGE_COUNT_URL, apprBadgeRange(), { silent: true }),
    enabled: allowed,
    meta: { requery: false },
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return { allowed, count: query.data?.count ?? 0, refetch: query.refetch, loaded: query.isSuccess };
}

/**
 * Where "결재하기" and the badge lead: the desktop inbox (the APPR_INBOX menu's page) on a desktop; the phone-sized
 * /mobile/apprWhich (spec §2's badge path) on a phone or when the inbox has no page route.
 */
export function useApprTarget(): string {
  const { menus } = useSession();
  const { mobile } = useViewport();
  const inbox = menus.find((m) => m.menuId === INBOX_MENU_ID && m.accessYn === 'Y' && m.frontEndUrl);
  if (mobile || !inbox?.frontEndUrl) return APPR_BADGE_TARGET;
  return routeOf(inbox.frontEndUrl).path;
}

/**
 * Pending-approvals badge of the top bar (spec §2): the count of steps waiting for the worker (or their delegator)
 * over one year back plus one day to today; a click opens the inbox (useApprTarget). Refreshed every minute, on focus and on every route change.
 */
export function ApprBadge() {
  const { t } = useShellT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { allowed, count, refetch } = usePendingApprovals();
  const target = useApprTarget();
  // a decision made on one screen shows on the badge as soon as the user moves on
  const seenPath = useRef(pathname);
  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    if (allowed) void refetch();
  }, [pathname, allowed, refetch]);
  if (!allowed) return null;
  const label = t('nav.pendingAppr', { count });
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} data-testid="appr-badge" onClick={() => navigate(target)}>
        <Badge count={count} size="small" overflowCount={99} offset={[8, -4]}>
          <AuditOutlined />
        </Badge>
      </Button>
    </Tooltip>
  );
}
