import { VND_ENTRY_API, VND_ENTRY_PASS_API, type TEntryPass } from '@jikim/shared';
import { http } from '@/lib/http';

/** the QR pass of an approved request (null token before approval) */
export const findEntryPass = (entryNo: number) => http.get<{ token: string | null; pass: TEntryPass | null }>(`${VND_ENTRY_API}/${entryNo}/pass`);
/** the public state of a pass (the /qr page, no login) */
export const getPublicPass = (token: string) => http.get<TEntryPass>(`${VND_ENTRY_PASS_API}/${encodeURIComponent(token)}`, undefined, { silent: true, skipErrorHandler: true });
/** the /qr link a pass's QR code carries */
export const passUrl = (token: string) => `${window.location.origin}/qr?entryPass=${encodeURIComponent(token)}`;
