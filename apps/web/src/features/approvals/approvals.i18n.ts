import { registerTranslations } from '@/lib/i18n';

export const APPR_NS = 'approvals';

const ko = {
  type: { APPR_DOC: '일반기안', NOTICE: '공지사항', TEST_DOC: '시험 문서', RSA_PLAN: '위험성평가 계획', RSA_RESULT: '위험성평가 결과', SAF_CHECK: '점검결과', SAF_MOC: '변경관리', MGT_DOC: '문서 제·개정', MGT_TARGET: '안전보건 목표·추진계획', MGT_SAPA: '중대재해처벌법 이행점검 서류철', MGT_LAW_CHECK: '법규 준수평가' },
  status: { DRAFT: '작성중', PROGRESS: '결재중', COMPLETE: '완료', REJECT: '반려', RECALL: '회수' },
  kind: { DRAFT: '기안', APPROVE: '결재', AGREE: '합의', CONFIRM: '확인', REFERENCE: '참조' },
  stepStatus: { DRAFTED: '기안', WAIT: '대기', PENDING: '결재중', APPROVED: '승인', REJECTED: '반려', CANCELED: '취소', REFERENCE: '참조' },
  resolve: { USER: '지정 사용자', OWN_DEPT_DUTY: '기안자 부서 직책', PARENT_DEPT_DUTY: '상위 부서 직책', DEPT_DUTY: '지정 부서 직책' },
  box: { pending: '결재할 문서', processed: '처리한 문서', rejected: '반려된 문서', reference: '참조 문서', mine: '상신한 문서', delegate: '대결 설정' },
  col: {
    no: '번호', type: '문서유형', title: '제목', requester: '기안자', dept: '기안부서', requestDt: '상신일시', status: '상태', step: '결재단계',
    decidedDt: '처리일시', delegated: '대결', approver: '결재자', decider: '처리자', comment: '의견', signature: '서명',
  },
  inbox: {
    title: '결재함', period: '기간', search: '조회', collect: '일괄결재', collectConfirm: '선택한 {{n}}건을 일괄 승인하시겠습니까?',
    collectDone: '{{ok}}건 승인, {{fail}}건 실패', selectFirst: '결재할 문서를 선택하세요.', count: '({{n}}건)',
  },
  popup: {
    title: '결재 진행 현황', summary: '문서 요약', line: '결재선', approve: '승인', reject: '반려', recall: '회수', close: '닫기',
    comment: '의견', rejectReason: '반려 사유', commentPlaceholder: '의견을 입력하세요 (반려 시 필수)', signature: '서명',
    useStored: '등록된 서명 사용', drawHint: '서명란에 서명한 뒤 [서명 저장]을 누르세요.', signed: '서명 완료', approved: '승인했습니다.',
    rejected: '반려했습니다.', recalled: '회수했습니다.', confirmApprove: '승인하시겠습니까?', confirmReject: '반려하시겠습니까?',
    confirmRecall: '결재를 회수하시겠습니까?', prev: '이전 요청', next: '재기안 요청', rejectReasonLabel: '반려 사유', needSignature: '서명이 필요합니다.',
    delegatedFor: '{{name}}님 대결',
  },
  delegate: {
    title: '대결 설정', add: '대결 지정', to: '대결자', period: '기간', reason: '사유', active: '적용중', end: '해제', given: '내가 맡긴 대결',
    received: '내가 받은 대결', saved: '저장했습니다.', from: '위임자',
  },
  line: {
    title: '결재선 설정', plant: '사업장', type: '문서유형', name: '결재선명', addable: '합의/참조 추가 허용', use: '사용', slots: '결재 단계',
    kind: '구분', resolve: '지정 방식', user: '사용자', duty: '직책', dept: '부서', required: '필수', changeable: '변경 허용', addSlot: '단계 추가',
    new: '신규', save: '저장', delete: '삭제', saved: '저장했습니다.', deleted: '삭제했습니다.', confirmDelete: '삭제하시겠습니까?', empty: '결재선을 선택하거나 신규로 등록하세요.',
    preview: '결재선 미리보기', unresolved: '지정 불가', self: '본인 (생략)', addStep: '합의/참조 추가', remove: '이 단계 빼기',
  },
  doc: {
    title: '일반기안', docTitle: '제목', contents: '내용', new: '새 기안', save: '저장', saved: '저장했습니다.', request: '결재요청',
    requested: '결재를 요청했습니다.', locked: '결재가 진행 중이거나 완료된 문서는 수정할 수 없습니다.', progress: '결재현황', status: '상태',
    redraft: '재기안', deleted: '삭제했습니다.', delete: '삭제', confirmDelete: '삭제하시겠습니까?', mine: '내 문서만',
  },
  all: { title: '전체 결재현황' },
  mobile: {
    title: '결재할 문서', empty: '결재할 문서가 없습니다.', back: '목록', open: '열기',
  },
  common: { all: '전체', yes: '예', no: '아니오', cancel: '취소', ok: '확인', readOnly: '읽기 전용', noTemplate: '결재선 템플릿이 없습니다. 결재자를 직접 지정하세요.' },
};

