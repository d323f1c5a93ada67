import { z } from 'zod';
import { COMMENT_MAX } from './definition.js';

/** body of POST <base>/:key/transition */
export const ZTransitionBody = z.object({
  action: z.string().trim().regex(/^[A-Z][A-Z0-9_]{0,29}$/),
  comment: z.string().trim().max(COMMENT_MAX).nullish(),
  version: z.number().int().min(1),
});
export type TTransitionBody = z.infer<typeof ZTransitionBody>;

/** one row of GET <base>/:key/history (oldest first) */
export const ZStatusHistoryRow = z.object({
  historyNo: z.number(),
  action: z.string(),
  fromStatusCd: z.string().nullable(),
  toStatusCd: z.string(),
  comment: z.string().nullable(),
  userId: z.string().nullable(),
  userNm: z.string().nullable(),
  createDt: z.string(),
});
export type TStatusHistoryRow = z.infer<typeof ZStatusHistoryRow>;
export const ZStatusHistory = z.object({ list: z.array(ZStatusHistoryRow) });

/** an action segregation of duties refuses the caller (`TSeparatedAction`; GET one and the transition answer them) */
export const ZSeparatedAction = z.object({ action: z.string(), rule: z.string(), taken: z.string().optional(), field: z.string().optional() });
