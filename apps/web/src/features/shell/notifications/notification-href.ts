import type { TNotificationRow } from '@jikim/shared';

/**
 * On a phone, a notification that asks the person to act opens the phone page made for it (issue 31 item 5): an
 * action assigned to them (or due, or overdue) opens 내 개선조치, a change review request the phone review page — when the
 * user has that page's menu. Anything else, and every notification on a desktop, opens the register.
 */
export const PHONE_PAGES: readonly { kinds: readonly string[]; route: string; menuId: string }[] = [
  { kinds: ['IMPR_ASSIGNED', 'IMPR_DUE', 'IMPR_OVERDUE'], route: '/impr/imprAction', menuId: 'IMPR_MY' },
  { kinds: ['SAF_MOC_REVIEW'], route: '/saf/moc', menuId: 'SAF_MOC_MOBILE' },
];

/**
 * the page a notification opens: its route (or, on a phone, the phone page of `PHONE_PAGES` the user has: `phonePath`
 * answers a menu's path or null), with the record key as ?key=
 */
export function notificationHref(n: Pick<TNotificationRow, 'linkRoute' | 'linkKey'> & { kindCd?: string }, phonePath?: (menuId: string) => string | null): string | null {
  if (!n.linkRoute) return null;
  const phone = phonePath && n.kindCd ? PHONE_PAGES.find((p) => p.route === n.linkRoute && p.kinds.includes(n.kindCd!)) : undefined;
  const route = (phone && phonePath?.(phone.menuId)) || n.linkRoute;
  return n.linkKey ? `${route}?key=${encodeURIComponent(n.linkKey)}` : route;
}
