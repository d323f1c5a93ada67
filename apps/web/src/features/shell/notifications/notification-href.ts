import type { TNotificationRow } from '@jikim/shared';

/** the page a notification opens: its route, with the record key as ?key= */
export const notificationHref = (n: Pick<TNotificationRow, 'linkRoute' | 'linkKey'>): string | null =>
  n.linkRoute ? (n.linkKey ? `${n.linkRoute}?key=${encodeURIComponent(n.linkKey)}` : n.linkRoute) : null;
