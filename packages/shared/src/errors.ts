import { z } from 'zod';

/** spec §3 "Server error detail" — the body of every error answer. */
export const ZErrorDetailSchema = z.object({
  code: z.number().int(),
  timestamp: z.string(),
  message: z.string(),
  cause: z.string().nullable(),
  causeDetail: z.string().nullable(),
  url: z.string(),
  queryString: z.string().nullable(),
  returnCode: z.string().nullable(),
  logNo: z.number().int().nullable(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** the records a refusal is about (e.g. the permits of a SIMOPS conflict) */
  conflicts: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type TErrorDetail = z.infer<typeof ZErrorDetailSchema>;
