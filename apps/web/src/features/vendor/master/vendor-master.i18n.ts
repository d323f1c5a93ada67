import { registerTranslations } from '@/lib/i18n';

/** texts of the vendor master's accounts panel (namespace "vendorMaster"); Korean is the source text */
export const VND_MASTER_NS = 'vendorMaster';

registerTranslations(VND_MASTER_NS, {
  ko: {
    'users.title': '사용자 계정', 'users.add': '계정 추가', 'users.userId': '아이디', 'users.userNm': '이름', 'users.phoneNo': '휴대전화', 'users.email': '이메일',
    'users.status': '상태', 'users.active': '사용', 'users.locked': '잠김', 'users.mustChange': '임시 비밀번호', 'users.lock': '잠금', 'users.unlock': '잠금 해제',
    'users.reset': '비밀번호 초기화', 'users.resetConfirm': '{{userId}}의 비밀번호를 초기화하시겠습니까?', 'users.lockConfirm': '{{userId}} 계정을 잠그시겠습니까?',
    'users.copy': '복사', 'users.copied': '복사했습니다.', 'users.tempTitle': '임시 비밀번호', 'users.tempBody': '{{userId}}의 임시 비밀번호입니다. 이 창을 닫으면 다시 볼 수 없습니다. 첫 로그인 때 비밀번호를 바꿔야 합니다.',
    'users.empty': '등록된 계정이 없습니다.', 'users.save': '저장', 'users.cancel': '취소', 'users.ok': '확인', 'users.required': '필수 입력 항목입니다.', 'users.done': '처리되었습니다.',
  },
  en: {
    'users.title': 'User accounts', 'users.add': 'Add account', 'users.userId': 'User ID', 'users.userNm': 'Name', 'users.phoneNo': 'Mobile', 'users.email': 'E-mail',
    'users.status': 'Status', 'users.active': 'Active', 'users.locked': 'Locked', 'users.mustChange': 'Temporary password', 'users.lock': 'Lock', 'users.unlock': 'Unlock',
    'users.reset': 'Reset password', 'users.resetConfirm': 'Reset the password of {{userId}}?', 'users.lockConfirm': 'Lock the account {{userId}}?',
    'users.copy': 'Copy', 'users.copied': 'Copied.', 'users.tempTitle': 'Temporary password', 'users.tempBody': 'Temporary password of {{userId}}. It cannot be shown again once this window is closed. It must be changed at the first login.',
    'users.empty': 'No accounts yet.', 'users.save': 'Save', 'users.cancel': 'Cancel', 'users.ok': 'OK', 'users.required': 'Required.', 'users.done': 'Done.',
  },
  zh: {
    'users.title': '用户账号', 'users.add': '添加账号', 'users.userId': '账号', 'users.userNm': '姓名', 'users.phoneNo': '手机', 'users.email': '邮箱',
    'users.status': '状态', 'users.active': '使用中', 'users.locked': '已锁定', 'users.mustChange': '临时密码', 'users.lock': '锁定', 'users.unlock': '解锁',
    'users.reset': '重置密码', 'users.resetConfirm': '确定重置 {{userId}} 的密码吗？', 'users.lockConfirm': '确定锁定账号 {{userId}} 吗？',
    'users.copy': '复制', 'users.copied': '已复制。', 'users.tempTitle': '临时密码', 'users.tempBody': '{{userId}} 的临时密码。关闭此窗口后将无法再次查看。首次登录时必须修改密码。',
    'users.empty': '暂无账号。', 'users.save': '保存', 'users.cancel': '取消', 'users.ok': '确认', 'users.required': '必填项。', 'users.done': '处理成功。',
  },
  es: {
    'users.title': 'Cuentas de usuario', 'users.add': 'Añadir cuenta', 'users.userId': 'Usuario', 'users.userNm': 'Nombre', 'users.phoneNo': 'Móvil', 'users.email': 'Correo',
    'users.status': 'Estado', 'users.active': 'Activa', 'users.locked': 'Bloqueada', 'users.mustChange': 'Contraseña temporal', 'users.lock': 'Bloquear', 'users.unlock': 'Desbloquear',
    'users.reset': 'Restablecer contraseña', 'users.resetConfirm': '¿Restablecer la contraseña de {{userId}}?', 'users.lockConfirm': '¿Bloquear la cuenta {{userId}}?',
    'users.copy': 'Copiar', 'users.copied': 'Copiado.', 'users.tempTitle': 'Contraseña temporal', 'users.tempBody': 'Contraseña temporal de {{userId}}. No se podrá volver a ver al cerrar esta ventana. Debe cambiarse en el primer inicio de sesión.',
    'users.empty': 'Aún no hay cuentas.', 'users.save': 'Guardar', 'users.cancel': 'Cancelar', 'users.ok': 'Aceptar', 'users.required': 'Obligatorio.', 'users.done': 'Hecho.',
  },
});
