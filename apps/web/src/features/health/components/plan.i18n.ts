import { registerTranslations } from '@/lib/i18n';
import { HEA_NS } from '../health.i18n';

// hospital schedules, due list, option rules, target list, plan approval, batch and changed reservations (merged into 'hea')
registerTranslations(HEA_NS, {
  ko: {
    sched: {
      title: '검진기관 일정', org: '검진기관', period: '기간', kind: '구분', open: '운영', closed: '휴진', capacity: '일일 예약 가능 인원', capacityDefault: '기본값 ({{n}}명)',
      closedYn: '기간 전체 휴진', weekdays: '휴진 요일', remark: '비고', new: '일정 추가', edit: '일정 수정', save: '저장', delete: '삭제',
      deleteConfirm: '일정을 삭제하시겠습니까?', saved: '저장했습니다.', deleted: '삭제했습니다.', pickOrg: '검진기관을 선택하세요.',
      hint: '운영 일정은 서로 겹칠 수 없고, 휴진 일정(명절·임시 휴진)은 운영 일정 위에 겹쳐 등록합니다.',
      wd: { '0': '일', '1': '월', '2': '화', '3': '수', '4': '목', '5': '금', '6': '토' },
    },
    due: {
      title: '특수건강진단 대상 도래 목록', dept: '부서', hazard: '유해인자', dueBefore: '검진 기한 (이 날까지)', userId: '사번', userNm: '성명', deptNm: '부서',
      processNm: '공정', hazardNms: '노출 유해인자', hazardNm: '기한 유해인자', placementYmd: '배치(입사)일', lastCheckupYmd: '최근 특수검진일',
      nextDueYmd: '다음 검진 기한', daysLeft: '남은 일수', status: '상태', overdue: '기한 경과', soon: '도래 예정', planned: '계획 포함', days: '{{n}}일',
      addToPlan: '특수검진 계획에 추가', plan: '특수검진 계획', pickPlan: '추가할 특수건강진단 계획을 선택하세요.',
      addConfirm: '조회 조건에 맞는 대상 도래자를 선택한 계획에 모두 추가하시겠습니까? (이미 대상자인 사람은 건너뜁니다)',
      added: '{{n}}명을 추가했습니다. (이미 대상자 {{s}}명 제외)', none: '추가할 대상 도래자가 없습니다.',
    },
    rules: {
      title: '선택검사항목 규칙', ruleNm: '규칙명', sex: '성별', sexA: '전체', sexM: '남', sexF: '여', ageFrom: '시작 연령', ageTo: '종료 연령', items: '검사항목 코드',
      chooseCnt: '선택 개수', add: '규칙 추가', remove: '삭제', save: '규칙 저장', saved: '선택검사항목 규칙을 저장했습니다.',
      hint: '검사항목은 검사항목 코드로 입력합니다(예: GASTROSCOPY). 연령은 검진 시작일 기준 만 나이이며, 비워 두면 제한이 없습니다.',
    },
    planx: {
      requestAppr: '결재요청', requestApprTitle: '결재요청', requestApprConfirm: '이 검진계획의 결재를 요청하시겠습니까?', apprLine: '결재선',
      apprRequested: '결재를 요청했습니다.', noLine: '이 사업장에는 건강검진 계획 결재선이 없습니다. 결재선 설정에서 먼저 등록하세요.',
      targetList: '대상자 목록', slot: { APPROVE: '결재', AGREE: '합의', CONFIRM: '확인', REFERENCE: '참조' },
    },
    targets: {
      title: '검진 대상자 목록', remove: '제외', removeConfirm: '{{nm}} 님을 검진 대상자에서 제외하시겠습니까?', removed: '대상자에서 제외했습니다.',
      userId: '사번', userNm: '성명', deptNm: '부서', type: '검진종류', createDt: '등록일시',
    },
    batch: {
      button: '일괄 예약', title: '일괄 예약', selected: '선택한 대상자', consentGot: '동의서 받음', needAll: '모든 대상자의 검진결과 활용 동의서를 받은 뒤 예약할 수 있습니다.',
      noneSelected: '일괄 예약할 미예약 대상자를 선택하세요.', samePlan: '같은 검진계획의 대상자만 함께 예약할 수 있습니다.', done: '{{n}}명을 예약했습니다.',
      notEnough: '잔여 인원({{n}}명)보다 많이 선택했습니다.',
    },
    change: { button: '예약변경', title: '예약 변경', done: '예약을 변경했습니다.' },
  },
  en: {
    sched: {
      title: 'Hospital schedules', org: 'Hospital', period: 'Period', kind: 'Kind', open: 'Open', closed: 'Closed', capacity: 'Daily capacity', capacityDefault: 'Default ({{n}})',
      closedYn: 'Closed for the whole period', weekdays: 'Closed weekdays', remark: 'Remarks', new: 'Add schedule', edit: 'Edit schedule', save: 'Save', delete: 'Delete',
      deleteConfirm: 'Delete this schedule?', saved: 'Saved.', deleted: 'Deleted.', pickOrg: 'Choose a hospital.',
      hint: 'Open schedules may not overlap; closures (holidays) are registered on top of them.',
      wd: { '0': 'Sun', '1': 'Mon', '2': 'Tue', '3': 'Wed', '4': 'Thu', '5': 'Fri', '6': 'Sat' },
    },
    due: {
      title: 'Special checkups due', dept: 'Department', hazard: 'Hazardous factor', dueBefore: 'Due on or before', userId: 'Employee no.', userNm: 'Name', deptNm: 'Department',
      processNm: 'Process', hazardNms: 'Exposed to', hazardNm: 'Factor due', placementYmd: 'Placement (entry)', lastCheckupYmd: 'Last special checkup',
      nextDueYmd: 'Next due', daysLeft: 'Days left', status: 'Status', overdue: 'Overdue', soon: 'Due soon', planned: 'In a plan', days: '{{n}} days',
      addToPlan: 'Add to a special plan', plan: 'Special plan', pickPlan: 'Choose the special checkup plan.',
      addConfirm: 'Add every due worker matching the search to the chosen plan? (existing targets are skipped)',
      added: '{{n}} added ({{s}} already targets).', none: 'No due worker to add.',
    },
    rules: {
      title: 'Optional-item rules', ruleNm: 'Rule', sex: 'Sex', sexA: 'All', sexM: 'Male', sexF: 'Female', ageFrom: 'Age from', ageTo: 'Age to', items: 'Test item codes',
      chooseCnt: 'Choose', add: 'Add rule', remove: 'Remove', save: 'Save rules', saved: 'Rules saved.',
      hint: 'Test items by code (e.g. GASTROSCOPY). Ages are full ages on the plan start; empty means no limit.',
    },
    planx: {
      requestAppr: 'Request approval', requestApprTitle: 'Request approval', requestApprConfirm: 'Request approval of this checkup plan?', apprLine: 'Approval line',
      apprRequested: 'Approval requested.', noLine: 'This plant has no approval line for checkup plans. Register one in the approval line settings first.',
      targetList: 'Target list', slot: { APPROVE: 'Approve', AGREE: 'Agree', CONFIRM: 'Confirm', REFERENCE: 'Reference' },
    },
    targets: {
      title: 'Checkup targets', remove: 'Remove', removeConfirm: 'Remove {{nm}} from the checkup targets?', removed: 'Removed from the targets.',
      userId: 'Employee no.', userNm: 'Name', deptNm: 'Department', type: 'Checkup type', createDt: 'Added',
    },
    batch: {
      button: 'Batch booking', title: 'Batch booking', selected: 'Selected targets', consentGot: 'Consent received', needAll: 'Every worker’s consent form must be on file before booking.',
      noneSelected: 'Select targets without a reservation.', samePlan: 'Only targets of one plan can be booked together.', done: '{{n}} booked.',
      notEnough: 'More selected than places left ({{n}}).',
    },
    change: { button: 'Change', title: 'Change reservation', done: 'Reservation changed.' },
  },
  zh: {
    sched: {
      title: '体检机构日程', org: '体检机构', period: '期间', kind: '区分', open: '营业', closed: '休诊', capacity: '每日可预约人数', capacityDefault: '默认({{n}}名)',
      closedYn: '整个期间休诊', weekdays: '休诊星期', remark: '备注', new: '添加日程', edit: '修改日程', save: '保存', delete: '删除',
      deleteConfirm: '要删除日程吗?', saved: '已保存。', deleted: '已删除。', pickOrg: '请选择体检机构。',
      hint: '营业日程不能重叠;休诊日程(节假日)可叠加在营业日程上。',
      wd: { '0': '日', '1': '一', '2': '二', '3': '三', '4': '四', '5': '五', '6': '六' },
    },
    due: {
      title: '特殊体检到期对象', dept: '部门', hazard: '有害因素', dueBefore: '到期日(截至)', userId: '工号', userNm: '姓名', deptNm: '部门',
      processNm: '工序', hazardNms: '接触有害因素', hazardNm: '到期有害因素', placementYmd: '配置(入职)日', lastCheckupYmd: '最近特殊体检日',
      nextDueYmd: '下次体检期限', daysLeft: '剩余天数', status: '状态', overdue: '已逾期', soon: '即将到期', planned: '已列入计划', days: '{{n}}天',
      addToPlan: '添加到特殊体检计划', plan: '特殊体检计划', pickPlan: '请选择特殊体检计划。',
      addConfirm: '要将符合条件的到期对象全部添加到所选计划吗?(已是对象者跳过)', added: '已添加{{n}}名。(已是对象{{s}}名除外)', none: '没有可添加的到期对象。',
    },
    rules: {
      title: '选择检查项目规则', ruleNm: '规则名', sex: '性别', sexA: '全部', sexM: '男', sexF: '女', ageFrom: '起始年龄', ageTo: '结束年龄', items: '检查项目代码',
      chooseCnt: '可选数量', add: '添加规则', remove: '删除', save: '保存规则', saved: '已保存规则。', hint: '检查项目以代码输入(例: GASTROSCOPY)。年龄为体检开始日的周岁,留空表示不限。',
    },
    planx: {
      requestAppr: '请求审批', requestApprTitle: '请求审批', requestApprConfirm: '要请求审批此体检计划吗?', apprLine: '审批线', apprRequested: '已请求审批。',
      noLine: '本工厂没有体检计划审批线。请先在审批线设置中登记。', targetList: '对象列表', slot: { APPROVE: '审批', AGREE: '协商', CONFIRM: '确认', REFERENCE: '参照' },
    },
    targets: {
      title: '体检对象列表', remove: '排除', removeConfirm: '要将{{nm}}从体检对象中排除吗?', removed: '已从对象中排除。', userId: '工号', userNm: '姓名', deptNm: '部门', type: '体检种类', createDt: '登记时间',
    },
    batch: {
      button: '批量预约', title: '批量预约', selected: '所选对象', consentGot: '已收同意书', needAll: '须收到全部对象的同意书后才能预约。', noneSelected: '请选择未预约的对象。',
      samePlan: '只能一起预约同一计划的对象。', done: '已预约{{n}}名。', notEnough: '所选人数多于剩余名额({{n}}名)。',
    },
    change: { button: '变更预约', title: '变更预约', done: '已变更预约。' },
  },
  es: {
    sched: {
      title: 'Calendario de centros', org: 'Centro', period: 'Periodo', kind: 'Tipo', open: 'Abierto', closed: 'Cerrado', capacity: 'Capacidad diaria', capacityDefault: 'Por defecto ({{n}})',
      closedYn: 'Cerrado todo el periodo', weekdays: 'Días cerrados', remark: 'Observaciones', new: 'Añadir calendario', edit: 'Editar calendario', save: 'Guardar', delete: 'Eliminar',
      deleteConfirm: '¿Eliminar este calendario?', saved: 'Guardado.', deleted: 'Eliminado.', pickOrg: 'Elija un centro.',
      hint: 'Los periodos abiertos no pueden solaparse; los cierres (festivos) se registran encima.',
      wd: { '0': 'Dom', '1': 'Lun', '2': 'Mar', '3': 'Mié', '4': 'Jue', '5': 'Vie', '6': 'Sáb' },
    },
    due: {
      title: 'Chequeos especiales pendientes', dept: 'Departamento', hazard: 'Factor de riesgo', dueBefore: 'Vence hasta', userId: 'N.º empleado', userNm: 'Nombre', deptNm: 'Departamento',
      processNm: 'Proceso', hazardNms: 'Expuesto a', hazardNm: 'Factor que vence', placementYmd: 'Asignación (ingreso)', lastCheckupYmd: 'Último chequeo especial',
      nextDueYmd: 'Próximo vencimiento', daysLeft: 'Días restantes', status: 'Estado', overdue: 'Vencido', soon: 'Próximo', planned: 'En un plan', days: '{{n}} días',
      addToPlan: 'Añadir a un plan especial', plan: 'Plan especial', pickPlan: 'Elija el plan de chequeo especial.',
      addConfirm: '¿Añadir al plan todas las personas pendientes de la búsqueda? (se omiten las ya incluidas)', added: '{{n}} añadidas ({{s}} ya incluidas).', none: 'No hay personas pendientes que añadir.',
    },
    rules: {
      title: 'Reglas de pruebas opcionales', ruleNm: 'Regla', sex: 'Sexo', sexA: 'Todos', sexM: 'Hombre', sexF: 'Mujer', ageFrom: 'Edad desde', ageTo: 'Edad hasta', items: 'Códigos de pruebas',
      chooseCnt: 'A elegir', add: 'Añadir regla', remove: 'Quitar', save: 'Guardar reglas', saved: 'Reglas guardadas.',
      hint: 'Pruebas por código (p. ej. GASTROSCOPY). Edad cumplida al inicio del plan; vacío = sin límite.',
    },
    planx: {
      requestAppr: 'Solicitar aprobación', requestApprTitle: 'Solicitar aprobación', requestApprConfirm: '¿Solicitar la aprobación de este plan?', apprLine: 'Línea de aprobación',
      apprRequested: 'Aprobación solicitada.', noLine: 'La planta no tiene línea de aprobación para planes de chequeo. Regístrela primero.',
      targetList: 'Personas', slot: { APPROVE: 'Aprobar', AGREE: 'Acordar', CONFIRM: 'Confirmar', REFERENCE: 'Referencia' },
    },
    targets: {
      title: 'Personas a examinar', remove: 'Quitar', removeConfirm: '¿Quitar a {{nm}} de las personas a examinar?', removed: 'Quitada de la lista.',
      userId: 'N.º empleado', userNm: 'Nombre', deptNm: 'Departamento', type: 'Tipo de chequeo', createDt: 'Añadida',
    },
    batch: {
      button: 'Reserva múltiple', title: 'Reserva múltiple', selected: 'Personas seleccionadas', consentGot: 'Consentimiento recibido',
      needAll: 'Se necesita el consentimiento firmado de cada persona.', noneSelected: 'Seleccione personas sin reserva.', samePlan: 'Solo personas de un mismo plan.',
      done: '{{n}} reservadas.', notEnough: 'Más personas que plazas libres ({{n}}).',
    },
    change: { button: 'Cambiar', title: 'Cambiar reserva', done: 'Reserva cambiada.' },
  },
});
