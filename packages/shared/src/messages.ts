// Texts and codes that the spec fixes (spec §5, §8). Server and web both use these constants so that
// the wire contract cannot drift. Translations of non-contract text live in the web i18n bundles.

export const MESSAGES = {
  /** spec §8: HTTP 400 */
  badRequest: '[400오류]필수 입력값이 입력되지 않았습니다.',
  /** spec §8: generic request failure */
  genericError: '작업 중 오류가 발생했습니다. 다시 시도하고, 문제가 계속되면 관리자에게 문의하세요.',
  /** spec §6 / §8: no menu permission */
  noMenuPermission: '메뉴 권한이 없습니다.',
  notFound: '요청한 정보를 찾을 수 없습니다.',
  /**
   * issue 34: a record (or a picked plant) outside the caller's plant, department or contractor; the menu message is
   * for menus only. Not in the spec's §8 catalogue (it names only the menu refusal), so written in its style.
   */
  outOfScope: '소속 사업장·부서(협력업체)의 범위를 벗어난 정보입니다. 접근 권한이 있는 정보만 조회하거나 변경할 수 있습니다.',
  unauthorized: '로그인이 필요합니다.',
  wrongPassword: '아이디 또는 비밀번호가 올바르지 않습니다.',
  accountLocked: '비밀번호를 여러 번 잘못 입력하여 계정이 잠겼습니다. 잠시 후 다시 시도하세요.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도하세요.',
  accessExpired: '접속 토큰이 만료되었습니다.',
  refreshExpired: '세션이 만료되었습니다. 다시 로그인하세요.',
  concurrentExpired: '다른 곳에서 로그인하여 현재 세션이 종료되었습니다.',
  conflict: '다른 사용자가 먼저 수정했습니다. 다시 조회한 후 수정하세요.',
  payloadTooLarge: '요청 크기가 허용 한도를 초과했습니다.',
  unsupportedMediaType: '지원하지 않는 요청 형식입니다.',
  /** spec §5 password change */
  passwordRequired: '비밀번호를 입력해야 합니다.',
  passwordMismatch: '비밀번호와 비밀번호 확인이 동일해야 합니다.',
  passwordPolicy: '비밀번호는 8자 이상이며 영문, 숫자, 특수문자 중 2종류 이상을 포함해야 합니다.',
  passwordChanged: '비밀번호가 변경되었습니다.',
  passwordNotChanged: '비밀번호가 변경되지 않았습니다. 관리자에게 문의하세요.',
  /** issue 13: changing one's own password needs the current one */
  currentPasswordRequired: '현재 비밀번호를 입력하세요.',
  currentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  accountUnlocked: '계정 잠금이 해제되었습니다.',
  /** issue 19: an administrator issued a temporary password; nothing but the password change works until it is changed */
  passwordChangeRequired: '임시 비밀번호로 로그인했습니다. 비밀번호를 변경한 후 이용하세요.',
  /** issue 32: OIDC_LOCAL_LOGIN=off — the id/password login of plant users is off for everyone but admin */
  localLoginOff: '아이디·비밀번호 로그인이 꺼져 있습니다. SSO로 로그인하세요.',
  /** issue 32: the one-time SSO ticket is unknown, spent, expired or from another browser */
  ssoTicketInvalid: 'SSO 로그인이 만료되었거나 이미 사용되었습니다. 다시 로그인하세요.',
} as const;

/** returnCode values carried by 401 (and a few other) answers; spec §8 names the first four. */
export const RETURN_CODES = {
  accessExpired: 'ACCESS_EXPIRED',
  refreshExpired: 'REFRESH_EXPIRED',
  wrongPassword: 'WRONG_PASSWORD',
  concurrentExpired: 'CONCURRENT_EXPIRED',
  accountLocked: 'ACCOUNT_LOCKED',
  wrongCurrentPassword: 'WRONG_CURRENT_PASSWORD',
  invalidToken: 'INVALID_TOKEN',
  noMenuPermission: 'NO_MENU_PERMISSION',
  outOfScope: 'OUT_OF_SCOPE',
  validation: 'VALIDATION',
  conflict: 'CONFLICT',
  /** a second row with the same unique key (a database constraint; issue 25) */
  duplicate: 'DUPLICATE',
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  /** issue 32: OIDC_LOCAL_LOGIN=off and not admin (403) */
  localLoginOff: 'LOCAL_LOGIN_OFF',
} as const;
export type TReturnCode = (typeof RETURN_CODES)[keyof typeof RETURN_CODES];

/** spec §5: message codes used by the generic form check */
export const MESSAGE_CODES = {
  validationError: 'M0000000881',
  warning: 'M0000000005',
  success: 'M0000000078',
} as const;
