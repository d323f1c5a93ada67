// The product's menu tree. Each module issue adds its own menus here (and its rights in demo.ts).
// Menu ids are stable: server routes name them in their auth rule (menuRead/menuWrite).

export type MenuSeed = {
  menuId: string;
  menuNm: string;
  en: string;
  zh: string;
  es: string;
  upMenuId?: string;
  frontEndUrl?: string;
  icon?: string;
  taskGrpCd?: string;
  plantTypeAuth?: string;
  allPlantAccessCd?: 'APA01' | 'APA02';
};

export const MENUS: MenuSeed[] = [
  { menuId: 'ADM', menuNm: '시스템관리', en: 'System', zh: '系统管理', es: 'Sistema', icon: 'setting', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_BASE', menuNm: '기준정보', en: 'Base data', zh: '基础信息', es: 'Datos base', upMenuId: 'ADM', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_USER', menuNm: '사용자관리', en: 'Users', zh: '用户管理', es: 'Usuarios', upMenuId: 'ADM_BASE', frontEndUrl: '/manage/userManage', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_DEPT', menuNm: '부서관리', en: 'Departments', zh: '部门管理', es: 'Departamentos', upMenuId: 'ADM_BASE', frontEndUrl: '/manage/deptManage', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_PROCESS', menuNm: '공정관리', en: 'Processes', zh: '工序管理', es: 'Procesos', upMenuId: 'ADM_BASE', frontEndUrl: '/manage/processManage', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_CODE', menuNm: '코드관리', en: 'Codes', zh: '代码管理', es: 'Códigos', upMenuId: 'ADM_BASE', frontEndUrl: '/manage/codeManage', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_AUTHZ', menuNm: '권한관리', en: 'Authorization', zh: '权限管理', es: 'Autorización', upMenuId: 'ADM', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_MENU', menuNm: '메뉴관리', en: 'Menus', zh: '菜单管理', es: 'Menús', upMenuId: 'ADM_AUTHZ', frontEndUrl: '/manage/menuManage', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_AUTH_GRP', menuNm: '권한그룹관리', en: 'Authority groups', zh: '权限组管理', es: 'Grupos de autoridad', upMenuId: 'ADM_AUTHZ', frontEndUrl: '/manage/authGrpManage', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_JOBS', menuNm: '작업이력', en: 'Job history', zh: '作业历史', es: 'Historial de tareas', upMenuId: 'ADM_AUTHZ', frontEndUrl: '/manage/jobHistory', taskGrpCd: 'MANAGE' },
  // issue 32: tokens of the systems that sync with the product (the HR system); administrators only
  { menuId: 'ADM_INTEGRATION', menuNm: '연동 토큰', en: 'Integration tokens', zh: '集成令牌', es: 'Tokens de integración', upMenuId: 'ADM_AUTHZ', frontEndUrl: '/manage/integrationToken', taskGrpCd: 'MANAGE' },
  // issue 32: outbound webhooks (subscriptions, signed deliveries and their history); administrators only
  { menuId: 'ADM_WEBHOOK', menuNm: '웹훅', en: 'Webhooks', zh: 'Webhook', es: 'Webhooks', upMenuId: 'ADM_AUTHZ', frontEndUrl: '/manage/webhook', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_AUDIT', menuNm: '감사로그', en: 'Audit log', zh: '审计日志', es: 'Registro de auditoría', upMenuId: 'ADM_AUTHZ', frontEndUrl: '/manage/auditLog', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_NOTICE', menuNm: '공지사항관리', en: 'Notices', zh: '公告管理', es: 'Avisos', upMenuId: 'ADM_BASE', frontEndUrl: '/manage/noticeManage', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_POSITION', menuNm: '직위/직책관리', en: 'Positions and duties', zh: '职位/职务管理', es: 'Puestos y cargos', upMenuId: 'ADM_BASE', frontEndUrl: '/manage/positionManage', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_CATALOG', menuNm: '컴포넌트 카탈로그', en: 'Component catalogue', zh: '组件目录', es: 'Catálogo de componentes', upMenuId: 'ADM', frontEndUrl: '/demo/componentCatalog', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_ATTACH', menuNm: '첨부파일설정', en: 'Attachment settings', zh: '附件设置', es: 'Configuración de adjuntos', upMenuId: 'ADM_BASE', frontEndUrl: '/manage/attachSetting', taskGrpCd: 'MANAGE' },
  { menuId: 'ADM_VENDOR_DOC', menuNm: '협력업체 서류함', en: 'Vendor documents', zh: '协力企业文件', es: 'Documentos de contratistas', upMenuId: 'ADM_BASE', frontEndUrl: '/manage/vendorDocBox', taskGrpCd: 'MANAGE' },
  // every worker's notice board (issue 13): read-only, outside administration
  { menuId: 'BOARD', menuNm: '게시판', en: 'Board', zh: '公告栏', es: 'Tablón', icon: 'notification', taskGrpCd: 'BOARD' },
  { menuId: 'BOARD_NOTICE', menuNm: '공지사항', en: 'Notices', zh: '公告', es: 'Avisos', upMenuId: 'BOARD', frontEndUrl: '/common/noticeBoard', taskGrpCd: 'BOARD' },
  // 자료실·소통게시판 (issue 30): the posts of every board the caller reads, and the boards themselves
  { menuId: 'SAF_BOARD_POST', menuNm: '자료실·소통게시판', en: 'Reference room and communication', zh: '资料室·交流公告板', es: 'Referencias y comunicación', upMenuId: 'BOARD', frontEndUrl: '/saf/boardPost', taskGrpCd: 'BOARD' },
  { menuId: 'SAF_BOARD', menuNm: '게시판 관리', en: 'Boards', zh: '公告板管理', es: 'Tablones', upMenuId: 'BOARD', frontEndUrl: '/saf/board', taskGrpCd: 'BOARD' },
  // the safety core (issues 15-18, 20): one top menu 안전; each module adds its own level-2 group under it
  // (SAF_ACC 사고, SAF_CHK 점검, SAF_PTW 작업허가, SAF_EDU 교육, SAF_RSA 위험성평가) with its pages below
  { menuId: 'SAF', menuNm: '안전', en: 'Safety', zh: '安全', es: 'Seguridad', icon: 'safety', taskGrpCd: 'SAF' },
  // risk assessment (issue 18): 안전 › 위험성평가
  { menuId: 'SAF_RSA', menuNm: '위험성평가', en: 'Risk assessment', zh: '风险评估', es: 'Evaluación de riesgos', upMenuId: 'SAF', taskGrpCd: 'SAF' },
  { menuId: 'RSA_PLAN', menuNm: '위험성평가 계획', en: 'Assessment plans', zh: '风险评估计划', es: 'Planes de evaluación', upMenuId: 'SAF_RSA', frontEndUrl: '/rsa/rsaPlan', taskGrpCd: 'SAF' },
  { menuId: 'RSA_ASSESS', menuNm: '위험성평가 결과', en: 'Assessments', zh: '风险评估结果', es: 'Evaluaciones', upMenuId: 'SAF_RSA', frontEndUrl: '/rsa/rsaAssessment', taskGrpCd: 'SAF' },
  { menuId: 'RSA_REGISTER', menuNm: '위험성평가 대장', en: 'Risk register', zh: '风险台账', es: 'Registro de riesgos', upMenuId: 'SAF_RSA', frontEndUrl: '/rsa/rsaRegister', taskGrpCd: 'SAF' },
  { menuId: 'RSA_HAZARD', menuNm: '유해·위험요인 목록', en: 'Hazard library', zh: '危险因素目录', es: 'Catálogo de peligros', upMenuId: 'SAF_RSA', frontEndUrl: '/rsa/rsaHazard', taskGrpCd: 'SAF' },
  { menuId: 'RSA_MATRIX', menuNm: '위험성 매트릭스', en: 'Risk matrix', zh: '风险矩阵', es: 'Matriz de riesgos', upMenuId: 'SAF_RSA', frontEndUrl: '/rsa/rsaMatrix', taskGrpCd: 'SAF' },
  // education (issue 20): 안전 › 교육 — courses, question bank, sessions, trainees, the legal-hours ledger, my education (phone)
  { menuId: 'SAF_EDU', menuNm: '교육', en: 'Education', zh: '培训', es: 'Formación', upMenuId: 'SAF', taskGrpCd: 'SAF' },
  { menuId: 'SAF_EDU_LEDGER', menuNm: '법정교육 이수현황', en: 'Legal hours ledger', zh: '法定培训完成情况', es: 'Horas legales', upMenuId: 'SAF_EDU', frontEndUrl: '/education/eduLedger', taskGrpCd: 'SAF' },
  { menuId: 'SAF_EDU_COURSE', menuNm: '교육과정', en: 'Courses', zh: '培训课程', es: 'Cursos', upMenuId: 'SAF_EDU', frontEndUrl: '/education/eduCourse', taskGrpCd: 'SAF' },
  { menuId: 'SAF_EDU_QUESTION', menuNm: '문제은행', en: 'Question bank', zh: '题库', es: 'Banco de preguntas', upMenuId: 'SAF_EDU', frontEndUrl: '/education/eduQuestion', taskGrpCd: 'SAF' },
  { menuId: 'SAF_EDU_SESSION', menuNm: '교육실시', en: 'Sessions', zh: '培训实施', es: 'Sesiones', upMenuId: 'SAF_EDU', frontEndUrl: '/education/eduSession', taskGrpCd: 'SAF' },
  { menuId: 'SAF_EDU_WORKER', menuNm: '교육대상자', en: 'Trainees', zh: '培训对象', es: 'Personas a formar', upMenuId: 'SAF_EDU', frontEndUrl: '/education/eduWorker', taskGrpCd: 'SAF' },
  { menuId: 'SAF_EDU_MY', menuNm: '내 교육', en: 'My training', zh: '我的培训', es: 'Mi formación', upMenuId: 'SAF_EDU', frontEndUrl: '/education/eduMy', taskGrpCd: 'SAF' },
  { menuId: 'SAF_EDU_PLAN', menuNm: '교육계획', en: 'Training plans', zh: '培训计划', es: 'Planes de formación', upMenuId: 'SAF_EDU', frontEndUrl: '/education/eduPlan', taskGrpCd: 'SAF' },
  { menuId: 'SAF_EDU_GROUP', menuNm: '교육그룹', en: 'Trainee groups', zh: '培训小组', es: 'Grupos de formación', upMenuId: 'SAF_EDU', frontEndUrl: '/education/eduGroup', taskGrpCd: 'SAF' },
  { menuId: 'SAF_EDU_EXTERNAL', menuNm: '외부교육 이수', en: 'External training', zh: '外部培训完成', es: 'Formación externa', upMenuId: 'SAF_EDU', frontEndUrl: '/education/eduExternal', taskGrpCd: 'SAF' },
  { menuId: 'SAF_EDU_RESULT', menuNm: '시험결과', en: 'Exam results', zh: '考试结果', es: 'Resultados de examen', upMenuId: 'SAF_EDU', frontEndUrl: '/education/eduResult', taskGrpCd: 'SAF' },
  // accidents and near misses (issue 15): group 사고 with the register (and its investigations) and working hours
  { menuId: 'SAF_ACC', menuNm: '사고', en: 'Accidents', zh: '事故', es: 'Accidentes', upMenuId: 'SAF', taskGrpCd: 'SAF' },
  { menuId: 'SAF_ACCIDENT', menuNm: '사고관리', en: 'Accident register', zh: '事故管理', es: 'Registro de accidentes', upMenuId: 'SAF_ACC', frontEndUrl: '/saf/accident', taskGrpCd: 'SAF' },
  { menuId: 'SAF_ACC_FLASH', menuNm: '사고 속보', en: 'Accident flash report', zh: '事故速报', es: 'Aviso de accidente', upMenuId: 'SAF_ACC', frontEndUrl: '/mobile/accidentFlash', taskGrpCd: 'SAF' },
  { menuId: 'SAF_NEARMISS', menuNm: '아차사고', en: 'Near misses', zh: '未遂事件', es: 'Cuasi accidentes', upMenuId: 'SAF_ACC', frontEndUrl: '/saf/nearMiss', taskGrpCd: 'SAF' },
  { menuId: 'SAF_NOACCIDENT', menuNm: '무재해 기록', en: 'No-accident records', zh: '无事故记录', es: 'Récords sin accidentes', upMenuId: 'SAF_ACC', frontEndUrl: '/saf/noAccident', taskGrpCd: 'SAF' },
  { menuId: 'SAF_ACC_STAT', menuNm: '사고 통계', en: 'Accident statistics', zh: '事故统计', es: 'Estadísticas de accidentes', upMenuId: 'SAF_ACC', frontEndUrl: '/saf/accidentStat', taskGrpCd: 'SAF' },
  { menuId: 'SAF_WORKHOURS', menuNm: '근로시간 관리', en: 'Working hours', zh: '工作时间管理', es: 'Horas trabajadas', upMenuId: 'SAF_ACC', frontEndUrl: '/saf/workHours', taskGrpCd: 'SAF' },
  // safety checks, plans, templates, facility inspections (issue 16): one check page, a menu per check type (query value)
  { menuId: 'SAF_CHK', menuNm: '점검', en: 'Checks', zh: '检查', es: 'Inspecciones', upMenuId: 'SAF', taskGrpCd: 'SAF' },
  { menuId: 'SAF_CHK_RESULT', menuNm: '점검결과', en: 'Check results', zh: '检查结果', es: 'Resultados de inspección', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/safetyCheck', taskGrpCd: 'SAF' },
  { menuId: 'SAF_CHK_DAILY', menuNm: '일상점검', en: 'Daily checks', zh: '日常检查', es: 'Inspecciones diarias', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/safetyCheck?checkTypeCd=DAILY', taskGrpCd: 'SAF' },
  { menuId: 'SAF_CHK_REGULAR', menuNm: '정기점검', en: 'Periodic checks', zh: '定期检查', es: 'Inspecciones periódicas', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/safetyCheck?checkTypeCd=REGULAR', taskGrpCd: 'SAF' },
  { menuId: 'SAF_CHK_SPECIAL', menuNm: '특별점검', en: 'Special checks', zh: '特别检查', es: 'Inspecciones especiales', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/safetyCheck?checkTypeCd=SPECIAL', taskGrpCd: 'SAF' },
  { menuId: 'SAF_CHK_JOINT', menuNm: '합동점검', en: 'Joint checks', zh: '联合检查', es: 'Inspecciones conjuntas', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/safetyCheck?checkTypeCd=JOINT', taskGrpCd: 'SAF' },
  { menuId: 'SAF_CHK_SUPERVISOR', menuNm: '관리감독자 점검', en: 'Supervisor checks', zh: '管理监督者检查', es: 'Inspecciones del supervisor', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/safetyCheck?checkTypeCd=SUPERVISOR', taskGrpCd: 'SAF' },
  { menuId: 'SAF_CHK_PLAN', menuNm: '점검계획·도래', en: 'Check plans and due', zh: '检查计划·到期', es: 'Planes y vencimientos', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/safetyCheckPlan', taskGrpCd: 'SAF' },
  { menuId: 'SAF_CHK_TEMPLATE', menuNm: '점검표 관리', en: 'Check templates', zh: '检查表管理', es: 'Listas de inspección', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/safetyCheckTemplate', taskGrpCd: 'SAF' },
  { menuId: 'SAF_CHK_MOBILE', menuNm: '모바일 점검', en: 'Check on the phone', zh: '移动检查', es: 'Inspección móvil', upMenuId: 'SAF_CHK', frontEndUrl: '/mobile/safetyCheck', taskGrpCd: 'SAF' },
  { menuId: 'SAF_TBM', menuNm: 'TBM 현황', en: 'TBM records', zh: 'TBM现况', es: 'Registros TBM', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/tbm', taskGrpCd: 'SAF' },
  { menuId: 'SAF_TBM_MOBILE', menuNm: 'TBM (모바일)', en: 'TBM on the phone', zh: 'TBM(移动)', es: 'TBM en el móvil', upMenuId: 'SAF_CHK', frontEndUrl: '/mobile/tbm', taskGrpCd: 'SAF' },
  { menuId: 'SAF_PATROL_MOBILE', menuNm: '순회점검 지적 (모바일)', en: 'Patrol finding on the phone', zh: '巡检指出(移动)', es: 'Hallazgo de ronda en el móvil', upMenuId: 'SAF_CHK', frontEndUrl: '/mobile/patrol', taskGrpCd: 'SAF' },
  { menuId: 'SAF_PATROL', menuNm: '순회·합동점검 지적', en: 'Patrol findings', zh: '巡检指出事项', es: 'Hallazgos de rondas', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/patrolFinding', taskGrpCd: 'SAF' },
  { menuId: 'SAF_PATROL_PLAN', menuNm: '순회점검 계획·도래', en: 'Patrol plans and due', zh: '巡检计划·到期', es: 'Planes de rondas', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/patrolPlan', taskGrpCd: 'SAF' },
  { menuId: 'SAF_CHK_STAT', menuNm: '순회점검·TBM 통계', en: 'Patrol and TBM statistics', zh: '巡检·TBM统计', es: 'Estadísticas de rondas y TBM', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/patrolTbmStat', taskGrpCd: 'SAF' },
  { menuId: 'SAF_MOC', menuNm: '변경관리(MOC)', en: 'Management of change', zh: '变更管理', es: 'Gestión del cambio', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/moc', taskGrpCd: 'SAF' },
  { menuId: 'SAF_MOC_MOBILE', menuNm: '변경관리 기술검토 (모바일)', en: 'MOC review on the phone', zh: '变更技术审查(移动)', es: 'Revisión de cambios en el móvil', upMenuId: 'SAF_CHK', frontEndUrl: '/mobile/mocReview', taskGrpCd: 'SAF' },
  // behaviour observation (issue 31): the register, the phone page and the statistics
  { menuId: 'SAF_OBS', menuNm: '행동관찰', en: 'Behaviour observations', zh: '行为观察', es: 'Observaciones de conducta', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/observation', taskGrpCd: 'SAF' },
  { menuId: 'SAF_OBS_MOBILE', menuNm: '행동관찰 (모바일)', en: 'Observation on the phone', zh: '行为观察(移动)', es: 'Observación en el móvil', upMenuId: 'SAF_CHK', frontEndUrl: '/mobile/observation', taskGrpCd: 'SAF' },
  { menuId: 'SAF_OBS_STAT', menuNm: '행동관찰 통계', en: 'Observation statistics', zh: '行为观察统计', es: 'Estadísticas de observación', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/observationStat', taskGrpCd: 'SAF' },
  { menuId: 'SAF_FACILITY', menuNm: '설비·검사', en: 'Facilities and inspections', zh: '设备·检验', es: 'Instalaciones e inspecciones', upMenuId: 'SAF_CHK', frontEndUrl: '/saf/facility', taskGrpCd: 'SAF' },
  // work permits (issue 17): 안전 › 작업허가 — projects, permits, today's status with the map, gas readings on the phone
  { menuId: 'SAF_WKOD', menuNm: '작업허가', en: 'Work permits', zh: '作业许可', es: 'Permisos de trabajo', upMenuId: 'SAF', taskGrpCd: 'SAF' },
  { menuId: 'SAF_WKOD_PROJECT', menuNm: '공사관리', en: 'Construction projects', zh: '工程管理', es: 'Obras', upMenuId: 'SAF_WKOD', frontEndUrl: '/saf/wkodProject', taskGrpCd: 'SAF' },
  { menuId: 'SAF_WKOD_PERMIT', menuNm: '작업허가서', en: 'Work permits', zh: '作业许可证', es: 'Permisos de trabajo', upMenuId: 'SAF_WKOD', frontEndUrl: '/saf/wkodPermit', taskGrpCd: 'SAF' },
  { menuId: 'SAF_WKOD_STATUS', menuNm: '작업허가 현황', en: 'Permits today (map)', zh: '作业许可现况', es: 'Permisos de hoy (plano)', upMenuId: 'SAF_WKOD', frontEndUrl: '/saf/wkodStatus', taskGrpCd: 'SAF' },
  { menuId: 'SAF_WKOD_GAS', menuNm: '가스 측정 (모바일)', en: 'Gas readings (phone)', zh: '气体检测(移动)', es: 'Mediciones de gas (móvil)', upMenuId: 'SAF_WKOD', frontEndUrl: '/mobile/wkodGas', taskGrpCd: 'SAF' },
  // improvement actions (issue 14): the register and the phone page of one's own actions
  { menuId: 'IMPR', menuNm: '개선조치', en: 'Improvement', zh: '整改', es: 'Mejora', icon: 'safety', taskGrpCd: 'IMPR' },
  { menuId: 'IMPR_ACTION', menuNm: '개선조치 관리', en: 'Improvement actions', zh: '整改措施管理', es: 'Acciones de mejora', upMenuId: 'IMPR', frontEndUrl: '/impr/imprAction', taskGrpCd: 'IMPR' },
  { menuId: 'IMPR_MY', menuNm: '내 개선조치', en: 'My actions', zh: '我的整改', es: 'Mis acciones', upMenuId: 'IMPR', frontEndUrl: '/mobile/imprMyAction', taskGrpCd: 'IMPR' },
  // contractors (issue 19): one menu per sub-area; vendor users see their home, roster, entry requests, notices, results
  { menuId: 'VND', menuNm: '협력업체', en: 'Contractors', zh: '协力企业', es: 'Contratistas', icon: 'vendor', taskGrpCd: 'VENDOR' },
  { menuId: 'VND_PORTAL', menuNm: '협력업체 홈', en: 'Contractor home', zh: '协力企业首页', es: 'Inicio del contratista', upMenuId: 'VND', frontEndUrl: '/vendor/vendorPortal', taskGrpCd: 'VENDOR' },
  { menuId: 'VND_MASTER', menuNm: '업체관리', en: 'Contractors', zh: '企业管理', es: 'Empresas', upMenuId: 'VND', frontEndUrl: '/vendor/vendorMaster', taskGrpCd: 'VENDOR' },
  { menuId: 'VND_WORKER', menuNm: '근로자 명부', en: 'Worker roster', zh: '工人名册', es: 'Registro de trabajadores', upMenuId: 'VND', frontEndUrl: '/vendor/vendorWorker', taskGrpCd: 'VENDOR' },
  { menuId: 'VND_ENTRY', menuNm: '출입신청', en: 'Entry requests', zh: '出入申请', es: 'Solicitudes de acceso', upMenuId: 'VND', frontEndUrl: '/vendor/enterRequest', taskGrpCd: 'VENDOR' },
  { menuId: 'VND_PENALTY', menuNm: '벌점·경고', en: 'Penalty points', zh: '罚分·警告', es: 'Puntos de sanción', upMenuId: 'VND', frontEndUrl: '/vendor/vendorPenalty', taskGrpCd: 'VENDOR' },
  { menuId: 'VND_NOTICE', menuNm: '협력업체 공지', en: 'Notices to contractors', zh: '协力企业公告', es: 'Avisos a contratistas', upMenuId: 'VND', frontEndUrl: '/vendor/vendorNotice', taskGrpCd: 'VENDOR' },
  { menuId: 'VND_COUNCIL', menuNm: '안전보건협의체', en: 'Safety and health council', zh: '安全卫生协议体', es: 'Comité de seguridad y salud', upMenuId: 'VND', frontEndUrl: '/vendor/vendorCouncil', taskGrpCd: 'VENDOR' },
  { menuId: 'VND_EVAL', menuNm: '안전보건 수준 평가', en: 'Safety evaluation', zh: '安全卫生水平评价', es: 'Evaluación de seguridad', upMenuId: 'VND', frontEndUrl: '/vendor/vendorEval', taskGrpCd: 'VENDOR' },
  { menuId: 'APPR', menuNm: '결재', en: 'Approvals', zh: '审批', es: 'Aprobaciones', icon: 'audit', taskGrpCd: 'APPR' },
  { menuId: 'APPR_INBOX', menuNm: '결재함', en: 'Approval inbox', zh: '审批箱', es: 'Bandeja de aprobaciones', upMenuId: 'APPR', frontEndUrl: '/appr/apprInbox', taskGrpCd: 'APPR' },
  { menuId: 'APPR_DOC', menuNm: '일반기안', en: 'General drafts', zh: '一般起草', es: 'Borradores generales', upMenuId: 'APPR', frontEndUrl: '/appr/apprDoc', taskGrpCd: 'APPR' },
  { menuId: 'APPR_LINE', menuNm: '결재선 설정', en: 'Approval lines', zh: '审批线设置', es: 'Líneas de aprobación', upMenuId: 'APPR', frontEndUrl: '/appr/apprLine', taskGrpCd: 'APPR' },
  { menuId: 'APPR_ALL', menuNm: '전체 결재현황', en: 'All approvals', zh: '全部审批现状', es: 'Todas las aprobaciones', upMenuId: 'APPR', frontEndUrl: '/appr/apprAll', taskGrpCd: 'APPR' },
  { menuId: 'HEA', menuNm: '보건', en: 'Health', zh: '保健', es: 'Salud', icon: 'medicine-box', taskGrpCd: 'HEA' },
  { menuId: 'HEA_BASE', menuNm: '검진기준정보', en: 'Checkup base data', zh: '体检基础信息', es: 'Datos base de chequeos', upMenuId: 'HEA', taskGrpCd: 'HEA' },
  { menuId: 'HEA_CHECKUP_ORG', menuNm: '검진기관', en: 'Checkup organisations', zh: '体检机构', es: 'Centros de chequeo', upMenuId: 'HEA_BASE', frontEndUrl: '/hea/checkupOrg', taskGrpCd: 'HEA' },
  { menuId: 'HEA_HAZARD', menuNm: '유해인자', en: 'Hazardous factors', zh: '有害因素', es: 'Factores de riesgo', upMenuId: 'HEA_BASE', frontEndUrl: '/hea/hazard', taskGrpCd: 'HEA' },
  { menuId: 'HEA_CHECKUP', menuNm: '건강검진', en: 'Health checkups', zh: '健康检查', es: 'Chequeos de salud', upMenuId: 'HEA', taskGrpCd: 'HEA' },
  { menuId: 'HEA_CHECKUP_PLAN', menuNm: '검진계획', en: 'Checkup plans', zh: '体检计划', es: 'Planes de chequeo', upMenuId: 'HEA_CHECKUP', frontEndUrl: '/hea/checkupPlan', taskGrpCd: 'HEA' },
  { menuId: 'HEA_CHECKUP_RESERVE', menuNm: '검진예약', en: 'Checkup reservations', zh: '体检预约', es: 'Reservas de chequeo', upMenuId: 'HEA_CHECKUP', frontEndUrl: '/hea/checkupReserve', taskGrpCd: 'HEA' },
  // health base data, due list (issue 8, plans/reservations part)
  { menuId: 'HEA_CHECKUP_ORG_SCHEDULE', menuNm: '검진기관 일정', en: 'Hospital schedules', zh: '体检机构日程', es: 'Calendario de centros', upMenuId: 'HEA_BASE', frontEndUrl: '/hea/checkupOrgSchedule', taskGrpCd: 'HEA' },
  { menuId: 'HEA_DISEASE', menuNm: '질환', en: 'Diseases', zh: '疾病', es: 'Enfermedades', upMenuId: 'HEA_BASE', frontEndUrl: '/hea/disease', taskGrpCd: 'HEA' },
  { menuId: 'HEA_INTERVIEW_ITEM', menuNm: '문진항목', en: 'Interview items', zh: '问诊项目', es: 'Preguntas de entrevista', upMenuId: 'HEA_BASE', frontEndUrl: '/hea/interviewItem', taskGrpCd: 'HEA' },
  { menuId: 'HEA_CONSULT_TYPE', menuNm: '상담유형', en: 'Consultation types', zh: '咨询类型', es: 'Tipos de consulta', upMenuId: 'HEA_BASE', frontEndUrl: '/hea/consultType', taskGrpCd: 'HEA' },
  { menuId: 'HEA_DUE_LIST', menuNm: '특수검진 대상 도래', en: 'Special checkups due', zh: '特殊体检到期对象', es: 'Chequeos especiales pendientes', upMenuId: 'HEA_CHECKUP', frontEndUrl: '/hea/specialDueList', taskGrpCd: 'HEA' },
  // health: test items and ranges, checkup results, suspects (issue 8, results part)
  { menuId: 'HEA_TEST_ITEM', menuNm: '검사항목', en: 'Test items', zh: '检查项目', es: 'Pruebas', upMenuId: 'HEA_BASE', frontEndUrl: '/hea/testItem', taskGrpCd: 'HEA' },
  { menuId: 'HEA_TEST_ITEM_RANGE', menuNm: '검사항목 결과범위', en: 'Test item result ranges', zh: '检查项目结果范围', es: 'Rangos de resultados', upMenuId: 'HEA_BASE', frontEndUrl: '/hea/testItemResult', taskGrpCd: 'HEA' },
  { menuId: 'HEA_CHECKUP_RESULT', menuNm: '검진결과', en: 'Checkup results', zh: '体检结果', es: 'Resultados de chequeo', upMenuId: 'HEA_CHECKUP', frontEndUrl: '/hea/checkupResult', taskGrpCd: 'HEA' },
  { menuId: 'HEA_FOLLOWUP', menuNm: '사후관리', en: 'Follow-up care', zh: '事后管理', es: 'Seguimiento', upMenuId: 'HEA', taskGrpCd: 'HEA' },
  { menuId: 'HEA_SUSPECT', menuNm: '유소견자 관리', en: 'Abnormal findings', zh: '有所见者管理', es: 'Hallazgos anormales', upMenuId: 'HEA_FOLLOWUP', frontEndUrl: '/hea/suspectUser', taskGrpCd: 'HEA' },
  // health: infirmary and drugs, musculoskeletal survey, work-environment measurement (issue 8 items 8-10)
  { menuId: 'HEA_INFIRMARY', menuNm: '보건실', en: 'Infirmary', zh: '医务室', es: 'Enfermería', upMenuId: 'HEA', taskGrpCd: 'HEA' },
  { menuId: 'HEA_INFIRMARY_VISIT', menuNm: '보건실 이용', en: 'Infirmary visits', zh: '医务室就诊', es: 'Visitas a enfermería', upMenuId: 'HEA_INFIRMARY', frontEndUrl: '/hea/infirmaryVisit', taskGrpCd: 'HEA' },
  { menuId: 'HEA_DRUG', menuNm: '의약품 재고', en: 'Drugs and stock', zh: '药品库存', es: 'Medicamentos y stock', upMenuId: 'HEA_INFIRMARY', frontEndUrl: '/hea/drugManage', taskGrpCd: 'HEA' },
  { menuId: 'HEA_INFIRMARY_STAT', menuNm: '이용 통계', en: 'Usage statistics', zh: '使用统计', es: 'Estadísticas de uso', upMenuId: 'HEA_INFIRMARY', frontEndUrl: '/hea/infirmaryStat', taskGrpCd: 'HEA' },
  { menuId: 'HEA_MSK', menuNm: '근골격계', en: 'Musculoskeletal', zh: '肌肉骨骼', es: 'Musculoesquelético', upMenuId: 'HEA', taskGrpCd: 'HEA' },
  { menuId: 'HEA_MSK_SURVEY', menuNm: '유해요인조사', en: 'Hazard surveys', zh: '有害因素调查', es: 'Evaluación de riesgos', upMenuId: 'HEA_MSK', frontEndUrl: '/hea/mskSurvey', taskGrpCd: 'HEA' },
  { menuId: 'HEA_WORKENV_GRP', menuNm: '작업환경측정', en: 'Work environment', zh: '作业环境测定', es: 'Ambiente de trabajo', upMenuId: 'HEA', taskGrpCd: 'HEA' },
  { menuId: 'HEA_WORKENV', menuNm: '측정계획·결과', en: 'Measurement plans and results', zh: '测定计划·结果', es: 'Planes y resultados de medición', upMenuId: 'HEA_WORKENV_GRP', frontEndUrl: '/hea/workenvMeasure', taskGrpCd: 'HEA' },
  // chemicals and SDS (issue 26): 화학물질 — regulation base, products and SDS, storages, items, limits, in/out, stock, review
  { menuId: 'CHM', menuNm: '화학물질', en: 'Chemicals', zh: '化学物质', es: 'Productos químicos', icon: 'experiment', taskGrpCd: 'CHM' },
  { menuId: 'CHM_PROD', menuNm: '화학제품·MSDS', en: 'Products and SDS', zh: '化学品·MSDS', es: 'Productos y FDS', upMenuId: 'CHM', frontEndUrl: '/chm/chemProd', taskGrpCd: 'CHM' },
  { menuId: 'CHM_MATCHECK', menuNm: '신규화학물질 사전검토', en: 'New chemical review', zh: '新化学物质事前审查', es: 'Revisión de nuevas sustancias', upMenuId: 'CHM', frontEndUrl: '/chm/matCheck', taskGrpCd: 'CHM' },
  { menuId: 'CHM_DISPENSE', menuNm: '시약·약품 불출', en: 'Chemical dispensing', zh: '试剂·药品发放', es: 'Entrega de reactivos', upMenuId: 'CHM', frontEndUrl: '/chm/chemDispense', taskGrpCd: 'CHM' },
  { menuId: 'CHM_INOUT', menuNm: '입출고·수불', en: 'Receipts and issues', zh: '出入库·收发', es: 'Entradas y salidas', upMenuId: 'CHM', frontEndUrl: '/chm/chemInout', taskGrpCd: 'CHM' },
  { menuId: 'CHM_STOCK', menuNm: '재고현황', en: 'Stock', zh: '库存现况', es: 'Existencias', upMenuId: 'CHM', frontEndUrl: '/chm/chemStock', taskGrpCd: 'CHM' },
  { menuId: 'CHM_STORAGE', menuNm: '저장소', en: 'Storage places', zh: '储存场所', es: 'Almacenes', upMenuId: 'CHM', frontEndUrl: '/chm/chemStorage', taskGrpCd: 'CHM' },
  { menuId: 'CHM_ITEM', menuNm: '자재 품목', en: 'Material items', zh: '物料品目', es: 'Artículos', upMenuId: 'CHM', frontEndUrl: '/chm/chemItem', taskGrpCd: 'CHM' },
  { menuId: 'CHM_LIMIT', menuNm: '허가량·지정수량', en: 'Permitted amounts', zh: '许可量·指定数量', es: 'Cantidades permitidas', upMenuId: 'CHM', frontEndUrl: '/chm/chemLimit', taskGrpCd: 'CHM' },
  { menuId: 'CHM_CHEMICAL', menuNm: '규제물질 기준정보', en: 'Regulated substances', zh: '管制物质基础信息', es: 'Sustancias reguladas', upMenuId: 'CHM', frontEndUrl: '/chm/chemical', taskGrpCd: 'CHM' },
  { menuId: 'CHM_REG_UPLOAD', menuNm: '규제물질 업로드·이력', en: 'Regulation uploads', zh: '管制物质上传·历史', es: 'Cargas de regulaciones', upMenuId: 'CHM', frontEndUrl: '/chm/regUpload', taskGrpCd: 'CHM' },
  // 안전보건경영 (issue 29): targets and indicators, the legal register, committees, drills, budget, appointments and the 중처법 binder
  { menuId: 'MGT', menuNm: '안전보건경영', en: 'Management system', zh: '安全卫生经营', es: 'Sistema de gestión', icon: 'audit', taskGrpCd: 'MGT' },
  { menuId: 'MGT_SAPA', menuNm: '중대재해처벌법 이행점검', en: 'Serious Accidents Act binder', zh: '重大灾害处罚法履行检查', es: 'Carpeta de la Ley de Accidentes Graves', upMenuId: 'MGT', frontEndUrl: '/mgt/mgtSapa', taskGrpCd: 'MGT', allPlantAccessCd: 'APA02' },
  { menuId: 'MGT_INDICATOR', menuNm: '안전보건 지표', en: 'Indicators', zh: '安全卫生指标', es: 'Indicadores', upMenuId: 'MGT', frontEndUrl: '/mgt/mgtIndicator', taskGrpCd: 'MGT' },
  { menuId: 'MGT_TARGET', menuNm: '목표·추진계획', en: 'Targets and plans', zh: '目标·推进计划', es: 'Objetivos y planes', upMenuId: 'MGT', frontEndUrl: '/mgt/mgtTarget', taskGrpCd: 'MGT' },
  { menuId: 'MGT_LAW', menuNm: '법규 등록부', en: 'Legal register', zh: '法规登记簿', es: 'Registro legal', upMenuId: 'MGT', frontEndUrl: '/mgt/mgtLaw', taskGrpCd: 'MGT' },
  { menuId: 'MGT_LAW_CHECK', menuNm: '법규 준수평가', en: 'Compliance evaluation', zh: '法规合规评价', es: 'Evaluación de cumplimiento', upMenuId: 'MGT', frontEndUrl: '/mgt/mgtLawCheck', taskGrpCd: 'MGT' },
  { menuId: 'MGT_COMMITTEE', menuNm: '산업안전보건위원회', en: 'Safety committee', zh: '产业安全卫生委员会', es: 'Comité de SST', upMenuId: 'MGT', frontEndUrl: '/mgt/mgtCommittee', taskGrpCd: 'MGT' },
  { menuId: 'MGT_DRILL', menuNm: '비상대응 훈련', en: 'Emergency drills', zh: '应急演练', es: 'Simulacros', upMenuId: 'MGT', frontEndUrl: '/mgt/mgtDrill', taskGrpCd: 'MGT' },
  { menuId: 'MGT_BUDGET', menuNm: '안전보건 예산', en: 'Safety budget', zh: '安全卫生预算', es: 'Presupuesto de SST', upMenuId: 'MGT', frontEndUrl: '/mgt/mgtBudget', taskGrpCd: 'MGT' },
  { menuId: 'MGT_APPOINT', menuNm: '안전보건 인력 선임', en: 'Appointments', zh: '安全卫生人员任命', es: 'Nombramientos', upMenuId: 'MGT', frontEndUrl: '/mgt/mgtAppointment', taskGrpCd: 'MGT' },
  // the compliance calendar (issue 30): every module's due dates, and the holidays working-day rules count
  { menuId: 'MGT_CALENDAR', menuNm: '법정 일정 캘린더', en: 'Compliance calendar', zh: '法定日程日历', es: 'Calendario de cumplimiento', upMenuId: 'MGT', frontEndUrl: '/mgt/calendar', taskGrpCd: 'MGT' },
  { menuId: 'MGT_HOLIDAY', menuNm: '휴일 관리', en: 'Holidays', zh: '节假日管理', es: 'Festivos', upMenuId: 'MGT', frontEndUrl: '/mgt/holiday', taskGrpCd: 'MGT' },
  { menuId: 'MGT_DOCUMENT', menuNm: '문서관리', en: 'Controlled documents', zh: '文件管理', es: 'Documentos controlados', upMenuId: 'MGT', frontEndUrl: '/mgt/document', taskGrpCd: 'MGT' },
  { menuId: 'MGT_SCHEDULE', menuNm: '일정 관리', en: 'Schedules', zh: '日程管理', es: 'Agenda', upMenuId: 'MGT', frontEndUrl: '/mgt/schedule', taskGrpCd: 'MGT' },
  { menuId: 'SAF_LICENSE', menuNm: '인허가 현황', en: 'Licences and permits', zh: '许可证现状', es: 'Licencias y permisos', upMenuId: 'MGT', frontEndUrl: '/saf/license', taskGrpCd: 'MGT' },
  // 환경 (issue 27): air, water, waste, impact-assessment follow-up
  { menuId: 'ENV', menuNm: '환경', en: 'Environment', zh: '环境', es: 'Medio ambiente', icon: 'environment', taskGrpCd: 'ENV' },
  { menuId: 'ENV_AIR_MEASURE', menuNm: '대기 자가측정', en: 'Air self-measurements', zh: '大气自行监测', es: 'Autocontrol de emisiones', upMenuId: 'ENV', frontEndUrl: '/env/airMeasure', taskGrpCd: 'ENV' },
  { menuId: 'ENV_AIR_LOG', menuNm: '대기 운영일지', en: 'Air operation logs', zh: '大气运行日志', es: 'Diario de operación (aire)', upMenuId: 'ENV', frontEndUrl: '/env/airLog', taskGrpCd: 'ENV' },
  { menuId: 'ENV_AIR_OUTLET', menuNm: '대기 배출구·허용기준', en: 'Air outlets and limits', zh: '大气排放口·排放限值', es: 'Emisiones atmosféricas y límites', upMenuId: 'ENV', frontEndUrl: '/env/airOutlet', taskGrpCd: 'ENV' },
  { menuId: 'ENV_AIR_FACILITY', menuNm: '대기 방지시설', en: 'Air pollution control facilities', zh: '大气防治设施', es: 'Equipos de control atmosférico', upMenuId: 'ENV', frontEndUrl: '/env/airFacility', taskGrpCd: 'ENV' },
  { menuId: 'ENV_WATER_MEASURE', menuNm: '수질 자가측정', en: 'Water self-measurements', zh: '水质自行监测', es: 'Autocontrol de vertidos', upMenuId: 'ENV', frontEndUrl: '/env/waterMeasure', taskGrpCd: 'ENV' },
  { menuId: 'ENV_WATER_LOG', menuNm: '수질 운영일지', en: 'Water operation logs', zh: '水质运行日志', es: 'Diario de operación (agua)', upMenuId: 'ENV', frontEndUrl: '/env/waterLog', taskGrpCd: 'ENV' },
  { menuId: 'ENV_WATER_OUTLET', menuNm: '수질 방류구·허용기준', en: 'Water outfalls and limits', zh: '水质排放口·排放限值', es: 'Vertidos de agua y límites', upMenuId: 'ENV', frontEndUrl: '/env/waterOutlet', taskGrpCd: 'ENV' },
  { menuId: 'ENV_WATER_FACILITY', menuNm: '수질 방지시설', en: 'Wastewater treatment facilities', zh: '水质防治设施', es: 'Depuración de aguas', upMenuId: 'ENV', frontEndUrl: '/env/waterFacility', taskGrpCd: 'ENV' },
  // 폐기물: lots in storage, disposals (인계), the Allbaro reconciliation and the disposal rate
  { menuId: 'ENV_WASTE_STORAGE', menuNm: '폐기물 발생·보관', en: 'Waste storage', zh: '废弃物产生·贮存', es: 'Almacenamiento de residuos', upMenuId: 'ENV', frontEndUrl: '/env/wasteStorage', taskGrpCd: 'ENV' },
  { menuId: 'ENV_WASTE_DISPOSAL', menuNm: '폐기물 처리(인계)', en: 'Waste disposal', zh: '废弃物处理(移交)', es: 'Eliminación de residuos', upMenuId: 'ENV', frontEndUrl: '/env/wasteDisposal', taskGrpCd: 'ENV' },
  { menuId: 'ENV_WASTE_ALLBARO', menuNm: '올바로 대사', en: 'Allbaro reconciliation', zh: 'Allbaro核对', es: 'Conciliación Allbaro', upMenuId: 'ENV', frontEndUrl: '/env/wasteAllbaro', taskGrpCd: 'ENV' },
  { menuId: 'ENV_WASTE_RATE', menuNm: '폐기물 재활용률·실적', en: 'Waste recycling rate', zh: '废弃物再利用率·实绩', es: 'Tasa de reciclaje de residuos', upMenuId: 'ENV', frontEndUrl: '/env/wasteRate', taskGrpCd: 'ENV' },
  { menuId: 'ENV_EIA', menuNm: '사후환경영향조사', en: 'Impact assessment follow-up', zh: '事后环境影响调查', es: 'Seguimiento de impacto ambiental', upMenuId: 'ENV', frontEndUrl: '/env/eia', taskGrpCd: 'ENV' },
  // 공정안전관리 (issue 28, 산안법 제44조): process safety information registers, the due list, the bypass register and the self-audit
  { menuId: 'PSM', menuNm: '공정안전', en: 'Process safety', zh: '工艺安全', es: 'Seguridad de procesos', icon: 'fire', taskGrpCd: 'PSM' },
  { menuId: 'PSM_DUE', menuNm: '시험·검사 도래 현황', en: 'Tests due', zh: '测试·检验到期', es: 'Pruebas pendientes', upMenuId: 'PSM', frontEndUrl: '/psm/due', taskGrpCd: 'PSM' },
  { menuId: 'PSM_BYPASS_BOARD', menuNm: '우회 현황판', en: 'Active bypasses', zh: '旁路看板', es: 'Anulaciones activas', upMenuId: 'PSM', frontEndUrl: '/psm/bypassBoard', taskGrpCd: 'PSM' },
  { menuId: 'PSM_BYPASS', menuNm: '인터록 우회 대장', en: 'Bypass register', zh: '联锁旁路台账', es: 'Registro de anulaciones', upMenuId: 'PSM', frontEndUrl: '/psm/bypass', taskGrpCd: 'PSM' },
  { menuId: 'PSM_TEST', menuNm: '시험·검사 기록', en: 'Test records', zh: '测试·检验记录', es: 'Registros de pruebas', upMenuId: 'PSM', frontEndUrl: '/psm/test', taskGrpCd: 'PSM' },
  { menuId: 'PSM_EQUIP', menuNm: '설비 목록', en: 'Equipment', zh: '设备清单', es: 'Equipos', upMenuId: 'PSM', frontEndUrl: '/psm/equipment', taskGrpCd: 'PSM' },
  { menuId: 'PSM_PIPE', menuNm: '배관 목록', en: 'Piping', zh: '管道清单', es: 'Tuberías', upMenuId: 'PSM', frontEndUrl: '/psm/piping', taskGrpCd: 'PSM' },
  { menuId: 'PSM_VALVE', menuNm: '안전밸브', en: 'Safety valves', zh: '安全阀', es: 'Válvulas de seguridad', upMenuId: 'PSM', frontEndUrl: '/psm/valve', taskGrpCd: 'PSM' },
  { menuId: 'PSM_INTERLOCK', menuNm: '인터록', en: 'Interlocks', zh: '联锁', es: 'Enclavamientos', upMenuId: 'PSM', frontEndUrl: '/psm/interlock', taskGrpCd: 'PSM' },
  { menuId: 'PSM_DETECTOR', menuNm: '가스·화재 감지기', en: 'Fire and gas detectors', zh: '气体·火灾探测器', es: 'Detectores de gas y fuego', upMenuId: 'PSM', frontEndUrl: '/psm/detector', taskGrpCd: 'PSM' },
  { menuId: 'PSM_AREA', menuNm: '폭발위험장소', en: 'Explosion-hazard areas', zh: '爆炸危险场所', es: 'Áreas clasificadas', upMenuId: 'PSM', frontEndUrl: '/psm/area', taskGrpCd: 'PSM' },
  { menuId: 'PSM_DRAWING', menuNm: '공정 도면', en: 'Process drawings', zh: '工艺图纸', es: 'Planos de proceso', upMenuId: 'PSM', frontEndUrl: '/psm/drawing', taskGrpCd: 'PSM' },
  { menuId: 'PSM_AUDIT', menuNm: 'PSM 자체감사', en: 'PSM self-audit', zh: 'PSM自我审核', es: 'Autoauditoría PSM', upMenuId: 'PSM', frontEndUrl: '/psm/audit', taskGrpCd: 'PSM' },
];
