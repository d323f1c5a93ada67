// zod-free, for the public pages

/** public one-shot uploads (a grant handed out with a record created without login): path and the per-address rate */
export const PUBLIC_UPLOAD_API = '/api/public/attachFile/upload';
export const PUBLIC_UPLOAD_LIMITS = { perWindow: 20, windowSec: 3600 } as const;
