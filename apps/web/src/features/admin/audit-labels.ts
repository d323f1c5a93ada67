import type { Lang } from '@/lib/i18n';

/**
 * Audit-log actions and entities in the user's language (issue 13 defect 9). The log stores technical names (table or
 * record names); the page shows these names, with the stored name kept for searching and as a tooltip. A name not
 * listed here (a new module) falls back to the stored name, so nothing is hidden.
 */
type Names = Record<Lang, string>;
const n = (ko: string, en: string, zh: string, es: string): Names => ({ ko, en, zh, es });

export const AUDIT_ACTIONS: Record<string, Names> = {
  CREATE: n('등록', 'Create', '新增', 'Alta'),
  UPDATE: n('수정', 'Update', '修改', 'Modificación'),
  DELETE: n('삭제', 'Delete', '删除', 'Baja'),
  LOGIN: n('로그인', 'Log in', '登录', 'Inicio de sesión'),
  LOGOUT: n('로그아웃', 'Log out', '退出', 'Cierre de sesión'),
  PASSWORD: n('비밀번호 변경', 'Password change', '修改密码', 'Cambio de contraseña'),
  TOKEN_REUSE: n('토큰 재사용 차단', 'Token reuse blocked', '令牌重用已阻止', 'Reutilización de token bloqueada'),
  UPLOAD: n('파일 업로드', 'File upload', '文件上传', 'Subida de archivo'),
  APPLY: n('첨부 적용', 'Attachments applied', '附件应用', 'Adjuntos aplicados'),
  SUBMIT: n('결재 요청', 'Approval requested', '提交审批', 'Aprobación solicitada'),
  RECALL: n('결재 회수', 'Approval recalled', '撤回审批', 'Aprobación retirada'),
  JOB_RUN: n('예약 작업 실행', 'Scheduled job run', '定时任务执行', 'Tarea programada'),
  UNLOCK: n('잠금 해제', 'Unlock', '解锁', 'Desbloqueo'),
  CLAIM: n('임시 첨부 확정', 'Temporary attachments claimed', '临时附件确认', 'Adjuntos temporales confirmados'),
  TRANSITION: n('상태 변경', 'Status change', '状态变更', 'Cambio de estado'),
  JOB_SEND: n('작업 즉시 실행', 'Job run requested', '立即执行任务', 'Ejecución de tarea solicitada'),
};

