import { isPublicToken, VND_ENTRY_API, VND_ENTRY_PASS_API, type TEntryPass } from '@jikim/shared';
import { http } from '@/lib/http';

/** the QR pass of an approved request (null token before approval) */
export const findEntryPass = (entryNo: number) => http.get<{ token: string | null; pass: TEntryPass | null }>(`${VND_ENTRY_API}/${entryNo}/pass`);
/** the public state of a pass (the /qr page, no login) */
/** a link whose key cannot be a pass token is an unknown pass, without asking the server (which refuses it with 400) */
export const getPublicPass = (token: string): Promise<TEntryPass> => (isPublicToken(token)
  ? http.get<TEntryPass>(`${VND_ENTRY_PASS_API}/${encodeURIComponent(token)}`, undefined, { silent: true, skipErrorHandler: true })
  : Promise.resolve({ valid: false, validFrom: null, validTo: null, plantNm: null, statusCd: null }));
/** the /qr link a pass's QR code carries */
export const passUrl = (token: string) => `${window.location.origin}/qr?entryPass=${encodeURIComponent(token)}`;
