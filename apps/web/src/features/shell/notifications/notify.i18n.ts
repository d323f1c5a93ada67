import { registerTranslations, useT } from '@/lib/i18n';

// Notification centre texts. Kind labels: one line per kind a module sends (packages/shared notifications.ts).
const ko = {
  bell: '알림',
  bellUnread: '읽지 않은 알림 {{count}}건',
  title: '알림',
  empty: '알림이 없습니다.',
  markAll: '모두 읽음',
  markRead: '읽음',
  more: '더 보기',
  unread: '읽지 않음',
  settings: '알림 설정',
  back: '알림 목록',
  mailHelp: '종류별로 이메일 받기를 켜거나 끕니다. 화면의 알림은 항상 받습니다.',
  mail: '이메일',
  saved: '저장되었습니다.',
  kind: {
    APPR_PENDING: '결재 요청',
    APPR_COMPLETE: '결재 완료',
    APPR_REJECT: '결재 반려',
    APPR_REFERENCE: '결재 참조',
    WORKFLOW_STATUS: '진행 상태 변경',
    IMPR_ASSIGNED: '개선조치 배정',
    IMPR_DUE: '개선조치 기한 도래',
    IMPR_OVERDUE: '개선조치 기한 경과',
    VND_LICENCE_EXPIRY: '협력업체 근로자 자격 만료 예정',
    VND_PENALTY_WARN: '협력업체 벌점 경고',
    VND_NOTICE_UNREAD: '협력업체 공지 미열람',
    EDU_SHORTFALL: '법정교육 시간 부족',
    SAF_INSPECTION_OVERDUE: '설비 검사기한 경과',
    SAF_MOC_EXPIRY: '임시 변경 만료 예정',
    SAF_MOC_REVIEW: '변경관리 기술검토 요청',
    SAF_MOC_REVIEWED: '변경관리 기술검토 완료',
    RSA_DUE: '정기 위험성평가 시기 도래',
    WKOD_GAS_OUT: '작업허가 작업중지(가스 부적합)',
    WKOD_GAS_DUE: '가스 측정 시기 경과',
  } as Record<string, string>,
};
type Shape = typeof ko;

const en: Shape = {
  bell: 'Notifications',
  bellUnread: '{{count}} unread notifications',
  title: 'Notifications',
  empty: 'No notifications.',
  markAll: 'Mark all read',
  markRead: 'Read',
  more: 'Show more',
  unread: 'Unread',
  settings: 'Notification settings',
  back: 'Notifications',
  mailHelp: 'Turn e-mail on or off for each kind. Notifications on screen are always kept.',
  mail: 'E-mail',
  saved: 'Saved.',
  kind: { APPR_PENDING: 'Approval request', APPR_COMPLETE: 'Approval completed', APPR_REJECT: 'Approval rejected', APPR_REFERENCE: 'Approval for reference', WORKFLOW_STATUS: 'Status changed', IMPR_ASSIGNED: 'Improvement action assigned', IMPR_DUE: 'Improvement action due', IMPR_OVERDUE: 'Improvement action overdue', VND_LICENCE_EXPIRY: 'Contractor licence expiring', VND_PENALTY_WARN: 'Contractor penalty warning', VND_NOTICE_UNREAD: 'Contractor notice not read', EDU_SHORTFALL: 'Legal training hours short', SAF_INSPECTION_OVERDUE: 'Facility inspection overdue', SAF_MOC_EXPIRY: 'Temporary change expiring', SAF_MOC_REVIEW: 'Change review requested', SAF_MOC_REVIEWED: 'Change review done', RSA_DUE: 'Regular risk assessment due', WKOD_GAS_OUT: 'Work permit suspended (gas)', WKOD_GAS_DUE: 'Gas reading overdue' },
};
const zh: Shape = {
  bell: '通知',
  bellUnread: '{{count}} 条未读通知',
  title: '通知',
  empty: '没有通知。',
  markAll: '全部已读',
  markRead: '已读',
  more: '显示更多',
  unread: '未读',
  settings: '通知设置',
  back: '通知列表',
  mailHelp: '按类型开启或关闭电子邮件。页面上的通知始终保留。',
  mail: '电子邮件',
  saved: '已保存。',
  kind: { APPR_PENDING: '审批请求', APPR_COMPLETE: '审批完成', APPR_REJECT: '审批驳回', APPR_REFERENCE: '审批抄送', WORKFLOW_STATUS: '状态变更', IMPR_ASSIGNED: '整改措施分配', IMPR_DUE: '整改措施到期', IMPR_OVERDUE: '整改措施逾期', VND_LICENCE_EXPIRY: '协力工人资格即将到期', VND_PENALTY_WARN: '协力企业罚分警告', VND_NOTICE_UNREAD: '协力企业公告未读', EDU_SHORTFALL: '法定培训学时不足', SAF_INSPECTION_OVERDUE: '设备检验逾期', SAF_MOC_EXPIRY: '临时变更即将到期', SAF_MOC_REVIEW: '变更管理技术审查请求', SAF_MOC_REVIEWED: '变更管理技术审查完成', RSA_DUE: '定期风险评估到期', WKOD_GAS_OUT: '作业许可暂停(气体)', WKOD_GAS_DUE: '气体检测逾期' },
};
const es: Shape = {
  bell: 'Notificaciones',
  bellUnread: '{{count}} notificaciones sin leer',
  title: 'Notificaciones',
  empty: 'No hay notificaciones.',
  markAll: 'Marcar todo como leído',
  markRead: 'Leído',
  more: 'Ver más',
  unread: 'Sin leer',
  settings: 'Ajustes de notificaciones',
  back: 'Notificaciones',
  mailHelp: 'Active o desactive el correo por tipo. Las notificaciones en pantalla se conservan siempre.',
  mail: 'Correo',
  saved: 'Guardado.',
  kind: { APPR_PENDING: 'Solicitud de aprobación', APPR_COMPLETE: 'Aprobación completada', APPR_REJECT: 'Aprobación rechazada', APPR_REFERENCE: 'Aprobación en copia', WORKFLOW_STATUS: 'Cambio de estado', IMPR_ASSIGNED: 'Acción de mejora asignada', IMPR_DUE: 'Acción de mejora vence hoy', IMPR_OVERDUE: 'Acción de mejora vencida', VND_LICENCE_EXPIRY: 'Licencia de contratista por vencer', VND_PENALTY_WARN: 'Aviso de penalización del contratista', VND_NOTICE_UNREAD: 'Aviso a contratistas sin leer', EDU_SHORTFALL: 'Faltan horas de formación legal', SAF_INSPECTION_OVERDUE: 'Inspección de instalación vencida', SAF_MOC_EXPIRY: 'Cambio temporal por vencer', SAF_MOC_REVIEW: 'Revisión de cambio solicitada', SAF_MOC_REVIEWED: 'Revisión de cambio completada', RSA_DUE: 'Evaluación de riesgos periódica pendiente', WKOD_GAS_OUT: 'Permiso suspendido (gas)', WKOD_GAS_DUE: 'Medición de gas vencida' },
};

export const NOTIFY_NS = 'notify';
registerTranslations(NOTIFY_NS, { ko, en, zh, es });
export const useNotifyT = () => useT(NOTIFY_NS);