export const AUDIT_ENTITIES: Record<string, Names> = {
  com_user: n('사용자', 'User', '用户', 'Usuario'),
  'com_user.signature': n('사용자 서명', 'User signature', '用户签名', 'Firma de usuario'),
  com_user_auth_grp: n('사용자 권한그룹', 'User authority group', '用户权限组', 'Grupo de autoridad del usuario'),
  com_user_menu: n('사용자별 메뉴', 'Per-user menus', '用户菜单', 'Menús por usuario'),
  com_dept: n('부서', 'Department', '部门', 'Departamento'),
  com_dept_process: n('부서 공정', 'Department processes', '部门工序', 'Procesos del departamento'),
  com_dept_auth_grp: n('부서 권한그룹', 'Department authority group', '部门权限组', 'Grupo de autoridad de departamento'),
  com_process: n('공정', 'Process', '工序', 'Proceso'),
  com_code_group: n('코드그룹', 'Code group', '代码组', 'Grupo de códigos'),
  com_code_master: n('코드', 'Code', '代码', 'Código'),
  com_menu: n('메뉴', 'Menu', '菜单', 'Menú'),
  'com_menu.sort': n('메뉴 순서', 'Menu order', '菜单顺序', 'Orden de menús'),
  com_auth_grp: n('권한그룹', 'Authority group', '权限组', 'Grupo de autoridad'),
  com_auth_grp_menu: n('권한그룹 메뉴', 'Authority group menus', '权限组菜单', 'Menús del grupo de autoridad'),
  com_attach_file: n('첨부파일', 'Attachment', '附件', 'Adjunto'),
  com_attach_setting: n('첨부파일 설정', 'Attachment setting', '附件设置', 'Configuración de adjuntos'),
  'attach-cleanup': n('임시 첨부 정리', 'Temporary attachment cleanup', '临时附件清理', 'Limpieza de adjuntos temporales'),
  auth_session: n('로그인 세션', 'Login session', '登录会话', 'Sesión'),
  apprRequest: n('결재 요청', 'Approval request', '审批请求', 'Solicitud de aprobación'),
  apprLine: n('결재선', 'Approval line', '审批线', 'Línea de aprobación'),
  apprDoc: n('일반기안', 'General draft', '一般起草', 'Borrador general'),
  apprDelegate: n('결재 위임', 'Approval delegation', '审批委托', 'Delegación de aprobación'),
  heaCheckupPlan: n('검진계획', 'Checkup plan', '体检计划', 'Plan de chequeo'),
  heaCheckupUser: n('검진 대상자', 'Checkup target', '体检对象', 'Destinatario del chequeo'),
  heaCheckupReserve: n('검진예약', 'Checkup reservation', '体检预约', 'Reserva de chequeo'),
  heaCheckupResult: n('검진결과', 'Checkup result', '体检结果', 'Resultado de chequeo'),
  heaCheckupOrgSchedule: n('검진기관 일정', 'Hospital schedule', '体检机构日程', 'Calendario del centro'),
  heaPlanOptionRule: n('검진 선택 규칙', 'Checkup option rule', '体检选项规则', 'Regla de opciones'),
  heaSuspectUser: n('유소견자', 'Abnormal finding', '有所见者', 'Hallazgo anormal'),
  heaSuspectConsult: n('유소견자 상담', 'Follow-up consultation', '有所见者咨询', 'Consulta de seguimiento'),
  heaInfirmaryVisit: n('보건실 이용', 'Infirmary visit', '医务室就诊', 'Visita a enfermería'),
  heaDrug: n('의약품', 'Drug', '药品', 'Medicamento'),
  heaDrugMove: n('의약품 입출고', 'Drug stock movement', '药品出入库', 'Movimiento de stock'),
  heaMskSurvey: n('유해요인조사', 'Hazard survey', '有害因素调查', 'Evaluación de riesgos'),
  heaMskUnitWork: n('단위작업', 'Unit work', '单位作业', 'Tarea unitaria'),
  heaWorkenvPlan: n('작업환경측정 계획', 'Measurement plan', '作业环境测定计划', 'Plan de medición'),
  heaWorkenvResult: n('작업환경측정 결과', 'Measurement result', '作业环境测定结果', 'Resultado de medición'),
  // records of the resource framework are logged under the definition's name (audit-labels.test.ts checks every
  // definition has its line here; listed, not scanned, so the page does not load every schema — issue 13 budgets)
  notice: n('공지사항관리', 'Notices', '公告管理', 'Avisos'),
  imprAction: n('개선조치', 'Improvement actions', '整改措施', 'Acciones de mejora'),
  vendorMaster: n('업체관리', 'Contractors', '企业管理', 'Empresas'),
  vendorWorker: n('근로자 명부', 'Worker roster', '工人名册', 'Registro de trabajadores'),
  vendorEntry: n('출입신청', 'Entry requests', '出入申请', 'Solicitudes de acceso'),
  vendorPenalty: n('벌점·경고', 'Penalty points', '罚分·警告', 'Puntos de penalización'),
  vendorNotice: n('협력업체 공지', 'Contractor notices', '协力企业公告', 'Avisos a contratistas'),
  vendorEvalItemSet: n('평가항목 관리', 'Evaluation items', '评价项目管理', 'Ítems de evaluación'),
  vendorEval: n('안전보건 수준 평가', 'Safety evaluation', '安全卫生水平评价', 'Evaluación de seguridad'),
  vendorCouncil: n('안전보건협의체', 'Safety and health council', '安全卫生协议体', 'Comité de seguridad y salud'),
  rsaPlan: n('위험성평가 계획', 'Risk assessment plan', '风险评估计划', 'Plan de evaluación de riesgos'),
  rsaAssessment: n('위험성평가 결과', 'Risk assessment', '风险评估结果', 'Evaluación de riesgos'),
  rsaMatrix: n('위험성 매트릭스', 'Risk matrix', '风险矩阵', 'Matriz de riesgos'),
  rsaPlanParticipant: n('위험성평가 근로자 참여', 'Risk assessment participation', '风险评估工人参与', 'Participación en la evaluación'),
  eduCourse: n('교육과정', 'Courses', '培训课程', 'Cursos'),
  eduQuestion: n('문제은행', 'Question bank', '题库', 'Banco de preguntas'),
  eduSession: n('교육실시', 'Training sessions', '培训实施', 'Sesiones de formación'),
  eduWorker: n('교육대상자', 'Trainees', '培训对象', 'Personas a formar'),
  safAccident: n('사고관리', 'Accidents', '事故管理', 'Accidentes'),
  safAccidentInvestigation: n('사고조사', 'Accident investigations', '事故调查', 'Investigaciones de accidentes'),
  safWorkHours: n('근로시간 관리', 'Working hours', '工作时间管理', 'Horas trabajadas'),
  safNearMiss: n('아차사고', 'Near misses', '未遂事件', 'Cuasi accidentes'),
  safNoAccident: n('무재해 기록', 'No-accident records', '无事故记录', 'Récords sin accidentes'),
  safCheckTemplate: n('점검표', 'Check templates', '检查表', 'Listas de inspección'),
  safCheckResult: n('점검결과', 'Check results', '检查结果', 'Resultados de inspección'),
  safCheckPlan: n('점검계획', 'Check plans', '检查计划', 'Planes de inspección'),
  safTbm: n('TBM(작업 전 안전점검회의)', 'TBM (pre-work meeting)', 'TBM(作业前安全会议)', 'TBM (reunión previa)'),
  safPatrolFinding: n('순회점검 지적사항', 'Patrol findings', '巡检指出事项', 'Hallazgos de rondas'),
  safMoc: n('변경관리(MOC)', 'Management of change', '变更管理', 'Gestión del cambio'),
  safFacility: n('설비·검사', 'Facilities and inspections', '设备·检验', 'Instalaciones e inspecciones'),
  position: n('직위관리', 'Positions', '职位管理', 'Puestos'),
  duty: n('직책관리', 'Dutys', '职务管理', 'Cargos'),
  heaDisease: n('질환', 'Diseases', '疾病', 'Enfermedades'),
  heaInterviewItem: n('문진항목', 'Interview items', '问诊项目', 'Preguntas de entrevista'),
  heaConsultType: n('상담유형', 'Consultation types', '咨询类型', 'Tipos de consulta'),
  heaCheckupOrg: n('검진기관', 'Checkup organisations', '体检机构', 'Centros de chequeo'),
  heaHazard: n('유해인자', 'Hazardous factors', '有害因素', 'Factores de riesgo'),
  heaTestItem: n('검사항목', 'Test items', '检查项目', 'Pruebas'),
  heaTestItemRange: n('검사항목 결과범위', 'Test item result ranges', '检查项目结果范围', 'Rangos de resultados'),
};

export function auditActionName(action: string, lang: Lang): string {
  return AUDIT_ACTIONS[action]?.[lang] ?? action;
}

export function auditEntityName(entity: string, lang: Lang): string {
  return AUDIT_ENTITIES[entity]?.[lang] ?? entity;
}
