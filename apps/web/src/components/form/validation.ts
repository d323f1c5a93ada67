import { Modal } from 'antd';
import { MESSAGE_CODES } from '@jikim/shared';
import { i18n } from '@/lib/i18n';
import { UI_NS } from '../ui.i18n';

export { MESSAGE_CODES };

/** spec §5: the validation-error dialog is titled 에러 and shows the message, default 'validation failed' */
export function showValidationError(message?: string) {
  const t = i18n.getFixedT(null, UI_NS);
  return Modal.error({ title: t('errorTitle'), content: message || t('validationFailed'), okText: t('confirm') });
}

/** spec §5 generic form check: M0000000881 validation error, M0000000005 warning, M0000000078 success */
export type TFormCheckResult = { code: (typeof MESSAGE_CODES)[keyof typeof MESSAGE_CODES]; message: string };

export function formCheck(errors: Record<string, string | null | undefined>): TFormCheckResult {
  const first = Object.values(errors).find((e): e is string => !!e);
  if (first) return { code: MESSAGE_CODES.validationError, message: first };
  return { code: MESSAGE_CODES.success, message: '' };
}