type B = typeof ko;

const en: B = {
  type: { APPR_DOC: 'General draft', NOTICE: 'Notice', TEST_DOC: 'Test document', RSA_PLAN: 'Risk assessment plan', RSA_RESULT: 'Risk assessment result', SAF_CHECK: 'Check result', SAF_MOC: 'Management of change', MGT_DOC: 'Document revision', MGT_TARGET: 'Safety and health targets and plan', MGT_SAPA: 'Serious Accidents Act binder', MGT_LAW_CHECK: 'Compliance evaluation' },
  status: { DRAFT: 'Draft', PROGRESS: 'In approval', COMPLETE: 'Complete', REJECT: 'Rejected', RECALL: 'Recalled' },
  kind: { DRAFT: 'Drafter', APPROVE: 'Approve', AGREE: 'Agree', CONFIRM: 'Confirm', REFERENCE: 'Reference' },
  stepStatus: { DRAFTED: 'Drafted', WAIT: 'Waiting', PENDING: 'In approval', APPROVED: 'Approved', REJECTED: 'Rejected', CANCELED: 'Canceled', REFERENCE: 'Reference' },
  resolve: { USER: 'Named user', OWN_DEPT_DUTY: 'Duty in drafter\'s dept', PARENT_DEPT_DUTY: 'Duty in parent dept', DEPT_DUTY: 'Duty in a fixed dept' },
  box: { pending: 'To approve', processed: 'Processed', rejected: 'Rejected', reference: 'For reference', mine: 'My requests', delegate: 'Delegation' },
  col: {
    no: 'No.', type: 'Type', title: 'Title', requester: 'Drafter', dept: 'Department', requestDt: 'Requested', status: 'Status', step: 'Step',
    decidedDt: 'Decided', delegated: 'Delegated', approver: 'Approver', decider: 'Decided by', comment: 'Comment', signature: 'Signature',
  },
  inbox: {
    title: 'Approval inbox', period: 'Period', search: 'Search', collect: 'Approve selected', collectConfirm: 'Approve the {{n}} selected items?',
    collectDone: '{{ok}} approved, {{fail}} failed', selectFirst: 'Select the items to approve.', count: '({{n}})',
  },
  popup: {
    title: 'Approval progress', summary: 'Summary', line: 'Approval line', approve: 'Approve', reject: 'Reject', recall: 'Recall', close: 'Close',
    comment: 'Comment', rejectReason: 'Reason', commentPlaceholder: 'Comment (required to reject)', signature: 'Signature',
    useStored: 'Use my stored signature', drawHint: 'Sign in the box, then press [Save signature].', signed: 'Signed', approved: 'Approved.',
    rejected: 'Rejected.', recalled: 'Recalled.', confirmApprove: 'Approve?', confirmReject: 'Reject?', confirmRecall: 'Recall this request?',
    prev: 'Previous request', next: 'Re-drafted as', rejectReasonLabel: 'Rejection reason', needSignature: 'A signature is required.',
    delegatedFor: 'On behalf of {{name}}',
  },
  delegate: {
    title: 'Delegation', add: 'Delegate', to: 'Delegate', period: 'Period', reason: 'Reason', active: 'Active', end: 'End', given: 'Delegations I gave',
    received: 'Delegations to me', saved: 'Saved.', from: 'Delegator',
  },
  line: {
    title: 'Approval lines', plant: 'Plant', type: 'Document type', name: 'Line name', addable: 'Allow extra agree/reference', use: 'In use', slots: 'Steps',
    kind: 'Kind', resolve: 'Filled by', user: 'User', duty: 'Duty', dept: 'Department', required: 'Required', changeable: 'Changeable', addSlot: 'Add step',
    new: 'New', save: 'Save', delete: 'Delete', saved: 'Saved.', deleted: 'Deleted.', confirmDelete: 'Delete?', empty: 'Choose a line or create a new one.',
    preview: 'Line preview', unresolved: 'Nobody found', self: 'You (skipped)', addStep: 'Add agree/reference', remove: 'Remove this step',
  },
  doc: {
    title: 'General drafts', docTitle: 'Title', contents: 'Contents', new: 'New draft', save: 'Save', saved: 'Saved.', request: 'Request approval',
    requested: 'Approval requested.', locked: 'A document under or after approval cannot be edited.', progress: 'Progress', status: 'Status',
    redraft: 'Re-draft', deleted: 'Deleted.', delete: 'Delete', confirmDelete: 'Delete?', mine: 'Mine only',
  },
  all: { title: 'All approvals' },
  mobile: { title: 'To approve', empty: 'Nothing to approve.', back: 'List', open: 'Open' },
  common: { all: 'All', yes: 'Yes', no: 'No', cancel: 'Cancel', ok: 'OK', readOnly: 'Read only', noTemplate: 'No line template: choose the approvers yourself.' },
};

