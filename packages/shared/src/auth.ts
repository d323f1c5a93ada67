import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, YN } from './constants.js';
import { MESSAGES } from './messages.js';

const zId = z.string().trim().min(1).max(50);

export const ZLoginSchema = z.object({
  username: zId,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type TLogin = z.infer<typeof ZLoginSchema>;

export const ZVendorLoginSchema = z.object({
  userId: zId,
  /** SHA-256 hex of the password, computed by the client */
  userPwdSHA: z.string().regex(/^[0-9a-fA-F]{64}$/),
});
export type TVendorLogin = z.infer<typeof ZVendorLoginSchema>;

export const ZTokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
/** `mustChangePwd`: logged in with a temporary password: only the password change (and own-data routes) work until then */
export const ZLoginResponseSchema = ZTokenPairSchema.extend({ userId: z.string(), mustChangePwd: z.boolean().optional() });
export type TLoginResponse = z.infer<typeof ZLoginResponseSchema>;

/** issue 32: GET /api/auth/sso — whether the login page offers single sign-on and the id/password form */
export const ZSsoStatusSchema = z.object({ sso: z.boolean(), localLogin: z.boolean() });
export type TSsoStatus = z.infer<typeof ZSsoStatusSchema>;
/** issue 32: POST /login/sso/token — the one-time ticket of /auth-redirect#sso=… → the usual login answer */
export const ZSsoTokenSchema = z.object({ ticket: z.string().trim().min(22).max(100) });
/** /login/logout's answer: `ssoLogoutUrl` when the session came from SSO and the provider offers end-session */
export const ZLogoutResponseSchema = z.object({ success: z.boolean(), message: z.string(), ssoLogoutUrl: z.string().optional() });

export const ZDeptAuthGrpSchema = z.object({ plantAccessYn: z.enum(YN), deptAccessYn: z.enum(YN) });

export const ZWorkerSchema = z.object({
  userId: z.string(),
  workerNm: z.string(),
  userType: z.enum(['U', 'V']),
  plantType: z.string().nullable(),
  contType: z.string().nullable(),
  plantCd: z.string().nullable(),
  plantNm: z.string().nullable(),
  deptCd: z.string().nullable(),
  deptNm: z.string().nullable(),
  vendorCd: z.string().nullable(),
  vendorNm: z.string().nullable(),
  signature: z.string().nullable(),
  lang: z.string(),
  isAdmin: z.boolean(),
  deptAuthGrp: ZDeptAuthGrpSchema,
});
export type TWorker = z.infer<typeof ZWorkerSchema>;

/**
 * Password policy (not in the spec; KISA guidance that Korean plants audit against): at least 8
 * characters with at least two of letters, digits and symbols.
 */
export function isStrongPassword(v: string): boolean {
  if (v.length < 8) return false;
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d\s]/].filter((re) => re.test(v)).length;
  return kinds >= 2;
}

/** spec §2 password-change popup, §5 rules */
export const ZPasswordChangeSchema = z
  .object({
    userId: zId,
    userPwd: z
      .string()
      .max(PASSWORD_MAX_LENGTH)
      .refine((v) => v.trim().length > 0, MESSAGES.passwordRequired)
      .refine((v) => v.trim().length === 0 || isStrongPassword(v), MESSAGES.passwordPolicy),
    userPwdRepeat: z.string().max(PASSWORD_MAX_LENGTH),
    /** issue 13: required when users change their own password; not when an administrator resets another's */
    currentPwd: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .refine((v) => v.userPwd === v.userPwdRepeat, { message: MESSAGES.passwordMismatch, path: ['userPwdRepeat'] });
export type TPasswordChange = z.infer<typeof ZPasswordChangeSchema>;
