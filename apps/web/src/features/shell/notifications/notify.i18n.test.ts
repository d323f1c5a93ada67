import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@jikim/shared';
import { i18n } from '@/lib/i18n';
import { NOTIFY_NS } from './notify.i18n';
import { notificationHref } from './notification-bell';

describe('notification centre (web)', () => {
  it('every kind a module may send has a label in every language', () => {
    for (const lng of ['ko', 'en', 'zh', 'es']) {
      for (const kind of NOTIFICATION_KINDS) {
        const label = i18n.getResource(lng, NOTIFY_NS, `kind.${kind}`) as unknown;
        expect(typeof label === 'string' && label.length > 0, `${lng} kind.${kind}`).toBe(true);
      }
      expect(i18n.getFixedT(lng, NOTIFY_NS)('bellUnread', { count: 3 })).toContain('3');
    }
  });

  it('a notification opens its route with the record key, escaped', () => {
    expect(notificationHref({ linkRoute: '/appr/apprInbox', linkKey: '12' })).toBe('/appr/apprInbox?key=12');
    expect(notificationHref({ linkRoute: '/x/y', linkKey: 'a&b c' })).toBe('/x/y?key=a%26b%20c');
    expect(notificationHref({ linkRoute: '/x/y', linkKey: null })).toBe('/x/y');
    expect(notificationHref({ linkRoute: null, linkKey: '1' })).toBeNull();
  });

  it('on a phone, an action for the person opens its phone page when they have it; the rest opens the register', () => {
    const phone = (menuId: string) => (menuId === 'IMPR_MY' ? '/mobile/imprMyAction' : null);
    expect(notificationHref({ linkRoute: '/impr/imprAction', linkKey: '7', kindCd: 'IMPR_ASSIGNED' }, phone)).toBe('/mobile/imprMyAction?key=7');
    expect(notificationHref({ linkRoute: '/impr/imprAction', linkKey: '7', kindCd: 'IMPR_OVERDUE' }, phone)).toBe('/mobile/imprMyAction?key=7');
    // the requester's status change is not theirs to act on from the phone page
    expect(notificationHref({ linkRoute: '/impr/imprAction', linkKey: '7', kindCd: 'WORKFLOW_STATUS' }, phone)).toBe('/impr/imprAction?key=7');
    // without the phone page's menu, and on a desktop (no phone paths), the register
    expect(notificationHref({ linkRoute: '/saf/moc', linkKey: '3', kindCd: 'SAF_MOC_REVIEW' }, phone)).toBe('/saf/moc?key=3');
    expect(notificationHref({ linkRoute: '/impr/imprAction', linkKey: '7', kindCd: 'IMPR_ASSIGNED' })).toBe('/impr/imprAction?key=7');
  });
});