const zh: B = {
  type: { APPR_DOC: '一般起草', NOTICE: '公告', TEST_DOC: '测试文件', RSA_PLAN: '风险评估计划', RSA_RESULT: '风险评估结果', SAF_CHECK: '检查结果', SAF_MOC: '变更管理', MGT_DOC: '文件制定·修订', MGT_TARGET: '安全卫生目标·推进计划', MGT_SAPA: '重大灾害处罚法履行检查文件', MGT_LAW_CHECK: '法规合规评价' },
  status: { DRAFT: '草稿', PROGRESS: '审批中', COMPLETE: '完成', REJECT: '驳回', RECALL: '撤回' },
  kind: { DRAFT: '起草', APPROVE: '审批', AGREE: '会签', CONFIRM: '确认', REFERENCE: '抄送' },
  stepStatus: { DRAFTED: '起草', WAIT: '等待', PENDING: '审批中', APPROVED: '批准', REJECTED: '驳回', CANCELED: '取消', REFERENCE: '抄送' },
  resolve: { USER: '指定用户', OWN_DEPT_DUTY: '起草人部门职务', PARENT_DEPT_DUTY: '上级部门职务', DEPT_DUTY: '指定部门职务' },
  box: { pending: '待审批', processed: '已处理', rejected: '被驳回', reference: '抄送', mine: '我的申请', delegate: '代理设置' },
  col: {
    no: '编号', type: '文件类型', title: '标题', requester: '起草人', dept: '起草部门', requestDt: '提交时间', status: '状态', step: '审批步骤',
    decidedDt: '处理时间', delegated: '代理', approver: '审批人', decider: '处理人', comment: '意见', signature: '签名',
  },
  inbox: {
    title: '审批箱', period: '期间', search: '查询', collect: '批量审批', collectConfirm: '批准所选的 {{n}} 项吗？',
    collectDone: '{{ok}} 项批准，{{fail}} 项失败', selectFirst: '请选择要审批的文件。', count: '({{n}}项)',
  },
  popup: {
    title: '审批进度', summary: '文件摘要', line: '审批线', approve: '批准', reject: '驳回', recall: '撤回', close: '关闭',
    comment: '意见', rejectReason: '驳回理由', commentPlaceholder: '请输入意见（驳回时必填）', signature: '签名',
    useStored: '使用已登记的签名', drawHint: '请在签名框签名后点击[保存签名]。', signed: '已签名', approved: '已批准。',
    rejected: '已驳回。', recalled: '已撤回。', confirmApprove: '确定批准吗？', confirmReject: '确定驳回吗？', confirmRecall: '确定撤回吗？',
    prev: '上一申请', next: '重新起草', rejectReasonLabel: '驳回理由', needSignature: '需要签名。', delegatedFor: '代理 {{name}}',
  },
  delegate: {
    title: '代理设置', add: '指定代理', to: '代理人', period: '期间', reason: '理由', active: '生效中', end: '解除', given: '我委托的代理',
    received: '委托给我的代理', saved: '已保存。', from: '委托人',
  },
  line: {
    title: '审批线设置', plant: '工厂', type: '文件类型', name: '审批线名称', addable: '允许添加会签/抄送', use: '使用', slots: '审批步骤',
    kind: '类别', resolve: '指定方式', user: '用户', duty: '职务', dept: '部门', required: '必需', changeable: '允许变更', addSlot: '添加步骤',
    new: '新建', save: '保存', delete: '删除', saved: '已保存。', deleted: '已删除。', confirmDelete: '确定删除吗？', empty: '请选择审批线或新建。',
    preview: '审批线预览', unresolved: '无法指定', self: '本人（省略）', addStep: '添加会签/抄送', remove: '删除此步骤',
  },
  doc: {
    title: '一般起草', docTitle: '标题', contents: '内容', new: '新起草', save: '保存', saved: '已保存。', request: '申请审批',
    requested: '已申请审批。', locked: '审批进行中或已完成的文件不能修改。', progress: '审批进度', status: '状态',
    redraft: '重新起草', deleted: '已删除。', delete: '删除', confirmDelete: '确定删除吗？', mine: '仅我的文件',
  },
  all: { title: '全部审批现状' },
  mobile: { title: '待审批', empty: '没有待审批的文件。', back: '列表', open: '打开' },
  common: { all: '全部', yes: '是', no: '否', cancel: '取消', ok: '确定', readOnly: '只读', noTemplate: '没有审批线模板，请自行指定审批人。' },
};

