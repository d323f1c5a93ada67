import { HEA_MESSAGES } from '@jikim/shared';
import { registerTranslations } from '@/lib/i18n';

export const HEA_NS = 'hea';

// spec §5 texts stay exactly as the spec writes them (Korean), including the spelling 검제
registerTranslations(HEA_NS, {
  ko: {
    target: {
      title: '검진 대상자 선정', classNm: '검진구분', planNm: '검진계획명', period: '검진기간', dept: '부서', process: '공정', userNm: '성명', age: '연령대',
      prevYear: '전년도 수검자 제외', grid: '검색 조건에 맞는 대상자 목록', add: '검진 대상자로 추가', search: '조회', added: '검진 대상자를 추가했습니다.',
      noneTitle: HEA_MESSAGES.noTargetSelectedTitle, none: HEA_MESSAGES.noTargetSelected, noneHint: HEA_MESSAGES.noTargetSelectedHint,
      confirmTitle: HEA_MESSAGES.addTargetsConfirmTitle, confirm: HEA_MESSAGES.addTargetsConfirm,
    },
    age: { '0': '전체', '2': '20대', '3': '30대', '4': '40대', '5': '50대 이상' },
    col: { heaCheckupTypeNm: '검진종류', processNm: '공정', deptNm: '부서', userId: '사번', userNm: '성명', entryYmd: '입사일', phoneNo: '휴대전화', officeTel: '사무실 전화' },
    plan: {
      title: '검진계획', new: '신규 계획', edit: '계획 수정', targets: '대상자 선정', plantNm: '사업장', classNm: '검진구분', planNm: '검진계획명', period: '검진기간',
      hospitals: '검진기관', targetCnt: '대상자 수', appr: '결재상태', save: '저장', saved: '저장했습니다.', remark: '비고', deleted: '삭제했습니다.', delete: '삭제',
      deleteConfirm: '검진계획을 삭제하시겠습니까?',
    },
    appr: { REQUESTED: '결재중', APPROVED: '결재완료', REJECTED: '반려', RECALLED: '회수' },
    consent: {
      title: '검진결과 활용 동의서', agree: '동의함', disagree: '동의하지 않음', agreeLabel: '동의 여부', register: '예약 등록', close: '닫기',
    },
    reserve: {
      title: '검진예약', plan: '검진계획', period: '검진기간', userNm: '대상자', org: '검진기관', date: '예약일', status: '예약상태', reserved: '예약완료',
      none: '미예약', reserve: '예약', cancel: '예약취소', cancelConfirm: '예약을 취소하시겠습니까?', done: '예약했습니다.', canceled: '예약을 취소했습니다.',
      left: '잔여 {{n}}명', full: '마감', pick: '검진기관과 예약일을 선택하세요.',
    },
  },
  en: {
    target: {
      title: 'Checkup target selection', classNm: 'Checkup class', planNm: 'Plan name', period: 'Plan period', dept: 'Department', process: 'Process', userNm: 'Employee name',
      age: 'Age band', prevYear: "Exclude last year's examinees", grid: 'List of targets matching the search', add: 'Add as checkup targets', search: 'Search',
      added: 'Checkup targets added.', noneTitle: 'Notice', none: 'No checkup target is selected', noneHint: 'Check the selection boxes.', confirmTitle: 'Confirm',
      confirm: 'Add the selected employees as checkup targets?',
    },
    age: { '0': 'All', '2': '20s', '3': '30s', '4': '40s', '5': '50 and over' },
    col: { heaCheckupTypeNm: 'Checkup type', processNm: 'Process', deptNm: 'Department', userId: 'Employee no.', userNm: 'Name', entryYmd: 'Joined', phoneNo: 'Mobile', officeTel: 'Office phone' },
    plan: {
      title: 'Checkup plans', new: 'New plan', edit: 'Edit plan', targets: 'Select targets', plantNm: 'Plant', classNm: 'Class', planNm: 'Plan name', period: 'Period',
      hospitals: 'Hospitals', targetCnt: 'Targets', appr: 'Approval', save: 'Save', saved: 'Saved.', remark: 'Remarks', deleted: 'Deleted.', delete: 'Delete',
      deleteConfirm: 'Delete this checkup plan?',
    },
    appr: { REQUESTED: 'In approval', APPROVED: 'Approved', REJECTED: 'Rejected', RECALLED: 'Recalled' },
    consent: { title: 'Checkup result use consent form', agree: 'I agree', disagree: 'I do not agree', agreeLabel: 'Consent', register: 'Register reservation', close: 'Close' },
    reserve: {
      title: 'Checkup reservations', plan: 'Plan', period: 'Period', userNm: 'Employee', org: 'Hospital', date: 'Date', status: 'Status', reserved: 'Reserved', none: 'Not reserved',
      reserve: 'Reserve', cancel: 'Cancel reservation', cancelConfirm: 'Cancel this reservation?', done: 'Reserved.', canceled: 'Reservation cancelled.', left: '{{n}} left', full: 'Full',
      pick: 'Choose a hospital and a date.',
    },
  },
  zh: {
    target: {
      title: '体检对象选定', classNm: '体检类别', planNm: '计划名称', period: '体检期间', dept: '部门', process: '工序', userNm: '姓名', age: '年龄段', prevYear: '排除上年度受检者',
      grid: '符合检索条件的对象列表', add: '添加为体检对象', search: '查询', added: '已添加体检对象。', noneTitle: '提示', none: '未选择体检对象', noneHint: '请确认选择框。',
      confirmTitle: '确认', confirm: '要添加体检对象吗?',
    },
    age: { '0': '全部', '2': '20多岁', '3': '30多岁', '4': '40多岁', '5': '50岁以上' },
    col: { heaCheckupTypeNm: '体检种类', processNm: '工序', deptNm: '部门', userId: '工号', userNm: '姓名', entryYmd: '入职日', phoneNo: '手机', officeTel: '办公电话' },
    plan: {
      title: '体检计划', new: '新建计划', edit: '修改计划', targets: '选定对象', plantNm: '工厂', classNm: '类别', planNm: '计划名称', period: '期间', hospitals: '体检机构',
      targetCnt: '对象人数', appr: '审批状态', save: '保存', saved: '已保存。', remark: '备注', deleted: '已删除。', delete: '删除', deleteConfirm: '要删除体检计划吗?',
    },
    appr: { REQUESTED: '审批中', APPROVED: '已审批', REJECTED: '驳回', RECALLED: '撤回' },
    consent: { title: '体检结果使用同意书', agree: '同意', disagree: '不同意', agreeLabel: '是否同意', register: '登记预约', close: '关闭' },
    reserve: {
      title: '体检预约', plan: '体检计划', period: '期间', userNm: '对象', org: '体检机构', date: '预约日', status: '预约状态', reserved: '已预约', none: '未预约', reserve: '预约',
      cancel: '取消预约', cancelConfirm: '要取消预约吗?', done: '已预约。', canceled: '已取消预约。', left: '剩余{{n}}名', full: '已满', pick: '请选择体检机构和预约日。',
    },
  },
  es: {
    target: {
      title: 'Selección de personas a examinar', classNm: 'Tipo de chequeo', planNm: 'Plan', period: 'Periodo', dept: 'Departamento', process: 'Proceso', userNm: 'Nombre',
      age: 'Franja de edad', prevYear: 'Excluir examinados del año anterior', grid: 'Personas que cumplen la búsqueda', add: 'Añadir como examinados', search: 'Buscar',
      added: 'Personas añadidas.', noneTitle: 'Aviso', none: 'No hay personas seleccionadas', noneHint: 'Revise las casillas de selección.', confirmTitle: 'Confirmar',
      confirm: '¿Añadir las personas seleccionadas al chequeo?',
    },
    age: { '0': 'Todas', '2': '20-29', '3': '30-39', '4': '40-49', '5': '50 o más' },
    col: { heaCheckupTypeNm: 'Tipo de chequeo', processNm: 'Proceso', deptNm: 'Departamento', userId: 'N.º empleado', userNm: 'Nombre', entryYmd: 'Ingreso', phoneNo: 'Móvil', officeTel: 'Teléfono oficina' },
    plan: {
      title: 'Planes de chequeo', new: 'Nuevo plan', edit: 'Editar plan', targets: 'Seleccionar personas', plantNm: 'Planta', classNm: 'Tipo', planNm: 'Plan', period: 'Periodo',
      hospitals: 'Centros', targetCnt: 'Personas', appr: 'Aprobación', save: 'Guardar', saved: 'Guardado.', remark: 'Observaciones', deleted: 'Eliminado.', delete: 'Eliminar',
      deleteConfirm: '¿Eliminar este plan?',
    },
    appr: { REQUESTED: 'En aprobación', APPROVED: 'Aprobado', REJECTED: 'Rechazado', RECALLED: 'Retirado' },
    consent: { title: 'Consentimiento de uso de resultados', agree: 'Acepto', disagree: 'No acepto', agreeLabel: 'Consentimiento', register: 'Registrar reserva', close: 'Cerrar' },
    reserve: {
      title: 'Reservas de chequeo', plan: 'Plan', period: 'Periodo', userNm: 'Persona', org: 'Centro', date: 'Fecha', status: 'Estado', reserved: 'Reservado', none: 'Sin reserva',
      reserve: 'Reservar', cancel: 'Cancelar reserva', cancelConfirm: '¿Cancelar la reserva?', done: 'Reservado.', canceled: 'Reserva cancelada.', left: 'Quedan {{n}}', full: 'Completo',
      pick: 'Elija centro y fecha.',
    },
  },
});
