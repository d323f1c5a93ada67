import { NOTIFICATION_KINDS } from '@jikim/shared';

/** the kinds a notification may have: the shared list, plus any a module (or a test) registers at start */
const kinds = new Set<string>(NOTIFICATION_KINDS);

export function registerNotificationKind(kindCd: string): void {
  if (!/^[A-Z][A-Z0-9_]{1,49}$/.test(kindCd)) throw new Error(`bad notification kind ${kindCd}`);
  kinds.add(kindCd);
}
export const isNotificationKind = (kindCd: string): boolean => kinds.has(kindCd);
export const notificationKinds = (): string[] => [...kinds];