const es: B = {
  type: { APPR_DOC: 'Borrador general', NOTICE: 'Aviso', TEST_DOC: 'Documento de prueba', RSA_PLAN: 'Plan de evaluación de riesgos', RSA_RESULT: 'Resultado de evaluación de riesgos', SAF_CHECK: 'Resultado de inspección', SAF_MOC: 'Gestión del cambio', MGT_DOC: 'Revisión de documento', MGT_TARGET: 'Objetivos y plan de SST', MGT_SAPA: 'Carpeta de la Ley de Accidentes Graves', MGT_LAW_CHECK: 'Evaluación de cumplimiento' },
  status: { DRAFT: 'Borrador', PROGRESS: 'En aprobación', COMPLETE: 'Completado', REJECT: 'Rechazado', RECALL: 'Retirado' },
  kind: { DRAFT: 'Redactor', APPROVE: 'Aprobar', AGREE: 'Acordar', CONFIRM: 'Confirmar', REFERENCE: 'Referencia' },
  stepStatus: { DRAFTED: 'Redactado', WAIT: 'En espera', PENDING: 'En aprobación', APPROVED: 'Aprobado', REJECTED: 'Rechazado', CANCELED: 'Cancelado', REFERENCE: 'Referencia' },
  resolve: { USER: 'Usuario nombrado', OWN_DEPT_DUTY: 'Cargo en el depto. del redactor', PARENT_DEPT_DUTY: 'Cargo en el depto. superior', DEPT_DUTY: 'Cargo en un depto. fijo' },
  box: { pending: 'Por aprobar', processed: 'Procesados', rejected: 'Rechazados', reference: 'En referencia', mine: 'Mis solicitudes', delegate: 'Delegación' },
  col: {
    no: 'N.º', type: 'Tipo', title: 'Título', requester: 'Redactor', dept: 'Departamento', requestDt: 'Solicitado', status: 'Estado', step: 'Paso',
    decidedDt: 'Decidido', delegated: 'Delegado', approver: 'Aprobador', decider: 'Decidido por', comment: 'Comentario', signature: 'Firma',
  },
  inbox: {
    title: 'Bandeja de aprobaciones', period: 'Periodo', search: 'Buscar', collect: 'Aprobar selección', collectConfirm: '¿Aprobar los {{n}} elementos seleccionados?',
    collectDone: '{{ok}} aprobados, {{fail}} fallidos', selectFirst: 'Seleccione los elementos a aprobar.', count: '({{n}})',
  },
  popup: {
    title: 'Progreso de la aprobación', summary: 'Resumen', line: 'Línea de aprobación', approve: 'Aprobar', reject: 'Rechazar', recall: 'Retirar', close: 'Cerrar',
    comment: 'Comentario', rejectReason: 'Motivo', commentPlaceholder: 'Comentario (obligatorio para rechazar)', signature: 'Firma',
    useStored: 'Usar mi firma registrada', drawHint: 'Firme en el recuadro y pulse [Guardar firma].', signed: 'Firmado', approved: 'Aprobado.',
    rejected: 'Rechazado.', recalled: 'Retirado.', confirmApprove: '¿Aprobar?', confirmReject: '¿Rechazar?', confirmRecall: '¿Retirar la solicitud?',
    prev: 'Solicitud anterior', next: 'Nueva redacción', rejectReasonLabel: 'Motivo del rechazo', needSignature: 'Se requiere una firma.',
    delegatedFor: 'En nombre de {{name}}',
  },
  delegate: {
    title: 'Delegación', add: 'Delegar', to: 'Delegado', period: 'Periodo', reason: 'Motivo', active: 'Activa', end: 'Terminar', given: 'Delegaciones que di',
    received: 'Delegaciones recibidas', saved: 'Guardado.', from: 'Delegante',
  },
  line: {
    title: 'Líneas de aprobación', plant: 'Planta', type: 'Tipo de documento', name: 'Nombre de la línea', addable: 'Permitir acordar/referencia extra', use: 'En uso', slots: 'Pasos',
    kind: 'Clase', resolve: 'Asignado por', user: 'Usuario', duty: 'Cargo', dept: 'Departamento', required: 'Obligatorio', changeable: 'Modificable', addSlot: 'Añadir paso',
    new: 'Nueva', save: 'Guardar', delete: 'Eliminar', saved: 'Guardado.', deleted: 'Eliminado.', confirmDelete: '¿Eliminar?', empty: 'Elija una línea o cree una nueva.',
    preview: 'Vista previa de la línea', unresolved: 'Nadie encontrado', self: 'Usted (omitido)', addStep: 'Añadir acordar/referencia', remove: 'Quitar este paso',
  },
  doc: {
    title: 'Borradores generales', docTitle: 'Título', contents: 'Contenido', new: 'Nuevo borrador', save: 'Guardar', saved: 'Guardado.', request: 'Solicitar aprobación',
    requested: 'Aprobación solicitada.', locked: 'Un documento en aprobación o aprobado no se puede modificar.', progress: 'Progreso', status: 'Estado',
    redraft: 'Volver a redactar', deleted: 'Eliminado.', delete: 'Eliminar', confirmDelete: '¿Eliminar?', mine: 'Solo los míos',
  },
  all: { title: 'Todas las aprobaciones' },
  mobile: { title: 'Por aprobar', empty: 'No hay nada que aprobar.', back: 'Lista', open: 'Abrir' },
  common: { all: 'Todos', yes: 'Sí', no: 'No', cancel: 'Cancelar', ok: 'Aceptar', readOnly: 'Solo lectura', noTemplate: 'No hay plantilla: elija usted los aprobadores.' },
};

registerTranslations(APPR_NS, { ko, en, zh, es });
